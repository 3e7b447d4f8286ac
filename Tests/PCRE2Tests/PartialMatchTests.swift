import PCRE2
import Testing

/// Hard partial matching: can more typing still produce a match?
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
}
