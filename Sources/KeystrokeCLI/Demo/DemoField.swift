import KeystrokeBatch
import Keystroke

/// One field of the demo form: a formatted text field or a group of checkboxes.
struct DemoField {
    /// What the field holds.
    enum Content {
        /// A text field edited keystroke by keystroke through a format.
        case text(format: Format, state: EditingState)
        /// Options, each checked or not, with the one under the cursor.
        case checkboxes(options: [String], checked: [Bool], cursor: Int, minimum: Int)
    }

    /// The key in the output JSON.
    let name: String
    /// The label shown on screen.
    let label: String
    /// Whether the text is shown as bullets.
    let isSecret: Bool
    /// The field's content.
    var content: Content
    /// The error shown under the field, once the user has left it or submitted.
    var error: String?
    /// The last refusal of a keystroke, shown until the next key.
    var refusal: String?

    /// A text field for `formatID`.
    static func text(_ name: String, _ label: String, format formatID: String, secret: Bool = false) throws(FormatError) -> DemoField {
        let format = try Format(id: formatID)
        return DemoField(
            name: name, label: label, isSecret: secret,
            content: .text(format: format, state: EditingState(formatter: format)))
    }

    /// A checkbox group where at least `minimum` options must be checked.
    static func checkboxes(_ name: String, _ label: String, options: [String], minimum: Int) -> DemoField {
        DemoField(
            name: name, label: label, isSecret: false,
            content: .checkboxes(options: options, checked: options.map { _ in false }, cursor: 0, minimum: minimum))
    }

    // MARK: - Keys

    /// Applies an editing key; returns `false` when the key means nothing to this field.
    mutating func handle(_ key: Key) -> Bool {
        refusal = nil
        switch content {
        case .text(let format, var state):
            guard let edit = Edit(key: key, in: state) else { return false }
            let result = state.apply(edit)
            content = .text(format: format, state: state)
            refusal = result.refusal?.message
            if error != nil { error = validationError() }  // keep a shown error current
            return true
        case .checkboxes(let options, var checked, var cursor, let minimum):
            switch key {
            case .character(" "): checked[cursor].toggle()
            case .left, .up: cursor = (cursor + options.count - 1) % options.count
            case .right, .down: cursor = (cursor + 1) % options.count
            default: return false
            }
            content = .checkboxes(options: options, checked: checked, cursor: cursor, minimum: minimum)
            if error != nil { error = validationError() }
            return true
        }
    }

    // MARK: - Validation and output

    /// The message for the field's current value, or `nil` when it is valid.
    func validationError() -> String? {
        switch content {
        case .text(let format, let state):
            do {
                _ = try format.validate(state.text)
                return nil
            } catch {
                return "\(error.code): \(error.message)"
            }
        case .checkboxes(_, let checked, _, let minimum):
            let count = checked.filter { $0 }.count
            return count >= minimum ? nil : "required: check at least \(minimum) option\(minimum == 1 ? "" : "s")."
        }
    }

    /// Validates the field and shows the result under it; returns whether it is valid.
    mutating func check() -> Bool {
        error = validationError()
        return error == nil
    }

    /// The field's value in the output JSON.
    var outputValue: JSONOutput {
        switch content {
        case .text(let format, let state):
            .string((try? format.validate(state.text).value) ?? state.value)
        case .checkboxes(let options, let checked, _, _):
            .array(zip(options, checked).filter(\.1).map { .string($0.0) })
        }
    }
}
