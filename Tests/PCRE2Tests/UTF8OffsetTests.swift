import PCRE2
import Testing

/// PCRE2's UTF-8 offsets map to the right String indices with multi-byte text.
@Suite struct UTF8OffsetTests {
    static let cases: [(pattern: String, subject: String, match: String, utf8: Range<Int>, characters: Range<Int>)] = [
        (#"\d+"#, "preço: 42", "42", 8..<10, 7..<9),
        ("🎉+", "party 🎉🎉!", "🎉🎉", 6..<14, 6..<8),
        // Family emoji: one Character of five scalars joined by ZWJ.
        ("👩‍👩‍👧", "a👩‍👩‍👧b", "👩‍👩‍👧", 1..<19, 1..<2),
        (#"b"#, "👩‍👩‍👧b", "b", 18..<19, 1..<2),
        // Decomposed é (e + U+0301): the scalar `e` alone lies inside the Character.
        ("e", "cafe\u{301}!", "e", 3..<4, 3..<4),
        (#"\X"#, "e\u{301}x", "e\u{301}", 0..<3, 0..<1),
        (#"\p{Mn}"#, "e\u{301}x", "\u{301}", 1..<3, 0..<1),
        ("ã", "Ação", "ã", 3..<5, 2..<3),
        (#"\w+$"#, "日本語 テキスト", "テキスト", 10..<22, 4..<8),
        ("🇧🇷", "flag 🇧🇷 here", "🇧🇷", 5..<13, 5..<6),
    ]

    @Test(arguments: [Pattern.Options(), .noJIT], cases)
    func matchRanges(
        options: Pattern.Options,
        testCase: (pattern: String, subject: String, match: String, utf8: Range<Int>, characters: Range<Int>)
    ) throws {
        let pattern = try Pattern(testCase.pattern, options: options)
        let match = try #require(try pattern.firstMatch(in: testCase.subject))
        #expect(match.utf8Range == testCase.utf8)
        #expect(match.characterRange == testCase.characters)
        #expect(String(match.subject.utf8[match.range]) == testCase.match)
        #expect(Array(match.value.unicodeScalars) == Array(testCase.match.unicodeScalars))
    }

    @Test func capturesAroundEmoji() throws {
        let pattern = try Pattern(#"(?<who>\p{L}+) (?<mood>\p{Extended_Pictographic}+)"#)
        let match = try #require(try pattern.firstMatch(in: "-- Zoë 😀😀 --"))
        #expect(match["who"] == "Zoë")
        #expect(match["mood"] == "😀😀")
        let mood = try #require(match.range(named: "mood"))
        #expect(match.subject[mood.upperBound...] == " --")
    }

    @Test func bridgedLikeSubstringSubjectsWork() throws {
        let text = "xx 12 yy"
        let slice = String(text.dropFirst(3))
        #expect(try Pattern(#"\d+ yy"#).matches(slice))
    }
}
