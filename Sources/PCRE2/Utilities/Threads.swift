#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Android)
import Android
#endif

// The module's only use of the C library: the thread primitives below. Everything else that
// touches threads goes through them, so the `#if canImport` ladder above lives in one place.

/// The C function a ``ThreadKey`` calls with a thread's value when the thread exits.
#if canImport(Darwin)
typealias ThreadKeyDestructor = @convention(c) (UnsafeMutableRawPointer) -> Void
#else
typealias ThreadKeyDestructor = @convention(c) (UnsafeMutableRawPointer?) -> Void
#endif

/// A slot holding one pointer for each thread (a `pthread_key_t`), with a destructor run at each
/// thread's exit on the value it left there.
struct ThreadKey: @unchecked Sendable {
    // SAFETY: a key is a plain number, shared by every thread by design.
    private let raw: pthread_key_t

    /// A new key, or `nil` when the process has none left.
    init?(destructor: ThreadKeyDestructor) {
        var key = pthread_key_t()
        guard pthread_key_create(&key, destructor) == 0 else { return nil }
        raw = key
    }

    /// The calling thread's value (`nil` until it sets one).
    var value: UnsafeMutableRawPointer? { pthread_getspecific(raw) }

    /// Sets the calling thread's value; `false` when the system refused (out of memory).
    func set(_ value: UnsafeMutableRawPointer) -> Bool { pthread_setspecific(raw, value) == 0 }
}

/// A value guarded by a mutex, usable on every platform the package supports.
///
/// `Synchronization.Mutex` would do, but needs macOS 15 / iOS 18 and the package supports older
/// systems (and ThreadSanitizer does not see its locking on Linux).
@_spi(KeystrokeInternal) public final class Locked<Value>: @unchecked Sendable {
    // SAFETY: `storage` is only read or written inside `withLock`, which holds `mutex`; the mutex lives
    // in its own allocation so its address never moves while threads wait on it.
    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>
    // The mutex makes access exclusive: the runtime's exclusivity check on every lock is left out.
    @usableFromInline @exclusivity(unchecked) var storage: Value

    /// A lock around `value`.
    public init(_ value: Value) {
        storage = value
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` with exclusive access to the value.
    @inlinable
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&storage)
    }

    // Inlinable, as `withLock` is: callers in other modules then get code for their own types
    // (and their key paths folded), not the generic entry points. `Locked` is SPI rather than
    // `package` for this: the compiler does not inline a `package` function into another module.

    /// A copy of the whole value, taken under the lock.
    @inlinable
    public var value: Value { withLock { $0 } }

    /// One property of the value, read or written under the lock.
    @inlinable
    public subscript<Property>(_ keyPath: WritableKeyPath<Value, Property>) -> Property {
        get { withLock { $0[keyPath: keyPath] } }
        set { withLock { $0[keyPath: keyPath] = newValue } }
    }
}
