/// The outcome of an asynchronous rule (Formalist's validation result).
public enum AsyncValidationResult: Sendable, Hashable {
    /// The value is valid.
    case valid
    /// The value is invalid, with a message for the user.
    case invalid(message: String)
    /// The validation was cancelled (a newer value started another, or the task was cancelled).
    case cancelled
}
