/// A visual separator: never validated nor output (SwiftFormBuilder's separator item).
public final class Separator: FormElement {
    private let state = Locked(Decoration(title: ""))

    /// The element's name (for lookups; never an output key).
    public let name: String

    /// Creates a separator.
    /// - Parameter name: A name for lookups.
    public init(name: String = "separator") {
        self.name = name
    }

    /// Empty.
    public var title: String { "" }

    /// Whether the separator is hidden.
    public var isHidden: Bool {
        get { state[\.isHidden] }
        set { state[\.isHidden] = newValue }
    }

    /// Whether the separator is enabled (no effect).
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
    /// Separators take no answers.
    public func fill(with answer: FormOutput, at path: String) throws(FormDefinitionError) {
        throw FormDefinitionError(path: path, message: "'\(name)' is a separator and takes no answer")
    }
}
