import KeystrokeBatch
import Keystroke
import KeystrokeForms

/// One field of the demo form: a formatted text field or a group of checkboxes.
struct DemoField {
    /// What the field holds.
    enum Content {
        /// A text field edited keystroke by keystroke through a format.
        case text(format: Format, state: EditingState)
        /// Options, each checked or not, with the one under the cursor; at least one must be checked.
        case checkboxes(options: [String], checked: [Bool], cursor: Int)
    }

    /// A validation problem: the code for logs and stderr, the message for people.
    struct Problem: Equatable {
        var code: String
        var message: String
    }

    /// The key in the output JSON.
    let name: String
    /// The label shown on screen.
    let label: String
    /// Whether the text is shown as bullets.
    let isSecret: Bool
    /// What an empty field shows: the format's rendering of an example value.
    let placeholder: String
    /// The field's content.
    var content: Content
    /// The error shown under the field, once the user has left it or submitted.
    var error: Problem?
    /// The last refusal of a keystroke, shown until the next key.
    var refusal: String?

    /// A text field for `formatID`; empty, it shows `example` as the format displays it.
    static func text(
        _ name: String, _ label: String, format formatID: String, example: String = "", secret: Bool = false
    ) throws(FormatError) -> DemoField {
        let format = try Format(id: formatID)
        return DemoField(
            name: name, label: label, isSecret: secret, placeholder: example.isEmpty ? "" : format.layOut(example),
            content: .text(format: format, state: EditingState(formatter: format)))
    }

    /// A checkbox group where at least one option must be checked.
    static func checkboxes(_ name: String, _ label: String, options: [String]) -> DemoField {
        DemoField(
            name: name, label: label, isSecret: false, placeholder: "",
            content: .checkboxes(options: options, checked: options.map { _ in false }, cursor: 0))
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
        case .checkboxes(let options, var checked, var cursor):
            switch key {
            case .character(" "): checked[cursor].toggle()
            case .left: cursor = (cursor + options.count - 1) % options.count
            case .right: cursor = (cursor + 1) % options.count
            default: return false
            }
            content = .checkboxes(options: options, checked: checked, cursor: cursor)
            if error != nil { error = validationError() }
            return true
        }
    }

    // MARK: - Validation and output

    /// The problem with the field's current value, or `nil` when it is valid. Messages
    /// come from the forms' catalog, so the demo and `keystroke form` say the same.
    func validationError() -> Problem? {
        let error: Keystroke.ValidationError
        switch content {
        case .text(let format, let state):
            do {
                _ = try format.validate(typed: state.text)
                return nil
            } catch let failure {
                error = failure
            }
        case .checkboxes(_, let checked, _):
            if checked.contains(true) { return nil }
            error = CheckboxGroup.selectionRequired
        }
        return Problem(code: error.code, message: MessageCatalog.message(for: error, language: .english))
    }

    /// Validates the field and shows the result under it; returns whether it is valid.
    mutating func check() -> Bool {
        error = validationError()
        return error == nil
    }

    /// The field's value in the output JSON.
    var outputValue: FormOutput {
        switch content {
        case .text(let format, let state):
            .string((try? format.validate(typed: state.text).value) ?? state.value)
        case .checkboxes(let options, let checked, _):
            .array(zip(options, checked).filter(\.1).map { .string($0.0) })
        }
    }
}
