#if os(Linux) || os(Android) || os(Windows)
import Synchronization
#else
import Foundation
#endif

/// A value guarded by a lock: the storage behind every element's mutable state.
///
/// On Linux (and other platforms without availability gates) this is
/// `Synchronization.Mutex`; on Apple platforms, where `Mutex` needs macOS 15 /
/// iOS 18 and the package supports macOS 13 / iOS 16, it wraps `NSLock`.
/// This is the one platform ladder of the module.
final class Locked<State: Sendable>: @unchecked Sendable {
    #if os(Linux) || os(Android) || os(Windows)
    // SAFETY: `Mutex` serialises every access to the state.
    private let mutex: Mutex<State>

    init(_ state: State) {
        mutex = Mutex(state)
    }

    /// Runs `body` with exclusive access to the state.
    func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        try mutex.withLock { state in
            // `Mutex` wants a `sending` result; results here are copies or Sendable values.
            nonisolated(unsafe) let result = try body(&state)
            return result
        }
    }
    #else
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
    #endif

    /// A copy of the whole state, taken under the lock.
    var value: State { withLock { $0 } }

    /// One property of the state, read or written under the lock.
    subscript<Value>(_ keyPath: WritableKeyPath<State, Value>) -> Value {
        get { withLock { $0[keyPath: keyPath] } }
        set { withLock { $0[keyPath: keyPath] = newValue } }
    }
}
