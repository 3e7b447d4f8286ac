import Foundation

/// One action on a field, as data: what the command line's `type` steps, batch
/// requests and the fuzzers' edit scripts are made of. ``EditingState/apply(_:)``
/// performs it.
///
/// ```swift
/// var field = EditingState(formatter: try Mask("[00]:[00]"))
/// for edit: Edit in [.insert("1"), .insert("2"), .backspace(1)] { field.apply(edit) }
/// field.text   // "1"
/// ```
public enum Edit: Hashable, Sendable {
    /// Types text at the caret, replacing the selection (``EditingState/insert(_:)-(String)``).
    case insert(String)
    /// Pastes text at the caret, replacing the selection (``EditingState/paste(_:)``).
    case paste(String)
    /// Presses Backspace this many times (``EditingState/deleteBackward()``).
    case backspace(Int)
    /// Presses Delete this many times (``EditingState/deleteForward()``).
    case deleteForward(Int)
    /// Selects a range of Characters, clamped into the text.
    case select(Range<Int>)
    /// Places the caret at a Character offset, clamped into the text.
    case caret(Int)
    /// Cuts the selection (``EditingState/cut()``).
    case cut
    /// Takes back the last edit.
    case undo
    /// Applies again the last edit taken back.
    case redo
    /// Replaces the whole text as a program would (``EditingState/setText(_:)``).
    case setText(String)
    /// A text control's change: a UTF-16 range and its replacement
    /// (``EditingState/replaceCharacters(in:with:)``).
    case replaceCharacters(NSRange, String)
    /// The control's text and UTF-16 selection after a change that bypassed its
    /// delegate (``EditingState/reconcile(text:utf16Selection:)``).
    case reconcile(String, NSRange)
}

extension EditingState {
    /// Performs an edit. Repeated deletions stop at an empty field or at a press that changes
    /// nothing, and report the last press's result, with the first refusal met if the last
    /// press had none.
    /// - Parameter edit: The edit to perform.
    @discardableResult
    public mutating func apply(_ edit: Edit) -> EditResult {
        switch edit {
        case .insert(let text): return insert(text)
        case .paste(let text): return paste(text)
        case .backspace(let count): return repeatEdit(count) { $0.deleteBackward() }
        case .deleteForward(let count): return repeatEdit(count) { $0.deleteForward() }
        case .select(let range): return select(range)
        case .caret(let offset): return moveCaret(to: offset)
        case .cut: return cut().result
        case .undo: return undo()
        case .redo: return redo()
        case .setText(let text): return setText(text)
        case .replaceCharacters(let range, let text): return replaceCharacters(in: range, with: text)
        case .reconcile(let text, let selection): return reconcile(text: text, utf16Selection: selection)
        }
    }

    private mutating func repeatEdit(_ count: Int, _ step: (inout EditingState) -> EditResult) -> EditResult {
        var result = current
        var refusal: Refusal?
        for _ in 0..<max(count, 0) {
            result = step(&self)
            refusal = refusal ?? result.refusal
            // A press that changed nothing leaves the same state for the next: the rest change nothing too.
            if text.isEmpty && caret == 0 || !result.wasApplied { break }
        }
        if result.refusal == nil { result.refusal = refusal }
        return result
    }
}
