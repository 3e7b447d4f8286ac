@_spi(KeystrokeInternal) import PCRE2

/// A single-line text field: a name, a format, a requirement, rules, the
/// keystroke editing model and an observable text.
///
/// The format decides what may be typed, how the text is displayed and
/// what the output value is (`"123.456.789-09"` shows, `"12345678909"` is output).
/// Keystrokes go through an ``EditingState`` over the format; observers of
/// ``textValue`` hear of every real change, typed or set.
///
/// ```swift
/// let phone = TextInput(name: "phone", format: try Format(id: "phone-br"))
/// phone.setText("4133333333")              // shows "(41) 3333-3333"
/// phone.deleteBackward()                   // "(41) 3333-333"
/// phone.textValue.addObserver { print($0) }
/// ```
public final class TextInput: AttributedElement, CheckedElement {
    private struct State: Sendable {
        var settings: Settings
        var editing: EditingState
        /// The text as set by ``setText(_:)`` (a stored value, a form answer) until an edit
        /// changes the field: validation reads this strictly, as sent, so an over-long CPF is
        /// `cpf.length` and a space around a value is `whitespace`, never trimmed to fit.
        var sentText: String?
        /// Whether ``sentText`` is not laid out in ``editing`` yet (an answer filled without
        /// its display); the first reader of the text or the editing state lays it out.
        var displayPending = false
        var asyncTask: Task<(AsyncValidationResult, String?), Never>?

        var format: Format {
            get { settings.format }
            set { settings = Settings(format: newValue, checks: checks, outputMapping: outputMapping) }
        }
        var checks: FieldChecks {
            get { settings.checks }
            set { settings = Settings(format: format, checks: newValue, outputMapping: outputMapping) }
        }
        var outputMapping: (@Sendable (ValidatedValue) -> FormOutput)? {
            get { settings.outputMapping }
            set { settings = Settings(format: format, checks: checks, outputMapping: newValue) }
        }
    }

    /// What validation reads, in one immutable object (replaced on a change): a validation
    /// takes a single reference out of the lock rather than copying each value.
    private final class Settings: Sendable {
        let format: Format
        let checks: FieldChecks
        let outputMapping: (@Sendable (ValidatedValue) -> FormOutput)?

        init(format: Format, checks: FieldChecks, outputMapping: (@Sendable (ValidatedValue) -> FormOutput)?) {
            self.format = format
            self.checks = checks
            self.outputMapping = outputMapping
        }
    }

    /// The key in the output.
    public let name: String
    /// Title, placeholder, visibility, editability and message overrides.
    public let attributes: ElementAttributes
    /// The text shown in the field, observable.
    public let textValue: FormValue<String>
    /// The result of the last validation, observable.
    public let stateValue = FormValue(ValidationState.default)
    private let state: Locked<State>

    /// Creates a text input.
    /// - Parameters:
    ///   - name: The key in the output.
    ///   - format: The field's format (built in, `Format(id:)`, or your own).
    ///   - title: The title shown to users and used in messages; defaults to `name`.
    ///   - isMandatory: Whether an empty text is an error; defaults to `true` unless the format accepts empty text.
    ///   - text: The initial value, raw or formatted; it is displayed formatted and, until
    ///     an edit, validated as given (see ``setText(_:)``).
    public convenience init(name: String, format: some FieldFormat, title: String? = nil, isMandatory: Bool? = nil, text: String = "") {
        let format = Format(format)
        let editing = EditingState(formatter: format, text: text.isEmpty ? "" : format.layOut(text))
        self.init(name: name, format: format, editing: editing, title: title, isMandatory: isMandatory)
        if !text.isEmpty { state.withLock { $0.sentText = text } }
    }

    /// A text input that starts from `editing`, a state of `format` made elsewhere: a
    /// definition's fields share one empty state per format, built once.
    /// Its placeholder, rules and messages are set at once: each set after the fact takes the
    /// lock again, and a rule replaces the settings object (a definition's form sets all three).
    init(
        name: String, format: Format, editing: EditingState, title: String?, isMandatory: Bool?,
        placeholder: String? = nil, rules: [Rule] = [], messages: [String: String] = [:]
    ) {
        self.name = name
        self.attributes = ElementAttributes(title: title ?? name, placeholder: placeholder, messages: messages)
        var checks = FieldChecks(isMandatory: isMandatory ?? !format.acceptsEmpty)
        checks.rules = rules
        self.state = Locked(
            State(settings: Settings(format: format, checks: checks, outputMapping: nil), editing: editing, sentText: nil))
        self.textValue = FormValue(editing.text)
    }

    // MARK: - Configuration

    /// The field's format; changing it reformats the current text.
    public var format: Format {
        // A closure rather than a key path: each answer reads it, and a key path goes through the runtime.
        get { state.withLock { $0.settings.format } }
        set {
            displayIfPending()
            let text = state.withLock { state in
                state.format = newValue
                state.editing = EditingState(formatter: newValue, text: state.editing.text)
                return state.editing.text
            }
            publish(text)
        }
    }

