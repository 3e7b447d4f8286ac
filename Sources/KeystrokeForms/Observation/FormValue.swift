@_spi(KeystrokeInternal) import PCRE2

/// An observable value: Formalist's `FormValue`, thread-safe.
///
/// Elements own their values and change them (the text of a field, the
/// selection of a checkbox); consumers read ``value`` and observe changes.
/// Observers run only when the value really changes, synchronously on the
/// thread that made the change, after the lock is released (so an observer
/// may read or change other elements).
///
/// ```swift
/// let token = field.textValue.addObserver { text in print("now:", text) }
/// field.setText("Curitiba")   // prints "now: Curitiba"
/// field.textValue.removeObserver(token)
/// ```
public final class FormValue<Value: Sendable & Equatable>: Sendable {
    private struct Storage: Sendable {
        var value: Value
        var observers: [(id: Int, body: @Sendable (Value) -> Void)] = []
        var nextID = 0
    }

    private let storage: Locked<Storage>

    /// Creates a value.
    /// - Parameter value: The initial value.
    public init(_ value: Value) {
        storage = Locked(Storage(value: value))
    }

    /// The current value.
    public var value: Value { storage.withLock { $0.value } }

    /// Adds an observer called with the new value after every real change.
    /// - Returns: A token for ``removeObserver(_:)``.
    @discardableResult
    public func addObserver(_ observer: @escaping @Sendable (Value) -> Void) -> ObservationToken {
        storage.withLock { storage in
            storage.nextID += 1
            storage.observers.append((storage.nextID, observer))
            return ObservationToken(id: storage.nextID)
        }
    }

    /// Removes an observer; unknown tokens are ignored.
    public func removeObserver(_ token: ObservationToken) {
        storage.withLock { $0.observers.removeAll { $0.id == token.id } }
    }

    /// Sets the value and notifies observers when it changed.
    /// - Returns: Whether the value changed.
    @discardableResult
    // Inlined: validation sets every element's state, mostly to the value it already has.
    @inline(__always)
    func set(_ newValue: Value) -> Bool {
        let observers: [@Sendable (Value) -> Void]? = storage.withLock { storage in
            guard storage.value != newValue else { return nil }
            storage.value = newValue
            return storage.observers.map(\.body)
        }
        guard let observers else { return false }
        for observer in observers { observer(newValue) }
        return true
    }
}

extension FormValue {
    /// Puts back the value and the observers it has now, notifying no one (``FormCheckpoint``).
    func savedState() -> @Sendable () -> Void { storage.savedValue() }
}
