/// A small thread-safe pool of `MatchScratch`, so concurrent matches on one pattern neither share
/// state nor allocate in the steady state.
///
/// Holds at most `capacity` idle scratches; under heavier contention extra ones are made and freed.
final class ScratchPool: Sendable {
    private struct Slots {
        let buffer: UnsafeMutablePointer<MatchScratch>
        let capacity: Int
        var count = 0
    }

    private let slots: Locked<Slots>
    private let pairs: Int
    private let limits: MatchLimits
    private let jit: Bool

    /// Reserves room for `capacity` idle scratches and makes the first one up front.
    init(capacity: Int, pairs: Int, limits: MatchLimits, jit: Bool) {
        self.pairs = pairs
        self.limits = limits
        self.jit = jit
        var initial = Slots(buffer: .allocate(capacity: capacity), capacity: capacity)
        if let first = MatchScratch.make(pairs: pairs, limits: limits, jit: jit) {
            (initial.buffer).initialize(to: first)
            initial.count = 1
        }
        slots = Locked(initial)
    }

    deinit {
        slots.withLock { slots in
            for index in 0..<slots.count { slots.buffer[index].free() }
            slots.buffer.deinitialize(count: slots.count)
            slots.buffer.deallocate()
            slots.count = 0
        }
    }

    /// An idle scratch, or a new one; nil only when memory is exhausted.
    @inline(__always)
    func take() -> MatchScratch? {
        let idle: MatchScratch? = slots.withLock { slots in
            guard slots.count > 0 else { return nil }
            slots.count -= 1
            return (slots.buffer + slots.count).move()
        }
        return idle ?? MatchScratch.make(pairs: pairs, limits: limits, jit: jit)
    }

    /// Returns a scratch for reuse, freeing it when the pool is full.
    @inline(__always)
    func give(_ scratch: MatchScratch) {
        let kept = slots.withLock { slots in
            guard slots.count < slots.capacity else { return false }
            (slots.buffer + slots.count).initialize(to: scratch)
            slots.count += 1
            return true
        }
        if !kept { scratch.free() }
    }
}
