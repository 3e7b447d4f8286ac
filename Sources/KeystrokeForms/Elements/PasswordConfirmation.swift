/// A password and its confirmation (Neoform's password collection), output under one key.
///
/// Both fields are validated by their formats first; if both pass, they
/// are compared and a difference is a `mismatch` error on the collection
/// (also shown on the confirmation field's state).
///
/// ```swift
/// let password = PasswordConfirmation(
///     name: "password",
///     password: TextInput(name: "password", format: try Format(id: "password")),
///     confirmation: TextInput(name: "confirmation", format: try Format(id: "password")))
/// // output: "password": "s3cret!Pass"
/// ```
public final class PasswordConfirmation: AttributedElement {
    /// The key in the output.
    public let name: String
    /// The password field.
    public let password: TextInput
    /// The confirmation field.
    public let confirmation: TextInput
    /// The result of the last validation of the pair, observable.
    public let stateValue = FormValue(ValidationState.default)
    /// Title, visibility, editability and message overrides (`mismatch`).
    public let attributes: ElementAttributes

    /// Creates a password collection.
    /// - Parameters:
    ///   - name: The key of the password in the output.
    ///   - password: The password field.
    ///   - confirmation: The field repeating it.
    ///   - title: The title used in messages; defaults to `name`.
    public init(name: String, password: TextInput, confirmation: TextInput, title: String? = nil) {
        self.name = name
        self.password = password
        self.confirmation = confirmation
        self.attributes = ElementAttributes(title: title ?? name)
    }

    /// The result of the last validation of the pair.
    public var validationState: ValidationState { stateValue.value }

    /// The two fields.
    public var children: [any FormElement] { [password, confirmation] }

    /// The password's raw value.
    public var currentValue: FormOutput { password.currentValue }

    /// Validates both fields, then compares them; outputs the password.
    public func validate(in context: inout ValidationContext) -> FormOutput? {
        let first = context.validate(password)
        let second = context.validate(confirmation)
        guard let first, let second else {
            stateValue.set(.default)
            return nil
        }
        guard first == second else {
            let error = ValidationError(code: "mismatch", message: "The passwords do not match.")
            let message = context.report(error, for: self, overrides: messageOverrides)
            stateValue.set(.error(message))
            confirmation.finishAsyncValidation(.error(message))
            return nil
        }
        stateValue.set(.valid)
        return first
    }

    /// Returns the pair and both fields to ``ValidationState/default``.
    public func resetValidation() {
        stateValue.set(.default)
        password.resetValidation()
        confirmation.resetValidation()
    }

    /// Sets both fields from one string answer.
    public func fill(with answer: FormOutput, at path: String) throws(FormDefinitionError) {
        try password.fill(with: answer, at: path)
        try confirmation.fill(with: answer, at: path)
    }
}

extension PasswordConfirmation: CheckpointedElement {
    func checkpoint() -> FormCheckpoint? {
        guard let fields = FormCheckpoint.of([password, confirmation]) else { return nil }
        var checkpoint = FormCheckpoint([stateValue.savedState(), attributes.savedState()])
        checkpoint.append(fields)
        return checkpoint
    }
}
