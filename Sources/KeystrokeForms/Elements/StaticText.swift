/// Text shown in a form, never validated nor output (SwiftFormBuilder's label item).
public final class StaticText: DecorativeElement {
    /// The element's name (for lookups; never an output key).
    public let name: String
    /// The text (as the title), visibility and editability.
    public let attributes: ElementAttributes

    /// Creates static text.
    /// - Parameters:
    ///   - name: A name for lookups.
    ///   - text: The text shown.
    public init(name: String, text: String) {
        self.name = name
        self.attributes = ElementAttributes(title: text)
    }

    /// The text shown.
    public var text: String {
        get { attributes.title }
        set { attributes.title = newValue }
    }
}

extension StaticText: CheckpointedElement {
    func checkpoint() -> FormCheckpoint? { FormCheckpoint([attributes.savedState()]) }
}
