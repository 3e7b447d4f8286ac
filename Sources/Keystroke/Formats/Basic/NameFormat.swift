/// A personal name (first name, last name, full name) in any script:
/// SwiftFormBuilder's `firstname` / `lastname`, Unicode-correct.
///
/// "José", "O'Brien", "Anne-Marie", "Zoë", "D’Angelo", "J.R.R. Tolkien", "'t Hooft"
/// and "Nguyễn Văn A" are names; digits and symbols are not. The rules:
/// - characters: letters of any script (with their combining marks), spaces,
///   apostrophes (`'`, `’`, `ʼ`), hyphens (`-`, `‐`) and full stops;
/// - a hyphen stands between two letters, a full stop after a letter, an apostrophe
///   next to at least one letter, and two of these marks never touch;
/// - one space between words; at most ``maximumLength`` characters.
///
/// Typing drops a space next to another, and a paste's runs of spaces become one. A stored
/// name is read as it is: two spaces together are `name.spaces`, never collapsed.
///
/// ```swift
/// let name = try Format(id: "name")
/// try name.validate("Anne-Marie O’Brien").value   // "Anne-Marie O’Brien"
/// try name.validate("Anne-Marie  O’Brien")        // throws name.spaces
/// try name.read("Anne-Marie  O’Brien", mode: .lenient).text   // "Anne-Marie O’Brien"
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
        // ASCII from its byte: a letter's property lookup and a Set's hashing cost hundreds of instructions.
        if let byte = character.asciiValue {
            return FormatText.isASCIILetter(byte) || byte == 0x20 || byte == 0x27 || byte == 0x2D || byte == 0x2E
        }
        return character.isLetter || Self.marks.contains(character)
    }

    /// Drops the characters ``allows(_:)`` refuses, and a space right after a kept space,
    /// up to ``maximumLength``.
    public func apply(_ input: MaskInput) -> MaskResult {
        FormatText.filter(
            input, maxLength: Self.maximumLength, completeAt: 1, collapsingSpaces: true, ascii: Self.ascii, allows: allows)
    }

    /// The ASCII characters ``allows(_:)`` accepts.
    static let ascii = ASCIISet(where: NameFormat().allows)

    /// Removes the deleted Characters and filters the rest again (a splice: the text is the value).
    public func applyDeletion(_ deletion: Deletion, to text: String, value: String, autoskip: Bool) -> MaskResult? {
        FormatText.deletingSplice(deletion, from: text, autoskip: autoskip, apply: apply)
    }

    /// The text with surrounding whitespace trimmed and inner runs of spaces collapsed.
    public func rawValue(of text: String) -> String { Self.collapsingSpaces(text) }

    /// The stored value, spaces tidied.
    public func layOut(_ value: String) -> String { Self.collapsingSpaces(value) }

    /// Validates a name as it is: nothing is trimmed or collapsed.
    /// - Throws: `whitespace`, `name.characters`, `name.spaces`, `name.length` or `name.punctuation`.
    public func validate(_ text: String) throws(ValidationError) -> ValidatedValue {
        if let valid = Self.validatedASCII(text) { return valid }
        return try validateByCharacters(text)
    }

    /// A name of ASCII letters, spaces and marks that every rule admits, checked in one pass over
    /// its bytes; `nil` for any other text, which ``validateByCharacters(_:)`` judges and explains.
    // The Character rules cost about 10,000 instructions a name (a Character array, a set lookup
    // for each Character); a server or a batch validates every stored name.
    static func validatedASCII(_ text: String) -> ValidatedValue? {
        var text = text
        let admitted = text.withUTF8 { bytes -> Bool in
            guard let first = bytes.first, let last = bytes.last, first != 0x20, last != 0x20,
                  bytes.count <= maximumLength else { return false }
            func isMark(_ index: Int) -> Bool {
                bytes.indices.contains(index) && (bytes[index] == 0x27 || bytes[index] == 0x2D || bytes[index] == 0x2E)
            }
            func isLetter(_ index: Int) -> Bool { bytes.indices.contains(index) && FormatText.isASCIILetter(bytes[index]) }
            for index in bytes.indices where !FormatText.isASCIILetter(bytes[index]) {
                switch bytes[index] {
                case 0x20:
                    // Not the first byte, checked above.
                    if bytes[index - 1] == 0x20 { return false }
                case 0x27, 0x2D, 0x2E:
                    if isMark(index - 1) || isMark(index + 1) { return false }
                    let fits = switch bytes[index] {
                    case 0x2D: isLetter(index - 1) && isLetter(index + 1)  // a hyphen joins letters
                    case 0x27: isLetter(index - 1) || isLetter(index + 1)  // an apostrophe touches one
                    default: isLetter(index - 1)  // a full stop follows one
                    }
                    if !fits { return false }
                default:
                    return false
                }
            }
            return true
        }
        return admitted ? ValidatedValue(text: text, value: text) : nil
    }

    /// ``validate(_:)`` by the Character rules: any script, and the error that says what is wrong.
    func validateByCharacters(_ text: String) throws(ValidationError) -> ValidatedValue {
        let name = try FormatText.nonEmpty(text)
        let strayIsNumber = name.first { !allows($0) }?.isNumber ?? false
        try FormatText.checkCharacters(name, code: "name.characters", allowed: allows) { character in
            strayIsNumber
                ? "A name cannot contain digits; found \(character)."
                : "A name may contain only letters, spaces, apostrophes, hyphens and full stops; found \(character)."
        }
        try Self.checkSingleSpaces(name)
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

    /// Refuses two spaces together: the stored value would differ from the name's layout.
    static func checkSingleSpaces(_ name: String) throws(ValidationError) {
        var previousIsSpace = false
        for (offset, character) in name.enumerated() {
            let isSpace = character == " "
            if isSpace && previousIsSpace {
                throw ValidationError(
                    code: "name.spaces",
                    message: "A name has one space between words; a second one stands at offset \(offset).",
                    parameters: ["offset": String(offset)]
                )
            }
            previousIsSpace = isSpace
        }
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
