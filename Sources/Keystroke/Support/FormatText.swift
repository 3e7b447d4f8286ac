/// Text helpers shared by every layer of the module: trimming, whitespace, digit runs, ASCII
/// case and quoting for messages. The formats' own steps extend it in `Formats/`.
enum FormatText {
    /// `text` without surrounding whitespace and newlines.
    static func trimmed(_ text: some StringProtocol) -> Substring {
        let whole = Substring(text)
        // Fast path: a printable ASCII byte at each end is a non-whitespace Character there
        // (no grapheme cluster starts with whitespace and ends in printable ASCII), so
        // nothing is trimmed; this skips Unicode property lookups on every validation.
        // The end bytes are read from contiguous storage when there is some: `Substring.UTF8View`'s own
        // subscripts cost more than the rest of this path.
        let ends = whole.utf8.withContiguousStorageIfAvailable { $0.isEmpty ? nil : ($0[0], $0[$0.count - 1]) }
            ?? whole.utf8.first.flatMap { head in whole.utf8.last.map { (head, $0) } }
        if let (head, tail) = ends, head &- 0x21 < 0x5E, tail &- 0x21 < 0x5E {
            return whole
        }
        guard let first = whole.firstIndex(where: { !$0.isWhitespace }),
              let last = whole.lastIndex(where: { !$0.isWhitespace })
        else { return whole[whole.endIndex...] }
        return whole[first...last]
    }

    /// Whether `scalar` is Unicode whitespace; ASCII (U+0009–U+000D, U+0020) is answered without
    /// the property tables, which cost hundreds of instructions a lookup.
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar.value == 0x20 || scalar.value &- 0x09 < 5 }
        return scalar.properties.isWhitespace
    }

    /// Whether `character` is a letter of any script (`Character.isLetter`); ASCII is answered
    /// from its byte, without the property tables.
    static func isLetter(_ character: Character) -> Bool {
        if let byte = character.asciiValue { return isASCIILetter(byte) }
        return character.isLetter
    }

    /// Whether `byte` is an ASCII letter, A–Z or a–z.
    @inline(__always)
    static func isASCIILetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- 0x61 < 26 }

    /// Whether `byte` is an ASCII letter or digit.
    @inline(__always)
    static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool { isASCIILetter(byte) || byte &- 0x30 < 10 }

    /// Whether `character` is a letter or a number: ASCII by its byte, the rest by its Unicode
    /// properties (which cost about a thousand instructions a Character to look up).
    static func isLetterOrNumber(_ character: Character) -> Bool {
        if let byte = character.asciiValue { return isASCIILetterOrDigit(byte) }
        return character.isLetter || character.isNumber
    }

    /// Whether `character` is one of the ASCII digits 0–9.
    static func isDigit(_ character: Character) -> Bool {
        guard let byte = character.asciiValue else { return false }
        return byte &- 0x30 < 10
    }

    /// The ASCII digits of `text`, in order.
    static func digits(of text: some StringProtocol) -> String {
        ByteView.with(text) { digits(in: $0) }
    }

    /// The ASCII digits among UTF-8 `bytes`, in order.
    static func digits(in bytes: ByteView) -> String {
        // Written straight into the string (inline, without allocating, up to 15 bytes).
        ASCIIWriter.string(capacity: bytes.count) { text in
            for byte in bytes where byte &- 0x30 < 10 { text.append(byte) }
        }
    }

    /// `text` with ASCII letters uppercased and everything else untouched,
    /// so Character offsets (and carets) stay valid.
    static func asciiUppercased(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 &- 0x61 < 26 }) else { return text }
        return ByteView.with(text) { bytes in
            ASCIIWriter.string(capacity: bytes.count) { upper in
                // Other UTF-8 is copied in runs between the lowercase letters, which are whole scalars.
                var runStart = 0
                for (index, byte) in bytes.enumerated() where byte &- 0x61 < 26 {
                    upper.append(utf8: bytes[runStart..<index])
                    upper.append(byte &- 0x20)
                    runStart = index &+ 1
                }
                upper.append(utf8: bytes[runStart...])
            }
        }
    }

    /// Quotes a character for a message, naming invisible ones by their code point.
    static func quoted(_ character: Character) -> String {
        if character.isWhitespace || character.unicodeScalars.allSatisfy({ $0.properties.generalCategory == .control }) {
            let codes = character.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }
            return codes.joined(separator: " ")
        }
        return "“\(character)”"
    }

    /// Text in quotes for messages, shortened when long.
    static func quoted(text: String) -> String {
        let limit = 20
        let shown = text.prefix(limit)
        return shown.endIndex == text.endIndex ? "\"\(shown)\"" : "\"\(shown)…\""
    }
}
