import Keystroke
import KeystrokeForms

// The batch `type` request's edits: JSON objects and the `keys` shorthand.

extension Edit {
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
            else { throw LineError("\(what).select must be [start, end] with 0 <= start <= end <= \(Self.maximumCount)") }
            self = .select(lower..<upper)
        case ("insert", _), ("paste", _): throw LineError("\(what).\(name) must be a string")
        case ("backspace", _), ("deleteForward", _), ("caret", _):
            throw LineError("\(what).\(name) must be an integer from 0 to \(Self.maximumCount)")
        default:
            throw LineError("\(what): unknown edit '\(name)' (expected insert, backspace, deleteForward, paste, select or caret)")
        }
    }

    /// The largest count or offset an edit takes (bounded so loops stay short).
    static let maximumCount = 1_000_000

    /// A JSON number usable as a count or offset.
    private static func count(_ value: FormOutput) -> Int? {
        guard let integer = value.integerValue, (0...maximumCount).contains(integer) else { return nil }
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
