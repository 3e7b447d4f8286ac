/// A link from one element to another that does not keep the other alive.
///
/// The form owns its elements. Links between them (checkbox actions, `requiredWhen`,
/// dependencies) often run both ways, a checkbox that shows a field the field is
/// `requiredWhen`, so owning links would make cycles that are never freed.
struct ElementLink: Sendable {
    weak var element: (any FormElement)?

    init(_ element: any FormElement) {
        self.element = element
    }
}
