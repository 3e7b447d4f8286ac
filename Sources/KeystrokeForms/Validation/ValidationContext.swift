import Logging

/// The state of one validation walk: where it is, the errors so far, how messages are chosen.
///
/// Containers hand it to their children through ``validate(_:)``, which skips
/// hidden, disabled and discardable elements (clearing their stale errors)
/// and extends the path. Elements report failures with ``report(_:for:overrides:)``.
public struct ValidationContext: Sendable {
    /// Every error reported so far, in order.
    public private(set) var errors: [FieldError] = []
    /// Whether the walk stops at the first error (``FormGroup/validate()``) or goes on (``FormGroup/validateAll()``).
    public let stopsAtFirstError: Bool
    /// The language messages are rendered in.
    public let language: Language
    /// Where diagnostics go.
    public let logger: Logger
    private var components: [PathComponent] = []
    private var formOverrides: [[String: String]] = []
    var asyncChecks: [AsyncCheck] = []

    /// Creates a context for a validation walk.
    /// - Parameters:
    ///   - stopsAtFirstError: Whether to stop at the first error.
    ///   - language: The language of messages.
    ///   - logger: Where diagnostics go.
    public init(stopsAtFirstError: Bool, language: Language = .english, logger: Logger = FormLogging.silent) {
        self.stopsAtFirstError = stopsAtFirstError
        self.language = language
        self.logger = logger
    }

    /// The path of the element being validated: `address.city`, `phones[1]`,
    /// `dependants[0].cpf` (empty at the root form).
    public var path: String { PathComponent.path(of: components) }

    /// Whether the walk should stop: stopping at the first error and one was reported.
    public var isStopped: Bool { stopsAtFirstError && !errors.isEmpty }

    /// Validates a child element under its name; hidden, disabled and discardable
    /// elements are skipped, their stale errors cleared.
    /// - Returns: The child's output, or `nil` when it has none (skipped or invalid).
    public mutating func validate(_ element: any FormElement) -> FormOutput? {
        validate(element, under: .key(element.name))
    }

    /// Validates an item of a list under its index (`phones[1]`), as ``validate(_:)`` does a child
    /// under its name.
    /// - Returns: The item's output, or `nil` when it has none (skipped or invalid).
    public mutating func validate(_ item: any FormElement, at index: Int) -> FormOutput? {
        validate(item, under: .index(index))
    }

    private mutating func validate(_ element: any FormElement, under component: PathComponent) -> FormOutput? {
        guard !isStopped else { return nil }
        guard !element.isDiscardable else { return nil }
        guard !element.isHiddenOrDisabled else {
            element.resetValidation()
            return nil
        }
        components.append(component)
        defer { components.removeLast() }
        return element.validate(in: &self)
    }

    /// Runs `body` with a form's message overrides in force (inner forms win over outer ones).
    public mutating func withMessageOverrides<Result>(
        _ overrides: [String: String], _ body: (inout ValidationContext) -> Result
    ) -> Result {
        guard !overrides.isEmpty else { return body(&self) }
        formOverrides.append(overrides)
        defer { formOverrides.removeLast() }
        return body(&self)
    }

    /// Records a failure of the element at the current path and returns its rendered message.
    /// - Parameters:
    ///   - error: The format's or rule's error.
    ///   - element: The element that failed.
    ///   - overrides: The element's own message templates by code; they win over everything else.
    @discardableResult
    public mutating func report(_ error: ValidationError, for element: any FormElement, overrides: [String: String] = [:])
        -> String
    {
        let message = self.message(for: error, element: element, overrides: overrides)
        let failure = FieldError(path: path, element: element, underlying: error, message: message)
        logger.debug("validation failed", metadata: ["path": "\(failure.path)", "code": "\(error.code)"])
        errors.append(failure)
        return message
    }

    /// The message for `error` in this context's language, without recording anything.
    public func message(for error: ValidationError, element: any FormElement, overrides: [String: String] = [:])
        -> String
    {
        var parameters = error.parameters
        parameters["title"] = parameters["title"] ?? element.title
        if let template = overrides[error.code] ?? formOverrides.reversed().lazy.compactMap({ $0[error.code] }).first {
            return MessageCatalog.render(template, parameters: parameters)
        }
        return MessageCatalog.message(for: error, language: language, parameters: parameters)
    }

    /// Adds the errors of a finished walk (used when combining asynchronous results).
    mutating func append(_ error: FieldError) {
        errors.append(error)
    }

    /// Remembers an element whose asynchronous rules run after the synchronous walk.
    mutating func scheduleAsync(_ element: any AsyncValidating, value: String, overrides: [String: String]) {
        var merged: [String: String] = [:]
        for level in formOverrides { merged.merge(level) { _, inner in inner } }
        merged.merge(overrides) { _, own in own }
        asyncChecks.append(AsyncCheck(components: components, element: element, value: value, overrides: merged))
    }
}

/// An element with asynchronous rules waiting to run on a value that passed synchronous validation.
struct AsyncCheck: Sendable {
    var components: [PathComponent]
    var path: String { PathComponent.path(of: components) }
    var element: any AsyncValidating
    var value: String
    var overrides: [String: String]
}
