/// What an edit of an ``EditingState`` produced: the field's new state and
/// whether the formatter refused the edit in whole or in part.
///
/// Offsets (`caret`, `selection`) are in Characters of `text`.
///
/// ```swift
/// var field = EditingState(formatter: try Mask("[00]:[00]"))
/// let result = field.insert("a")
/// result.refusal?.reason   // .characterNotAllowed
/// result.wasApplied        // false: the state is unchanged
/// ```
public struct EditResult: Sendable, Hashable {
    /// The field's text after the edit.
    public var text: String
    /// The caret offset after the edit (the upper bound of `selection`).
    public var caret: Int
    /// The selection after the edit; empty for a caret.
    public var selection: Range<Int>
    /// The extracted (raw) value after the edit.
    public var value: String
    /// Whether every required part of the format is filled.
    public var isComplete: Bool
    /// Why the edit was refused in whole or in part; `nil` when everything was accepted.
    public var refusal: Refusal?
    /// Characters of the edit the formatter did not place (junk, or what did not fit).
    public var dropped: String
    /// Whether the edit changed the state; `false` when it was refused as a whole
    /// (or, for undo and redo, when there was nothing to undo or redo).
    public var wasApplied: Bool

    /// Creates a result.
    /// - Parameters:
    ///   - text: The text after the edit.
    ///   - selection: The selection after the edit, in Characters.
    ///   - value: The extracted value after the edit.
    ///   - isComplete: Whether every required part is filled.
    ///   - refusal: Why the edit was refused in whole or in part.
    ///   - dropped: Characters of the edit that were not placed.
    ///   - wasApplied: Whether the edit changed the state.
    public init(
        text: String,
        selection: Range<Int>,
        value: String,
        isComplete: Bool,
        refusal: Refusal? = nil,
        dropped: String = "",
        wasApplied: Bool = true
    ) {
        self.text = text
        self.caret = selection.upperBound
        self.selection = selection
        self.value = value
        self.isComplete = isComplete
        self.refusal = refusal
        self.dropped = dropped
        self.wasApplied = wasApplied
    }
}
