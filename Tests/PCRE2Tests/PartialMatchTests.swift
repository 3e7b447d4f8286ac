import PCRE2
import Testing

/// Partial matching: can more typing still produce a match?
@Suite struct PartialMatchTests {
    static let time = #"([01]\d|2[0-3]):[0-5]\d"#
    static let email = #"[\w.+-]+@[\w-]+(\.[\w-]+)+"#
    static let cpf = #"\d{3}\.\d{3}\.\d{3}-\d{2}"#

    static let cases: [(pattern: String, subject: String, expected: PartialMatch)] = [
        (time, "", .partial),
        (time, "2", .partial),
        (time, "25", .none),
        (time, "23", .partial),
        (time, "23:", .partial),
        (time, "23:5", .partial),
        (time, "23:59", .complete),
        (time, "23:60", .none),
        (time, "23:591", .none),
        (time, "x", .none),
        (email, "ana", .partial),
        (email, "ana@", .partial),
        (email, "ana@example", .partial),
        (email, "ana@example.", .partial),
        (email, "ana@example.com", .complete),
        (email, "ana@@", .none),
        (email, "@", .none),
        (email, "ana @", .none),
        (cpf, "123.4", .partial),
        (cpf, "123.456.789-09", .complete),
        (cpf, "123.456.789-0a", .none),
        (#"\d+"#, "12", .complete),
        (#"\d+"#, "12a", .none),
        ("abc", "ab", .partial),
        ("abc", "abd", .none),
        ("a|abc", "ab", .partial),
        ("a|abc", "a", .complete),
        ("(?x) ab # comment", "a", .partial),
        (#"a\Qb"#, "a", .partial),
        ("(*UCP)é+", "éé", .complete),
    ]

    @Test(arguments: [Pattern.Options(), .noJIT], cases)
    func table(options: Pattern.Options, testCase: (pattern: String, subject: String, expected: PartialMatch)) throws {
        let pattern = try Pattern(testCase.pattern, options: options)
        #expect(try pattern.partialMatch(testCase.subject) == testCase.expected)
    }

    /// Bounded patterns (no match longer than five characters) and the alphabets their subjects use.
    static let bounded: [(pattern: String, alphabet: String)] = [
        ("a|abc", "abc"),
        (#"\d{3}-\d?"#, "1-x"),
        (#"(?=ab)a.c?"#, "abc"),
        (#"ab\b"#, "ab "),
        (#"(a|ab)(c|bcd)"#, "abcd"),
        (#"x(?!y)z?"#, "xyz"),
        (#"(?>ab|a)b"#, "ab"),
        (#"a(*ACCEPT)bc"#, "abc"),
        (#"(?:a(*ACCEPT))?ab"#, "ab"),
        (#"a|ab(*ACCEPT)c"#, "abc"),
    ]

    /// Every subject of up to four characters is read as the definitions say: complete exactly when
    /// the whole pattern matches, and not `.none` exactly when it begins
    /// some match, found by trying every text of up to six characters.
    @Test(arguments: [Pattern.Options(), .noJIT], bounded)
    func agreesWithTheDefinitions(options: Pattern.Options, testCase: (pattern: String, alphabet: String)) throws {
        let pattern = try Pattern(testCase.pattern, options: options)
        var texts = [""]
        var layer = [""]
        for _ in 0..<6 {
            layer = layer.flatMap { text in testCase.alphabet.map { text + String($0) } }
            texts += layer
        }
        var beginnings = Set<String>()
        for text in texts where try pattern.matches(text) {
            for length in 0...text.count { beginnings.insert(String(text.prefix(length))) }
        }
        #expect(!beginnings.isEmpty)
        for subject in texts where subject.count <= 4 {
            let reading = try pattern.partialMatch(subject)
            #expect((reading == .complete) == (try pattern.matches(subject)), "\(subject)")
            #expect((reading != .none) == beginnings.contains(subject), "\(subject): \(reading)")
        }
    }

    /// The byte entry points read a subject as the `String` ones do: the table's subjects, and
    /// every text of up to four characters over each bounded pattern's alphabet.
    @Test(arguments: [Pattern.Options(), .noJIT])
    func bytesReadAsTheirString(options: Pattern.Options) throws {
        var pairs = Self.cases.map { ($0.pattern, $0.subject) }
        for testCase in Self.bounded {
            var layer = [""]
            for _ in 0..<4 {
                layer = layer.flatMap { text in testCase.alphabet.map { text + String($0) } }
                pairs += layer.map { (testCase.pattern, $0) }
            }
        }
        for (source, subject) in pairs {
            let pattern = try Pattern(source, options: options)
            let bytes = Array(subject.utf8)
            let partial = try bytes.withUnsafeBufferPointer { buffer throws(PCRE2Error) in try pattern.partialMatch(utf8: buffer) }
            let whole = try bytes.withUnsafeBufferPointer { buffer throws(PCRE2Error) in try pattern.matches(utf8: buffer) }
            #expect(partial == (try pattern.partialMatch(subject)), "\(source) on \(subject)")
            #expect(whole == (try pattern.matches(subject)), "\(source) on \(subject)")
        }
    }

    /// Bytes that are not UTF-8 are read as their repaired `String`, never passed to PCRE2 unchecked.
    @Test func invalidBytesAreReadRepaired() throws {
        let pattern = try Pattern("a\u{FFFD}b?")
        let bytes: [UInt8] = [0x61, 0xFF]
        #expect(try bytes.withUnsafeBufferPointer { buffer throws(PCRE2Error) in try pattern.partialMatch(utf8: buffer) } == .complete)
        #expect(try bytes.withUnsafeBufferPointer { buffer throws(PCRE2Error) in try pattern.matches(utf8: buffer) })
        let cut: [UInt8] = [0x61, 0xE2, 0x80]
        #expect(try cut.withUnsafeBufferPointer { buffer throws(PCRE2Error) in try pattern.partialMatch(utf8: buffer) } == .complete)
    }
}
