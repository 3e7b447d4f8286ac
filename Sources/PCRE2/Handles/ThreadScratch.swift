internal import CPCRE2

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
/// the scratch is found in a C thread-local, grown if a pattern needs more groups, and its
/// limits are updated only when they differ from the last pattern's. Everything is made on a
/// thread's first match and freed when the thread exits; steady-state matching allocates nothing.
struct ThreadScratch {
    private(set) var matchData: OpaquePointer
    /// PCRE2's ovector: start/end pairs in code units, valid while `matchData` is.
    // SAFETY: points into `matchData`, which has `pairs` pairs; `prepare` replaces the three together.
    private(set) var ovector: UnsafeMutablePointer<Int>
    private(set) var pairs: Int
    let context: OpaquePointer
    private var jitStack: OpaquePointer?
    private var limits: MatchLimits?
    /// The `Configuration.id` the context is set up for; 0 for none.
    private(set) var configuredID: UInt64 = 0
    /// Another scratch owned by the same pthread key (see `makeCurrent`).
    // SAFETY: a scratch `makeCurrent` allocated; the chain is freed once, by `destroy`.
    private var next: UnsafeMutablePointer<ThreadScratch>?

    /// The JIT stack grows on demand up to this size; deep patterns then hit the match limit (or a
    /// clean JIT-stack-limit error) instead of the 32 KiB machine-stack default.
    static let jitStackStart = 32 * 1024
    static let jitStackMax = 1024 * 1024

    /// What a pattern needs from the scratch: its limits, a JIT stack or not, and an identity so
    /// that a thread reconfigures its scratch only when it switches patterns.
    final class Configuration: Sendable {
        let limits: MatchLimits
        let jit: Bool
        /// Unique per configuration for the life of the process (never reused, unlike addresses).
        let id: UInt64
        /// The thread-specific slot, copied here so a match skips the lazy global's once-check;
        /// nil if the process ran out of keys.
        let key: ThreadKey?

        init(limits: MatchLimits, jit: Bool) {
            self.limits = limits
            self.jit = jit
            id = ThreadScratch.nextID.withLock { next in
                next += 1
                return next
            }
            key = ThreadScratch.key
        }

        /// The configuration for `limits` and `jit`, made on first request and shared after.
        static func shared(limits: MatchLimits, jit: Bool) -> Configuration {
            ThreadScratch.configurations.withLock { known in
                let key = ConfigurationKey(limits: limits, jit: jit)
                if let existing = known[key] { return existing }
                let made = Configuration(limits: limits, jit: jit)
                known[key] = made
                return made
            }
        }
    }

    private static let nextID = Locked<UInt64>(0)

    /// One configuration per distinct limits and JIT use, shared by the patterns that have them: a
    /// thread then switching between such patterns (a numbering plan's dozens) reconfigures nothing.
    private static let configurations = Locked<[ConfigurationKey: Configuration]>([:])

    private struct ConfigurationKey: Hashable {
        let limits: MatchLimits
        let jit: Bool
    }

    /// Runs `body` with this thread's match data (at least `pairs` ovector pairs), a match context
    /// set up for `configuration`, and the ovector. Returns nil only when PCRE2 cannot get memory.
    @inline(__always)
    static func with<Result>(
        _ configuration: Configuration, pairs: Int,
        _ body: (_ matchData: OpaquePointer, _ context: OpaquePointer, _ ovector: UnsafeMutablePointer<Int>) -> Result
    ) -> Result? {
        // No re-entrancy: every `body` in this module runs PCRE2 and reads the ovector, never calling
        // back into user code (there are no callouts), so one scratch per thread is never shared.
        // SAFETY: the scratch is this thread's own, alive until the thread exits, and `body` does not re-enter.
        guard let key = configuration.key, let scratch = current(key) else {
            return withPrivate(configuration, pairs: pairs, body)
        }
        if pairs > scratch.pointee.pairs || configuration.id != scratch.pointee.configuredID {
            guard scratch.pointee.prepare(configuration, pairs: pairs) else { return nil }
        }
        return body(scratch.pointee.matchData, scratch.pointee.context, scratch.pointee.ovector)
    }

    /// A scratch for one call, when no thread-specific slot is available: correct, but allocates.
    @inline(never)
    private static func withPrivate<Result>(
        _ configuration: Configuration, pairs: Int,
        _ body: (OpaquePointer, OpaquePointer, UnsafeMutablePointer<Int>) -> Result
    ) -> Result? {
        // SAFETY: freed by the `defer` only after `body` returns, and `body` uses the pointers only while it runs.
        guard var scratch = make() else { return nil }
        defer { scratch.free() }
        guard scratch.prepare(configuration, pairs: pairs) else { return nil }
        return body(scratch.matchData, scratch.context, scratch.ovector)
    }

