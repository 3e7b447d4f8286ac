import Foundation

/// A value guarded by a lock: the storage behind every element's mutable state.
///
/// `Synchronization.Mutex` would do, but it needs macOS 15 / iOS 18 and the
/// package supports macOS 13 / iOS 16, so this wraps `NSLock` instead.
final class Locked<State: Sendable>: @unchecked Sendable {
    // SAFETY: `state` is only read or written while `lock` is held.
    private let lock = NSLock()
    private var state: State

    init(_ state: State) {
        self.state = state
    }

    /// Runs `body` with exclusive access to the state.
    func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }

    /// A copy of the whole state, taken under the lock.
    var value: State {
        lock.lock()
        defer { lock.unlock() }
        return state
    }

    /// One property of the state, read or written under the lock.
    subscript<Value>(_ keyPath: WritableKeyPath<State, Value>) -> Value {
        get {
            lock.lock()
            defer { lock.unlock() }
            return state[keyPath: keyPath]
        }
        set {
            lock.lock()
            defer { lock.unlock() }
            state[keyPath: keyPath] = newValue
        }
    }
}
