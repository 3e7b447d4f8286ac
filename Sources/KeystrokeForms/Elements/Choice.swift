@_spi(KeystrokeInternal) import PCRE2
import Foundation

/// A picker: one item per component, chosen from lists that may load asynchronously.
///
/// The output is the selected item's id (an array of ids for several
/// components) unless ``outputMapping`` says otherwise. Several components
/// display through a pattern such as `%@/%@` (Neoform's `pickerViewComponentsFormat`).
///
/// ```swift
/// let expiry = Choice(name: "expiry", components: [months, years], displayPattern: "%@/%@")
/// expiry.select(id: "09", component: 0); expiry.select(id: "29", component: 1)
/// expiry.displayText      // "09/29"
/// ```
public final class Choice: AttributedElement {
    private struct State: Sendable {
        var isMandatory: Bool
        var components: [[ChoiceItem]]
        var selection: [ChoiceItem?]
        var displayPattern: String
        var outputMapping: (@Sendable ([ChoiceItem]) -> FormOutput)?
        var onSelection: (@Sendable (Choice) -> Void)?
        var isLoading = false
    }

    /// The key in the output.
    public let name: String
    /// Title, placeholder, visibility, editability and message overrides.
    public let attributes: ElementAttributes
    /// The text shown for the selection (`""` until something is selected), observable.
    public let displayValue = FormValue("")
    /// The result of the last validation, observable.
    public let stateValue = FormValue(ValidationState.default)
    private let state: Locked<State>

    /// Creates a single-component choice.
    /// - Parameters:
    ///   - name: The key in the output.
    ///   - items: The items; may be empty and loaded later with ``loadItems(_:)``.
    ///   - title: The title used in messages; defaults to `name`.
    ///   - isMandatory: Whether a selection is required.
    public convenience init(name: String, items: [ChoiceItem] = [], title: String? = nil, isMandatory: Bool = true) {
        self.init(name: name, components: [items], displayPattern: "%@", title: title, isMandatory: isMandatory)
    }

    /// Creates a choice with several components.
    /// - Parameters:
    ///   - name: The key in the output.
    ///   - components: The items of each component.
    ///   - displayPattern: How selections display; each `%@` takes the next component's item name.
    ///   - title: The title used in messages; defaults to `name`.
    ///   - isMandatory: Whether every component needs a selection.
    public init(
        name: String, components: [[ChoiceItem]], displayPattern: String, title: String? = nil, isMandatory: Bool = true
    ) {
        self.name = name
        self.attributes = ElementAttributes(title: title ?? name)
        self.state = Locked(
            State(
                isMandatory: isMandatory, components: components,
                selection: Array(repeating: nil, count: components.count), displayPattern: displayPattern))
    }

    // MARK: - Items and selection

    /// The items of every component.
    public var components: [[ChoiceItem]] { state[\.components] }

    /// The items of the first component.
    public var items: [ChoiceItem] { state.value.components.first ?? [] }

    /// The selected item of each component (`nil` where nothing is selected).
    public var selection: [ChoiceItem?] { state[\.selection] }

    /// Whether items are being loaded.
    public var isLoading: Bool { state[\.isLoading] }

    /// Selects the item with `id` in `component`.
    /// - Returns: `false` (and leaves the selection alone) when there is no such item.
    @discardableResult
    public func select(id: String, component: Int = 0) -> Bool {
        let outcome: (changed: Bool, found: Bool, callback: (@Sendable (Choice) -> Void)?) = state.withLock { state in
            guard state.components.indices.contains(component),
                let item = state.components[component].first(where: { $0.id == id })
            else { return (false, false, nil) }
            let changed = state.selection[component] != item
            state.selection[component] = item
            return (changed, true, state.onSelection)
        }
        if outcome.changed {
            selectionDidChange()
            outcome.callback?(self)
        }
        return outcome.found
    }

    /// Clears the selection of every component.
    public func clear() {
        state.withLock { $0.selection = Array(repeating: nil, count: $0.components.count) }
        selectionDidChange()
    }

    /// Replaces the items; selections whose ids still exist are kept.
    public func setComponents(_ components: [[ChoiceItem]]) {
        state.withLock { state in
            state.selection = components.indices.map { index in
                guard state.selection.indices.contains(index), let selected = state.selection[index] else { return nil }
                return components[index].first { $0.id == selected.id }
            }
            state.components = components
        }
        selectionDidChange()
    }

    /// Loads the items asynchronously (Neoform's `loadPickerTableViewItemsHandler`).
    ///
    /// ``isLoading`` is `true` meanwhile. If the task is cancelled, or the
    /// loader throws, the items stay as they were.
    /// - Parameter loader: Returns the items of every component.
    public func loadItems<Failure: Error>(_ loader: () async throws(Failure) -> [[ChoiceItem]]) async throws(Failure) {
        state[\.isLoading] = true
        defer { state[\.isLoading] = false }
        let components = try await loader()
        guard !Task.isCancelled else { return }
        setComponents(components)
    }

    private func selectionDidChange() {
        displayValue.set(displayText)
        stateValue.set(.default)
    }

