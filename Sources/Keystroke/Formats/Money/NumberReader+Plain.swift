/// Stored values: `[-]digits[.digits]`, read without a locale's symbols.
extension NumberReader {
    /// Reads `[-]digits[.digits]`: ASCII `-` or U+2212, any decimal digits, `.` before the fraction.
    static func plainly(_ text: Substring) -> NumberText? {
        FormatText.withSubstringUTF8(text) { bytes in plainASCII(bytes) ?? plainlyBeyondASCII(bytes) }
    }

    /// What ``plainly(_:)-(Substring)`` reads of `bytes` that ``plainASCII(_:)`` refused: ASCII that
    /// it refuses is no plain number but for more than 18 digits (leading zeros), so only then, or
    /// with other UTF-8, does the general reader look.
    static func plainlyBeyondASCII(_ bytes: ByteView) -> NumberText? {
        var high: UInt8 = 0
        for byte in bytes { high |= byte }
        guard high >= 0x80 || bytes.count > 18 else { return nil }
        return plainly(bytes)
    }

    /// The commonest stored shape, `[-]digits[.digits]` in ASCII with at most 18 digits, in two tight
    /// loops; `nil` for anything else, which ``plainly(_:)-(ByteView)`` then reads.
    @inline(__always)
    static func plainASCII(_ bytes: ByteView) -> NumberText? {
        let count = bytes.count
        var offset = 0
        let negative = count > 0 && bytes[0] == 0x2D
        if negative { offset = 1 }
        var units: UInt64 = 0
        let integerStart = offset
        while offset < count, bytes[offset] &- 0x30 < 10 {
            units = units &* 10 &+ UInt64(bytes[offset] &- 0x30)
            offset += 1
        }
        let integerDigits = offset - integerStart
        guard integerDigits > 0 else { return nil }
        var fraction = 0
        if offset < count {
            guard bytes[offset] == 0x2E else { return nil }
            offset += 1
            let fractionStart = offset
            while offset < count, bytes[offset] &- 0x30 < 10 {
                units = units &* 10 &+ UInt64(bytes[offset] &- 0x30)
                offset += 1
            }
            fraction = offset - fractionStart
            guard offset == count, fraction > 0 else { return nil }
        }
        guard integerDigits + fraction <= 18 else { return nil }
        return NumberText(units: units, fraction: fraction, point: fraction > 0, negative: negative, hasDigits: true)
    }

    /// Reads `[-]digits[.digits]` from UTF-8 (see ``plainly(_:)-(Substring)``).
    private static func plainly(_ bytes: ByteView) -> NumberText? {
        var negative = false
        var offset = 0
        if let first = bytes.first, first == 0x2D || first == 0xE2 && scalar(in: bytes, at: 0).0 == "\u{2212}" {
            negative = true
            offset = first == 0x2D ? 1 : 3
        }
        var units: UInt64 = 0
        var fraction = 0
        var point = false
        var hasDigits = false
        var significant = 0
        while offset < bytes.count {
            var digit = UInt64(bytes[offset] &- 0x30)
            if digit < 10 {
                offset += 1
            } else if bytes[offset] == 0x2E {
                guard !point, hasDigits else { return nil }
                point = true
                offset += 1
                continue
            } else {
                let (scalar, width) = scalar(in: bytes, at: offset)
                guard let value = CurrencyPattern.digitValue(scalar) else { return nil }
                digit = UInt64(value)
                offset += width
            }
            if units > 0 || point {
                significant += 1
                guard significant <= 18 else { return nil }
            }
            units = units &* 10 &+ digit
            hasDigits = true
            if point { fraction += 1 }
        }
        guard hasDigits, !point || fraction > 0 else { return nil }
        return NumberText(units: units, fraction: fraction, point: point, negative: negative, hasDigits: true)
    }
}
