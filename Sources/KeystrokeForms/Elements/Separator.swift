/// A visual separator, never validated nor output (SwiftFormBuilder's separator item).
public final class Separator: DecorativeElement {
    /// The element's name (for lookups; never an output key).
    public let name: String
    /// Visibility and editability; the title is empty.
    public let attributes = ElementAttributes(title: "")

    /// Creates a separator.
    /// - Parameter name: A name for lookups.
    public init(name: String = "separator") {
        self.name = name
    }
}

extension Separator: CheckpointedElement {
    func checkpoint() -> FormCheckpoint? { FormCheckpoint([attributes.savedState()]) }
}
