import Testing
@testable import Keystroke

@Suite struct MaskUnicodeTests {
    struct Row: Sendable, CustomStringConvertible {
        var format: String
        var text: String
        var caret: Int?
        var expected: String
        var expectedCaret: Int
        var value: String
        var dropped: String
        var description: String { "\(format) ← \(text.debugDescription)" }
    }

    static let rows: [Row] = [
        // Full-width and Arabic-Indic digits are placed as ASCII digits.
        Row(format: "[000]", text: "４１９", expected: "419", expectedCaret: 3, value: "419", dropped: ""),
        Row(format: "[000]", text: "٤١٩", expected: "419", expectedCaret: 3, value: "419", dropped: ""),
        Row(format: "[000]", text: "۴۱۹", expected: "419", expectedCaret: 3, value: "419", dropped: ""),
        Row(format: "[0]-[0]", text: "１２", expected: "1-2", expectedCaret: 3, value: "12", dropped: ""),
        Row(format: "[___]", text: "x٣y", expected: "x3y", expectedCaret: 3, value: "x3y", dropped: ""),
        // Other digits (Devanagari) are refused.
        Row(format: "[00]", text: "१२", expected: "", expectedCaret: 0, value: "", dropped: "१२"),
        // Letters: any Character.isLetter, combining marks included in the Character.
        Row(format: "[AA]", text: "e\u{301}ß", expected: "e\u{301}ß", expectedCaret: 2, value: "e\u{301}ß", dropped: ""),
        Row(format: "[AAA]", text: "عرب", expected: "عرب", expectedCaret: 3, value: "عرب", dropped: ""),
        Row(format: "[AAA]", text: "日本語", expected: "日本語", expectedCaret: 3, value: "日本語", dropped: ""),
        // Emoji, ZWJ sequences and flags are one Character each, refused by digit slots.
        Row(format: "[0]-[0]", text: "1👍2", caret: 2, expected: "1-2", expectedCaret: 2, value: "12", dropped: "👍"),
        Row(format: "[000]", text: "👨‍👩‍👧1🇧🇷2", expected: "12", expectedCaret: 2, value: "12", dropped: "👨‍👩‍👧🇧🇷"),
        Row(format: "[000]", text: "1\r\n2", expected: "12", expectedCaret: 2, value: "12", dropped: "\r\n"),
        // Non-ASCII literals in the mask.
        Row(format: "№ [000] ₽", text: "12345", expected: "№ 123 ₽", expectedCaret: 7, value: "123", dropped: "45"),
        Row(format: "{€}[0…]", text: "€12", expected: "€12", expectedCaret: 3, value: "€12", dropped: ""),
        // A lone combining mark is its own Character.
        Row(format: "[0]", text: "\u{301}1", expected: "1", expectedCaret: 1, value: "1", dropped: "\u{301}"),
        // Right-to-left script in a separator-only mask.
        Row(format: "[0] שקל", text: "5", expected: "5", expectedCaret: 1, value: "5", dropped: ""),
    ]

    @Test(arguments: rows)
    func countsCharactersAndNormalizesDigits(_ row: Row) throws {
        let mask = try Mask(row.format)
        let result = mask.apply(MaskInput(text: row.text, caret: row.caret ?? row.text.count))
        #expect(result.text == row.expected)
        #expect(result.caret == row.expectedCaret)
        #expect(result.value == row.value)
        #expect(result.dropped == row.dropped)
    }

    /// Strings that stress grapheme handling never crash, whatever the caret.
    @Test(arguments: ["[0…]", "[A…]", "+7 ([000]) [000]", "[_-]{é}[a]", "[0] [000] [000]"])
    func neverCrashes(_ format: String) throws {
        let texts = [
            "", "\u{301}", "\u{301}\u{301}1", "🏳️‍🌈", "👨‍👩‍👧‍👦12", "a\u{200D}b", "\r\n", "\r", "\n1",
            "١٢٣", "０", "ﷺ", "\u{FEFF}1", "\u{0}", "e\u{301}\u{302}\u{303}", "🇧🇷🇧🇷", "אב12",
        ]
        for rightToLeft in [false, true] {
            let mask = try Mask(format, rightToLeft: rightToLeft)
            for text in texts {
                for caret in [-1, 0, 1, text.count, text.count + 3] {
                    for gravity in [CaretGravity.plain, .autocomplete, .backward, .autoskip] {
                        let result = mask.apply(MaskInput(text: text, caret: caret, gravity: gravity))
                        #expect((0...result.text.count).contains(result.caret))
                    }
                }
            }
        }
    }

    @Test func asciiTakesTheBytePath() throws {
        let mask = try Mask("([00]) [00000]-[0000]")
        #expect(mask.applyBytes(MaskInput(text: "41999")) != nil)
        #expect(mask.applyBytes(MaskInput(text: "4１")) == nil)
        #expect(mask.applyBytes(MaskInput(text: "41\r\n")) == nil)
        #expect(try Mask("№ [0]").applyBytes(MaskInput(text: "1")) == nil)
    }
}
