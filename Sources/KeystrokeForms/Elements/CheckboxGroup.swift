@_spi(KeystrokeInternal) import PCRE2

/// Checkboxes tied together (Neoform's `NeoformCheckElementCollection`), output as one object.
///
/// Only selected boxes appear in the output, as `true`, unless
/// ``saveUnselectedValues`` adds the others as `false`. With ``isRadio``,
/// selecting one box deselects the others.
///
/// ```swift
/// let notification = CheckboxGroup(name: "notification", elements: [email, push])
/// email.isSelected = true
/// // output: "notification": {"email": true}
/// ```
public final class CheckboxGroup: AttributedElement {
    /// The error of a group with nothing selected (`selection.required`); its
    /// message comes from ``MessageCatalog`` in the form's language.
    public static let selectionRequired = ValidationError(code: "selection.required", message: "Select at least one option.")

    private struct State: Sendable {
        var isRadio: Bool
        var isSelectionOptional: Bool
        var saveUnselectedValues: Bool
        var onElementSelected: (@Sendable (Checkbox) -> Void)?
    }

    /// The key in the output.
    public let name: String
    /// Title, visibility, editability and message overrides.
    public let attributes: ElementAttributes
    /// The checkboxes, in order.
    public let elements: [Checkbox]
    /// The result of the last validation, observable.
    public let stateValue = FormValue(ValidationState.default)
    private let state: Locked<State>

    /// Creates a group.
    /// - Parameters:
    ///   - name: The key in the output.
    ///   - title: The title used in messages; defaults to `name`.
    ///   - elements: The checkboxes.
    ///   - isRadio: Whether selecting one deselects the others; with several boxes
    ///     initially selected only the first stays selected.
    ///   - isSelectionOptional: Whether no selection is valid (`selection.required` otherwise).
    ///   - saveUnselectedValues: Whether unselected boxes appear in the output as `false`.
    public init(
        name: String, title: String? = nil, elements: [Checkbox], isRadio: Bool = false,
        isSelectionOptional: Bool = false, saveUnselectedValues: Bool = false
    ) {
        self.name = name
        self.attributes = ElementAttributes(title: title ?? name)
        self.elements = elements
        self.state = Locked(
            State(
                isRadio: isRadio, isSelectionOptional: isSelectionOptional,
                saveUnselectedValues: saveUnselectedValues))
        if isRadio, let first = elements.firstIndex(where: \.isSelected) {
            for box in elements[(first + 1)...] { box.isSelected = false }
        }
        for box in elements {
            box.selectionValue.addObserver { [weak self, weak box] selected in
                guard selected, let self, let box else { return }
                self.didSelect(box)
            }
        }
    }

    private func didSelect(_ box: Checkbox) {
        let snapshot = state.value
        if snapshot.isRadio {
            for other in elements where other !== box { other.isSelected = false }
        }
        stateValue.set(.default)
        snapshot.onElementSelected?(box)
    }

    /// Whether selecting one box deselects the others.
    public var isRadio: Bool {
        get { state[\.isRadio] }
        set { state[\.isRadio] = newValue }
    }

    /// Whether no selection is valid.
    public var isSelectionOptional: Bool {
        get { state[\.isSelectionOptional] }
        set { state[\.isSelectionOptional] = newValue }
    }

    /// Whether unselected boxes appear in the output as `false`.
    public var saveUnselectedValues: Bool {
        get { state[\.saveUnselectedValues] }
        set { state[\.saveUnselectedValues] = newValue }
    }

    /// Called after a box becomes selected (Neoform's `onElementSelected`).
    public var onElementSelected: (@Sendable (Checkbox) -> Void)? {
        get { state[\.onElementSelected] }
        set { state[\.onElementSelected] = newValue }
    }

    /// The result of the last validation.
    public var validationState: ValidationState { stateValue.value }

    /// The selected boxes, in order.
    public var selectedElements: [Checkbox] { elements.filter(\.isSelected) }

    /// The checkboxes.
    public var children: [any FormElement] { elements }

    /// The names of the selected boxes, or `.null` when none is selected.
    public var currentValue: FormOutput {
        let selected = selectedElements
        return selected.isEmpty ? .null : .array(selected.map { .string($0.name) })
    }

    /// Outputs `{name: true}` per selected visible box (and `false` for the others when saving them).
    public func validate(in context: inout ValidationContext) -> FormOutput? {
        let snapshot = state.withLock { (saveUnselectedValues: $0.saveUnselectedValues, isSelectionOptional: $0.isSelectionOptional) }
        var members = [String: FormOutput](minimumCapacity: elements.count)
        var anySelected = false
        for box in elements where !box.isHiddenOrDisabled {
            if box.isSelected {
                anySelected = true
                members[box.name] = .bool(true)
            } else if snapshot.saveUnselectedValues {
                members[box.name] = .bool(false)
            }
        }
        if !anySelected, !snapshot.isSelectionOptional {
            let error = Self.selectionRequired
            stateValue.set(.error(context.report(error, for: self, overrides: messageOverrides)))
            return nil
        }
        stateValue.set(.valid)
        return .object(members)
    }

    /// Deselects every box.
    public func clear() {
        for box in elements { box.isSelected = false }
    }

    /// Returns the group and its boxes to ``ValidationState/default``.
    public func resetValidation() {
        stateValue.set(.default)
        for box in elements { box.resetValidation() }
    }

    /// Sets the selection from `{"email": true, "push": false}`; boxes not named are left alone.
    public func fill(with answer: FormOutput, at path: String) throws(FormDefinitionError) {
        guard case .object(let members) = answer else { throw .expected("an object", got: answer, at: path) }
        for key in members.keys.sorted() {
            let memberPath = FormDefinitionError.path(path, key: key)
            guard let box = elements.first(where: { $0.name == key }) else {
                throw FormDefinitionError(path: memberPath, message: "no checkbox named '\(key)' in '\(name)'")
            }
            try box.fill(with: members[key] ?? .null, at: memberPath)
        }
    }
}

extension CheckboxGroup: CheckpointedElement {
    func checkpoint() -> FormCheckpoint? {
        guard let boxes = FormCheckpoint.of(elements) else { return nil }
        var checkpoint = FormCheckpoint([state.savedValue(), stateValue.savedState(), attributes.savedState()])
        checkpoint.append(boxes)
        return checkpoint
    }
}
