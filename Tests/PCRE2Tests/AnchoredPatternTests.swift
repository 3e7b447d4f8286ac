import PCRE2
import Testing

/// One anchored code per pattern: whole-subject or prefix matching, groups, and the length bound.
@Suite struct AnchoredPatternTests {
    @Test func wholeAnchoringNeedsTheWholeSubject() throws {
        let area = try AnchoredPattern(#"(\d{2})(\d{4})"#, anchoring: .whole)
        #expect(try area.matches("413333"))
        #expect(try !area.matches("4133334"))
        #expect(try !area.matches("x413333"))
        let match = try #require(try area.match("413333"))
        #expect(match.range == 0..<6)
        #expect(match[1] == 0..<2)
        #expect(match[2] == 2..<6)
        #expect(match[3] == nil)
    }

    @Test func prefixAnchoringStartsAtTheStartAndEndsAnywhere() throws {
        let prefix = try AnchoredPattern("0|90", anchoring: .prefix)
        #expect(try prefix.match("9041")?.range == 0..<2)
        #expect(try prefix.matches("0800"))
        #expect(try !prefix.matches("800"))
        #expect(try prefix.match("41") == nil)
    }

    @Test func groupsThatDidNotTakePartAreNil() throws {
        let pattern = try AnchoredPattern("(1)?(2)", anchoring: .whole)
        let match = try #require(try pattern.match("2"))
        #expect(match.groups == [0..<1, nil, 0..<1])
        #expect(pattern.captureCount == 2)
    }

    @Test func groupsWrittenIntoABufferAreTheMatchsGroups() throws {
        let pattern = try AnchoredPattern(#"(\d{2})(1)?(\d{4})"#, anchoring: .whole)
        var groups: [Range<Int>?] = [0..<9]
        let matched = try Array("413333".utf8).withUnsafeBufferPointer { try pattern.match(utf8: $0, groups: &groups) }
        #expect(matched)
        #expect(groups == (try pattern.match("413333"))?.groups)
        #expect(groups == [0..<6, 0..<2, nil, 2..<6])
        let again = try Array("41".utf8).withUnsafeBufferPointer { try pattern.match(utf8: $0, groups: &groups) }
        #expect(!again)
        #expect(groups.isEmpty)
    }

    @Test(arguments: [
        (#"\d{3}-\d{4}"#, 8), ("a*", 0), ("(?:12|3)4", 2), ("é{2}", 2),
    ])
    func minimumLengthIsPCRE2sBound(source: String, expected: Int) throws {
        let pattern = try AnchoredPattern(source, anchoring: .whole)
        #expect(pattern.minimumLength == expected)
        // A subject shorter than the bound never matches.
        if expected > 0 { #expect(try !pattern.matches(String(repeating: "1", count: expected - 1))) }
    }

    @Test func asciiClassesLeaveOtherDigitsOut() throws {
        let ascii = try AnchoredPattern(#"\d+"#, anchoring: .whole, options: [.asciiClasses])
        let unicode = try AnchoredPattern(#"\d+"#, anchoring: .whole)
        #expect(try !ascii.matches("٤١"))
        #expect(try unicode.matches("٤١"))
    }

    @Test func compileErrorsSayWhere() {
        #expect {
            try AnchoredPattern("(12", anchoring: .prefix)
        } throws: { error in
            guard let error = error as? PCRE2Error else { return false }
            return error.kind == .compile && error.offset == 3
        }
    }
}
