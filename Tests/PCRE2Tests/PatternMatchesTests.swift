import PCRE2
import Testing

/// Whole-subject matching, with and without JIT.
@Suite struct PatternMatchesTests {
    static let jitModes: [Pattern.Options] = [[], [.noJIT]]

    static let cases: [(pattern: String, subject: String, matches: Bool)] = [
        (#"\d{3}"#, "123", true),
        (#"\d{3}"#, "1234", false),
        (#"\d{3}"#, "x123", false),
        ("a|ab", "ab", true),
        ("ab|a", "a", true),
        (#"[\w.+-]+@[\w-]+\.[\w.]+"#, "ana.silva@example.com.br", true),
        (#"[\w.+-]+@[\w-]+\.[\w.]+"#, "ana.silva@", false),
        ("(?i)straße", "STRASSE", false),
        ("straße", "STRAßE", false),
        (#"\p{Lu}\p{Ll}+"#, "Élodie", true),
        (#"\d+"#, "١٢٣", true),
        ("", "", true),
        ("", "a", false),
        ("a*", "", true),
        ("x$", "x\n", false),
        ("a(?#comment)b", "ab", true),
        ("(?x) a b # trailing comment", "ab", true),
        (#"a\Qb)"#, "ab)", true),
        ("(*UCP)\\w+", "ação", true),
        (#"(\w)\1"#, "aa", true),
        (#"(\w)\1"#, "ab", false),
        (#"(?<c>\w)(?<d>\w)\k<d>\k<c>"#, "abba", true),
    ]

    @Test(arguments: jitModes, cases)
    func wholeSubject(options: Pattern.Options, testCase: (pattern: String, subject: String, matches: Bool)) throws {
        let pattern = try Pattern(testCase.pattern, options: options)
        #expect(try pattern.matches(testCase.subject) == testCase.matches)
    }

    @Test func caseInsensitiveOption() throws {
        let pattern = try Pattern("straße", options: .caseInsensitive)
        #expect(try pattern.matches("STRAßE"))
        #expect(try !Pattern("straße").matches("STRAßE"))
    }

    @Test func jitIsUsedWhenAvailableAndNotWhenRefused() throws {
        #expect(try Pattern("a+").usesJIT == pcre2JITAvailable)
        #expect(try Pattern("a+", options: .noJIT).usesJIT == false)
    }

    @Test func acceptVerbStillNeedsTheWholeSubject() throws {
        let pattern = try Pattern("a(*ACCEPT)b")
        #expect(try pattern.matches("a"))
        #expect(try !pattern.matches("ax"))
    }
}
