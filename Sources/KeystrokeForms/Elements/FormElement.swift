/// Anything a form holds: fields, checkboxes, groups, lists, nested forms, static decoration.
///
/// Elements are reference types a UI binds to; their state is guarded by a
/// lock, so they are `Sendable` and may be read from any thread. `[any FormElement]`
/// holds any mix, and a ``FormGroup`` is itself an element, so forms nest.
///
/// To write your own element, validate in ``validate(in:)`` and report failures
/// through the context, which also extends paths for nested children:
///
/// ```swift
/// func validate(in context: inout ValidationContext) -> FormOutput? {
///     guard isAccepted else { context.report(.required, for: self); return nil }
///     return .bool(true)
/// }
/// ```
public protocol FormElement: AnyObject, Sendable {
    /// The key of the element in the output and its component in error paths.
    var name: String { get }
    /// The human title, used in messages (`{title}`, and `{field}` in dependency messages).
    var title: String { get }
    /// Whether the element is hidden; hidden elements are neither validated nor output.
    var isHidden: Bool { get set }
    /// Whether the element can be edited; disabled elements are neither validated nor output.
    var isEnabled: Bool { get set }
    /// Whether the element is hidden or disabled: then it is neither validated nor output.
    var isHiddenOrDisabled: Bool { get }
    /// Whether the element never appears in the output (static text, separators, buttons).
    var isDiscardable: Bool { get }
    /// Whether a UI may move keyboard focus here (text entry, pickers).
    var acceptsFocus: Bool { get }
    /// The elements inside this one (nested forms, groups, a list's items), in order.
    var children: [any FormElement] { get }
    /// The value as it stands, unvalidated: what dependencies compare. `.null` when empty.
    var currentValue: FormOutput { get }

    /// Validates the element, reporting failures to `context`.
    /// - Returns: The element's output, or `nil` when it is invalid or has nothing to output.
    func validate(in context: inout ValidationContext) -> FormOutput?
    /// Empties the element (an `editing` action disabled it).
    func clear()
    /// Returns the element, and its children, to ``ValidationState/default``.
    func resetValidation()
    /// Sets the element's value from an answer (`"Curitiba"`, `true`, `{"email": true}`, `["a", "b"]`).
    /// - Parameters:
    ///   - answer: The value, shaped like the element's output.
    ///   - path: The JSON path of `answer`, for errors.
    func fill(with answer: FormOutput, at path: String) throws(FormDefinitionError)
}

extension FormElement {
    /// Hidden, or not enabled.
    public var isHiddenOrDisabled: Bool { isHidden || !isEnabled }
    /// Elements have output by default.
    public var isDiscardable: Bool { false }
    /// Elements take no focus by default.
    public var acceptsFocus: Bool { false }
    /// No children by default.
    public var children: [any FormElement] { [] }
    /// Resets every child by default.
    public func resetValidation() {
        for child in children { child.resetValidation() }
    }
    /// Clears every child by default.
    public func clear() {
        for child in children { child.clear() }
    }
}

extension FormDefinitionError {
    /// An answer of the wrong JSON kind.
    static func expected(_ kind: String, got answer: FormOutput, at path: String) -> FormDefinitionError {
        FormDefinitionError(path: path, message: "expected \(kind), got \(answer.kindName)")
    }
}
