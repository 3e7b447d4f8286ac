/// A seeded SplitMix64 generator: the one source of reproducible random values for the tests
/// and fuzzers, so a failure replays from its seed.
///
/// ```swift
/// var random = SeededGenerator(seed: 42)
/// let digit = Int.random(in: 0...9, using: &random)
/// ```
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    /// The generator's state; the next value depends on it alone.
    public private(set) var state: UInt64

    /// A generator starting from `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits (SplitMix64: a Weyl step, then two multiply-xorshift rounds).
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
