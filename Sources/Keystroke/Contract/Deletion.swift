/// A deletion as the user made it: what ``EditingState`` hands a formatter that
/// deletes by a rule of its own (``InputFormatter/applyDeletion(_:to:)``), so the
/// formatter never has to work out from the text which key was pressed.
///
/// Offsets count Characters of the text before the deletion.
public enum Deletion: Sendable, Hashable {
    /// Backspace with the caret at this offset.
    case backward(caret: Int)
    /// Delete (forward) with the caret at this offset.
    case forward(caret: Int)
    /// A selection removed: Backspace or Delete over it, a cut, a text control's empty replacement.
    case range(Range<Int>)
}
