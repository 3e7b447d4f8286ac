extension PhonePattern {
    /// Every digit as a first digit: what ``possibleFirstDigits(of:)`` answers when it cannot tell.
    static let anyFirstDigit: UInt16 = 0x3FF

    /// The digits a match of `source` can begin with, as a bit set (bit `d` for digit `d`), read
    /// from the pattern's text: a number whose first digit is not in it is answered without
    /// compiling or running the pattern. Most metadata patterns begin with a digit, a class or an
    /// alternation of those (`800\d{6}`, `[2-9]\d{7}`, `(?:1[1-9]|2[12478])\d{8}`), so a region's
    /// other number types and layouts are ruled out at a glance.
    ///
    /// Conservative: any syntax it does not know (lookarounds, `.`, escapes other than `\d`), an
    /// optional first item or an empty alternative gives ``anyFirstDigit``.
    static func possibleFirstDigits(of source: String) -> UInt16 {
        ByteView.with(source) { bytes in
            var reader = FirstDigitReader(bytes: bytes)
            guard let digits = reader.alternatives(depth: 0), reader.isAtEnd else { return anyFirstDigit }
            return digits
        }
    }
}

/// A recursive-descent reader of the first item of each alternative of a metadata pattern.
private struct FirstDigitReader {
    /// The pattern's text, lent for the length of one reading.
    let bytes: ByteView
    var index = 0

    /// Nesting deeper than this is left alone (answered as "any digit").
    static let maximumDepth = 16

    var isAtEnd: Bool { index == bytes.count }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// `a|b|…` up to a `)` or the end: the union of each alternative's first digits.
    mutating func alternatives(depth: Int) -> UInt16? {
        guard depth <= Self.maximumDepth else { return nil }
        var union: UInt16 = 0
        while true {
            guard let first = sequence(depth: depth) else { return nil }
            union |= first
            guard current == UInt8(ascii: "|") else { return union }
            index += 1
        }
    }

    /// One alternative: its first item's digits; the rest is read only to find where it ends.
    private mutating func sequence(depth: Int) -> UInt16? {
        var first: UInt16?
        var firstIsOptional = false
        while let byte = current, byte != UInt8(ascii: "|"), byte != UInt8(ascii: ")") {
            guard let digits = item(depth: depth) else { return nil }
            guard let optional = quantifier() else { return nil }
            if first == nil {
                first = digits
                firstIsOptional = optional
            }
        }
        // An empty alternative, or one whose first item may be absent, can begin with anything.
        guard let first, !firstIsOptional else { return nil }
        return first
    }

    /// A digit, `\d`, an escaped punctuation mark (no digit), a class or a group.
    private mutating func item(depth: Int) -> UInt16? {
        guard let byte = current else { return nil }
        index += 1
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            return 1 << UInt16(byte - 0x30)
        case UInt8(ascii: "\\"):
            guard let escaped = current else { return nil }
            index += 1
            if escaped == UInt8(ascii: "d") { return PhonePattern.anyFirstDigit }
            // `\+`, `\.`, `\-`…: a literal mark, never a digit.
            return escaped < 0x80 && !Self.isWordByte(escaped) ? 0 : nil
        case UInt8(ascii: "["):
            return characterClass()
        case UInt8(ascii: "("):
            if current == UInt8(ascii: "?") {
                // Only non-capturing groups; lookarounds and the like are not read.
                guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ":") else { return nil }
                index += 2
            }
            guard let digits = alternatives(depth: depth + 1), current == UInt8(ascii: ")") else { return nil }
            index += 1
            return digits
        default:
            return nil
        }
    }

    /// `[…]`: the digits it holds, singly or in ranges; anything but digits, ranges of digits and
    /// escaped marks (a negation, `\d`'s cousins) gives nil.
    private mutating func characterClass() -> UInt16? {
        guard current != UInt8(ascii: "^") else { return nil }
        var digits: UInt16 = 0
        while let byte = current, byte != UInt8(ascii: "]") {
            index += 1
            if byte == UInt8(ascii: "\\") {
                guard let escaped = current else { return nil }
                index += 1
                if escaped == UInt8(ascii: "d") {
                    digits |= PhonePattern.anyFirstDigit
                } else if escaped >= 0x80 || Self.isWordByte(escaped) {
                    return nil
                }
            } else if byte &- 0x30 < 10 {
                var last = byte
                if current == UInt8(ascii: "-"), index + 1 < bytes.count, bytes[index + 1] != UInt8(ascii: "]") {
                    last = bytes[index + 1]
                    guard last &- 0x30 < 10, last >= byte else { return nil }
                    index += 2
                }
                for digit in byte...last { digits |= 1 << UInt16(digit - 0x30) }
            } else if byte >= 0x80 || Self.isWordByte(byte) || byte == UInt8(ascii: "[") {
                return nil
            } else if current == UInt8(ascii: "-"), index + 1 < bytes.count, bytes[index + 1] != UInt8(ascii: "]") {
                // A range from a mark (`+-9`) may span digits.
                return nil
            }
        }
        guard current == UInt8(ascii: "]") else { return nil }
        index += 1
        return digits
    }

    /// Reads a quantifier if one follows: whether it allows zero repetitions; nil when malformed.
    private mutating func quantifier() -> Bool? {
        guard let byte = current else { return false }
        var optional = false
        switch byte {
        case UInt8(ascii: "?"), UInt8(ascii: "*"):
            optional = true
            index += 1
        case UInt8(ascii: "+"):
            index += 1
        case UInt8(ascii: "{"):
            index += 1
            var minimum = 0
            var digits = 0
            while let digit = current, digit &- 0x30 < 10 {
                minimum = min(minimum * 10 + Int(digit - 0x30), 1_000)
                digits += 1
                index += 1
            }
            guard digits > 0 else { return nil }
            while let next = current, next == UInt8(ascii: ",") || next &- 0x30 < 10 { index += 1 }
            guard current == UInt8(ascii: "}") else { return nil }
            index += 1
            optional = minimum == 0
        default:
            return false
        }
        // A lazy or possessive mark changes nothing about what can come first.
        if current == UInt8(ascii: "?") || current == UInt8(ascii: "+") { index += 1 }
        return optional
    }

    /// ASCII letters, digits and `_`: after a backslash these are classes or other syntax.
    private static func isWordByte(_ byte: UInt8) -> Bool {
        byte &- 0x30 < 10 || (byte | 0x20) &- 0x61 < 26 || byte == UInt8(ascii: "_")
    }
}
