/// An element shown in a form but never validated nor output (SwiftFormBuilder's
/// `discardable` items): static text, separators, buttons.
public protocol DecorativeElement: AttributedElement {}

extension DecorativeElement {
    /// Always discardable.
    public var isDiscardable: Bool { true }
    /// No value.
    public var currentValue: FormOutput { .null }
    /// Never validated; no output.
    public func validate(in context: inout ValidationContext) -> FormOutput? { nil }
    /// Decorations take no answers.
    public func fill(with answer: FormOutput, at path: String) throws(FormDefinitionError) {
        throw FormDefinitionError(path: path, message: "'\(name)' is shown only and takes no answer")
    }
}
