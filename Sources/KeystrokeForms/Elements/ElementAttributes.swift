@_spi(KeystrokeInternal) import PCRE2

/// The attributes every built-in element has: a title, a placeholder, visibility,
/// editability and message overrides, kept behind one lock.
///
/// A UI sets them directly on the element (`field.isHidden = true`); elements
/// of your own get the same properties by conforming to ``AttributedElement``.
public final class ElementAttributes: Sendable {
    private struct Values: Sendable {
        var title: String
        var placeholder: String?
        var isHidden = false
        var isEnabled = true
        var messageOverrides: [String: String] = [:]
    }

    private let values: Locked<Values>

    /// Creates attributes for a visible, enabled element.
    /// - Parameter title: The human title.
    public init(title: String) {
        values = Locked(Values(title: title))
    }

    /// Attributes with a placeholder and message overrides from the start.
    init(title: String, placeholder: String?, messages: [String: String]) {
        values = Locked(Values(title: title, placeholder: placeholder, messageOverrides: messages))
    }

    /// The human title, used in messages (`{title}`, and `{field}` in dependency messages).
    public var title: String {
        get { values[\.title] }
        set { values[\.title] = newValue }
    }

    /// Placeholder text for a UI.
    public var placeholder: String? {
        get { values[\.placeholder] }
        set { values[\.placeholder] = newValue }
    }

    /// Whether the element is hidden.
    public var isHidden: Bool {
        get { values[\.isHidden] }
        set { values[\.isHidden] = newValue }
    }

    /// Whether the element can be edited.
    public var isEnabled: Bool {
        get { values[\.isEnabled] }
        set { values[\.isEnabled] = newValue }
    }

    /// Message templates by error code; they win over form, global and catalog messages.
    public var messageOverrides: [String: String] {
        get { values[\.messageOverrides] }
        set { values[\.messageOverrides] = newValue }
    }

    /// Whether the element is hidden or disabled, read under one lock (validation asks for every element).
    public var isHiddenOrDisabled: Bool {
        values.withLock { $0.isHidden || !$0.isEnabled }
    }
}

extension ElementAttributes {
    /// Puts back every attribute as it is now (``FormCheckpoint``).
    func savedState() -> @Sendable () -> Void { values.savedValue() }
}
