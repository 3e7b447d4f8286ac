/// A date shown in one pattern and output in another (Neoform's `dateFormatShow` / `dateFormatSave`).
///
/// ```swift
/// let birthDate = try DateField(name: "birthDate", showPattern: "dd/MM/yyyy", outputPattern: "yyyy-MM-dd")
/// birthDate.setText("2017-12-06")   // shows "06/12/2017"
/// birthDate.minimumAge = 18         // SwiftFormBuilder's legal age
/// ```
public final class DateField: AttributedElement {
    private struct State: Sendable {
        var isMandatory: Bool
        var showPattern: DatePattern
        var outputPattern: DatePattern
        var minimumDate: CalendarDate?
        var maximumDate: CalendarDate?
        var minimumAge: Int?
        var today: @Sendable () -> CalendarDate = { CalendarDate.today() }
        var dependencies: [Dependency] = []
    }

    /// The key in the output.
    public let name: String
    /// Title, placeholder, visibility, editability and message overrides.
    public let attributes: ElementAttributes
    /// The text shown, in the show pattern, observable.
    public let textValue = FormValue("")
    /// The result of the last validation, observable.
    public let stateValue = FormValue(ValidationState.default)
    private let state: Locked<State>

    /// Creates a date field.
    /// - Parameters:
    ///   - name: The key in the output.
    ///   - showPattern: The pattern users see and type.
    ///   - outputPattern: The pattern of the output (and of initial values).
    ///   - title: The title used in messages; defaults to `name`.
    ///   - isMandatory: Whether a date is required.
    /// - Throws: `FormatError` for a malformed pattern.
    public init(
        name: String, showPattern: String = "dd/MM/yyyy", outputPattern: String = "yyyy-MM-dd", title: String? = nil,
        isMandatory: Bool = true
    ) throws(FormatError) {
        self.name = name
        self.attributes = ElementAttributes(title: title ?? name)
        self.state = Locked(
            State(
                isMandatory: isMandatory, showPattern: try DatePattern(showPattern),
                outputPattern: try DatePattern(outputPattern)))
    }

    // MARK: - Value

    /// The text shown.
    public var text: String { textValue.value }

    /// The date the text shows, or `nil` when it is empty or not a date.
    public var date: CalendarDate? { state[\.showPattern].parse(text) }

    /// Sets the text: a date in the output or show pattern is shown in the show pattern;
    /// other text is kept as typed (and fails validation).
    public func setText(_ text: String) {
        let snapshot = state.value
        let date = snapshot.showPattern.parse(text) ?? snapshot.outputPattern.parse(text)
        if textValue.set(date.map(snapshot.showPattern.format) ?? text) { stateValue.set(.default) }
    }

    /// Sets the date (from a picker); `nil` empties the field.
    public func setDate(_ date: CalendarDate?) {
        if textValue.set(date.map(state[\.showPattern].format) ?? "") { stateValue.set(.default) }
    }

    // MARK: - Configuration

    /// The pattern users see and type.
    public var showPattern: DatePattern { state[\.showPattern] }

    /// The pattern of the output and of initial values.
    public var outputPattern: DatePattern { state[\.outputPattern] }

    /// The earliest valid date (`date.tooEarly`).
    public var minimumDate: CalendarDate? {
        get { state[\.minimumDate] }
        set { state[\.minimumDate] = newValue }
    }

    /// The latest valid date (`date.tooLate`).
    public var maximumDate: CalendarDate? {
        get { state[\.maximumDate] }
        set { state[\.maximumDate] = newValue }
    }

    /// The least age, in whole years on ``today``, a valid birth date gives (`date.underage`).
    public var minimumAge: Int? {
        get { state[\.minimumAge] }
        set { state[\.minimumAge] = newValue }
    }

    /// Today's date, for ages; the current day by default (inject a fixed one in tests).
    public var today: @Sendable () -> CalendarDate {
        get { state[\.today] }
        set { state[\.today] = newValue }
    }

    /// Rules between this field and others.
    public var dependencies: [Dependency] {
        get { state[\.dependencies] }
        set { state[\.dependencies] = newValue }
    }

    /// Whether a date is required.
    public var isMandatory: Bool {
        get { state[\.isMandatory] }
        set { state[\.isMandatory] = newValue }
    }

    /// The result of the last validation.
    public var validationState: ValidationState { stateValue.value }

    // MARK: - FormElement

    /// Date fields take focus.
    public var acceptsFocus: Bool { true }

    /// The date in the output pattern, the text when it is not a date, `.null` when empty.
    public var currentValue: FormOutput {
        let snapshot = state.value
        let text = self.text
        if text.isEmpty { return .null }
        return .string(snapshot.showPattern.parse(text).map(snapshot.outputPattern.format) ?? text)
    }

    /// Checks the date exists and lies within the limits; outputs it in the output pattern.
    public func validate(in context: inout ValidationContext) -> FormOutput? {
        let snapshot = state.value
        do throws(ValidationError) {
            guard let date = try check(snapshot) else {
                stateValue.set(.valid)
                return .string("")
            }
            stateValue.set(.valid)
            return .string(snapshot.outputPattern.format(date))
        } catch {
            stateValue.set(.error(context.report(error, for: self, overrides: messageOverrides)))
            return nil
        }
    }

    private func check(_ snapshot: State) throws(ValidationError) -> CalendarDate? {
        let text = self.text
        if text.allSatisfy(\.isWhitespace) {
            if snapshot.isMandatory { throw .required }
            return nil
        }
        let show = snapshot.showPattern
        guard let date = show.parse(text) else {
            throw ValidationError(code: "date.invalid", message: "Enter a valid date.", parameters: ["pattern": show.description])
        }
        if let minimum = snapshot.minimumDate, date < minimum {
            let shown = show.format(minimum)
            throw ValidationError(code: "date.tooEarly", message: "Enter a date on or after \(shown).", parameters: ["min": shown])
        }
        if let maximum = snapshot.maximumDate, date > maximum {
            let shown = show.format(maximum)
            throw ValidationError(code: "date.tooLate", message: "Enter a date on or before \(shown).", parameters: ["max": shown])
        }
        if let age = snapshot.minimumAge, date.years(until: snapshot.today()) < age {
            throw ValidationError(code: "date.underage", message: "You must be at least \(age) years old.", parameters: ["age": "\(age)"])
        }
        for dependency in snapshot.dependencies {
            if let failure = dependency.check(currentValue) { throw failure }
        }
        return date
    }

    /// Empties the field.
    public func clear() { setDate(nil) }

    /// Returns to ``ValidationState/default``.
    public func resetValidation() { stateValue.set(.default) }

    /// Sets the date from a string in the output (or show) pattern; `null` empties it.
    public func fill(with answer: FormOutput, at path: String) throws(FormDefinitionError) {
        switch answer {
        case .string(let string): setText(string)
        case .null: setDate(nil)
        default: throw .expected("a date string", got: answer, at: path)
        }
    }
}