    /// This thread's scratch, made on first use. Read from a C thread-local (the fast path); the
    /// pthread `key` owns it for clean-up.
    ///
    /// Never inlined: the C thread-local is a `static` in a header, so each object file that inlines
    /// its accessor gets a copy of its own. Every read and write of it must stay in this file.
    @inline(never)
    private static func current(_ key: ThreadKey) -> UnsafeMutablePointer<ThreadScratch>? {
        // SAFETY: the slot holds nil or a scratch `makeCurrent` initialized, cleared by `destroy` before it is freed.
        if let raw = cpcre2_thread_scratch_slot().pointee { return raw.assumingMemoryBound(to: ThreadScratch.self) }
        return makeCurrent(key)
    }

    /// Makes this thread's scratch on its first match and hands it to `key` for clean-up.
    @inline(never)
    private static func makeCurrent(_ key: ThreadKey) -> UnsafeMutablePointer<ThreadScratch>? {
        guard var scratch = make() else { return nil }
        // Chain any scratch the key already owns (a second copy of the C thread-local, should a
        // build ever emit two), so the destructor frees them all.
        // SAFETY: the key holds only scratches this function set, each a `ThreadScratch` initialized below.
        scratch.next = key.value?.assumingMemoryBound(to: ThreadScratch.self)
        // SAFETY: one scratch, allocated and initialized here; `destroy` frees it, at thread exit or just below.
        let pointer = UnsafeMutablePointer<ThreadScratch>.allocate(capacity: 1)
        pointer.initialize(to: scratch)
        guard key.set(pointer) else {
            pointer.pointee.next = nil
            destroy(pointer)
            return nil
        }
        cpcre2_thread_scratch_slot().pointee = UnsafeMutableRawPointer(pointer)
        return pointer
    }

    /// The thread-specific key owning each thread's scratch; its destructor frees it at thread exit.
    private static let key = ThreadKey { raw in ThreadScratch.destroy(raw) }

    /// Frees a chain of scratches; at thread exit, also forgets the thread-local pointer so a match
    /// run by a later destructor makes a fresh scratch instead of using a freed one.
    private static func destroy(_ raw: UnsafeMutableRawPointer?) {
        // SAFETY: `raw` heads a chain of scratches from `makeCurrent`, each freed once, here; the slot forgets it.
        var next = raw?.assumingMemoryBound(to: ThreadScratch.self)
        if raw != nil, cpcre2_thread_scratch_slot().pointee == raw { cpcre2_thread_scratch_slot().pointee = nil }
        while let pointer = next {
            next = pointer.pointee.next
            pointer.pointee.free()
            pointer.deinitialize(count: 1)
            pointer.deallocate()
        }
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
    @inline(never)
    private mutating func prepare(_ configuration: Configuration, pairs wanted: Int) -> Bool {
        let wantedLimits = configuration.limits
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
        if configuration.jit && jitStack == nil {
            guard let stack = pcre2_jit_stack_create_8(Self.jitStackStart, Self.jitStackMax, nil) else { return false }
            pcre2_jit_stack_assign_8(context, nil, UnsafeMutableRawPointer(stack))
            jitStack = stack
        }
        configuredID = configuration.id
        return true
    }

    private func free() {
        pcre2_match_data_free_8(matchData)
        pcre2_match_context_free_8(context)
        pcre2_jit_stack_free_8(jitStack)
    }
}

extension Pattern {
    /// PCRE2's return code for a whole-subject match of valid UTF-8 `bytes`: the `matches` fast path.
    ///
    /// Defined in this file because it reads the C thread-local directly (see `current`); when this
    /// thread's scratch is already set up for the pattern, that read, one comparison and the PCRE2
    /// call are all it does.
    @usableFromInline
    @inline(never)
    func _matchWhole(_ bytes: UnsafeBufferPointer<UInt8>) -> Int32 {
        let matcher = self.matcher
        // SAFETY: the slot holds this thread's live scratch (see `current`), used only when set up for this pattern.
        guard let raw = cpcre2_thread_scratch_slot().pointee,
            raw.assumingMemoryBound(to: ThreadScratch.self).pointee.configuredID == matcher.scratch.id
        else { return matcher.matchWhole(bytes) }
        let scratch = raw.assumingMemoryBound(to: ThreadScratch.self)
        // SAFETY: PCRE2 reads `bytes.count` bytes from `subject`: the caller's lent buffer, or none when it is empty.
        let subject = bytes.baseAddress ?? cpcre2_empty_string()
        let codes = matcher.codes
        if codes.wholeJIT {
            return pcre2_jit_match_8(
                codes.whole, subject, bytes.count, 0, 0, scratch.pointee.matchData, scratch.pointee.context)
        }
        return pcre2_match_8(
            codes.whole, subject, bytes.count, 0, UInt32(PCRE2_NO_UTF_CHECK), scratch.pointee.matchData,
            scratch.pointee.context)
    }
}