    /// Whether an empty text is an error (ignored while ``requiredWhen`` is set).
    public var isMandatory: Bool {
        get { state[\.checks.isMandatory] }
        set { state[\.checks.isMandatory] = newValue }
    }

    /// Runs `body` on the field's checks under its lock.
    @_spi(KeystrokeInternal) public func withChecks<Result>(_ body: (inout FieldChecks) -> Result) -> Result {
        state.withLock { body(&$0.checks) }
    }

    /// Turns the validated value into output; the default outputs `.string(value)`.
    public var outputMapping: (@Sendable (ValidatedValue) -> FormOutput)? {
        get { state[\.outputMapping] }
        set { state[\.outputMapping] = newValue }
    }

    // MARK: - Text

    /// The text shown in the field.
    public var text: String {
        displayIfPending()
        return textValue.value
    }

    /// The result of the last validation.
    public var validationState: ValidationState { stateValue.value }

    /// Sets the text programmatically: a stored value, raw or formatted, shown as the
    /// format displays it (`"4133333333"` → `"(41) 3333-3333"`, `"2017-12-06"` → `"06/12/2017"`).
    ///
    /// Validation reads the value as it was set, strictly, until an edit changes the text:
    /// what the display could not show (a 12th CPF digit, an amount over the maximum) is an
    /// error, never dropped. The change can be undone. A real change cancels a running
    /// asynchronous validation and resets the validation state.
    @discardableResult
    public func setText(_ text: String) -> EditResult {
        let formatted = text.isEmpty ? "" : format.layOut(text)
        let result = state.withLock { state in
            let result = state.editing.setText(formatted)
            state.sentText = text.isEmpty ? nil : text
            state.displayPending = false
            return result
        }
        publish(result.text)
        return result
    }

    // MARK: - Editing

    /// The editing state: text, selection, caret, raw value, completeness, history.
    public var editingState: EditingState {
        displayIfPending()
        return state.withLock { $0.editing }
    }

    /// Whether answers filled in this task (or thread) lay out their display.
    ///
    /// A ``FormValidator`` sets it to `false` around filling a form it builds for one request
    /// and drops after validating it: validation reads answers as sent, so laying each one out
    /// twice (by the format, then by the editing state) would be work nobody sees. A field whose
    /// text is read later (a dependency's value, the region of an address) lays it out then.
    @TaskLocal static var displaysAnswers = true

    /// Takes `text` as the sent answer, its display laid out when first read.
    private func setAnswerWithoutDisplay(_ text: String) {
        state.withLock { state in
            state.sentText = text
            state.displayPending = true
        }
    }

    /// Lays out an answer filled without its display, if there is one. The answer was already the
    /// field's, so its validation state stays: this is the display catching up, not a change.
    private func displayIfPending() {
        let shown = state.withLock { state in Self.layOutPending(&state) ? state.editing.text : nil }
        if let shown { _ = textValue.set(shown) }
    }

    /// Lays out a pending answer in `state`, under the caller's lock; whether there was one.
    private static func layOutPending(_ state: inout State) -> Bool {
        guard state.displayPending else { return false }
        state.displayPending = false
        guard let sent = state.sentText else { return false }
        state.editing.setText(state.settings.format.layOut(sent))
        return true
    }

    /// Applies an edit to the editing state and publishes the new text.
    ///
    /// `body` runs under the field's lock: it must not use the field itself.
    /// Edits from several threads at once are each applied whole, but their
    /// notifications may arrive out of order: drive one field from one thread.
    @discardableResult
    public func edit(_ body: (inout EditingState) -> EditResult) -> EditResult {
        // The pending check rides on the edit's own lock: no second lock on every keystroke.
        let result = state.withLock { state in
            _ = Self.layOutPending(&state)
            let before = state.editing.text
            let result = body(&state.editing)
            // An edit of the text replaces what was set: validation reads the field from now on.
            if state.sentText != nil && result.text != before { state.sentText = nil }
            return result
        }
        publish(result.text)
        return result
    }

    /// Types `string` at the caret (replacing the selection).
    @discardableResult
    public func insert(_ string: String) -> EditResult { edit { $0.insert(string) } }

    /// Pastes `string` at the caret (replacing the selection).
    @discardableResult
    public func paste(_ string: String) -> EditResult { edit { $0.paste(string) } }

    /// Deletes the selection, or the Character before the caret.
    @discardableResult
    public func deleteBackward() -> EditResult { edit { $0.deleteBackward() } }

    /// Deletes the selection, or the Character after the caret.
    @discardableResult
    public func deleteForward() -> EditResult { edit { $0.deleteForward() } }

    /// Cuts the selection; returns the text cut and the edit.
    @discardableResult
    public func cut() -> (clipboard: String, result: EditResult) {
        var clipboard = ""
        let result = edit { state in
            let (cut, result) = state.cut()
            clipboard = cut
            return result
        }
        return (clipboard, result)
    }

