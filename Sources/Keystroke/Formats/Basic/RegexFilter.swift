import PCRE2

/// A formatter whose allowed text is a PCRE2 pattern: an edit is accepted only
/// while the new text is a complete match or could still become one (PCRE2's
/// hard partial matching).
///
/// The filter never rewrites text: ``apply(_:)`` returns it unchanged, with
/// `isComplete` telling whether it matches completely. ``refusal(of:)`` refuses a
/// text no continuation can match, and ``EditingState`` then keeps the previous
/// text. The empty text is always admitted, so a field can be cleared.
///
/// ```swift
/// var time = EditingState(formatter: try RegexFilter(#"([01]\d|2[0-3]):[0-5]\d"#))
/// time.insert("2")                 // accepted: "2" can still become "23:59"
/// time.insert("5")                 // refused: .patternMismatch, text stays "2"
/// time.insert("3"); time.insert(":"); time.insert("5"); time.insert("9")
/// time.isComplete                  // true
/// ```
///
/// A pattern that hits PCRE2's match, depth or heap limit on some text is
/// treated as not matching it: the edit is refused with the limit error in the
/// message, never left to hang.
public struct RegexFilter: InputFormatter {
    /// The compiled pattern the whole text must match.
    public let pattern: Pattern

    /// Creates a filter from a compiled pattern.
    /// - Parameter pattern: The pattern the whole text must (partially) match.
    public init(pattern: Pattern) {
        self.pattern = pattern
    }

    /// Compiles a pattern and creates a filter from it.
    /// - Parameters:
    ///   - pattern: The PCRE2 pattern source the whole text must (partially) match.
    ///   - options: PCRE2 compile options and match limits.
    /// - Throws: `PCRE2Error` (kind `.compile`) when the pattern does not compile.
    public init(_ pattern: String, options: Pattern.Options = []) throws(PCRE2Error) {
        self.pattern = try Pattern(pattern, options: options)
    }

    /// Returns the text unchanged; complete when the whole text matches.
    public func apply(_ input: MaskInput) -> MaskResult {
        let complete = (try? pattern.matches(input.text)) ?? false
        return MaskResult(text: input.text, caret: input.caret, value: input.text, isComplete: complete)
    }

    /// Refuses a text that no continuation can make match (`.patternMismatch`),
    /// or on which the pattern reaches a PCRE2 limit.
    public func refusal(of text: String) -> Refusal? {
        guard !text.isEmpty else { return nil }
        return judge(text).refusal
    }

    /// The text unchanged with the verdict on it, from one partial match rather than a match
    /// for ``apply(_:)`` and another for ``refusal(of:)``.
    public func applyJudging(_ input: MaskInput) -> (result: MaskResult, refusal: Refusal?) {
        let (isComplete, refusal) = input.text.isEmpty ? ((try? pattern.matches("")) ?? false, nil) : judge(input.text)
        return (MaskResult(text: input.text, caret: input.caret, value: input.text, isComplete: isComplete), refusal)
    }

    /// Whether `text` matches whole, and why it is refused when no continuation can match it.
    private func judge(_ text: String) -> (isComplete: Bool, refusal: Refusal?) {
        do {
            switch try pattern.partialMatch(text) {
            case .complete:
                return (true, nil)
            case .partial:
                return (false, nil)
            case .none:
                return (false, Refusal(
                    reason: .patternMismatch, characters: text,
                    message: "The text can no longer match the pattern \(pattern.source)."
                ))
            }
        } catch {
            return (false, Refusal(
                reason: .patternMismatch, characters: text,
                message: "The pattern \(pattern.source) could not be matched: \(error)"
            ))
        }
    }
}
