import PCRE2
import Testing

/// First match, numbered and named groups, and UTF-8 offsets mapped to String indices.
@Suite struct CaptureTests {
    @Test(arguments: [Pattern.Options(), .noJIT])
    func numberedAndNamedGroups(options: Pattern.Options) throws {
        let pattern = try Pattern(#"(?<year>\d{4})-(?<month>\d\d)(?:-(?<day>\d\d))?"#, options: options)
        let match = try #require(try pattern.firstMatch(in: "due 2025-07, paid"))
        #expect(match.value == "2025-07")
        #expect(match[0] == "2025-07")
        #expect(match[1] == "2025")
        #expect(match["month"] == "07")
        #expect(match["day"] == nil)
        #expect(match[3] == nil)
        #expect(match[4] == nil)
        #expect(match["nope"] == nil)
        #expect(match.captures == ["2025", "07", nil])
        #expect(match.namedCaptures == ["year": "2025", "month": "07"])
        #expect(match.utf8Range == 4..<11)
        #expect(match.characterRange == 4..<11)
    }

    @Test func noMatchIsNil() throws {
        #expect(try Pattern(#"\d"#).firstMatch(in: "abc") == nil)
        #expect(try Pattern(#"\d"#).firstMatch(in: "") == nil)
    }
}
