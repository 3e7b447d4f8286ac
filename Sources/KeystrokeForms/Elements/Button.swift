/// A button: never validated nor output (SwiftFormBuilder's button, TheDistanceForms' `Button`).
///
/// ```swift
/// let save = Button(name: "save", title: "Save") { submit() }
/// save.tap()
/// ```
public final class Button: FormElement {
    private let state: Locked<Decoration>

    /// The element's name (TheDistanceForms' question key), for telling buttons apart.
    public let name: String

    /// Creates a button.
    /// - Parameters:
    ///   - name: A name for lookups.
    ///   - title: The label.
    ///   - action: What a tap does.
    public init(name: String, title: String, action: (@Sendable () -> Void)? = nil) {
        self.name = name
        self.state = Locked(Decoration(title: title, action: action))
    }

    /// The label.
    public var title: String {
        get { state[\.title] }
        set { state[\.title] = newValue }
    }

    /// What a tap does.
    public var action: (@Sendable () -> Void)? {
        get { state[\.action] }
        set { state[\.action] = newValue }
    }

    /// Runs the action when the button is visible and enabled.
    public func tap() {
        let snapshot = state.value
        guard !snapshot.isHidden, snapshot.isEnabled else { return }
        snapshot.action?()
    }

    /// Whether the button is hidden.
    public var isHidden: Bool {
        get { state[\.isHidden] }
        set { state[\.isHidden] = newValue }
    }

    /// Whether the button can be tapped.
    public var isEnabled: Bool {
        get { state[\.isEnabled] }
        set { state[\.isEnabled] = newValue }
    }

    /// Always discardable.
    public var isDiscardable: Bool { true }
    /// No value.
    public var currentValue: FormOutput { .null }
    /// Never validated; no output.
    public func validate(in context: inout ValidationContext) -> FormOutput? { nil }
    /// Buttons take no answers.
    public func fill(with answer: FormOutput, at path: String) throws(FormDefinitionError) {
        throw FormDefinitionError(path: path, message: "'\(name)' is a button and takes no answer")
    }
}
