extension Pattern {
    /// `subject` with every match replaced by `template`, expanded per match.
    ///
    /// In the template `$1` or `${1}` is a numbered group, `${name}` or `$name` a named group,
    /// `$$` a dollar sign; groups that did not take part expand to nothing.
    /// ```swift
    /// try Pattern(#"(\d{3})(\d{3})"#).replacing(in: "123456", with: "$1-$2")  // "123-456"
    /// ```
    /// - Throws: `PCRE2Error` of kind `.replacement` for a malformed template or an unknown group
    ///   (with the offset in the template), or a limit error from matching.
    public func replacing(in subject: String, with template: String) throws(PCRE2Error) -> String {
        let expansion = try ReplacementTemplate(template, captureCount: captureCount, groupNames: groupNames)
        return try replacing(in: subject) { match, output in expansion.expand(match, into: &output) }
    }

    /// `subject` with every match replaced by what `replacement` returns for it.
    /// - Throws: `PCRE2Error` when a limit is reached.
    public func replacing(in subject: String, with replacement: (Match) -> String) throws(PCRE2Error) -> String {
        try replacing(in: subject) { match, output in output += replacement(match) }
    }

    private func replacing(in subject: String, _ append: (Match, inout String) -> Void) throws(PCRE2Error) -> String {
        let matches = try allMatches(in: subject)
        guard !matches.isEmpty else { return subject }
        var output = ""
        output.reserveCapacity(subject.utf8.count)
        var copied = subject.startIndex
        for match in matches {
            // `\K` can start a match before the previous one ended; never copy backwards.
            let lower = max(match.range.lowerBound, copied)
            output += subject[copied..<lower]
            append(match, &output)
            copied = max(match.range.upperBound, lower)
        }
        output += subject[copied...]
        return output
    }
}
