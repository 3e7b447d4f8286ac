import Keystroke

/// One user action in an edit script, as the fuzzers generate and replay it.
public enum EditStep: Hashable, Sendable, CustomStringConvertible {
    /// Types text at the caret (usually one Character).
    case type(String)
    /// Pastes text at the caret.
    case paste(String)
    /// Backspace.
    case backspace
    /// Forward delete.
    case deleteForward
    /// Selects a Character range (clamped by the field).
    case select(Int, Int)
    /// Moves the caret (clamped by the field).
    case moveCaret(Int)
    /// Cuts the selection.
    case cut
    /// Undo.
    case undo
    /// Redo.
    case redo
    /// Sets the whole text programmatically.
    case setText(String)

    /// Decodes a step from one 32-bit code: the low 4 bits pick the action,
    /// the rest its argument. Smaller codes give simpler steps, so shrinking
    /// codes toward zero shrinks the script.
    /// - Parameters:
    ///   - code: The code, from a random generator or fuzzer bytes.
    ///   - alphabet: The characters and texts to type and paste.
    public init(code: UInt32, alphabet: Alphabet) {
        let argument = Int(code >> 4)
        switch code & 0xF {
        case 0...5: self = .type(String(alphabet.character(argument)))
        case 6: self = .paste(alphabet.text(argument))
        case 7, 8: self = .backspace
        case 9: self = .deleteForward
        case 10: self = .select(argument % 48, argument % 48 + (argument / 48) % 48)
        case 11: self = .moveCaret(argument % 56 - 4)
        case 12: self = .cut
        case 13: self = .undo
        case 14: self = .redo
        default: self = .setText(alphabet.text(argument))
        }
    }

    public var description: String {
        switch self {
        case .type(let text): "type(\(Self.quoted(text)))"
        case .paste(let text): "paste(\(Self.quoted(text)))"
        case .backspace: "backspace"
        case .deleteForward: "deleteForward"
        case .select(let lower, let upper): "select(\(lower)..<\(upper))"
        case .moveCaret(let offset): "moveCaret(\(offset))"
        case .cut: "cut"
        case .undo: "undo"
        case .redo: "redo"
        case .setText(let text): "setText(\(Self.quoted(text)))"
        }
    }

    /// A Swift literal for `text`, shortened when long, with invisible scalars escaped.
    public static func quoted(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: text.unicodeScalars.prefix(48))
        let shown = String(scalars).unicodeScalars.map { scalar -> String in
            if scalar.isASCII, scalar.value >= 0x20, scalar.value < 0x7F, scalar != "\"", scalar != "\\" {
                return String(scalar)
            }
            if scalar.properties.isAlphabetic || scalar.properties.isEmoji && scalar.value > 0xFF {
                return String(scalar)
            }
            return "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        }.joined()
        let count = text.unicodeScalars.count
        return count > 48 ? "\"\(shown)…\" (\(count) scalars)" : "\"\(shown)\""
    }
}

extension EditingState {
    /// Performs one scripted step.
    /// - Parameter step: The step to perform.
    public mutating func perform(_ step: EditStep) {
        switch step {
        case .type(let text): insert(text)
        case .paste(let text): paste(text)
        case .backspace: deleteBackward()
        case .deleteForward: deleteForward()
        case .select(let lower, let upper): select(lower..<max(lower, upper))
        case .moveCaret(let offset): moveCaret(to: offset)
        case .cut: cut()
        case .undo: undo()
        case .redo: redo()
        case .setText(let text): setText(text)
        }
    }
}
