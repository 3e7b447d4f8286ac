import PCRE2
import Testing

/// Iterating over matches, including empty ones.
@Suite struct AllMatchesTests {
    static let cases: [(pattern: String, subject: String, matches: [String])] = [
        (#"\d+"#, "a1b22c333", ["1", "22", "333"]),
        ("x*", "axxb", ["", "xx", "", ""]),
        ("", "ab", ["", "", ""]),
        ("", "", [""]),
        ("|a", "a", ["", "a", ""]),
        ("(?=a)", "aa", ["", ""]),
        (#"\b"#, "hi yo", ["", "", "", ""]),
        ("", "é👍", ["", "", ""]),
        (#"\X"#, "e\u{301}👩‍👩‍👧", ["e\u{301}", "👩‍👩‍👧"]),
        ("a", "bbb", []),
    ]

    @Test(arguments: [Pattern.Options(), .noJIT], cases)
    func matches(options: Pattern.Options, testCase: (pattern: String, subject: String, matches: [String])) throws {
        let pattern = try Pattern(testCase.pattern, options: options)
        let found = try pattern.allMatches(in: testCase.subject).map { String($0.value) }
        #expect(found == testCase.matches)
    }

    @Test func emptyPatternAndEmptySubject() throws {
        let empty = try Pattern("")
        #expect(try empty.matches(""))
        #expect(try !empty.matches("x"))
        #expect(try empty.partialMatch("") == .complete)
        #expect(try empty.firstMatch(in: "")?.utf8Range == 0..<0)
        #expect(try Pattern("a").matches("") == false)
        #expect(try Pattern("a").firstMatch(in: "") == nil)
    }
}