    /// The selection rendered through the display pattern; `""` when nothing is selected.
    public var displayText: String {
        let snapshot = state.value
        guard snapshot.selection.contains(where: { $0 != nil }) else { return "" }
        var names = snapshot.selection.makeIterator()
        var result = ""
        let pattern = snapshot.displayPattern.utf8
        // `%@` is ASCII, so its bytes bound scalars: the pieces between are whole text.
        var pieceStart = pattern.startIndex
        var index = pattern.startIndex
        while index < pattern.endIndex {
            let next = pattern.index(after: index)
            if pattern[index] == UInt8(ascii: "%"), next < pattern.endIndex, pattern[next] == UInt8(ascii: "@") {
                result += Substring(pattern[pieceStart..<index])
                result += names.next().flatMap { $0?.name } ?? ""
                index = pattern.index(after: next)
                pieceStart = index
            } else {
                index = next
            }
        }
        return result + Substring(pattern[pieceStart...])
    }

    // MARK: - Configuration

    /// Maps the selected items (one per component) to the output; the default outputs ids.
    public var outputMapping: (@Sendable ([ChoiceItem]) -> FormOutput)? {
        get { state[\.outputMapping] }
        set { state[\.outputMapping] = newValue }
    }

    /// Called after the user selects an item (Neoform's `onPickerViewSelectedItem`), e.g. to load a dependent choice.
    public var onSelection: (@Sendable (Choice) -> Void)? {
        get { state[\.onSelection] }
        set { state[\.onSelection] = newValue }
    }

    /// The display pattern (`%@` per component).
    public var displayPattern: String {
        get { state[\.displayPattern] }
        set {
            state[\.displayPattern] = newValue
            displayValue.set(displayText)
        }
    }

    /// Whether a selection is required.
    public var isMandatory: Bool {
        get { state[\.isMandatory] }
        set { state[\.isMandatory] = newValue }
    }

    /// The result of the last validation.
    public var validationState: ValidationState { stateValue.value }

    // MARK: - FormElement

    /// Pickers take focus.
    public var acceptsFocus: Bool { true }

    /// The selected id (ids for several components), or `.null` when nothing is selected.
    public var currentValue: FormOutput {
        let selection = self.selection
        guard selection.contains(where: { $0 != nil }) else { return .null }
        return Self.defaultOutput(selection)
    }

    /// The id of the one component's item, or the ids of several (`null` where nothing is selected).
    private static func defaultOutput(_ selection: [ChoiceItem?]) -> FormOutput {
        let id: (ChoiceItem?) -> FormOutput = { $0.map { .string($0.id) } ?? .null }
        return selection.count == 1 ? id(selection[0]) : .array(selection.map(id))
    }

    /// Requires a selection in every component when mandatory; outputs ids or the mapping's value.
    public func validate(in context: inout ValidationContext) -> FormOutput? {
        // Decided under one lock; only the mapping, which is the caller's code, runs outside it.
        let outcome: SelectionOutcome = state.withLock { state in
            guard !state.selection.isEmpty, !state.selection.contains(where: { $0 == nil }) else {
                return .incomplete(isMandatory: state.isMandatory)
            }
            if let mapping = state.outputMapping { return .mapped(mapping, state.selection.compactMap { $0 }) }
            return .output(Self.defaultOutput(state.selection))
        }
        switch outcome {
        case .incomplete(let isMandatory):
            if isMandatory {
                stateValue.set(.error(context.report(.required, for: self, overrides: messageOverrides)))
                return nil
            }
            stateValue.set(.valid)
            return .null
        case .mapped(let mapping, let selected):
            stateValue.set(.valid)
            return mapping(selected)
        case .output(let output):
            stateValue.set(.valid)
            return output
        }
    }

    /// What validation found under the lock.
    private enum SelectionOutcome {
        /// Some component has no selection.
        case incomplete(isMandatory: Bool)
        /// Every component has one; the mapping gives the output.
        case mapped(@Sendable ([ChoiceItem]) -> FormOutput, [ChoiceItem])
        /// Every component has one; the ids are the output.
        case output(FormOutput)
    }

    /// Returns to ``ValidationState/default``.
    public func resetValidation() { stateValue.set(.default) }

    /// Selects by id: a string for one component, an array of strings for several; `null` clears.
    public func fill(with answer: FormOutput, at path: String) throws(FormDefinitionError) {
        let ids: [FormOutput]
        switch answer {
        case .null:
            clear()
            return
        case .string: ids = [answer]
        case .array(let items): ids = items
        default: throw .expected("an item id", got: answer, at: path)
        }
        guard ids.count == components.count else {
            throw FormDefinitionError(path: path, message: "expected \(components.count) ids, got \(ids.count)")
        }
        for (component, id) in ids.enumerated() {
            guard case .string(let id) = id else {
                throw .expected("an item id", got: id, at: path + (ids.count == 1 ? "" : "[\(component)]"))
            }
            guard select(id: id, component: component) else {
                throw FormDefinitionError(path: path, message: "no item with id '\(id)' in '\(name)'")
            }
        }
    }
}

extension Choice: CheckpointedElement {
    func checkpoint() -> FormCheckpoint? {
        FormCheckpoint([state.savedValue(), displayValue.savedState(), stateValue.savedState(), attributes.savedState()])
    }
}
