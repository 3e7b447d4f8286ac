/// A username: SwiftFormBuilder's `username`, with documented rules.
///
/// - characters: letters of any script, the digits 0–9, `.`, `_` and `-`; no spaces;
/// - 3 to 30 characters;
/// - starts and ends with a letter or a digit;
/// - no two of `.`, `_`, `-` in a row.
///
/// The value is kept as typed (case included): lowercase it yourself if your
/// service treats usernames case-insensitively.
///
/// ```swift
/// let username = try Format(id: "username")
/// try username.validate("zoë_92").value   // "zoë_92"
/// ```
public struct UsernameFormat: FieldFormat {
    /// The lengths a username may have.
    public static let lengths: ClosedRange<Int> = 3...30

    /// Creates the format.
    public init() {}

    public var id: String { "username" }
    public var keyboard: KeyboardHint { .text }
    /// An account name: autofilled, never capitalised or corrected.
    public var traits: TextInputTraits {
        TextInputTraits(
            keyboard: .text, contentType: .username, autocapitalization: .none,
            autocorrection: false, spellChecking: false, smartPunctuation: false
        )
    }
    public var minLength: Int { Self.lengths.lowerBound }
    public var maxLength: Int? { Self.lengths.upperBound }

    /// Letters, digits, `.`, `_` and `-`.
    public func allows(_ character: Character) -> Bool {
        Self.isAlphanumeric(character) || Self.symbols.contains(character)
    }

    /// Drops the characters ``allows(_:)`` refuses (spaces included), up to 30.
    public func apply(_ input: MaskInput) -> MaskResult {
        FormatText.filter(
            input, maxLength: Self.lengths.upperBound, completeAt: Self.lengths.lowerBound, ascii: Self.ascii, allows: allows)
    }

    /// The ASCII characters ``allows(_:)`` accepts.
    static let ascii = ASCIISet(where: UsernameFormat().allows)

    /// Removes the deleted Characters and filters the rest again (a splice: the text is the value).
    public func applyDeletion(_ deletion: Deletion, to text: String, value: String, autoskip: Bool) -> MaskResult? {
        FormatText.deletingSplice(deletion, from: text, autoskip: autoskip, apply: apply)
    }

    /// The text without surrounding whitespace.
    public func rawValue(of text: String) -> String { String(FormatText.trimmed(text)) }

    /// The stored value without surrounding whitespace.
    public func layOut(_ value: String) -> String { String(FormatText.trimmed(value)) }

    /// Validates a username.
    /// - Throws: `username.characters`, `username.length`, `username.start`, `username.end`
    ///   or `username.consecutiveSymbols`.
    public func validate(_ text: String) throws(ValidationError) -> ValidatedValue {
        if Self.isValidASCII(text) { return ValidatedValue(text: text, value: text) }
        let name = try FormatText.nonEmpty(text)
        try FormatText.checkCharacters(name, code: "username.characters", allowed: allows) {
            "A username may contain only letters, digits, “.”, “_” and “-”; found \($0)."
        }
        guard Self.lengths.contains(name.count) else {
            throw ValidationError(
                code: "username.length",
                message: "A username has \(Self.lengths.lowerBound) to \(Self.lengths.upperBound) characters; this one has \(name.count).",
                parameters: ["min": String(Self.lengths.lowerBound), "max": String(Self.lengths.upperBound), "found": String(name.count)]
            )
        }
        if let first = name.first, !Self.isAlphanumeric(first) {
            throw ValidationError(code: "username.start", message: "A username starts with a letter or a digit.")
        }
        if let last = name.last, !Self.isAlphanumeric(last) {
            throw ValidationError(code: "username.end", message: "A username ends with a letter or a digit.")
        }
        if zip(name, name.dropFirst()).contains(where: { Self.symbols.contains($0) && Self.symbols.contains($1) }) {
            throw ValidationError(
                code: "username.consecutiveSymbols",
                message: "A username cannot have two of “.”, “_” and “-” in a row."
            )
        }
        return ValidatedValue(text: name, value: name)
    }

    static let symbols: Set<Character> = [".", "_", "-"]

    /// Whether `text` is a valid username of ASCII letters, digits and symbols only, checked
    /// byte by byte (each byte is then one Character, and nothing is trimmed); anything
    /// else, errors included, goes through the Character checks of ``validate(_:)``.
    static func isValidASCII(_ text: String) -> Bool {
        var count = 0
        var previousIsSymbol = true  // a leading symbol fails like two in a row
        for byte in text.utf8 {
            let isSymbol = byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
            guard isSymbol || byte &- 0x30 < 10 || (byte & 0xDF) &- 0x41 < 26 else { return false }
            if isSymbol && previousIsSymbol { return false }
            previousIsSymbol = isSymbol
            count &+= 1
        }
        return lengths.contains(count) && !previousIsSymbol
    }

    static func isAlphanumeric(_ character: Character) -> Bool {
        FormatText.isLetter(character) || FormatText.isDigit(character)
    }
}
