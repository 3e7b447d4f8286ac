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
