/// Free text on one line: Neoform's `optional` and `nonEmpty` formats.
///
/// Any character but newlines and other control characters may be typed.
/// Validation refuses whitespace around the text (`whitespace`); `non-empty` needs one character.
///
/// ```swift
/// let comment = try Format(id: "optional")
/// try comment.validate("  ")          // ValidatedValue(text: "", value: "")
/// ```
public struct TextFormat: CharacterFilterFormat {
    /// Whether an empty value is valid (`optional`) or not (`non-empty`).
    public let isOptional: Bool

    /// Creates a free-text format.
    /// - Parameter isOptional: `true` for `optional`, `false` for `non-empty`.
    public init(isOptional: Bool) {
        self.isOptional = isOptional
    }

    public var id: String { isOptional ? "optional" : "non-empty" }
    public var keyboard: KeyboardHint { .text }
    public var minLength: Int { isOptional ? 0 : 1 }
    public var acceptsEmpty: Bool { isOptional }

    /// Every character but newlines and control characters.
    public func allows(_ character: Character) -> Bool {
        // ASCII's newlines and controls are U+0000–U+001F and U+007F: no property lookups.
        if let ascii = character.asciiValue { return ascii &- 0x20 < 0x5F }
        return !character.isNewline && !character.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }

    /// Drops the characters ``allows(_:)`` refuses; the caret stays after the same character.
    public func apply(_ input: MaskInput) -> MaskResult {
        FormatText.filter(input, maxLength: nil, completeAt: minLength, ascii: Self.ascii, allows: allows)
    }

    /// The ASCII characters ``allows(_:)`` accepts.
    static let ascii = ASCIISet(where: TextFormat(isOptional: false).allows)

    /// Checks the text as it is, never trimmed.
    /// - Throws: `whitespace` around the text; `text.characters` for a newline or control character; ``ValidationError/required``
    ///   for an empty `non-empty` value.
    public func validate(_ text: String) throws(ValidationError) -> ValidatedValue {
        // Printable ASCII with no space at either end: allowed as is.
        if let first = text.utf8.first, let last = text.utf8.last, first != 0x20, last != 0x20,
           text.utf8.allSatisfy({ $0 &- 0x20 < 0x5F }) {
            return ValidatedValue(text: text, value: text)
        }
        guard let text = try FormatText.nonEmpty(text, allowsEmpty: isOptional) else { return .empty }
        try FormatText.checkCharacters(text, code: "text.characters", allowed: allows) {
            "This field takes one line of text; found \($0)."
        }
        return ValidatedValue(text: text, value: text)
    }
}
