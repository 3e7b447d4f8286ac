/// Builds the source of the partial-matching code: the pattern wrapped as `(?:pattern)\z`.
///
/// Leading `(*VERB)` settings must stay at the very start, so they are kept outside the group.
/// A pattern may end inside a `\Q` quote or an extended-mode `#` comment that would swallow the
/// closing `)\z`; such a wrapper does not compile (the group stays open), so the next variant, which
/// ends the quote or the comment first, is tried.
enum PrefixSource {
    /// Candidate sources, to compile in order until one does.
    static func variants(of pattern: [UInt8]) -> [[UInt8]] {
        let split = leadingVerbsEnd(pattern)
        let verbs = Array(pattern[..<split])
        let body = Array(pattern[split...])
        let open = Array("(?:".utf8)
        return [Array(")\\z".utf8), Array("\\E)\\z".utf8), Array("\n)\\z".utf8)].map { close in
            verbs + open + body + close
        }
    }

    /// The end of the leading `(*NAME)` / `(*NAME=value)` settings, such as `(*UCP)(*LIMIT_MATCH=10)`.
    static func leadingVerbsEnd(_ pattern: [UInt8]) -> Int {
        var index = 0
        while pattern.count - index > 3, pattern[index] == UInt8(ascii: "("), pattern[index + 1] == UInt8(ascii: "*") {
            var cursor = index + 2
            while cursor < pattern.count, isSettingByte(pattern[cursor]) { cursor += 1 }
            guard cursor > index + 2, cursor < pattern.count, pattern[cursor] == UInt8(ascii: ")") else { break }
            index = cursor + 1
        }
        return index
    }

    private static func isSettingByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "=")
    }
}
