/// What ``FormGroup/validateAll()`` returns: the output of every valid element and every error.
public struct FormValidationResult: Sendable {
    /// The output of the valid, visible, enabled elements; invalid ones are left out.
    public var output: FormOutput
    /// Every error, in element order.
    public var errors: [FieldError]
    /// Whether asynchronous validation was cancelled before it finished.
    public var isCancelled: Bool

    /// Creates a result.
    /// - Parameters:
    ///   - output: The output of the valid elements.
    ///   - errors: Every error found.
    ///   - isCancelled: Whether asynchronous validation was cancelled.
    public init(output: FormOutput, errors: [FieldError], isCancelled: Bool = false) {
        self.output = output
        self.errors = errors
        self.isCancelled = isCancelled
    }

    /// Whether there is no error and validation was not cancelled.
    public var isValid: Bool { errors.isEmpty && !isCancelled }

    /// The first error at `path`, if any.
    public func error(at path: String) -> FieldError? {
        errors.first { $0.path == path }
    }
}
