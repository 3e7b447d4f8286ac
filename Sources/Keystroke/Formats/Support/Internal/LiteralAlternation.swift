/// Rewrites a pattern's long alternations of plain words into tries: `(?:AB|AL|B|BA)` becomes
/// `(?:A[BL]|BA?)`.
///
/// PCRE2 tries the branches of an alternation one after another, so the United Kingdom's 126
/// postcode areas cost about a thousand instructions a match; the trie tests a letter at a time.
/// The rewrite keeps the language the group matches, and so every match and partial match of the
/// pattern: a soft partial match (what `Pattern.partialMatch` runs) does not depend on the order
/// of branches.
enum LiteralAlternation {
    /// Alternations with fewer branches are left as they are.
    static let minimumBranches = 8

    /// `source` with each group whose whole content is at least ``minimumBranches`` ASCII words
    /// (letters and digits) joined by `|` written as a trie; any other pattern text is kept.
    static func factoring(_ source: String) -> String {
        let bytes = Array(source.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        var inClass = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\") {
                // An escape and the byte it escapes are copied as they are.
                output.append(contentsOf: bytes[index..<min(index + 2, bytes.count)])
                index += 2
                continue
            }
            if inClass {
                if byte == UInt8(ascii: "]") { inClass = false }
            } else if byte == UInt8(ascii: "[") {
                inClass = true
                // `[]…]` and `[^]…]` hold a literal `]` first.
                output.append(byte)
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "^") { output.append(bytes[index]); index += 1 }
                if index < bytes.count, bytes[index] == UInt8(ascii: "]") { output.append(bytes[index]); index += 1 }
                continue
            } else if byte == UInt8(ascii: "("), let group = wordGroup(in: bytes, at: index) {
                output.append(contentsOf: bytes[index..<group.content.lowerBound])
                output.append(contentsOf: trie(of: group.words))
                output.append(UInt8(ascii: ")"))
                index = group.content.upperBound + 1
                continue
            }
            output.append(byte)
            index += 1
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The words of the group opened at `open`, when it is a plain or non-capturing group that
    /// holds nothing but enough words and bars.
    private static func wordGroup(in bytes: [UInt8], at open: Int) -> (content: Range<Int>, words: [[UInt8]])? {
        var start = open + 1
        if start + 1 < bytes.count, bytes[start] == UInt8(ascii: "?") {
            guard bytes[start + 1] == UInt8(ascii: ":") else { return nil }
            start += 2
        }
        var words: [[UInt8]] = [[]]
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: ")") {
            let byte = bytes[end]
            if byte == UInt8(ascii: "|") {
                words.append([])
            } else if isWordByte(byte) {
                words[words.count - 1].append(byte)
            } else {
                return nil
            }
            end += 1
        }
        guard end < bytes.count, words.count >= minimumBranches else { return nil }
        return (start..<end, words)
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        byte &- 0x30 < 10 || (byte | 0x20) &- 0x61 < 26
    }

    /// A pattern that matches exactly `words`, sharing each common first letter.
    private static func trie(of words: [[UInt8]]) -> [UInt8] {
        let matchesEmpty = words.contains { $0.isEmpty }
        // First letters in the order they first appear, each with the rest of its words.
        var firsts: [UInt8] = []
        var rests: [[[UInt8]]] = []
        for word in words where !word.isEmpty {
            if let slot = firsts.firstIndex(of: word[0]) {
                rests[slot].append(Array(word.dropFirst()))
            } else {
                firsts.append(word[0])
                rests.append([Array(word.dropFirst())])
            }
        }
        if firsts.isEmpty { return [] }
        var lone: [UInt8] = []
        var branches: [[UInt8]] = []
        for (first, rest) in zip(firsts, rests) {
            if rest.allSatisfy(\.isEmpty) {
                lone.append(first)
            } else {
                branches.append([first] + trie(of: rest))
            }
        }
        if !lone.isEmpty { branches.append(lone.count == 1 ? lone : [UInt8(ascii: "[")] + lone + [UInt8(ascii: "]")]) }
        var body: [UInt8]
        if branches.count == 1 && (branches[0].count == 1 || branches[0].first == UInt8(ascii: "[")) && lone.count == firsts.count {
            // One letter or one class needs no group.
            body = branches[0]
        } else {
            body = Array("(?:".utf8)
            for (index, branch) in branches.enumerated() {
                if index > 0 { body.append(UInt8(ascii: "|")) }
                body.append(contentsOf: branch)
            }
            body.append(UInt8(ascii: ")"))
        }
        if matchesEmpty { body.append(UInt8(ascii: "?")) }
        return body
    }
}
