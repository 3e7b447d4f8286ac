/// A key press read from a terminal (or from a script standing in for one).
enum Key: Equatable, Sendable {
    /// A printable character, space included.
    case character(Character)
    /// Tab: next field.
    case tab
    /// Shift-Tab: previous field.
    case backTab
    /// Return or Enter.
    case enter
    /// Backspace (DEL or ^H).
    case backspace
    /// Forward delete.
    case delete
    /// Arrow keys.
    case left, right, up, down
    /// Home and End.
    case home, end
    /// A lone Escape.
    case escape
    /// Ctrl-C (raw mode delivers it as a byte, not a signal).
    case interrupt
    /// Ctrl-D.
    case endOfInput
    /// Text pasted in bracketed paste mode, arriving as one piece.
    case paste(String)
    /// Anything else: other control keys, unsupported sequences, invalid bytes.
    case unknown
}
