internal import CPCRE2

/// The compiled codes of one pattern: everything a `Pattern` runs.
///
/// `search` finds the pattern anywhere; `whole` is the same pattern anchored at both ends of the
/// subject (for `matches`); `prefix` is `(?:pattern)\z` anchored, for partial matching (PCRE2
/// refuses partial matching with an end-anchored code). All anchoring is done at compile time, so JIT
/// stays on.
final class Matcher: @unchecked Sendable {
    // SAFETY: every stored property is immutable. `codes` copies the raw handles of the three
    // `CompiledCode`s this object keeps alive; compiled code is read-only after JIT compilation and
    // PCRE2 documents it as safe to use from many threads at once.
    let search: CompiledCode
    let whole: CompiledCode
    let prefix: CompiledCode
    /// The raw handles, copied out so a match reads them without touching the owning objects.
    let codes: Codes
    let scratch: ThreadScratch.Configuration
    /// Ovector pairs for captures: the groups plus the whole match.
    let pairs: Int

    init(search: CompiledCode, whole: CompiledCode, prefix: CompiledCode, limits: MatchLimits) {
        self.search = search
        self.whole = whole
        self.prefix = prefix
        codes = Codes(
            search: search.handle, searchJIT: search.usesJIT, whole: whole.handle, wholeJIT: whole.usesJIT,
            prefix: prefix.handle, prefixJIT: prefix.usesJIT)
        scratch = ThreadScratch.Configuration.shared(
            limits: limits, jit: search.usesJIT || whole.usesJIT || prefix.usesJIT)
        pairs = search.captureCount + 1
    }

    /// The compiled codes' raw handles and whether each was JIT-compiled.
    struct Codes {
        let search: OpaquePointer
        let searchJIT: Bool
        let whole: OpaquePointer
        let wholeJIT: Bool
        let prefix: OpaquePointer
        let prefixJIT: Bool
    }

    /// Which compiled code to run.
    enum Code {
        case search, whole, prefix
    }

    /// Match-time options that keep JIT on.
    struct Mode {
        let bits: UInt32
        static let normal = Mode(bits: 0)
        static let partialHard = Mode(bits: UInt32(PCRE2_PARTIAL_HARD))
        static let partialSoft = Mode(bits: UInt32(PCRE2_PARTIAL_SOFT))
        static let notEmptyAtStart = Mode(bits: UInt32(PCRE2_NOTEMPTY_ATSTART))
    }

    /// Runs `body` with the subject's UTF-8 bytes and this thread's scratch, held for the whole call.
    /// `captures`: whether `body` reads groups other than 0 (else one ovector pair is enough).
    /// Returns nil only when no scratch could be allocated.
    @inline(__always)
    func withSession<Result>(_ subject: String, captures: Bool, _ body: (MatchSession) -> Result) -> Result? {
        // SAFETY: `bytes` is used only inside the closure that lends it, and the session does not outlive it.
        withUTF8(of: subject) { bytes in withSession(bytes: bytes, captures: captures, body) }
    }

    /// `withSession` over UTF-8 bytes the caller already holds.
    @inline(__always)
    func withSession<Result>(
        bytes: UnsafeBufferPointer<UInt8>, captures: Bool, _ body: (MatchSession) -> Result
    ) -> Result? {
        let pairs = captures ? self.pairs : 1
        let codes = self.codes
        // SAFETY: the session lives only inside `body`, while the caller's `bytes` and the scratch are lent.
        return ThreadScratch.with(scratch, pairs: pairs) { matchData, context, ovector in
            body(MatchSession(
                bytes: bytes.baseAddress ?? cpcre2_empty_string(), count: bytes.count,
                matchData: matchData, context: context, ovector: ovector, pairs: pairs, codes: codes))
        }
    }
}

extension Matcher {
    /// PCRE2's return code for a whole-subject match; `PCRE2_ERROR_NOMEMORY` when no scratch could be made.
    @inline(__always)
    func matchWhole(_ bytes: UnsafeBufferPointer<UInt8>) -> Int32 {
        let codes = self.codes
        // SAFETY: the session is used only inside the closure, while the caller's `bytes` and the scratch are lent.
        let code = ThreadScratch.with(scratch, pairs: 1) { matchData, context, ovector in
            MatchSession(
                bytes: bytes.baseAddress ?? cpcre2_empty_string(), count: bytes.count,
                matchData: matchData, context: context, ovector: ovector, pairs: 1, codes: codes
            ).run(.whole, from: 0, mode: .normal)
        }
        return code ?? PCRE2_ERROR_NOMEMORY
    }
}

