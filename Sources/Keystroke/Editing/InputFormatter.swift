/// Anything that reformats a field's text after an edit: a mask, an affine
/// mask set, a regex filter, a currency register, a card number grouping.
///
/// This is the one requirement the editing model (``EditingState``) needs.
/// Implementations are pure: the same input always gives the same result.
public protocol InputFormatter: Sendable {
    /// Reformats `input`, returning the new text, caret, raw value and completeness.
    func apply(_ input: MaskInput) -> MaskResult

    /// Decides whether a whole new text may replace the current one.
    ///
    /// Filters that cannot repair text (a regex filter) refuse it here; the
    /// editing model then keeps the previous state and reports the refusal.
    /// The default accepts everything.
    func admits(_ text: String) -> Refusal?

    /// Whether a deletion that changes the text but not the value stands as an edit of its
    /// own (a number's unfinished decimal separator, `1,` → `1`), rather than a separator
    /// that Backspace steps over to the next value character. The default is `false`.
    var keepsTextOnlyDeletions: Bool { get }
}

extension InputFormatter {
    /// Accepts every text.
    public func admits(_ text: String) -> Refusal? { nil }
    /// Backspace steps over separators by default.
    public var keepsTextOnlyDeletions: Bool { false }
}

/// Why an edit was refused in whole or in part.
public struct Refusal: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kind of refusal, stable for UIs and logs.
    public enum Reason: String, Sendable, Hashable {
        /// A character that the slot or format never accepts (a letter into a digit slot).
        case characterNotAllowed
        /// The text is already as long as the mask or format allows.
        case full
        /// The text could no longer become valid (regex partial match failed).
        case patternMismatch
        /// The format's own keystroke rule (a second "@" in an email).
        case formatRule
        /// A text control's range lies outside the text (`NSNotFound`, a negative location or length).
        case invalidRange
    }

    /// The kind of refusal.
    public var reason: Reason
    /// The characters that were not accepted.
    public var characters: String
    /// A human-readable explanation.
    public var message: String

    /// Creates a refusal.
    public init(reason: Reason, characters: String = "", message: String) {
        self.reason = reason
        self.characters = characters
        self.message = message
    }

    public var description: String { message }
}
