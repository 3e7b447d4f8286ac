/// The ISO 3166-1 alpha-2 country codes, from the generated ``ISO3166Data``, as a set of the
/// 676 possible pairs of letters.
enum ISO3166 {
    /// One bit per pair of uppercase letters (first × 26 + second), set for assigned codes.
    private static let assigned: [UInt64] = {
        var bits = [UInt64](repeating: 0, count: (26 * 26 + 63) / 64)
        let text = ISO3166Data.alpha2.withUTF8Buffer { Array($0) }
        var index = 0
        while index + 1 < text.count {
            let slot = IBANRegistry.slot(text[index], text[index + 1])
            if slot >= 0 {
                bits[slot >> 6] |= 1 << UInt64(slot & 63)
                index += 2
            } else {
                index += 1
            }
        }
        return bits
    }()

    /// Whether the two uppercase ASCII letters are an assigned ISO 3166-1 alpha-2 code.
    @inline(__always)
    static func isAssigned(_ first: UInt8, _ second: UInt8) -> Bool {
        let slot = IBANRegistry.slot(first, second)
        return slot >= 0 && assigned[slot >> 6] & (1 << UInt64(slot & 63)) != 0
    }

    /// Whether some assigned code starts with the uppercase ASCII letter `first`.
    static func isFirstLetter(_ first: UInt8) -> Bool {
        (0x41...0x5A).contains { isAssigned(first, $0) }
    }
}
