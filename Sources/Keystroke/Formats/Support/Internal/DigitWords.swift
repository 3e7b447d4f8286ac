/// Up to 24 ASCII digits held as three 64-bit words, one digit value (0–9) per byte,
/// right-aligned and padded on the left with zeros.
///
/// Card numbers are read eight digits at a time: the digit check and the Luhn sum
/// are a few word operations instead of a loop over the bytes. Leading zeros change
/// neither, and right alignment fixes which lanes the Luhn rule doubles.
struct DigitWords {
    /// The most digits the words hold.
    static let capacity = 24

    private var words: (UInt64, UInt64, UInt64)

    /// The digits of `bytes`, or `nil` when there are more than ``capacity`` or a byte is
    /// not an ASCII digit.
    @inline(__always)
    init?(_ view: ByteView) {
        // SAFETY: the view is alive through `init`, and `bytes` does not leave it.
        let bytes = view.unsafeBuffer
        let count = bytes.count
        guard count <= Self.capacity else { return nil }
        var raw: (UInt64, UInt64, UInt64) = (Self.zeros, Self.zeros, Self.zeros)
        if let source = bytes.baseAddress, count > 0 {
            // SAFETY: `raw` is 24 bytes and `0 < count <= 24`, checked above, so the copy ends at its last byte.
            withUnsafeMutableBytes(of: &raw) { target in
                (target.baseAddress! + (Self.capacity - count)).copyMemory(from: source, byteCount: count)
            }
        }
        let first = UInt64(littleEndian: raw.0), second = UInt64(littleEndian: raw.1), third = UInt64(littleEndian: raw.2)
        guard Self.nonDigitLanes(first) | Self.nonDigitLanes(second) | Self.nonDigitLanes(third) == 0 else { return nil }
        words = (first &- Self.zeros, second &- Self.zeros, third &- Self.zeros)
    }

    /// Whether the digits end in their Luhn check digit.
    ///
    /// From the right, every second digit is doubled, less 9 when over 9. Modulo 10,
    /// a doubled digit `d` counts `2d`, plus 1 when `d ≥ 5` (−9 ≡ 1), so each word's
    /// share is the byte sum of `v + (v & doubled) + (d ≥ 5 in a doubled lane)`.
    @inline(__always)
    var isLuhnValid: Bool {
        (Self.luhnShare(words.0) &+ Self.luhnShare(words.1) &+ Self.luhnShare(words.2)) % 10 == 0
    }

    /// The ASCII "0" in every byte.
    private static let zeros: UInt64 = 0x3030_3030_3030_3030
    /// The lanes the Luhn rule doubles: with 24 right-aligned digits, the even positions,
    /// which are bytes 0, 2, 4, 6 of each little-endian word.
    private static let doubledLanes: UInt64 = 0x00FF_00FF_00FF_00FF
    private static let lowBits: UInt64 = 0x0101_0101_0101_0101

    /// Non-zero when a byte of `word` is not `0x30`…`0x39`: its high nibble is not 3, or its
    /// low nibble plus 6 carries into the high nibble (a low nibble above 9).
    @inline(__always)
    private static func nonDigitLanes(_ word: UInt64) -> UInt64 {
        ((word & 0xF0F0_F0F0_F0F0_F0F0) ^ zeros) | (((word & 0x0F0F_0F0F_0F0F_0F0F) &+ 0x0606_0606_0606_0606) & 0xF0F0_F0F0_F0F0_F0F0)
    }

    /// A word's Luhn sum modulo 10 (not reduced): each lane is at most 9 + 9 + 1, so the
    /// eight lanes add up below 256 and one multiplication sums them into the top byte.
    @inline(__always)
    private static func luhnShare(_ values: UInt64) -> Int {
        let doubled = values & doubledLanes
        // d + 3 reaches 8 (bit 3) exactly when d ≥ 5; lanes stay below 16, so no carries.
        let atLeastFive = ((doubled &+ 0x0303_0303_0303_0303) >> 3) & lowBits
        return Int(((values &+ doubled &+ atLeastFive) &* lowBits) >> 56)
    }
}
