import Foundation

/// What an edit of an ``EditingState`` produced: the field's new state and
/// whether the formatter refused the edit in whole or in part.
///
/// Offsets (`caret`, `selection`) are in Characters of `text`; ``utf16Selection``
/// and ``utf16Caret`` give them in UTF-16 code units for `NSRange`-based controls.
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
    /// ``selection`` in UTF-16 code units, as `UITextField` and `NSRange` count:
    /// set a control's selected range from it after the edit.
    public var utf16Selection: NSRange
    /// The extracted (raw) value after the edit.
    public var value: String
    /// Whether every required part of the format is filled.
    public var isComplete: Bool
    /// Why the edit was refused in whole or in part; `nil` when everything was accepted.
    public var refusal: Refusal?
    /// Characters of the edit the formatter did not place (junk, or what did not fit).
    public var dropped: String
    /// Whether the edit changed the text or value; `false` when it was refused as a whole
    /// (or, for undo and redo, when there was nothing to undo or redo). A refused edit may
    /// still move the selection: show ``selection`` either way.
    public var wasApplied: Bool
    /// Whether the result comes from a secure-entry field; then its descriptions
    /// and mirror hide the text, value and dropped characters.
    public var isSecureEntry: Bool

    /// The caret in UTF-16 code units (the upper bound of ``utf16Selection``).
    public var utf16Caret: Int { utf16Selection.location + utf16Selection.length }
}

// The initializers live in an extension so that the memberwise one stays.
extension EditResult {
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
        self.init(
            text: text, selection: selection,
            utf16Selection: text.utf16Range(of: selection, count: text.fastCharacterCount),
            value: value, isComplete: isComplete, refusal: refusal, dropped: dropped,
            wasApplied: wasApplied, isSecureEntry: false
        )
    }

    /// A result whose UTF-16 selection the editing state already knows.
    // Through the memberwise initializer, which builds the value whole: one that assigned the
    // properties one by one left a copy and a destroy of the result on every keystroke
    // (about 180 instructions).
    @inline(__always)
    init(
        text: String, selection: Range<Int>, utf16Selection: NSRange, value: String, isComplete: Bool,
        refusal: Refusal?, dropped: String, wasApplied: Bool, isSecureEntry: Bool
    ) {
        self.init(
            text: text, caret: selection.upperBound, selection: selection, utf16Selection: utf16Selection,
            value: value, isComplete: isComplete, refusal: refusal, dropped: dropped, wasApplied: wasApplied,
            isSecureEntry: isSecureEntry)
    }
}
