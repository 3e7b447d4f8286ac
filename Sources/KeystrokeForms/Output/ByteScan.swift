/// Finds the bytes a JSON string treats specially (`"`, `\`, control bytes)
/// eight at a time, with the classic "has a byte less than n" word trick.
///
/// SPI rather than `package`: only a public `@inlinable` body is inlined into the batch
/// reader and writer in other modules, and the scan is their hottest loop.
@_spi(KeystrokeInternal) public enum ByteScan {
    // Constants as computed properties: inlined into other modules without a global's accessor.
    @inlinable static var ones: UInt64 { 0x0101_0101_0101_0101 }
    @inlinable static var highs: UInt64 { 0x8080_8080_8080_8080 }

    /// Nonzero when some byte of `word` is `"`, `\` or below 0x20.
    @inlinable @inline(__always)
    static func specialBits(_ word: UInt64) -> UInt64 {
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        let hasQuote = (quote &- ones) & ~quote
        let hasBackslash = (backslash &- ones) & ~backslash
        let hasControl = (word &- ones &* 0x20) & ~word
        return (hasQuote | hasBackslash | hasControl) & highs
    }

    /// The offset of the first `"`, `\` or control byte at or after `start`, or `bytes.count`.
    /// - Parameter nonASCII: Set to `true` when a byte of 0x80 or more is passed over.
    @inlinable @inline(__always)
    public static func firstSpecial(in bytes: UnsafeRawBufferPointer, from start: Int, nonASCII: inout Bool) -> Int {
        var index = start
        var high: UInt64 = 0
        // SAFETY: `index + 8 <= bytes.count` by the loop; relies on callers passing `start >= 0`.
        while index + 8 <= bytes.count {
            // Little-endian order puts the first byte lowest, whatever the machine.
            let word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            let special = specialBits(word)
            if special != 0 {
                // Borrows only flag bytes above a true match, so the lowest flag is exact.
                let offset = special.trailingZeroBitCount >> 3
                let before = offset == 0 ? 0 : word & (UInt64.max >> (64 - 8 * offset))
                if (high | before) & highs != 0 { nonASCII = true }
                return index + offset
            }
            high |= word
            index += 8
        }
        if high & highs != 0 { nonASCII = true }
        // SAFETY: `index < bytes.count` by the loop; relies on callers passing `start >= 0`.
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x22 || byte == 0x5C || byte < 0x20 { return index }
            if byte >= 0x80 { nonASCII = true }
            index += 1
        }
        return index
    }
}
