/// Text shown in a form that is never validated nor output (SwiftFormBuilder's label item).
public final class StaticText: FormElement {
    private let state: Locked<Decoration>

    /// The element's name (for lookups; never an output key).
    public let name: String

    /// Creates static text.
    /// - Parameters:
    ///   - name: A name for lookups.
    ///   - text: The text shown.
    public init(name: String, text: String) {
        self.name = name
        self.state = Locked(Decoration(title: text))
    }

    /// The text shown.
    public var text: String {
        get { state[\.title] }
        set { state[\.title] = newValue }
    }

    /// The text shown.
    public var title: String { text }

    /// Whether the text is hidden.
    public var isHidden: Bool {
        get { state[\.isHidden] }
        set { state[\.isHidden] = newValue }
    }

    /// Whether the text is enabled (no effect on output).
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
    /// Static text takes no answers.
    public func fill(with answer: FormOutput, at path: String) throws(FormDefinitionError) {
        throw FormDefinitionError(path: path, message: "'\(name)' is static text and takes no answer")
    }
}

/// The state every decoration element (static text, separator, button) keeps.
struct Decoration: Sendable {
    var title: String
    var isHidden = false
    var isEnabled = true
    var action: (@Sendable () -> Void)?
}
