import Foundation  // Decimal only (public amounts); layout and keystrokes use none of it.

extension CurrencyFormat {
    // MARK: - Parsing

    /// A text's amount: a plain decimal (`-1234.567`, rounded half to even when
    /// `rounding`), else the cash-register reading of its digits. `nil` without digits or when too large.
    func parse(_ text: String, rounding: Bool) -> (units: UInt64, negative: Bool)? {
        let trimmed = String(FormatText.trimmed(text))
        if let plain = Self.plainDecimal(trimmed) {
            var digits = plain.integer + plain.fraction.prefix(fractionDigits)
            digits += Array(repeating: 0, count: max(0, fractionDigits - plain.fraction.count))
            guard var units = Self.units(of: digits) else { return nil }
            let rest = plain.fraction.dropFirst(fractionDigits)
            if let first = rest.first {
                let tail = rest.dropFirst().contains { $0 != 0 }
                if first > 5 || first == 5 && (tail || units % 2 == 1) { units += 1 }
            }
            return (units, plain.negative)
        }
        let digits = trimmed.unicodeScalars.compactMap(CurrencyPattern.digitValue).map(UInt8.init)
        guard !digits.isEmpty, let units = Self.units(of: digits) else { return nil }
        return (units, trimmed.unicodeScalars.contains { $0 == "-" || $0 == "\u{2212}" })
    }

    /// The minor-unit digits of a plain decimal of any size, rounded half to even.
    static func roundedMinorDigits(_ plain: (negative: Bool, integer: [UInt8], fraction: [UInt8], text: String), fractionDigits: Int) -> [UInt8] {
        var digits = plain.integer + plain.fraction.prefix(fractionDigits)
        digits += Array(repeating: 0, count: max(0, fractionDigits - plain.fraction.count))
        let rest = plain.fraction.dropFirst(fractionDigits)
        if let first = rest.first, first > 5 || first == 5 && (rest.dropFirst().contains { $0 != 0 } || (digits.last ?? 0) % 2 == 1) {
            var index = digits.count - 1
            while index >= 0, digits[index] == 9 {
                digits[index] = 0
                index -= 1
            }
            if index >= 0 { digits[index] += 1 } else { digits.insert(1, at: 0) }
        }
        let zeros = digits.prefix { $0 == 0 }.count
        return Array(digits.dropFirst(min(zeros, max(0, digits.count - 1))))
    }

    /// `[-]digits[.digits]` in ASCII, the form APIs store.
    static func plainDecimal(_ text: String) -> (negative: Bool, integer: [UInt8], fraction: [UInt8], text: String)? {
        var utf8 = Substring(text).utf8[...]
        let negative = utf8.first == UInt8(ascii: "-")
        if negative { utf8 = utf8.dropFirst() }
        var integer: [UInt8] = []
        var fraction: [UInt8] = []
        var seenPoint = false
        for byte in utf8 {
            if byte == UInt8(ascii: ".") {
                guard !seenPoint else { return nil }
                seenPoint = true
            } else if byte &- 0x30 < 10 {
                if seenPoint { fraction.append(byte - 0x30) } else { integer.append(byte - 0x30) }
            } else {
                return nil
            }
        }
        guard !integer.isEmpty, !seenPoint || !fraction.isEmpty else { return nil }
        return (negative, integer, fraction, text)
    }

    /// The value of decimal digits, or `nil` past 18 significant digits.
    static func units(of digits: some Sequence<UInt8>) -> UInt64? {
        var value: UInt64 = 0
        for digit in digits {
            guard value < 100_000_000_000_000_000 else { return nil }
            value = value * 10 + UInt64(digit)
        }
        return value
    }

    /// `"1234.56"` for 123456 minor units of a two-digit currency.
    func plainString(minorUnits: UInt64) -> String { pattern.plain(minorUnits: minorUnits) }

    /// Whether `scalar` is a space or a bidi or other format mark: the layout's own spacing, in
    /// whatever form it was typed or stored, which neither reading counts as part of the amount.
    static func isIgnorable(_ scalar: Unicode.Scalar) -> Bool {
        // ASCII has no format marks: only its whitespace check remains, without the tables.
        FormatText.isWhitespace(scalar) || (!scalar.isASCII && scalar.properties.generalCategory == .format)
    }

    /// Text without spaces, bidi marks and with ASCII digits and `-` for U+2212, for lenient comparison.
    static func loose(_ text: String) -> [UInt32] {
        text.unicodeScalars.compactMap { scalar in
            if isIgnorable(scalar) { return nil }
            if let digit = CurrencyPattern.digitValue(scalar) { return UInt32(0x30 + digit) }
            return scalar.value == 0x2212 ? 0x2D : scalar.value
        }
    }

    static func decimal(minorUnits: UInt64, fractionDigits: Int) -> Decimal {
        Decimal(sign: .plus, exponent: -fractionDigits, significand: Decimal(minorUnits))
    }

    static func exactMinorUnits(_ amount: Decimal, fractionDigits: Int) -> UInt64? {
        guard amount >= 0, let plain = plainDecimal("\(amount)"), plain.fraction.count <= fractionDigits else { return nil }
        return units(of: plain.integer + plain.fraction + Array(repeating: 0, count: fractionDigits - plain.fraction.count))
    }

    static func power(of base: UInt64, _ exponent: Int) -> UInt64 {
        (0..<exponent).reduce(1) { value, _ in value * base }
    }
}
