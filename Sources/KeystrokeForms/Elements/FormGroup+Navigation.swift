extension FormGroup {
    /// The elements a UI may focus, in order: focusable, visible and enabled, inside visible and enabled containers.
    public var focusableElements: [any FormElement] {
        Self.flatten(elements, active: true).filter { $0.eligible }.map(\.element)
    }

    /// The next focusable, visible, enabled element after `element` (what the Return key moves to);
    /// `nil` after the last one or when `element` is not in this form.
    public func nextFocusable(after element: any FormElement) -> (any FormElement)? {
        let all = Self.flatten(elements, active: true)
        guard let index = all.firstIndex(where: { $0.element === element }) else { return nil }
        return all[(index + 1)...].first { $0.eligible }?.element
    }

    /// The element at a path as in error paths: names joined by dots (`address.city`), and the
    /// index of a list's item in brackets (`phones[1]`, `dependants[0].cpf`).
    ///
    /// A name never reaches into a list's items without an index: `dependants.cpf` is `nil`.
    public func element(at path: String) -> (any FormElement)? {
        var candidates: [any FormElement] = elements
        var found: (any FormElement)?
        for component in PathComponent.components(of: path) {
            let next: any FormElement
            switch component {
            case .key(let name):
                guard let named = candidates.first(where: { $0.name == name }) else { return nil }
                next = named
            case .index(let index):
                guard let list = found as? RepeatingGroup, let item = list.item(at: index) else { return nil }
                next = item
            }
            found = next
            // A list's children are its items, reached by index only.
            candidates = next is RepeatingGroup ? [] : next.children
        }
        return found
    }

    private static func flatten(_ elements: [any FormElement], active: Bool) -> [(element: any FormElement, eligible: Bool)] {
        var result: [(element: any FormElement, eligible: Bool)] = []
        for element in elements {
            let isActive = active && !element.isHidden && element.isEnabled
            result.append((element, isActive && element.acceptsFocus))
            result += flatten(element.children, active: isActive)
        }
        return result
    }
}
