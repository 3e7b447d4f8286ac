/// One selectable item of a ``Choice``: an id for the output and a name to display
/// (Neoform's `NeoformSelectableItemProtocol`, SwiftFormBuilder's `PickerValue`).
public struct ChoiceItem: Sendable, Hashable, Codable {
    /// The value output by default.
    public var id: String
    /// The text shown to users.
    public var name: String

    /// Creates an item.
    /// - Parameters:
    ///   - id: The value output by default.
    ///   - name: The text shown; defaults to `id`.
    public init(id: String, name: String? = nil) {
        self.id = id
        self.name = name ?? id
    }
}
