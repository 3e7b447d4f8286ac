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

    /// The element at a dotted path of names (`address.city`), as in error paths.
    public func element(at path: String) -> (any FormElement)? {
        var candidates: [any FormElement] = elements
        var found: (any FormElement)?
        for name in path.split(separator: ".", omittingEmptySubsequences: false) {
            guard let next = candidates.first(where: { $0.name == name }) else { return nil }
            found = next
            candidates = next.children
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
