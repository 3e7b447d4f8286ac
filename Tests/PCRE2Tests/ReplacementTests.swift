import PCRE2
import Testing

/// Replacement templates: `$1`, `${name}`, `$$` and their errors.
@Suite struct ReplacementTests {
    static let cases: [(pattern: String, subject: String, template: String, result: String)] = [
        (#"(\d{3})(\d{3})"#, "123456", "$1-$2", "123-456"),
        (#"(?<d>\d)"#, "a1b2", "<${d}>", "a<1>b<2>"),
        (#"(?<d>\d)"#, "a1b2", "<$d>", "a<1>b<2>"),
        (#"(\d)"#, "a1", "$$1 = ${1}$$", "a$1 = 1$"),
        (#"(a)|(b)"#, "ab", "[$1|$2]", "[a|][|b]"),
        ("x*", "abc", "-", "-a-b-c-"),
        ("é", "éé", "e\u{301}", "e\u{301}e\u{301}"),
        ("z", "abc", "$0$0", "abc"),
        (#"\w+"#, "ola mundo", "«$0»", "«ola» «mundo»"),
        (#"(\d)"#, "7", "$01", "7"),
    ]

    @Test(arguments: cases)
    func expands(testCase: (pattern: String, subject: String, template: String, result: String)) throws {
        let pattern = try Pattern(testCase.pattern)
        #expect(try pattern.replacing(in: testCase.subject, with: testCase.template) == testCase.result)
    }

    static let badTemplates: [(template: String, code: Int, offset: Int)] = [
        ("$2", -49, 0),
        ("ab${nope}", -49, 2),
        ("${1", -58, 3),
        ("x$", -57, 1),
        ("$-", -57, 0),
        ("$99999999999999999999", -49, 0),
    ]

    @Test(arguments: badTemplates)
    func rejectsBadTemplates(testCase: (template: String, code: Int, offset: Int)) throws {
        let pattern = try Pattern(#"(?<d>\d)"#)
        do {
            _ = try pattern.replacing(in: "no digits", with: testCase.template)
            Issue.record("template '\(testCase.template)' accepted")
        } catch {
            #expect(error.kind == .replacement)
            #expect(error.code == testCase.code)
            #expect(error.offset == testCase.offset)
            #expect(error.description.contains("in template '\(testCase.template)'"))
        }
    }

    @Test func closureReplacement() throws {
        let pattern = try Pattern(#"\d+"#)
        let doubled = try pattern.replacing(in: "1 and 21") { match in String((Int(match.value) ?? 0) * 2) }
        #expect(doubled == "2 and 42")
    }
}
