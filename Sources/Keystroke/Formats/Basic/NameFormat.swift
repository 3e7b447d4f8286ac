/// A personal name (first name, last name, full name) in any script:
/// SwiftFormBuilder's `firstname` / `lastname`, Unicode-correct.
///
/// "José", "O'Brien", "Anne-Marie", "Zoë", "D’Angelo", "J.R.R. Tolkien", "'t Hooft"
/// and "Nguyễn Văn A" are names; digits and symbols are not. The rules:
/// - characters: letters of any script (with their combining marks), spaces,
///   apostrophes (`'`, `’`, `ʼ`), hyphens (`-`, `‐`) and full stops;
/// - a hyphen stands between two letters, a full stop after a letter, an apostrophe
///   next to at least one letter, and two of these marks never touch;
/// - runs of spaces count as one; at most ``maximumLength`` characters.
///
/// ```swift
/// let name = try Format(id: "name")
/// try name.validate("  Anne-Marie   O’Brien ").value   // "Anne-Marie O’Brien"
/// ```
public struct NameFormat: FieldFormat {
    /// The most characters a name may have.
    public static let maximumLength = 100

    /// Creates the format.
    public init() {}

    public var id: String { "name" }
    public var keyboard: KeyboardHint { .name }
    public var minLength: Int { 1 }
    public var maxLength: Int? { Self.maximumLength }

    /// Letters, spaces, apostrophes, hyphens and full stops.
    public func allows(_ character: Character) -> Bool {
        character.isLetter || character == " " || Self.marks.contains(character)
    }

    /// Drops the characters ``allows(_:)`` refuses, up to ``maximumLength``.
    public func apply(_ input: MaskInput) -> MaskResult {
        FormatText.filter(input, maxLength: Self.maximumLength, completeAt: 1, allows: allows)
    }

    /// The text with surrounding whitespace trimmed and inner runs of spaces collapsed.
    public func rawValue(of text: String) -> String { Self.collapsingSpaces(text) }

    /// The stored value, spaces tidied.
    public func format(_ value: String) -> String { Self.collapsingSpaces(value) }

    /// Validates a name.
    /// - Throws: `name.characters`, `name.length` or `name.punctuation`.
    public func validate(_ text: String) throws(ValidationError) -> ValidatedValue {
        let name = Self.collapsingSpaces(try FormatText.nonEmpty(text))
        let strayIsNumber = name.first { !allows($0) }?.isNumber ?? false
        try FormatText.checkCharacters(name, code: "name.characters", allowed: allows) { character in
            strayIsNumber
                ? "A name cannot contain digits; found \(character)."
                : "A name may contain only letters, spaces, apostrophes, hyphens and full stops; found \(character)."
        }
        guard name.count <= Self.maximumLength else {
            throw ValidationError(
                code: "name.length",
                message: "A name may have at most \(Self.maximumLength) characters; this one has \(name.count).",
                parameters: ["max": String(Self.maximumLength), "found": String(name.count)]
            )
        }
        try Self.checkPunctuation(name)
        return ValidatedValue(text: name, value: name)
    }

    static let apostrophes: Set<Character> = ["'", "’", "ʼ"]
    static let hyphens: Set<Character> = ["-", "‐"]
    static let marks: Set<Character> = apostrophes.union(hyphens).union(["."])

    /// Whitespace trimmed, inner whitespace runs replaced by one space.
    static func collapsingSpaces(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// Checks where hyphens, apostrophes and full stops stand.
    static func checkPunctuation(_ name: String) throws(ValidationError) {
        let characters = Array(name)
        for (index, character) in characters.enumerated() where marks.contains(character) {
            let before = index > 0 ? characters[index - 1] : nil
            let after = index + 1 < characters.count ? characters[index + 1] : nil
            let letterBefore = before?.isLetter ?? false
            let letterAfter = after?.isLetter ?? false
            let touchesMark = (before.map(marks.contains) ?? false) || (after.map(marks.contains) ?? false)
            let fits = if hyphens.contains(character) {
                letterBefore && letterAfter
            } else if apostrophes.contains(character) {
                letterBefore || letterAfter
            } else {
                letterBefore
            }
            guard fits, !touchesMark else {
                throw ValidationError(
                    code: "name.punctuation",
                    message: "\(FormatText.quoted(character)) is out of place: hyphens join letters, "
                        + "full stops follow a letter, and apostrophes stand next to a letter.",
                    parameters: ["character": String(character), "offset": String(index)]
                )
            }
        }
    }
}
