/// A pattern compiled for one anchored kind of match: the whole subject (Java's `matches`,
/// Python's `fullmatch`) or a prefix of it (Java's `lookingAt`, Python's `match`).
///
/// `Pattern` compiles three codes (search, whole, partial); this compiles one, so a data set of
/// many small patterns, such as a telephone numbering plan, compiles in a fraction of the time.
/// The anchoring is set at compile time, so JIT stays on.
///
/// ```swift
/// let prefix = try AnchoredPattern("0|90", anchoring: .prefix)
/// try prefix.match("9041")?.range     // 0..<2
/// let area = try AnchoredPattern(#"(\d{2})(\d{4})"#, anchoring: .whole)
/// try area.matches("413333")          // true
/// ```
public final class AnchoredPattern: Sendable {
    /// Where a match must begin and end.
    public enum Anchoring: Sendable, Hashable {
        /// The match covers the whole subject.
        case whole
        /// The match starts at the subject's start and may end anywhere.
        case prefix
    }

    /// The pattern's source, as given.
    public let source: String
    /// Whole-subject or prefix matching.
    public let anchoring: Anchoring
    /// The number of capturing groups (group 0, the whole match, not counted).
    public let captureCount: Int
    /// A lower bound on the length of a matching subject, in characters (PCRE2's study of the
    /// pattern; 0 when it cannot tell). A subject of fewer UTF-8 bytes never matches, so callers
    /// can skip it without running the match.
    public let minimumLength: Int
    let matcher: Matcher

    /// Compiles `source` for `anchoring`.
    /// - Parameters:
    ///   - source: the PCRE2 pattern source.
    ///   - anchoring: whole-subject or prefix matching.
    ///   - options: compile switches and match limits (`.asciiClasses` for ASCII data).
    /// - Throws: `PCRE2Error` of kind `.compile`, with PCRE2's message and the offset of the fault.
    public init(_ source: String, anchoring: Anchoring, options: Pattern.Options = []) throws(PCRE2Error) {
        self.source = source
        self.anchoring = anchoring
        var flags = options.compileFlags | CompileFlag.anchored
        if anchoring == .whole { flags |= CompileFlag.endAnchored }
        let code: CompiledCode
        do {
            code = try CompiledCode(
                utf8: Array(source.utf8), options: flags, jit: options.contains(.noJIT) ? .off : .complete,
                unicodeClasses: !options.contains(.asciiClasses))
        } catch {
            throw PCRE2Error.compile(code: error.code, offset: error.offset, pattern: source)
        }
        captureCount = code.captureCount
        minimumLength = code.minimumLength
        matcher = Matcher(search: code, whole: code, prefix: code, limits: options.limits)
    }

    /// Whether the pattern matches `subject` (all of it, or a prefix of it).
    /// - Throws: `PCRE2Error` when a limit is reached.
    public func matches(_ subject: String) throws(PCRE2Error) -> Bool {
        // SAFETY: `bytes` is used only inside the closure that lends it.
        try withUTF8(of: subject) { bytes in Result { () throws(PCRE2Error) in try matches(utf8: bytes) } }.get()
    }

    /// Whether the pattern matches the UTF-8 `subject` (all of it, or a prefix of it).
    ///
    /// The bytes must be valid UTF-8 (JIT matching skips the check).
    /// - Throws: `PCRE2Error` when a limit is reached.
    public func matches(utf8 subject: UnsafeBufferPointer<UInt8>) throws(PCRE2Error) -> Bool {
        let code = matcher.matchWhole(subject)
        if code >= 0 { return true }
        if code == MatchSession.noMatch { return false }
        throw PCRE2Error(matchCode: code)
    }

    /// The match in `subject` with its groups, or nil.
    /// - Throws: `PCRE2Error` when a limit is reached.
    public func match(_ subject: String) throws(PCRE2Error) -> AnchoredMatch? {
        // SAFETY: `bytes` is used only inside the closure that lends it.
        try withUTF8(of: subject) { bytes in Result { () throws(PCRE2Error) in try match(utf8: bytes) } }.get()
    }

    /// The match in the UTF-8 `subject` with its groups (UTF-8 offsets), or nil.
    ///
    /// The bytes must be valid UTF-8 (JIT matching skips the check).
    /// - Throws: `PCRE2Error` when a limit is reached.
    public func match(utf8 subject: UnsafeBufferPointer<UInt8>) throws(PCRE2Error) -> AnchoredMatch? {
        let groupCount = captureCount
        // SAFETY: the session is used only inside its closure, and runs from offset 0.
        let outcome = matcher.withSession(bytes: subject, captures: true) { session -> Result<AnchoredMatch?, PCRE2Error> in
            let code = session.run(.whole, from: 0, mode: .normal)
            if code == MatchSession.noMatch { return .success(nil) }
            guard code >= 0 else { return .failure(PCRE2Error(matchCode: code)) }
            let groups = (0...groupCount).map { session.range(ofGroup: $0) }
            return .success(AnchoredMatch(groups: groups))
        }
        guard let outcome else { throw PCRE2Error.outOfMemory }
        return try outcome.get()
    }

    /// ``match(utf8:)`` into the caller's `groups`: emptied (its storage kept), then filled with
    /// group 0 and each capturing group on a match; false, with `groups` empty, for none. For
    /// callers that match over and over without allocating a match each time.
    /// - Throws: `PCRE2Error` when a limit is reached.
    public func match(utf8 subject: UnsafeBufferPointer<UInt8>, groups: inout [Range<Int>?]) throws(PCRE2Error) -> Bool {
        try matcher.run(.whole, on: subject, from: 0, groups: &groups)
    }
}
