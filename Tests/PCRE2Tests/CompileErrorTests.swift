import PCRE2
import Testing

/// Compile errors carry PCRE2's code, message and the offset in the pattern.
@Suite struct CompileErrorTests {
    @Test func missingParenthesisReadsLikePCRE2() {
        #expect {
            try Pattern("(ab")
        } throws: { error in
            guard let error = error as? PCRE2Error else { return false }
            return error.kind == .compile && error.code == 114 && error.offset == 3
                && error.message == "missing closing parenthesis"
                && error.description == "missing closing parenthesis at offset 3 in pattern '(ab'"
        }
    }

    static let cases: [(pattern: String, utf8Offset: Int, characterOffset: Int)] = [
        ("a)", 1, 1),
        ("[a", 2, 2),
        ("a{2,1}", 5, 5),
        ("é(", 3, 2),
        ("👩‍👩‍👧(", 19, 2),
        ("e\u{301}x(", 5, 3),
        ("👩‍👩‍👧*+?", 20, 3),
        ("(?<n>a)(?<n>b)", 12, 12),
        (#"\"#, 1, 1),
    ]

    @Test(arguments: cases)
    func offsets(testCase: (pattern: String, utf8Offset: Int, characterOffset: Int)) {
        do {
            _ = try Pattern(testCase.pattern)
            Issue.record("'\(testCase.pattern)' compiled")
        } catch {
            #expect(error.kind == .compile)
            #expect(error.offset == testCase.utf8Offset)
            #expect(error.characterOffset == testCase.characterOffset)
            #expect(error.pattern == testCase.pattern)
            #expect(!error.message.isEmpty)
        }
    }
}
