internal import CPCRE2

/// An object made once, on first use, then read without a lock: an acquire load of a pointer
/// that a compare-and-swap publishes. For lazily built values read on hot paths (a data set's
/// patterns, compiled on first match), where `Locked` would cost a mutex per read.
///
/// Two threads may both make the value the first time; one wins and the other's is dropped.
package final class OnceSlot<Value: AnyObject & Sendable>: @unchecked Sendable {
    // SAFETY: `slot` is written only by `cpcre2_pointer_publish`, once, from nil to a retained
    // object, and read with acquire loads, so a reader sees the object fully built. The object
    // is immutable and Sendable; it is released in deinit, when no reader is left.
    private let slot: UnsafeMutablePointer<UnsafeMutableRawPointer?>

    package init() {
        slot = .allocate(capacity: 1)
        slot.initialize(to: nil)
    }

    deinit {
        if let raw = slot.pointee { Unmanaged<Value>.fromOpaque(raw).release() }
        slot.deallocate()
    }

    /// The value, made by `make` if no thread has made it yet.
    @inline(__always)
    package func value(orMake make: () -> Value) -> Value {
        if let raw = cpcre2_pointer_load_acquire(slot) {
            return Unmanaged<Value>.fromOpaque(raw).takeUnretainedValue()
        }
        return publish(make())
    }

    /// `body` applied to the value (made by `make` if no thread has made it yet), lent without
    /// retaining it: the slot keeps it alive, and a hot path skips a retain and a release.
    @inline(__always)
    package func withValue<Result>(orMake make: () -> Value, _ body: (Value) -> Result) -> Result {
        if let raw = cpcre2_pointer_load_acquire(slot) {
            return Unmanaged<Value>.fromOpaque(raw)._withUnsafeGuaranteedRef(body)
        }
        return body(publish(make()))
    }

    @inline(never)
    private func publish(_ made: Value) -> Value {
        let retained = Unmanaged.passRetained(made)
        if cpcre2_pointer_publish(slot, retained.toOpaque()) != 0 { return made }
        retained.release()
        // Another thread published first: use its value.
        return Unmanaged<Value>.fromOpaque(cpcre2_pointer_load_acquire(slot)!).takeUnretainedValue()
    }
}
