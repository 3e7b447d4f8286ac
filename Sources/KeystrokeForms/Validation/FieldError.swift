/// One validation failure in a form: where, which element, a stable code and a message.
///
/// ```swift
/// do { _ = try form.validate() } catch {
///     print(error.path, error.code, error.message)   // address.city required This field is required.
/// }
/// ```
public struct FieldError: Error, Sendable, CustomStringConvertible {
    /// The path of the element from the validated form: names joined by dots, a list item's
    /// index in brackets (`address.city`, `phones[1]`, `dependants[0].cpf`).
    public var path: String
    /// The element that failed.
    public var element: any FormElement
    /// The stable code (`required`, `cpf.checkDigit`, `mismatch`, `rule.minLength`).
    public var code: String
    /// The message in the form's language, overrides applied.
    public var message: String
    /// Values substituted into the message (`min`, `field`, …).
    public var parameters: [String: String]
    /// The error as the format or rule reported it (English message, per-rule failures).
    public var underlying: ValidationError

    /// Creates an error.
    /// - Parameters:
    ///   - path: The path of the element (`dependants[0].cpf`).
    ///   - element: The element that failed.
    ///   - underlying: The format's or rule's error; supplies code and parameters.
    ///   - message: The rendered message.
    public init(path: String, element: any FormElement, underlying: ValidationError, message: String) {
        self.path = path
        self.element = element
        self.code = underlying.code
        self.message = message
        self.parameters = underlying.parameters
        self.underlying = underlying
    }

    /// `path: code: message`.
    public var description: String { "\(path): \(code): \(message)" }
}

extension FieldError: Equatable {
    /// Equal when they concern the same element instance with the same path, code and message.
    public static func == (lhs: FieldError, rhs: FieldError) -> Bool {
        lhs.element === rhs.element && lhs.path == rhs.path && lhs.code == rhs.code && lhs.message == rhs.message
            && lhs.parameters == rhs.parameters
    }
}
