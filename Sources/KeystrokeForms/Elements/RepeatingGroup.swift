@_spi(KeystrokeInternal) import PCRE2

/// A list of items of one shape, output as a JSON array (Formik's field arrays, Eureka's
/// multivalued sections): "one or more phone numbers", "dependants", "addresses".
///
/// Every item is made by the same closure: a single field, or a ``FormGroup`` to repeat a
/// group. Items are added, removed and moved; a count outside ``minItems`` and ``maxItems``
/// is a `list.tooFew` or `list.tooMany` error at the list, and an item's errors carry its
/// index (`phones[1]`, `dependants[0].cpf`).
///
/// ```swift
/// let phones = RepeatingGroup(name: "phones", minItems: 1, maxItems: 3) {
///     TextInput(name: "phone", format: Format.brazilianPhone)
/// }
/// let dependants = RepeatingGroup(name: "dependants") {
///     let student = Checkbox(name: "student")
///     let school = TextInput(name: "school", format: Format.nonEmpty)
///     school.requiredWhen = student           // the checkbox of the same dependant
///     return FormGroup(name: "dependant", elements: [TextInput(name: "cpf", format: Format.cpf), student, school])
/// }
/// (phones.items[0] as? TextInput)?.setText("41999998888")
/// let second = phones.addItem()            // empty until set: `phones[1]: required`
/// (second as? TextInput)?.setText("21988887777")
/// // output: "phones": ["41999998888", "21988887777"], "dependants": []
/// ```
///
/// Wire dependencies and checkbox actions inside the closure, between the elements of the
/// item it makes: each item then refers to its own elements. An item's ``FormElement/name``
/// appears in no path or output (its index does).
///
/// Adding past ``maxItems`` or removing below ``minItems`` is allowed, so that answers and
/// programmatic changes are validated as they are; a UI offers Add and Remove from
/// ``canAddItem`` and ``canRemoveItem``.
public final class RepeatingGroup: AttributedElement {
    /// The most items one answer may hold (``fill(with:at:)``); more is a ``FormDefinitionError``
    /// rather than that many elements built from one request.
    public static let maximumAnswerCount = 10_000

    private struct State: Sendable {
        var items: [any FormElement]
        var minItems: Int
        var maxItems: Int?
    }

    /// The key in the output.
    public let name: String
    /// Title, visibility, editability and message overrides (for the list's own errors and every item's).
    public let attributes: ElementAttributes
    /// The identities of the items, in order, observable: it changes at every add, remove,
    /// move and fill (an identity suits SwiftUI's `ForEach`).
    public let itemsValue: FormValue<[ObjectIdentifier]>
    /// The result of the last validation of the count, observable.
    public let stateValue = FormValue(ValidationState.default)
    private let makeItem: @Sendable () -> any FormElement
    private let state: Locked<State>

    /// Creates a list holding `minItems` new items.
    /// - Parameters:
    ///   - name: The key in the output.
    ///   - title: The title used in messages; defaults to `name`.
    ///   - minItems: The fewest items that are valid (`list.tooFew` below).
    ///   - maxItems: The most items that are valid (`list.tooMany` above); `nil` for no limit.
    ///   - makeItem: Makes a new, empty item: a field, or a ``FormGroup`` for a group.
    /// - Precondition: `minItems` is not negative and `maxItems`, if any, is not below it.
    public init(
        name: String, title: String? = nil, minItems: Int = 0, maxItems: Int? = nil,
        makeItem: @escaping @Sendable () -> any FormElement
    ) {
        precondition(minItems >= 0, "minItems is negative: \(minItems)")
        precondition(maxItems.map { $0 >= minItems } ?? true, "maxItems \(maxItems ?? 0) is below minItems \(minItems)")
        self.name = name
        self.attributes = ElementAttributes(title: title ?? name)
        self.makeItem = makeItem
        let items = (0..<minItems).map { _ in makeItem() }
        self.state = Locked(State(items: items, minItems: minItems, maxItems: maxItems))
        self.itemsValue = FormValue(items.map(ObjectIdentifier.init))
    }

    // MARK: - Configuration

    /// The fewest items that are valid.
    public var minItems: Int {
        get { state[\.minItems] }
        set { state[\.minItems] = newValue }
    }

    /// The most items that are valid; `nil` for no limit.
    public var maxItems: Int? {
        get { state[\.maxItems] }
        set { state[\.maxItems] = newValue }
    }

    /// The result of the last validation of the count.
    public var validationState: ValidationState { stateValue.value }

    // MARK: - Items

    /// The items, in order.
    public var items: [any FormElement] { state[\.items] }

    /// How many items there are.
    public var count: Int { state.withLock { $0.items.count } }

    /// The item at `index`, or `nil` past the end.
    public func item(at index: Int) -> (any FormElement)? {
        state.withLock { $0.items.indices.contains(index) ? $0.items[index] : nil }
    }

    /// Whether another item keeps the count within ``maxItems`` (what a UI's Add button asks).
    public var canAddItem: Bool {
        state.withLock { state in state.maxItems.map { state.items.count < $0 } ?? true }
    }

    /// Whether one item fewer keeps the count within ``minItems`` (what a UI's Remove button asks).
    public var canRemoveItem: Bool {
        state.withLock { $0.items.count > $0.minItems }
    }

    /// Adds a new, empty item at the end.
    /// - Returns: The new item.
    @discardableResult
    public func addItem() -> any FormElement {
        let item = makeItem()
        change { $0.append(item) }
        return item
    }