extension Matcher {
    /// Runs `code` on `subject` from `start` into the caller's `groups`: emptied (its storage
    /// kept), then filled with group 0 and each capturing group on a match.
    /// - Returns: Whether it matched.
    /// - Throws: `PCRE2Error` when a limit is reached or no scratch could be made.
    func run(_ code: Code, on subject: UnsafeBufferPointer<UInt8>, from start: Int, groups: inout [Range<Int>?]) throws(PCRE2Error) -> Bool {
        groups.removeAll(keepingCapacity: true)
        let pairs = self.pairs
        // SAFETY: `subject` is the caller's, lent for this call; callers keep `0 <= start <= subject.count`.
        let result = withSession(bytes: subject, captures: true) { session -> Int32 in
            let result = session.run(code, from: start, mode: .normal)
            if result >= 0 {
                for group in 0..<pairs { groups.append(session.range(ofGroup: group)) }
            }
            return result
        }
        guard let result else { throw PCRE2Error.outOfMemory }
        if result == MatchSession.noMatch { return false }
        guard result >= 0 else { throw PCRE2Error(matchCode: result) }
        return true
    }
}

/// Lends the subject's UTF-8 bytes: native strings without a copy, bridged ones through one copy.
@inline(__always)
func withUTF8<Result>(of subject: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    // SAFETY: `body` gets the string's bytes only while the closure that lends them runs.
    if let result = subject.utf8.withContiguousStorageIfAvailable(body) { return result }
    // SAFETY: the copy lives until `body` returns, and `body` gets it only for the call.
    return Array(subject.utf8).withUnsafeBufferPointer(body)
}

/// One subject and one scratch, borrowed for the length of `Matcher.withSession`.
struct MatchSession {
    // SAFETY: a session lives only inside the closures that lend its bytes and scratch (`Matcher.withSession`).
    let bytes: UnsafePointer<UInt8>
    let count: Int
    let matchData: OpaquePointer
    let context: OpaquePointer
    let ovector: UnsafeMutablePointer<Int>
    let pairs: Int
    let codes: Matcher.Codes

    /// PCRE2's raw return code: >= 0 matched, `noMatch`, `partial`, or another negative error.
    @inline(__always)
    func run(_ code: Matcher.Code, from start: Int, mode: Matcher.Mode) -> Int32 {
        let (handle, jit) = compiled(code)
        if jit {
            // Swift strings are valid UTF-8, so the JIT fast path's skipped UTF check is safe.
            // SAFETY: `bytes` holds `count` bytes; callers keep `start <= count`, which the JIT path does not check.
            return pcre2_jit_match_8(handle, bytes, count, start, mode.bits, matchData, context)
        }
        return interpreted(handle, from: start, mode: mode)
    }

    /// `run` from the start through `pcre2_match`, which takes the JIT path only where the code was
    /// JIT-compiled for `mode`: for hard partial matching, which only a rare fallback asks for.
    func runAnyMode(_ code: Matcher.Code, mode: Matcher.Mode) -> Int32 {
        interpreted(compiled(code).handle, from: 0, mode: mode)
    }

    @inline(__always)
    private func compiled(_ code: Matcher.Code) -> (handle: OpaquePointer, jit: Bool) {
        switch code {
        case .search: (codes.search, codes.searchJIT)
        case .whole: (codes.whole, codes.wholeJIT)
        case .prefix: (codes.prefix, codes.prefixJIT)
        }
    }

    @inline(__always)
    private func interpreted(_ handle: OpaquePointer, from start: Int, mode: Matcher.Mode) -> Int32 {
        // SAFETY: `bytes` holds `count` bytes for the session, and `pcre2_match` checks `start` against `count`.
        pcre2_match_8(handle, bytes, count, start, mode.bits | UInt32(PCRE2_NO_UTF_CHECK), matchData, context)
    }

    /// The UTF-8 range of a group after a successful match, nil when the group did not take part.
    func range(ofGroup group: Int) -> Range<Int>? {
        guard group >= 0, group < pairs else { return nil }
        // SAFETY: `0 <= group < pairs`, checked above, and the scratch's ovector has at least `pairs` pairs.
        let start = ovector[2 * group]
        let end = ovector[2 * group + 1]
        guard start != cpcre2_unset(), end != cpcre2_unset() else { return nil }
        // `\K` in a lookaround can put the start after the end; report an empty range there.
        return min(start, end)..<end
    }

    static let noMatch = PCRE2_ERROR_NOMATCH
    static let partial = PCRE2_ERROR_PARTIAL
}
