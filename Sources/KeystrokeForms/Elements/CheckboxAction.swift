/// What a checkbox does to other elements when it changes (SwiftFormBuilder's actions).
///
/// Actions apply as soon as they are set on a checkbox (so a form loads in
/// a consistent state) and again at every change of the selection.
///
/// ```swift
/// company.actions = [.visibility([companyName, vatNumber]), .editing([invoiceEmail])]
/// ```
public struct CheckboxAction: Sendable {
    /// The kind of action.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// Shows the targets in the active state, hides them otherwise.
        case visibility
        /// Enables the targets in the active state; disabling clears their values.
        case editing
    }

    /// The kind of action.
    public var kind: Kind
    /// The elements acted on, while they exist: the action does not keep them alive, since
    /// they belong to the same form as the checkbox.
    public var targets: [any FormElement] {
        get { links.compactMap(\.element) }
        set { links = newValue.map(ElementLink.init) }
    }
    private var links: [ElementLink]
    /// The selection that is the active state: `true` shows/enables the targets while selected.
    public var whenSelected: Bool

    /// Creates an action.
    /// - Parameters:
    ///   - kind: Visibility or editing.
    ///   - targets: The elements acted on.
    ///   - whenSelected: The selection in which targets are shown or enabled.
    public init(kind: Kind, targets: [any FormElement], whenSelected: Bool = true) {
        self.kind = kind
        self.links = targets.map(ElementLink.init)
        self.whenSelected = whenSelected
    }

    /// Shows `targets` while the checkbox is selected (or while it is not, with `whenSelected: false`).
    public static func visibility(_ targets: [any FormElement], whenSelected: Bool = true) -> CheckboxAction {
        CheckboxAction(kind: .visibility, targets: targets, whenSelected: whenSelected)
    }

    /// Enables `targets` while the checkbox is selected; disabling clears them.
    public static func editing(_ targets: [any FormElement], whenSelected: Bool = true) -> CheckboxAction {
        CheckboxAction(kind: .editing, targets: targets, whenSelected: whenSelected)
    }

    /// Applies the action for a checkbox whose selection is `isSelected`.
    func apply(isSelected: Bool) {
        let isActive = isSelected == whenSelected
        for case let target? in links.lazy.map(\.element) {
            switch kind {
            case .visibility:
                target.isHidden = !isActive
            case .editing:
                target.isEnabled = isActive
                if !isActive { target.clear() }
            }
            if !isActive { target.resetValidation() }
        }
    }
}