    /// Inserts a new, empty item at `index` (`count` appends).
    /// - Returns: The new item.
    /// - Precondition: `index` is in `0...count`.
    @discardableResult
    public func insertItem(at index: Int) -> any FormElement {
        let item = makeItem()
        change { items in
            precondition((0...items.count).contains(index), "insertItem(at: \(index)) in a list of \(items.count)")
            items.insert(item, at: index)
        }
        return item
    }

    /// Removes the item at `index`.
    /// - Returns: The removed item.
    /// - Precondition: `index` is in `0..<count`.
    @discardableResult
    public func removeItem(at index: Int) -> any FormElement {
        change { items in
            precondition(items.indices.contains(index), "removeItem(at: \(index)) in a list of \(items.count)")
            return items.remove(at: index)
        }
    }

    /// Moves the item at `source` so that it ends up at `destination` (both are indices of the
    /// list as it is: moving 0 to 2 in `[a, b, c]` gives `[b, c, a]`).
    /// - Precondition: both indices are in `0..<count`.
    public func moveItem(from source: Int, to destination: Int) {
        change { items in
            precondition(
                items.indices.contains(source) && items.indices.contains(destination),
                "moveItem(from: \(source), to: \(destination)) in a list of \(items.count)")
            items.insert(items.remove(at: source), at: destination)
        }
    }

    /// Removes every item.
    public func removeAllItems() {
        change { $0.removeAll() }
    }

    /// Changes the items under the lock, then publishes them and resets the count's state.
    private func change<Result>(_ body: (inout [any FormElement]) -> Result) -> Result {
        let (result, identities) = state.withLock { state in
            let result = body(&state.items)
            return (result, state.items.map(ObjectIdentifier.init))
        }
        if itemsValue.set(identities) { stateValue.set(.default) }
        return result
    }

    // MARK: - FormElement

    /// The items.
    public var children: [any FormElement] { items }

    /// The current values of the items, in order.
    public var currentValue: FormOutput { .array(items.map(\.currentValue)) }

    /// Checks the count, then validates every item under its index; outputs their array.
    ///
    /// A list with any error has no output: leaving out one item would shift the indices
    /// the errors name. A hidden or disabled item is `null` in the array.
    public func validate(in context: inout ValidationContext) -> FormOutput? {
        let snapshot = state.value
        let errorsBefore = context.errors.count
        var countMessage: String?
        if let error = Self.countError(snapshot.items.count, min: snapshot.minItems, max: snapshot.maxItems) {
            countMessage = context.report(error, for: self, overrides: messageOverrides)
        }
        let outputs = context.withMessageOverrides(messageOverrides) { context in
            snapshot.items.indices.map { index in context.validate(snapshot.items[index], at: index) ?? .null }
        }
        if let countMessage {
            stateValue.set(.error(countMessage))
        } else {
            stateValue.set(context.errors.count == errorsBefore ? .valid : .default)
        }
        return context.errors.count == errorsBefore ? .array(outputs) : nil
    }

    /// The `list.tooFew` or `list.tooMany` error for `count` items, or `nil` within the bounds.
    static func countError(_ count: Int, min: Int, max: Int?) -> ValidationError? {
        let parameters = ["count": "\(count)", "min": "\(min)", "max": max.map(String.init) ?? ""]
        if count < min {
            return ValidationError(
                code: "list.tooFew", message: "Add at least \(min); there are \(count).", parameters: parameters)
        }
        if let max, count > max {
            return ValidationError(
                code: "list.tooMany", message: "Keep at most \(max); there are \(count).", parameters: parameters)
        }
        return nil
    }

    /// Back to ``minItems`` new, empty items (an `editing` action disabled the list).
    public func clear() {
        let fresh = (0..<minItems).map { _ in makeItem() }
        change { $0 = fresh }
    }

    /// Returns the list and its items to ``ValidationState/default``.
    public func resetValidation() {
        stateValue.set(.default)
        for item in items { item.resetValidation() }
    }

    /// Replaces the items with one new item per element of an array answer, each filled from
    /// its element (`["+5541999998888", "+5521988887777"]`, or objects for group items); `null`
    /// leaves no item.
    ///
    /// The count is kept as sent, so an answer of five items for a list of three at most is
    /// `list.tooMany` when validated, never cut to fit. If any element of the answer cannot be
    /// used, the list is left as it was.
    /// - Throws: ``FormDefinitionError`` for an answer that is not an array, holds more than
    ///   ``maximumAnswerCount`` items, or has an item its element cannot take (`$.phones[1]`).
    public func fill(with answer: FormOutput, at path: String) throws(FormDefinitionError) {
        let answers: [FormOutput]
        switch answer {
        case .array(let array): answers = array
        case .null: answers = []
        default: throw .expected("an array", got: answer, at: path)
        }
        guard answers.count <= Self.maximumAnswerCount else {
            throw FormDefinitionError(
                path: path, message: "\(answers.count) items; a list takes at most \(Self.maximumAnswerCount) in one answer")
        }
        var fresh: [any FormElement] = []
        fresh.reserveCapacity(answers.count)
        for (index, answer) in answers.enumerated() {
            let item = makeItem()
            try item.fill(with: answer, at: "\(path)[\(index)]")
            fresh.append(item)
        }
        change { $0 = fresh }
    }
}

extension RepeatingGroup: CheckpointedElement {
    // The items of now, each saved: restoring the list's state brings back these objects.
    func checkpoint() -> FormCheckpoint? {
        guard let items = FormCheckpoint.of(state.value.items) else { return nil }
        var checkpoint = FormCheckpoint([state.savedValue(), itemsValue.savedState(), stateValue.savedState(), attributes.savedState()])
        checkpoint.append(items)
        return checkpoint
    }
}
