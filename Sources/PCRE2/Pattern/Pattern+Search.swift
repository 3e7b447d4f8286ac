extension Pattern {
    /// The first match of the pattern anywhere in `subject`, or nil.
    /// - Throws: `PCRE2Error` when a limit is reached.
    public func firstMatch(in subject: String) throws(PCRE2Error) -> Match? {
        try collectMatches(in: subject, limit: 1).first
    }

    /// Every non-overlapping match in `subject`, left to right.
    ///
    /// After an empty match the next search starts at the same place but refuses another empty
    /// match there (Perl's rule), so empty matches never loop.
    /// - Throws: `PCRE2Error` when a limit is reached.
    public func allMatches(in subject: String) throws(PCRE2Error) -> [Match] {
        try collectMatches(in: subject, limit: .max)
    }

    func collectMatches(in subject: String, limit: Int) throws(PCRE2Error) -> [Match] {
        let names = groupNames
        // SAFETY: the session is used only inside its closure, and each run starts at `start <= session.count`.
        let outcome = matcher.withSession(subject, captures: true) { session -> Result<[Match], PCRE2Error> in
            var found: [Match] = []
            var start = 0
            var mode = Matcher.Mode.normal
            while found.count < limit, start <= session.count {
                let code = session.run(.search, from: start, mode: mode)
                if code == MatchSession.noMatch { break }
                guard code >= 0 else { return .failure(PCRE2Error(matchCode: code)) }
                let groups = (0...captureCount).map { session.range(ofGroup: $0) }
                guard let whole = groups[0] else { break }
                found.append(Match(subject: subject, groups: groups, names: names))
                // Resume at the end; after an empty match forbid another empty one at the same place.
                mode = whole.isEmpty ? .notEmptyAtStart : .normal
                start = max(whole.upperBound, start)
            }
            return .success(found)
        }
        guard let outcome else { throw PCRE2Error.outOfMemory }
        return try outcome.get()
    }
}

extension Pattern {
    /// The first match in the UTF-8 `subject` that starts at or after the byte offset `start`,
    /// written into the caller's `groups` (UTF-8 offsets: the whole match, then each capturing
    /// group, nil for those that did not take part); false, with `groups` empty, for none.
    ///
    /// The text before `start` is still the subject's: lookbehinds see it, and `^` does not match
    /// at `start`, as in Python's `pattern.search(text, start)`. For scanners that search a long
    /// text piece by piece without copying it or allocating a match each time.
    ///
    /// ```swift
    /// let digits = try Pattern(#"\d+"#)
    /// var groups: [Range<Int>?] = []
    /// let found = try Array("a1 b22".utf8).withUnsafeBufferPointer {
    ///     try digits.firstMatch(utf8: $0, from: 2, groups: &groups)
    /// }
    /// // found == true, groups == [4..<6]
    /// ```
    /// - Parameters:
    ///   - subject: valid UTF-8 (JIT matching skips the check).
    ///   - start: where the search begins, a scalar boundary in `0...subject.count`.
    ///   - groups: emptied (its storage kept), then filled on a match.
    /// - Throws: `PCRE2Error` when a limit is reached.
    public func firstMatch(
        utf8 subject: UnsafeBufferPointer<UInt8>, from start: Int, groups: inout [Range<Int>?]
    ) throws(PCRE2Error) -> Bool {
        precondition(start >= 0 && start <= subject.count, "Pattern.firstMatch: start out of range")
        // SAFETY: `0 <= start <= subject.count`, checked above, as the JIT match does not check it.
        return try matcher.run(.search, on: subject, from: start, groups: &groups)
    }
}
