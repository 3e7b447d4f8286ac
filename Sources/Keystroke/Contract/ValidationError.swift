/// Why a value is invalid: a stable code, a human message and, for formats
/// with several rules, one failure per rule.
///
/// Codes are stable and namespaced by format (`cpf.checkDigit`,
/// `card.luhn`, `password.uppercase`); UIs and message catalogs key on them.
public struct ValidationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The stable code, e.g. `cpf.checkDigit`.
    public var code: String
    /// The default English message.
    public var message: String
    /// Values a translated message may substitute (`["min": "8"]`).
    public var parameters: [String: String]
    /// Each failing rule when several apply (a password checklist); empty otherwise.
    public var failures: [ValidationError]

    /// Creates an error.
    public init(code: String, message: String, parameters: [String: String] = [:], failures: [ValidationError] = []) {
        self.code = code
        self.message = message
        self.parameters = parameters
        self.failures = failures
    }

    public var description: String { "\(code): \(message)" }

    /// An empty value where one is required.
    public static let required = ValidationError(code: "required", message: "This field is required.")

    /// Whitespace at the start of a value read strictly (a stored value, an answer, a batch cell).
    ///
    /// Strict reads never trim, so the value is refused; text typed into a field is read with
    /// ``Format/validate(typed:)``, which drops whitespace a format refuses around it.
    public static let leadingWhitespace = ValidationError(
        code: "whitespace", message: "The value begins with whitespace, which is not part of it.", parameters: ["position": "start"])

    /// Whitespace at the end of a value read strictly; see ``leadingWhitespace``.
    public static let trailingWhitespace = ValidationError(
        code: "whitespace", message: "The value ends with whitespace, which is not part of it.", parameters: ["position": "end"])
}
