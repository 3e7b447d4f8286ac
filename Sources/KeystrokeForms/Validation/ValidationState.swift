/// How a UI should show an element after validation (FormController's states).
public enum ValidationState: Sendable, Hashable {
    /// Not validated yet, or validation was reset (hidden, disabled, cleared).
    case `default`
    /// The last validation passed.
    case valid
    /// The last validation failed with this message.
    case error(String)

    /// The error message, when the state is an error.
    public var errorMessage: String? {
        if case .error(let message) = self { return message }
        return nil
    }
}
