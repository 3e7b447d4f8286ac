import Keystroke
import KeystrokeForms

/// One user action on a field: what `type` steps are made of.
package enum Edit: Equatable {
    /// Types text at the caret (replacing the selection).
    case insert(String)
    /// Presses Backspace `count` times.
    case backspace(Int)
    /// Presses Delete `count` times.
    case deleteForward(Int)
    /// Pastes text at the caret.
    case paste(String)
    /// Selects a range of Characters.
    case select(Range<Int>)
    /// Places the caret.
    case caret(Int)

    /// Reads one edit object of a batch `type` request (`{"insert":"1"}`, `{"select":[0,3]}`, …).
    package init(json: FormOutput, index: Int) throws(LineError) {
        let what = "edits[\(index)]"
        guard case .object(let members) = json, members.count == 1, let (name, value) = members.first else {
            throw LineError("\(what) must be an object with one key: insert, backspace, deleteForward, paste, select or caret")
        }
        switch (name, value) {
        case ("insert", .string(let text)): self = .insert(text)
        case ("paste", .string(let text)): self = .paste(text)
        case ("backspace", _) where Self.count(value) != nil: self = .backspace(Self.count(value) ?? 0)
        case ("deleteForward", _) where Self.count(value) != nil: self = .deleteForward(Self.count(value) ?? 0)
        case ("caret", _) where Self.count(value) != nil: self = .caret(Self.count(value) ?? 0)
        case ("select", .array(let bounds)):
            guard bounds.count == 2, let lower = Self.count(bounds[0]), let upper = Self.count(bounds[1]), lower <= upper
            else { throw LineError("\(what).select must be [start, end] with 0 <= start <= end") }
            self = .select(lower..<upper)
        case ("insert", _), ("paste", _): throw LineError("\(what).\(name) must be a string")
        case ("backspace", _), ("deleteForward", _), ("caret", _):
            throw LineError("\(what).\(name) must be a non-negative integer")
        default:
            throw LineError("\(what): unknown edit '\(name)' (expected insert, backspace, deleteForward, paste, select or caret)")
        }
    }

    /// A JSON number usable as a count or offset (bounded so loops stay short).
    private static func count(_ value: FormOutput) -> Int? {
        guard let integer = value.integerValue, (0...1_000_000).contains(integer) else { return nil }
        return integer
    }

    /// The edits of the `keys` shorthand: one insert per character, `⌫` for Backspace, `⌦` for Delete.
    package static func edits(forKeys keys: String) -> [Edit] {
        keys.map { character in
            switch character {
            case "⌫": .backspace(1)
            case "⌦": .deleteForward(1)
            default: .insert(String(character))
            }
        }
    }
}

extension EditingState {
    /// Performs `edit`; repeated deletions report the last step's result,
    /// with the first refusal met if the last step had none.
    @discardableResult
    package mutating func perform(_ edit: Edit) -> EditResult {
        switch edit {
        case .insert(let text): return insert(text)
        case .paste(let text): return paste(text)
        case .select(let range): return select(range)
        case .caret(let offset): return moveCaret(to: offset)
        case .backspace(let count): return repeatEdit(count) { $0.deleteBackward() }
        case .deleteForward(let count): return repeatEdit(count) { $0.deleteForward() }
        }
    }

    private mutating func repeatEdit(_ count: Int, _ step: (inout EditingState) -> EditResult) -> EditResult {
        var result = current
        var refusal: Refusal?
        for _ in 0..<count {
            result = step(&self)
            refusal = refusal ?? result.refusal
            if text.isEmpty && caret == 0 { break }
        }
        if result.refusal == nil { result.refusal = refusal }
        return result
    }
}
