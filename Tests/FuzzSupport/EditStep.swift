import Foundation
import Keystroke

/// One step of an edit script, as the fuzzers generate and replay it: a plain
/// ``Edit``, or a step that depends on the field's text when it runs.
public enum EditStep: Hashable, Sendable, CustomStringConvertible {
    /// A plain edit, performed by `EditingState.apply(_:)`.
    case edit(Edit)
    /// The control's text changes without the delegate (autofill): ours with the
    /// UTF-16 range (clamped) replaced, then `reconcile(text:utf16Selection:)`.
    case reconcileUTF16(location: Int, length: Int, String)
    /// An input method composes the text at the caret, its first Characters one
    /// by one as marked text, then commits it.
    case compose(String)

    /// Decodes a step from one 32-bit code: the low 4 bits pick the action,
    /// the rest its argument. Smaller codes give simpler steps, so shrinking
    /// codes toward zero shrinks the script.
    /// - Parameters:
    ///   - code: The code, from a random generator or fuzzer bytes.
    ///   - alphabet: The characters and texts to type and paste.
    public init(code: UInt32, alphabet: Alphabet) {
        let argument = Int(code >> 4)
        let edit: Edit
        switch code & 0xF {
        case 0...5: edit = .insert(String(alphabet.character(argument)))
        case 6: edit = .paste(alphabet.text(argument))
        case 7: edit = .backspace(1)
        case 8:
            self = Self.utf16Step(argument, alphabet: alphabet)
            return
        case 9: edit = .deleteForward(1)
        case 10: edit = .select((argument % 48)..<(argument % 48 + (argument / 48) % 48))
        case 11: edit = .caret(argument % 56 - 4)
        case 12: edit = .cut
        case 13: edit = .undo
        case 14: edit = .redo
        default: edit = .setText(alphabet.text(argument))
        }
        self = .edit(edit)
    }

    /// A UTF-16 step from a code's argument: the kind, a location from -4 to 58
    /// or `NSNotFound`, a length from -2 to 9, then the text. (Code slot 8 was
    /// Backspace's second slot; no regression input used it.)
    static func utf16Step(_ argument: Int, alphabet: Alphabet) -> EditStep {
        let rest = argument / 5
        let range = NSRange(location: rest % 64 == 63 ? NSNotFound : rest % 64 - 4, length: rest / 64 % 12 - 2)
        let text = rest / 768
        switch argument % 5 {
        case 0: return .edit(.replaceCharacters(range, ""))
        case 1: return .edit(.replaceCharacters(range, String(alphabet.character(text))))
        case 2: return .edit(.replaceCharacters(range, alphabet.text(text)))
        case 3: return .reconcileUTF16(location: range.location, length: range.length, alphabet.text(text))
        default: return .compose(alphabet.text(text))
        }
    }

    public var description: String {
        switch self {
        case .edit(let edit): Self.describe(edit)
        case .reconcileUTF16(let location, let length, let text):
            "reconcileUTF16({\(location), \(length)}, \(Self.quoted(text)))"
        case .compose(let text): "compose(\(Self.quoted(text)))"
        }
    }

    /// An edit as Swift source, with its texts quoted by ``quoted(_:)``.
    static func describe(_ edit: Edit) -> String {
        switch edit {
        case .insert(let text): "insert(\(quoted(text)))"
        case .paste(let text): "paste(\(quoted(text)))"
        case .backspace(let count): "backspace(\(count))"
        case .deleteForward(let count): "deleteForward(\(count))"
        case .select(let range): "select(\(range))"
        case .caret(let offset): "caret(\(offset))"
        case .cut: "cut"
        case .undo: "undo"
        case .redo: "redo"
        case .setText(let text): "setText(\(quoted(text)))"
        case .replaceCharacters(let range, let text): "replaceCharacters({\(range.location), \(range.length)}, \(quoted(text)))"
        case .reconcile(let text, let range): "reconcile(\(quoted(text)), {\(range.location), \(range.length)})"
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
        case .edit(let edit): apply(edit)
        case .reconcileUTF16(let location, let length, let text):
            let (changed, caret) = Self.controlText(text, replacing: location, length, in: self.text)
            reconcile(text: changed, utf16Selection: NSRange(location: caret, length: 0))
        case .compose(let text): compose(text)
        }
    }

    /// `text` with a UTF-16 range (clamped) replaced, as a control would hold it
    /// (a split surrogate pair decodes as U+FFFD), and the UTF-16 caret after the replacement.
    static func controlText(_ replacement: String, replacing location: Int, _ length: Int, in text: String) -> (String, Int) {
        var units = Array(text.utf16)
        let lower = location == NSNotFound ? units.count : min(max(location, 0), units.count)
        let upper = lower + min(max(length, 0), units.count - lower)
        let inserted = Array(replacement.utf16)
        units.replaceSubrange(lower..<upper, with: inserted)
        return (String(decoding: units, as: UTF16.self), lower + inserted.count)
    }

    /// Composes `text` at the selection: up to its first eight Characters one by
    /// one as marked text, then the whole text, then the end of the composition.
    mutating func compose(_ text: String) {
        var marked = utf16Selection
        setComposing(true)
        var piece = ""
        for character in text.prefix(8) {
            piece.append(character)
            replaceCharacters(in: marked, with: piece)
            marked.length = piece.utf16.count
        }
        replaceCharacters(in: marked, with: text)
        setComposing(false)
    }
}
