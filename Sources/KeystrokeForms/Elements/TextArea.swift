@_spi(KeystrokeInternal) import PCRE2

/// Multi-line free text (Neoform's `NeoformTextView`), optional by default.
///
/// ```swift
/// let notes = TextArea(name: "notes")
/// notes.setText("Ring twice.\nLeave at the door.")
/// ```
public final class TextArea: AttributedElement, CheckedElement {

    /// The key in the output.
    public let name: String
    /// Title, placeholder, visibility, editability and message overrides.
    public let attributes: ElementAttributes
    /// The text, observable.
    public let textValue: FormValue<String>
    /// The result of the last validation, observable.
    public let stateValue = FormValue(ValidationState.default)
    private let checks: Locked<FieldChecks>

    /// Creates a text area.
    /// - Parameters:
    ///   - name: The key in the output.
    ///   - title: The title used in messages; defaults to `name`.
    ///   - isOptional: Whether empty text is valid (Neoform's default: `true`).
    ///   - text: The initial text.
    public init(name: String, title: String? = nil, isOptional: Bool = true, text: String = "") {
        self.name = name
        self.attributes = ElementAttributes(title: title ?? name)
        self.textValue = FormValue(text)
        self.checks = Locked(FieldChecks(isMandatory: !isOptional))
    }

    /// The text.
    public var text: String { textValue.value }

    /// Replaces the text.
    public func setText(_ text: String) {
        if textValue.set(text) { stateValue.set(.default) }
    }

    /// Whether empty text is valid.
    public var isOptional: Bool {
        get { !checks[\.isMandatory] }
        set { checks[\.isMandatory] = !newValue }
    }

    /// Runs `body` on the view's checks under its lock.
    @_spi(KeystrokeInternal) public func withChecks<Result>(_ body: (inout FieldChecks) -> Result) -> Result {
        checks.withLock { body(&$0) }
    }

    /// The result of the last validation.
    public var validationState: ValidationState { stateValue.value }

    /// Text areas take focus.
    public var acceptsFocus: Bool { true }

    /// The text, or `.null` when blank.
    public var currentValue: FormOutput {
        let text = self.text
        return FieldChecks.isBlank(text) ? .null : .string(text)
    }

    /// Validates the text with the requirement, rules and dependencies; outputs it as is.
    public func validate(in context: inout ValidationContext) -> FormOutput? {
        let snapshot = checks.value
        let text = self.text
        do {
            let validated = try snapshot.validate(text, current: currentValue) { text throws(ValidationError) in
                ValidatedValue(text: text, value: text)
            }
            stateValue.set(.valid)
            if let validated, !snapshot.asyncRules.isEmpty {
                context.scheduleAsync(self, value: validated.value, overrides: messageOverrides)
            }
            return .string(text)
        } catch {
            stateValue.set(.error(context.report(error, for: self, overrides: messageOverrides)))
            return nil
        }
    }

    /// Empties the text.
    public func clear() { setText("") }

    /// Returns to ``ValidationState/default``.
    public func resetValidation() { stateValue.set(.default) }

    /// Records the outcome of asynchronous validation.
    public func finishAsyncValidation(_ state: ValidationState) { stateValue.set(state) }

    /// Sets the text from a string answer; `null` empties it.
    public func fill(with answer: FormOutput, at path: String) throws(FormDefinitionError) {
        switch answer {
        case .string(let string): setText(string)
        case .null: setText("")
        default: throw .expected("a string", got: answer, at: path)
        }
    }
}

extension TextArea: CheckpointedElement {
    func checkpoint() -> FormCheckpoint? {
        FormCheckpoint([checks.savedValue(), textValue.savedState(), stateValue.savedState(), attributes.savedState()])
    }
}
