@_spi(KeystrokeInternal) import PCRE2

/// A checkbox: selected or not, output as `true` / `false`.
///
/// In a ``CheckboxGroup`` only its selection matters; on its own it may be
/// mandatory (terms that must be accepted) and drive ``actions``.
///
/// ```swift
/// let terms = Checkbox(name: "terms", isMandatory: true)
/// terms.isSelected = true
/// ```
public final class Checkbox: AttributedElement {
    private struct State: Sendable {
        var isMandatory: Bool
        var actions: [CheckboxAction] = []
    }

    /// The key in the output.
    public let name: String
    /// Title, visibility, editability and message overrides.
    public let attributes: ElementAttributes
    /// The selection, observable.
    public let selectionValue: FormValue<Bool>
    /// The result of the last validation, observable.
    public let stateValue = FormValue(ValidationState.default)
    private let state: Locked<State>

    /// Creates a checkbox.
    /// - Parameters:
    ///   - name: The key in the output.
    ///   - title: The label shown and used in messages; defaults to `name`.
    ///   - isSelected: The initial selection (Neoform's `startSelected`).
    ///   - isMandatory: Whether it must be selected to be valid (on its own, not in a group).
    public init(name: String, title: String? = nil, isSelected: Bool = false, isMandatory: Bool = false) {
        self.name = name
        self.attributes = ElementAttributes(title: title ?? name)
        self.selectionValue = FormValue(isSelected)
        self.state = Locked(State(isMandatory: isMandatory))
    }

    /// Whether the box is selected; a change applies the ``actions``.
    public var isSelected: Bool {
        get { selectionValue.value }
        set {
            guard selectionValue.set(newValue) else { return }
            stateValue.set(.default)
            for action in actions { action.apply(isSelected: newValue) }
        }
    }

    /// Flips the selection.
    public func toggle() { isSelected.toggle() }

    /// What the checkbox does to other elements; applied at once when set, and at every change.
    public var actions: [CheckboxAction] {
        get { state[\.actions] }
        set {
            state[\.actions] = newValue
            let isSelected = self.isSelected
            for action in newValue { action.apply(isSelected: isSelected) }
        }
    }

    /// Whether it must be selected (`required` otherwise).
    public var isMandatory: Bool {
        get { state[\.isMandatory] }
        set { state[\.isMandatory] = newValue }
    }

    /// The result of the last validation.
    public var validationState: ValidationState { stateValue.value }

    /// `true` or `false`.
    public var currentValue: FormOutput { .bool(isSelected) }

    /// Outputs the selection; a mandatory unselected box is `required`.
    public func validate(in context: inout ValidationContext) -> FormOutput? {
        if isMandatory, !isSelected {
            stateValue.set(.error(context.report(.required, for: self, overrides: messageOverrides)))
            return nil
        }
        stateValue.set(.valid)
        return .bool(isSelected)
    }

    /// Deselects the box.
    public func clear() { isSelected = false }

    /// Returns to ``ValidationState/default``.
    public func resetValidation() { stateValue.set(.default) }

    /// Sets the selection from a boolean answer.
    public func fill(with answer: FormOutput, at path: String) throws(FormDefinitionError) {
        guard case .bool(let selected) = answer else { throw .expected("a boolean", got: answer, at: path) }
        isSelected = selected
    }
}

extension Checkbox: CheckpointedElement {
    func checkpoint() -> FormCheckpoint? {
        FormCheckpoint([state.savedValue(), selectionValue.savedState(), stateValue.savedState(), attributes.savedState()])
    }
}
