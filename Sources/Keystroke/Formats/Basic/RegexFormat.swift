import PCRE2

/// A format defined by a PCRE2 pattern alone.
///
/// While typing, an edit is kept only if the text could still become a match
/// (hard partial matching, through ``RegexFilter``); validation needs the whole
/// value, untrimmed, to match.
///
/// ```swift
/// let plate = try RegexFormat(#"[A-Z]{3}-?\d[A-Z0-9]\d{2}"#, id: "plate")
/// plate.refusal(of: "AB1")              // a Refusal: "AB1" can never match
/// try plate.validate("ABC-1D23")   // ValidatedValue(text: "ABC-1D23", value: "ABC-1D23")
/// ```
///
/// `Format(id: "regex:PATTERN")` builds one too; everything after the first colon
/// is the pattern, colons included.
public struct RegexFormat: FieldFormat {
    /// The keystroke filter: the text must stay a complete or partial match.
    public let filter: RegexFilter
    /// The id forms and error messages use.
    public let id: String
    /// The keyboard a UI should show.
    public let keyboard: KeyboardHint
    /// Whether an empty value is valid.
    public let acceptsEmpty: Bool

    /// The compiled pattern.
    public var pattern: Pattern { filter.pattern }

    /// Creates a format from a compiled pattern.
    /// - Parameters:
    ///   - pattern: The pattern the whole value must match.
    ///   - id: The id; `regex:` followed by the pattern source when `nil`.
    ///   - keyboard: The keyboard a UI should show.
    ///   - acceptsEmpty: Whether an empty value is valid.
    public init(pattern: Pattern, id: String? = nil, keyboard: KeyboardHint = .text, acceptsEmpty: Bool = false) {
        self.filter = RegexFilter(pattern: pattern)
        self.id = id ?? "regex:\(pattern.source)"
        self.keyboard = keyboard
        self.acceptsEmpty = acceptsEmpty
    }

    /// Compiles a pattern and creates a format from it.
    /// - Parameters:
    ///   - pattern: The PCRE2 pattern source the whole value must match.
    ///   - id: The id; `regex:` followed by the pattern when `nil`.
    ///   - keyboard: The keyboard a UI should show.
    ///   - acceptsEmpty: Whether an empty value is valid.
    ///   - options: PCRE2 compile options and match limits.
    /// - Throws: `PCRE2Error` when the pattern does not compile.
    public init(
        _ pattern: String,
        id: String? = nil,
        keyboard: KeyboardHint = .text,
        acceptsEmpty: Bool = false,
        options: Pattern.Options = []
    ) throws(PCRE2Error) {
        self.init(pattern: try Pattern(pattern, options: options), id: id, keyboard: keyboard, acceptsEmpty: acceptsEmpty)
    }

    /// Any character: whether it fits depends on the text around it, which ``refusal(of:)`` judges.
    public func allows(_ character: Character) -> Bool { true }

    /// The text unchanged, complete when it matches whole.
    public func apply(_ input: MaskInput) -> MaskResult { filter.apply(input) }

    /// Refuses a text no continuation can make match.
    public func refusal(of text: String) -> Refusal? { filter.refusal(of: text) }

    /// The text unchanged and the verdict on it, from one partial match.
    public func applyJudging(_ input: MaskInput) -> (result: MaskResult, refusal: Refusal?) { filter.applyJudging(input) }

    /// The text as it is.
    public func rawValue(of text: String) -> String { text }

    /// The stored value as it is.
    public func layOut(_ value: String) -> String { value }

    /// Matches the whole value, untrimmed, against the pattern.
    /// - Throws: `regex.mismatch` when it does not match, `regex.limit` when PCRE2 gives up
    ///   (match, depth or heap limit) or fails.
    public func validate(_ text: String) throws(ValidationError) -> ValidatedValue {
        guard let text = try FormatText.nonEmpty(text, allowsEmpty: acceptsEmpty) else { return .empty }
        let matches: Bool
        do {
            matches = try pattern.matches(text)
        } catch {
            throw ValidationError(
                code: "regex.limit",
                message: "The value could not be checked against the pattern: \(error.message).",
                parameters: ["pattern": pattern.source]
            )
        }
        guard matches else {
            throw ValidationError(
                code: "regex.mismatch",
                message: "This value does not have the expected form.",
                parameters: ["pattern": pattern.source]
            )
        }
        return ValidatedValue(text: text, value: text)
    }
}
