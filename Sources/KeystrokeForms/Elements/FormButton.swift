@_spi(KeystrokeInternal) import PCRE2

/// A button, never validated nor output (SwiftFormBuilder's button, TheDistanceForms' `Button`).
///
/// ```swift
/// let save = FormButton(name: "save", title: "Save") { submit() }
/// save.tap()
/// ```
public final class FormButton: DecorativeElement {
    /// The element's name (TheDistanceForms' question key), for telling buttons apart.
    public let name: String
    /// The label (as the title), visibility and editability.
    public let attributes: ElementAttributes
    private let handler: Locked<(@Sendable () -> Void)?>

    /// Creates a form button.
    /// - Parameters:
    ///   - name: A name for lookups.
    ///   - title: The label.
    ///   - action: What a tap does.
    public init(name: String, title: String, action: (@Sendable () -> Void)? = nil) {
        self.name = name
        self.attributes = ElementAttributes(title: title)
        self.handler = Locked(action)
    }

    /// What a tap does.
    public var action: (@Sendable () -> Void)? {
        get { handler.value }
        set { handler.withLock { $0 = newValue } }
    }

    /// Runs the action when the button is visible and enabled.
    public func tap() {
        guard !isHidden, isEnabled else { return }
        action?()
    }
}

extension FormButton: CheckpointedElement {
    func checkpoint() -> FormCheckpoint? { FormCheckpoint([handler.savedValue(), attributes.savedState()]) }
}
