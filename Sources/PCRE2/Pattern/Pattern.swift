/// A compiled PCRE2 regular expression, safe to share between threads.
///
/// Patterns compile in UTF mode with Unicode properties (`\d`, `\w` and case folding know Unicode)
/// and are JIT-compiled when the library supports it. Every match runs under the limits in
/// `Options`, so a catastrophic pattern fails with a limit error instead of hanging.
///
/// ```swift
/// let time = try Pattern(#"([01]\d|2[0-3]):[0-5]\d"#)
/// try time.matches("23:59")        // true: the whole subject
/// try time.partialMatch("23:5")    // .partial: more input can complete it
/// try time.firstMatch(in: "at 07:30")?[1]  // "07"
/// ```
///
/// Offsets: PCRE2 works in UTF-8 code units; matches are reported as `String.Index` ranges (and
/// UTF-8 offsets), compile errors as UTF-8 and Character offsets.
public final class Pattern: Sendable {
    /// The pattern's source, as given.
    public let source: String
    /// The options it was compiled with.
    public let options: Options
    /// The number of capturing groups (group 0, the whole match, not counted).
    public let captureCount: Int
    /// Group numbers by name; a name maps to several groups only under `.allowDuplicateNames`.
    public let groupNames: [String: [Int]]

    let matcher: Matcher

    /// Compiles `pattern`.
    /// - Parameters:
    ///   - pattern: the PCRE2 pattern source.
    ///   - options: compile switches and match limits; the default is none and safe limits.
    /// - Throws: `PCRE2Error` of kind `.compile`, with PCRE2's message and the offset of the fault.
    public init(_ pattern: String, options: Options = []) throws(PCRE2Error) {
        source = pattern
        self.options = options
        let bytes = Array(pattern.utf8)
        let flags = options.compileFlags
        let jit = !options.contains(.noJIT)
        let unicode = !options.contains(.asciiClasses)

        let search: CompiledCode
        do {
            search = try CompiledCode(utf8: bytes, options: flags, jit: jit ? .complete : .off, unicodeClasses: unicode)
        } catch {
            throw PCRE2Error.compile(code: error.code, offset: error.offset, pattern: pattern)
        }
        let whole: CompiledCode
        do {
            whole = try CompiledCode(
                utf8: bytes, options: flags | CompileFlag.anchored | CompileFlag.endAnchored,
                jit: jit ? .complete : .off, unicodeClasses: unicode)
        } catch {
            throw PCRE2Error.compile(code: error.code, offset: error.offset, pattern: pattern)
        }
        // Should no `(?:pattern)\z` wrapper compile, partial matching falls back to the end-anchored
        // code: JIT handles that; the interpreter refuses it with a PCRE2 error.
        let prefix = Self.compilePrefix(
            bytes, flags: flags, jit: jit, unicode: unicode, captureCount: search.captureCount)
        captureCount = search.captureCount
        groupNames = Dictionary(search.namedGroups.map { ($0.name, [$0.group]) }, uniquingKeysWith: +)
        matcher = Matcher(search: search, whole: whole, prefix: prefix ?? whole, limits: options.limits)
    }

    private static func compilePrefix(
        _ bytes: [UInt8], flags: UInt32, jit: Bool, unicode: Bool, captureCount: Int
    ) -> CompiledCode? {
        for source in PrefixSource.variants(of: bytes) {
            let code = try? CompiledCode(
                utf8: source, options: flags | CompileFlag.anchored, jit: jit ? .completeAndPartial : .off,
                unicodeClasses: unicode)
            if let code, code.captureCount == captureCount { return code }
        }
        return nil
    }

    /// True when the pattern was JIT-compiled (false under `.noJIT` or without JIT support).
    public var usesJIT: Bool { matcher.search.usesJIT }

    /// Whether the whole of `subject` matches the pattern (not just a part of it).
    ///
    /// Anchored at both ends at compile time, so JIT stays on; no lock, and no allocation after a
    /// thread's first match.
    /// - Throws: `PCRE2Error` when a limit is reached.
    @inlinable
    public func matches(_ subject: String) throws(PCRE2Error) -> Bool {
        // Inlined into the caller so the subject's bytes are borrowed without an extra retain; the
        // match itself stays internal. PCRE2's codes: >= 0 matched, -1 no match, else an error.
        // SAFETY: the bytes are lent to `_matchWhole` only for the call, and it keeps no pointer to them.
        let code = subject.utf8.withContiguousStorageIfAvailable { _matchWhole($0) } ?? _matchWhole(copying: subject)
        if code >= 0 { return true }
        if code == -1 { return false }
        throw PCRE2Error._match(code)
    }