    /// Selects a range of Characters.
    @discardableResult
    public func select(_ range: Range<Int>) -> EditResult { edit { $0.select(range) } }

    /// Places the caret at a Character offset.
    @discardableResult
    public func moveCaret(to offset: Int) -> EditResult { edit { $0.moveCaret(to: offset) } }

    /// Takes back the last edit.
    @discardableResult
    public func undo() -> EditResult { edit { $0.undo() } }

    /// Applies again the last edit taken back.
    @discardableResult
    public func redo() -> EditResult { edit { $0.redo() } }

    private func publish(_ text: String) {
        guard textValue.set(text) else { return }
        state.withLock { state in
            state.asyncTask?.cancel()
            state.asyncTask = nil
        }
        stateValue.set(.default)
    }

    // MARK: - FormElement

    /// Text inputs take focus.
    public var acceptsFocus: Bool { true }

    /// The raw value of the text, or `.null` when blank.
    public var currentValue: FormOutput {
        let text = self.text
        guard !FieldChecks.isBlank(text) else { return .null }
        return .string(format.rawValue(of: text))
    }

    /// Validates the text with the format, rules and dependencies.
    public func validate(in context: inout ValidationContext) -> FormOutput? {
        // Only what validation needs, under one lock (the editing state stays put); the
        // editing text is the text ``textValue`` publishes.
        let (settings, sent, typed) = state.withLock { ($0.settings, $0.sentText, $0.editing.text) }
        do {
            // What was set (an answer, a stored value) is read strictly; what a person typed, leniently.
            let strictly = sent != nil
            let validated = try settings.checks.validate(sent ?? typed, strictly: strictly, current: currentValue) {
                text throws(ValidationError) in
                strictly ? try settings.format.validate(text) : try settings.format.validate(typed: text)
            }
            stateValue.set(.valid)
            guard let validated else { return .string("") }
            if !settings.checks.asyncRules.isEmpty {
                context.scheduleAsync(self, value: validated.value, overrides: messageOverrides)
            }
            return settings.outputMapping?(validated) ?? .string(validated.value)
        } catch {
            stateValue.set(.error(context.report(error, for: self, overrides: messageOverrides)))
            return nil
        }
    }

    /// Empties the text.
    public func clear() { setText("") }

    /// Returns to ``ValidationState/default``.
    public func resetValidation() { stateValue.set(.default) }

    /// Sets the text from a string (or number) answer; `null` empties it.
    public func fill(with answer: FormOutput, at path: String) throws(FormDefinitionError) {
        switch answer {
        case .string(let string): fill(with: string)
        case .number(let number): fill(with: number.description)
        case .null: setText("")
        default: throw .expected("a string", got: answer, at: path)
        }
    }

    /// Sets a string answer: shown at once, or when first read if ``displaysAnswers`` is off.
    private func fill(with answer: String) {
        if !Self.displaysAnswers, !answer.isEmpty {
            setAnswerWithoutDisplay(answer)
        } else {
            setText(answer)
        }
    }

    // MARK: - Asynchronous validation

    /// Validates synchronously, then runs the asynchronous rules (Formalist's asynchronous validation).
    ///
    /// Starting a new validation, or changing the text, cancels the one in flight,
    /// which then returns `.cancelled` and leaves the state alone.
    /// - Parameter language: The language of messages.
    public func validateAsync(language: Language = .english) async -> AsyncValidationResult {
        var context = ValidationContext(stopsAtFirstError: true, language: language)
        guard validate(in: &context) != nil else {
            return .invalid(message: context.errors.first?.message ?? "")
        }
        guard let check = context.asyncChecks.first else { return .valid }
        // Created under the lock so a later call always finds, and cancels, this one.
        let task = state.withLock { state in
            state.asyncTask?.cancel()
            let task = Task { await AsyncRule.run(check.element.asyncRules, on: check.value) }
            state.asyncTask = task
            return task
        }
        let (result, code) = await withTaskCancellationHandler {
            await task.value
        } onCancel: {
            task.cancel()
        }
        if case .invalid(let message) = result {
            let error = ValidationError(code: code ?? "rule.async", message: message, parameters: [Rule.customMessageKey: message])
            let rendered = context.message(for: error, element: self, overrides: check.overrides)
            finishAsyncValidation(.error(rendered))
            return .invalid(message: rendered)
        }
        if result == .valid { finishAsyncValidation(.valid) }
        return result
    }

    /// Cancels the asynchronous validation in flight, if any.
    public func cancelValidation() {
        state.withLock { state in
            state.asyncTask?.cancel()
            state.asyncTask = nil
        }
    }

    /// Records the outcome of asynchronous validation.
    public func finishAsyncValidation(_ state: ValidationState) {
        stateValue.set(state)
    }
}

extension TextInput: CheckpointedElement {
    func checkpoint() -> FormCheckpoint? {
        FormCheckpoint([state.savedValue(), textValue.savedState(), stateValue.savedState(), attributes.savedState()])
    }
}
