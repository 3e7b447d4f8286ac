@_spi(KeystrokeInternal) import PCRE2

/// A form's whole state at one moment, and the way back to it: every lock's value and every
/// observable value of every element, observers included, put back without notifying anyone.
///
/// A pooled server form (``FormPool``) is checkpointed once, right after it is made, and
/// restored after each request, so the next request finds it exactly as made: what one request
/// filled, selected, added, hid or validated is gone, as with a new form.
struct FormCheckpoint: Sendable {
    private var steps: [@Sendable () -> Void]

    init(_ steps: [@Sendable () -> Void]) {
        self.steps = steps
    }

    /// Adds the steps of another checkpoint (a child element's).
    mutating func append(_ other: FormCheckpoint) {
        steps.append(contentsOf: other.steps)
    }

    /// Puts every saved value back.
    func restore() {
        for step in steps { step() }
    }

    /// The checkpoints of `elements`, or `nil` if one of them cannot be checkpointed (an
    /// element of the app's own, whose state only it knows).
    static func of(_ elements: [any FormElement]) -> FormCheckpoint? {
        var checkpoint = FormCheckpoint([])
        for element in elements {
            guard let child = (element as? any CheckpointedElement)?.checkpoint() else { return nil }
            checkpoint.append(child)
        }
        return checkpoint
    }
}

/// A built-in element that can save its whole state and put it back (``FormCheckpoint``).
protocol CheckpointedElement: FormElement {
    /// The element's state now, its children's included; `nil` if a child cannot be saved.
    func checkpoint() -> FormCheckpoint?
}

extension Locked where Value: Sendable {
    /// Puts back the value the lock holds now.
    func savedValue() -> @Sendable () -> Void {
        let saved = value
        return { self.withLock { $0 = saved } }
    }
}
