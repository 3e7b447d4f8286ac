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
