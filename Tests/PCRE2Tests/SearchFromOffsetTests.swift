import PCRE2
import Testing

/// `firstMatch(utf8:from:groups:)`: a search that starts inside the subject and sees what comes before.
@Suite struct SearchFromOffsetTests {
    private func search(_ pattern: Pattern, _ subject: String, from start: Int) throws -> [Range<Int>?] {
        var groups: [Range<Int>?] = [0..<99]
        let found = try Array(subject.utf8).withUnsafeBufferPointer { try pattern.firstMatch(utf8: $0, from: start, groups: &groups) }
        #expect(found == !groups.isEmpty)
        return groups
    }

    @Test(arguments: [Pattern.Options(), .noJIT])
    func findsTheFirstMatchAtOrAfterTheStart(options: Pattern.Options) throws {
        let pattern = try Pattern(#"(\d)(x)?\d*"#, options: options)
        #expect(try search(pattern, "a1 b22", from: 0) == [1..<2, 1..<2, nil])
        #expect(try search(pattern, "a1 b22", from: 2) == [4..<6, 4..<5, nil])
        #expect(try search(pattern, "a1 b22", from: 5) == [5..<6, 5..<6, nil])
        #expect(try search(pattern, "a1 b22", from: 6).isEmpty)
    }

    @Test func lookbehindSeesTheTextBeforeTheStart() throws {
        let pattern = try Pattern(#"(?<=b)\d+"#)
        #expect(try search(pattern, "a1 b22", from: 4) == [4..<6])
        #expect(try search(pattern, "a1 b22", from: 5).isEmpty)
        let anchored = try Pattern(#"^\d"#)
        #expect(try search(anchored, "a1", from: 1).isEmpty)
    }

    @Test func offsetsAreUTF8() throws {
        let pattern = try Pattern(#"\d+"#)
        #expect(try search(pattern, "é👍٣4", from: 0) == [6..<9])
        #expect(try search(pattern, "", from: 0).isEmpty)
    }

    @Test func aLimitIsAnError() throws {
        let pattern = try Pattern(#"(a+)+$"#, options: Pattern.Options([], matchLimit: 1_000))
        #expect(throws: PCRE2Error.self) { try search(pattern, String(repeating: "a", count: 30) + "b", from: 1) }
    }
}
