internal import CPCRE2

/// Resource limits applied to every match, in PCRE2's units.
struct MatchLimits: Hashable, Sendable {
    var match: UInt32
    var depth: UInt32
    var heapKiB: UInt32
}

/// The per-match state one thread uses at a time: match data (the ovector and, for the interpreter,
/// its retained heap frames), a match context carrying the limits, and a JIT stack.
///
/// Plain handles, no reference counting: `ScratchPool` owns them and calls `free()`.
struct MatchScratch {
    let matchData: OpaquePointer
    let context: OpaquePointer
    let jitStack: OpaquePointer?
    /// PCRE2's ovector: start/end pairs in code units; stable for the life of `matchData`.
    let ovector: UnsafeMutablePointer<Int>
    let pairs: Int

    /// The JIT stack grows on demand up to this size; deep patterns then hit the match limit (or a
    /// clean JIT-stack-limit error) instead of overflowing the 32 KiB machine-stack default.
    static let jitStackStart = 32 * 1024
    static let jitStackMax = 1024 * 1024

    /// Allocates the handles; nil when PCRE2 cannot get memory.
    static func make(pairs: Int, limits: MatchLimits, jit: Bool) -> MatchScratch? {
        guard let context = pcre2_match_context_create_8(nil) else { return nil }
        pcre2_set_match_limit_8(context, limits.match)
        pcre2_set_depth_limit_8(context, limits.depth)
        pcre2_set_heap_limit_8(context, limits.heapKiB)
        var stack: OpaquePointer?
        if jit {
            stack = pcre2_jit_stack_create_8(jitStackStart, jitStackMax, nil)
            guard stack != nil else {
                pcre2_match_context_free_8(context)
                return nil
            }
            pcre2_jit_stack_assign_8(context, nil, UnsafeMutableRawPointer(stack))
        }
        guard let data = pcre2_match_data_create_8(UInt32(pairs), nil),
            let ovector = pcre2_get_ovector_pointer_8(data)
        else {
            pcre2_match_context_free_8(context)
            pcre2_jit_stack_free_8(stack)
            return nil
        }
        return MatchScratch(matchData: data, context: context, jitStack: stack, ovector: ovector, pairs: pairs)
    }

    func free() {
        pcre2_match_data_free_8(matchData)
        pcre2_match_context_free_8(context)
        pcre2_jit_stack_free_8(jitStack)
    }
}
