extension FormGroup {
    /// Drops the references elements hold to one another: checkbox actions, `requiredWhen` and
    /// dependencies. A checkbox that shows a field the field is `requiredWhen` is a reference
    /// cycle, so a form that has such pairs is never freed on its own; a server that builds a
    /// form per request (``FormValidator``) unlinks each one once it has answered.
    func unlinkElements() {
        var pending: [any FormElement] = [self]
        while let element = pending.popLast() {
            pending += element.children
            // The links live on two concrete kinds; nothing else holds one.
            if let box = element as? Checkbox { box.actions = [] }
            if let checked = element as? any CheckedElement {
                checked.withChecks { checks in
                    checks.requiredWhen = nil
                    checks.dependencies = []
                }
            }
        }
    }
}
