import Keystroke
import KeystrokeBatch

extension Edit {
    /// The edit a key stands for in a field with `state`, or `nil` for keys that do not edit.
    init?(key: Key, in state: EditingState) {
        switch key {
        case .character(let character): self = .insert(String(character))
        case .paste(let text): self = .paste(text)
        case .backspace: self = .backspace(1)
        case .delete: self = .deleteForward(1)
        case .left: self = .caret(max(state.caret - 1, 0))
        case .right: self = .caret(state.caret + 1)
        case .home: self = .caret(0)
        case .end: self = .caret(state.text.count)
        default: return nil
        }
    }
}
