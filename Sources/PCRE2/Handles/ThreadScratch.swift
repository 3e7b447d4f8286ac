internal import CPCRE2

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Android)
import Android
#endif

/// Resource limits applied to every match, in PCRE2's units.
struct MatchLimits: Hashable, Sendable {
    var match: UInt32
    var depth: UInt32
    var heapKiB: UInt32
}

/// The per-match state of one thread: match data (the ovector and, for the interpreter, its retained
/// backtracking frames), a match context carrying the current pattern's limits, and a JIT stack.
///
/// Kept per thread rather than per pattern so that a match takes no lock and no atomic operation:
/// the scratch is found with `pthread_getspecific`, grown if a pattern needs more groups, and its
/// limits are updated only when they differ from the last pattern's. Everything is made on a
/// thread's first match and freed when the thread exits; steady-state matching allocates nothing.
struct ThreadScratch {
    private(set) var matchData: OpaquePointer
    /// PCRE2's ovector: start/end pairs in code units, valid while `matchData` is.
    private(set) var ovector: UnsafeMutablePointer<Int>
    private(set) var pairs: Int
    let context: OpaquePointer
    private var jitStack: OpaquePointer?
    private var limits: MatchLimits?
    /// Set while a match runs; a nested use (never expected) gets a private scratch instead.
    private var busy = false

    /// The JIT stack grows on demand up to this size; deep patterns then hit the match limit (or a
    /// clean JIT-stack-limit error) instead of the 32 KiB machine-stack default.
    static let jitStackStart = 32 * 1024
    static let jitStackMax = 1024 * 1024

    /// Runs `body` with this thread's scratch, prepared for `pairs` ovector pairs, `limits`, and a
    /// JIT stack when `jit`. Returns nil only when PCRE2 cannot get memory.
    @inline(__always)
    static func with<Result>(
        pairs: Int, limits: MatchLimits, jit: Bool, _ body: (borrowing ThreadScratch) -> Result
    ) -> Result? {
        guard let scratch = current() else { return nil }
        guard !scratch.pointee.busy else { return withPrivate(pairs: pairs, limits: limits, jit: jit, body) }
        guard scratch.pointee.prepare(pairs: pairs, limits: limits, jit: jit) else { return nil }
        scratch.pointee.busy = true
        defer { scratch.pointee.busy = false }
        return body(scratch.pointee)
    }

    /// A one-off scratch, for the (defensive) nested case.
    private static func withPrivate<Result>(
        pairs: Int, limits: MatchLimits, jit: Bool, _ body: (borrowing ThreadScratch) -> Result
    ) -> Result? {
        guard var scratch = make() else { return nil }
        defer { scratch.free() }
        guard scratch.prepare(pairs: pairs, limits: limits, jit: jit) else { return nil }
        return body(scratch)
    }

    /// This thread's scratch, made on first use.
    @inline(__always)
    private static func current() -> UnsafeMutablePointer<ThreadScratch>? {
        if let raw = pthread_getspecific(key) { return raw.assumingMemoryBound(to: ThreadScratch.self) }
        guard let scratch = make() else { return nil }
        let pointer = UnsafeMutablePointer<ThreadScratch>.allocate(capacity: 1)
        pointer.initialize(to: scratch)
        pthread_setspecific(key, pointer)
        return pointer
    }

    /// The thread-specific slot; its destructor frees a thread's scratch when the thread exits.
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { raw in ThreadScratch.destroy(raw) }
        return key
    }()

    private static func destroy(_ raw: UnsafeMutableRawPointer?) {
        guard let pointer = raw?.assumingMemoryBound(to: ThreadScratch.self) else { return }
        pointer.pointee.free()
        pointer.deinitialize(count: 1)
        pointer.deallocate()
    }

    private static func make() -> ThreadScratch? {
        guard let context = pcre2_match_context_create_8(nil) else { return nil }
        guard let data = pcre2_match_data_create_8(1, nil), let ovector = pcre2_get_ovector_pointer_8(data) else {
            pcre2_match_context_free_8(context)
            return nil
        }
        return ThreadScratch(matchData: data, ovector: ovector, pairs: 1, context: context)
    }

    /// Grows the match data, sets the limits and assigns a JIT stack, each only if needed.
    @inline(__always)
    private mutating func prepare(pairs wanted: Int, limits wantedLimits: MatchLimits, jit: Bool) -> Bool {
        if wanted > pairs {
            guard let data = pcre2_match_data_create_8(UInt32(wanted), nil),
                let vector = pcre2_get_ovector_pointer_8(data)
            else { return false }
            pcre2_match_data_free_8(matchData)
            matchData = data
            ovector = vector
            pairs = wanted
        }
        if limits != wantedLimits {
            pcre2_set_match_limit_8(context, wantedLimits.match)
            pcre2_set_depth_limit_8(context, wantedLimits.depth)
            pcre2_set_heap_limit_8(context, wantedLimits.heapKiB)
            limits = wantedLimits
        }
        if jit && jitStack == nil {
            guard let stack = pcre2_jit_stack_create_8(Self.jitStackStart, Self.jitStackMax, nil) else { return false }
            pcre2_jit_stack_assign_8(context, nil, UnsafeMutableRawPointer(stack))
            jitStack = stack
        }
        return true
    }

    private func free() {
        pcre2_match_data_free_8(matchData)
        pcre2_match_context_free_8(context)
        pcre2_jit_stack_free_8(jitStack)
    }
}
