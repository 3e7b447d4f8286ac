/// Which way the caret leans when the formatter inserts or removes characters around it.
///
/// InputMask's caret gravity: typing moves forward and may autocomplete the
/// separators that follow; deleting moves backward and may skip the separators
/// before the caret.
public enum CaretGravity: Sendable, Hashable {
    /// The caret follows inserted text; with `autocomplete`, trailing separators
    /// are appended when the caret is at the end.
    case forward(autocomplete: Bool)
    /// The caret stays before removed text; with `autoskip`, separators just
    /// before the caret are removed along with it.
    case backward(autoskip: Bool)
}
