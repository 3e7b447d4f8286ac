/// Letters of any script and spaces: Neoform's `lettersOnly`, Unicode-aware.
///
/// A letter may carry combining marks (`"e\u{301}"`); digits, punctuation and
/// symbols are refused as they are typed.
///
/// ```swift
/// let city = try Format(id: "letters")
/// try city.validate("São Paulo").value   // "São Paulo"
/// ```
public struct LettersFormat: CharacterFilterFormat {
    /// Creates the format.
    public init() {}

    public var id: String { "letters" }
    public var keyboard: KeyboardHint { .text }
    public var minLength: Int { 1 }

    /// Letters and space separators (U+0020, no-break spaces, …; not tabs or newlines).
    public func allows(_ character: Character) -> Bool {
        // The one ASCII space separator is U+0020: ASCII needs no property lookup.
        if let byte = character.asciiValue { return FormatText.isASCIILetter(byte) || byte == 0x20 }
        return character.isLetter || character.unicodeScalars.allSatisfy { $0.properties.generalCategory == .spaceSeparator }
    }

    /// Drops the characters ``allows(_:)`` refuses; the caret stays after the same character.
    public func apply(_ input: MaskInput) -> MaskResult {
        FormatText.filter(input, maxLength: nil, completeAt: minLength, ascii: Self.ascii, allows: allows)
    }

    /// The ASCII characters ``allows(_:)`` accepts.
    static let ascii = ASCIISet(where: LettersFormat().allows)

    /// Checks every character of the untrimmed text.
    /// - Throws: `letters.characters` for anything but letters and spaces.
    public func validate(_ text: String) throws(ValidationError) -> ValidatedValue {
        // ASCII letters and inner spaces: allowed as is, nothing to trim.
        if let first = text.utf8.first, let last = text.utf8.last, first != 0x20, last != 0x20,
           text.utf8.allSatisfy({ $0 == 0x20 || ($0 & 0xDF) &- 0x41 < 26 }) {
            return ValidatedValue(text: text, value: text)
        }
        let text = try FormatText.nonEmpty(text)
        try FormatText.checkCharacters(text, code: "letters.characters", allowed: allows) {
            "Only letters and spaces are allowed; found \($0)."
        }
        return ValidatedValue(text: text, value: text)
    }
}