    /// `_matchWhole` for a subject without contiguous UTF-8 storage (a bridged string).
    @usableFromInline
    func _matchWhole(copying subject: String) -> Int32 {
        // SAFETY: the copy lives until `_matchWhole` returns, and it keeps no pointer to it.
        Array(subject.utf8).withUnsafeBufferPointer { _matchWhole($0) }
    }

    /// Whether `subject` matches completely, could still match if more input followed, or cannot.
    ///
    /// `.complete` means the whole subject matches (more input might also match). `.partial` means the
    /// subject is a proper prefix of some match (PCRE2's partial matching). An empty subject that
    /// does not match completely is `.partial`: every match begins with it.
    /// - Throws: `PCRE2Error` when a limit is reached.
    public func partialMatch(_ subject: String) throws(PCRE2Error) -> PartialMatch {
        // SAFETY: the bytes are lent to `partialMatch(validUTF8:)` only for the call, and it keeps no pointer to them.
        try withUTF8(of: subject) { partialMatch(validUTF8: $0) }.get()
    }

    /// ``partialMatch(_:)`` on UTF-8 bytes the caller lends for the call, without making a
    /// `String` of them (a postal code laid out on the stack). Bytes that are not valid UTF-8
    /// are read as `String(decoding:as:)` repairs them.
    /// - Throws: `PCRE2Error` when a limit is reached.
    public func partialMatch(utf8 subject: UnsafeBufferPointer<UInt8>) throws(PCRE2Error) -> PartialMatch {
        // Matching skips PCRE2's UTF check: only ASCII (always valid) is passed on as it is.
        guard Self.isASCII(subject) else { return try partialMatch(String(decoding: subject, as: UTF8.self)) }
        return try partialMatch(validUTF8: subject).get()
    }

    /// ``matches(_:)`` on UTF-8 bytes the caller lends for the call; invalid UTF-8 is read as
    /// `String(decoding:as:)` repairs it.
    /// - Throws: `PCRE2Error` when a limit is reached.
    public func matches(utf8 subject: UnsafeBufferPointer<UInt8>) throws(PCRE2Error) -> Bool {
        guard Self.isASCII(subject) else { return try matches(String(decoding: subject, as: UTF8.self)) }
        let code = _matchWhole(subject)
        if code >= 0 { return true }
        if code == -1 { return false }
        throw PCRE2Error._match(code)
    }

    @inline(__always)
    private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var high: UInt8 = 0
        for byte in bytes { high |= byte }
        return high < 0x80
    }

    /// The partial match of bytes known to be valid UTF-8.
    private func partialMatch(validUTF8 subject: UnsafeBufferPointer<UInt8>) -> Result<PartialMatch, PCRE2Error> {
        // One soft partial run of `(?:pattern)\z` answers all three: it returns a complete match
        // when there is one, else partial when some path reached the end of the subject wanting
        // more. A match that ends before the subject does comes from a `(*ACCEPT)` that skipped the
        // `\z`; only then are the whole code and a hard partial run asked.
        // SAFETY: the session is used only inside its closure, and every run starts at offset 0.
        let codes = matcher.withSession(bytes: subject, captures: false) { session -> (soft: Int32, whole: Int32, hard: Int32) in
            let soft = session.run(.prefix, from: 0, mode: .partialSoft)
            guard soft >= 0, session.range(ofGroup: 0)?.upperBound != session.count else { return (soft, 0, 0) }
            let whole = session.run(.whole, from: 0, mode: .normal)
            guard whole == MatchSession.noMatch else { return (soft, whole, 0) }
            return (soft, whole, session.runAnyMode(.prefix, mode: .partialHard))
        }
        guard let codes else { return .failure(.outOfMemory) }
        switch codes.soft {
        case MatchSession.partial: return .success(.partial)
        // Every match begins with the empty subject, which inspects no character to say so.
        case MatchSession.noMatch: return .success(subject.isEmpty ? .partial : .none)
        case 0...:
            if codes.whole >= 0 { return .success(.complete) }
            if codes.whole != MatchSession.noMatch { return .failure(PCRE2Error(matchCode: codes.whole)) }
            switch codes.hard {
            case MatchSession.partial: return .success(.partial)
            // A hard partial match the whole code does not confirm stopped short of the end.
            case MatchSession.noMatch, 0...: return .success(.none)
            default: return .failure(PCRE2Error(matchCode: codes.hard))
            }
        default: return .failure(PCRE2Error(matchCode: codes.soft))
        }
    }
}

extension PCRE2Error {
    /// The error for a negative PCRE2 match code, out of line to keep the caller's fast path small.
    @usableFromInline
    @inline(never)
    static func _match(_ code: Int32) -> PCRE2Error {
        PCRE2Error(matchCode: code)
    }

    /// No match data could be allocated.
    static var outOfMemory: PCRE2Error {
        PCRE2Error(kind: .noMemory, code: -48, message: "failed to get memory")
    }
}
