
/// An asynchronous rule: a server check, a slow lookup. It may be cancelled.
///
/// The closure should check `Task.isCancelled` (or call cancellable APIs) and
/// return ``AsyncValidationResult/cancelled`` when cancelled.
///
/// ```swift
/// username.asyncRules = [AsyncRule(code: "username.taken") { name in
///     await api.isFree(name) ? .valid : .invalid(message: "That name is taken.")
/// }]
/// ```
public struct AsyncRule: Sendable {
    /// The stable code of the errors this rule reports.
    public var code: String
    private let check: @Sendable (String) async -> AsyncValidationResult

    /// Creates an asynchronous rule.
    /// - Parameters:
    ///   - code: The stable code reported when the value is invalid.
    ///   - check: The rule; returns `.valid`, `.invalid(message:)` or `.cancelled`.
    public init(code: String = "rule.async", _ check: @escaping @Sendable (String) async -> AsyncValidationResult) {
        self.code = code
        self.check = check
    }

    /// Runs the rule; returns `.cancelled` without calling it when the task is already cancelled.
    public func validate(_ value: String) async -> AsyncValidationResult {
        guard !Task.isCancelled else { return .cancelled }
        let result = await check(value)
        return Task.isCancelled ? .cancelled : result
    }

    /// Runs `rules` in order, stopping at the first result that is not `.valid`.
    static func run(_ rules: [AsyncRule], on value: String) async -> (AsyncValidationResult, String?) {
        for rule in rules {
            let result = await rule.validate(value)
            if result != .valid { return (result, rule.code) }
        }
        return (.valid, nil)
    }
}
