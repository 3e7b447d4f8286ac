/// An element whose common properties live in an ``ElementAttributes`` object.
public protocol AttributedElement: FormElement {
    /// The element's title, placeholder, visibility, editability and message overrides.
    var attributes: ElementAttributes { get }
}

extension AttributedElement {
    /// The human title.
    public var title: String {
        get { attributes.title }
        set { attributes.title = newValue }
    }

    /// Placeholder text for a UI.
    public var placeholder: String? {
        get { attributes.placeholder }
        set { attributes.placeholder = newValue }
    }

    /// Whether the element is hidden; hidden elements are neither validated nor output.
    public var isHidden: Bool {
        get { attributes.isHidden }
        set { attributes.isHidden = newValue }
    }

    /// Whether the element can be edited; disabled elements are neither validated nor output.
    public var isEnabled: Bool {
        get { attributes.isEnabled }
        set { attributes.isEnabled = newValue }
    }

    /// This element's message templates by error code; they win over form, global and catalog messages.
    public var messageOverrides: [String: String] {
        get { attributes.messageOverrides }
        set { attributes.messageOverrides = newValue }
    }

    /// Whether the element is hidden or disabled, from one read of the attributes.
    public var isHiddenOrDisabled: Bool { attributes.isHiddenOrDisabled }
}
