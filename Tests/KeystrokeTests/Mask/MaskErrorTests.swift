import Testing
@testable import Keystroke

@Suite struct MaskErrorTests {
    struct Row: Sendable, CustomStringConvertible {
        var format: String
        var reason: MaskError.Reason
        var offset: Int
        var description: String { format }
    }

    static let rows: [Row] = [
        Row(format: "[[00]000]", reason: .nestedBrackets, offset: 1),
        Row(format: "{{.}}", reason: .nestedBraces, offset: 1),
        Row(format: "+7 ([000", reason: .unclosedBracket, offset: 4),
        Row(format: "[00]{.", reason: .unclosedBrace, offset: 4),
        Row(format: "00]", reason: .unmatchedClosingBracket, offset: 2),
        Row(format: "0}", reason: .unmatchedClosingBrace, offset: 1),
        Row(format: "a[]b", reason: .emptyBrackets, offset: 1),
        Row(format: "{}", reason: .emptyBraces, offset: 0),
        Row(format: "[0{]", reason: .braceInsideBrackets, offset: 2),
        Row(format: "{[}", reason: .bracketInsideBraces, offset: 1),
        Row(format: "[00X]", reason: .unknownSlotCharacter, offset: 3),
        Row(format: "[0…]-[00]", reason: .charactersAfterEllipsis, offset: 4),
        Row(format: "[0……]", reason: .charactersAfterEllipsis, offset: 3),
        Row(format: "[0…A]", reason: .charactersAfterEllipsis, offset: 3),
        Row(format: "[00]\\", reason: .danglingEscape, offset: 4),
        Row(format: "😀[0👍]", reason: .unknownSlotCharacter, offset: 3),
        // Line breaks: "\n" then "\r" (a fuzzing find), "\r\n" as one Character, inside braces.
        Row(format: "[0]\n\r[0]", reason: .lineBreak, offset: 3),
        Row(format: "[00]\r\n[00]", reason: .lineBreak, offset: 4),
        Row(format: "{\n}[0]", reason: .lineBreak, offset: 1),
    ]

    @Test(arguments: rows)
    func reportsReasonAndOffset(_ row: Row) {
        #expect(throws: MaskError(reason: row.reason, offset: row.offset, format: row.format)) {
            try Mask(row.format)
        }
    }

    @Test func describesWhatAndWhere() {
        let error = MaskError(reason: .nestedBrackets, offset: 1, format: "[[00]000]")
        #expect(error.description == "nested brackets at offset 1 in '[[00]000]'")
    }

    /// Valid formats that look unusual compile.
    @Test(arguments: ["", "\\[[0]\\]", "{\\}}", "[…]", "[…0]", "abc", "\\\\[0]", "[00AA99aa]"])
    func compiles(_ format: String) throws {
        _ = try Mask(format)
    }
}
