import Keystroke
import Testing

@Suite("EditingState: Unicode")
struct EditingStateUnicodeTests {
    static let texts: [String] = [
        "👩‍👩‍👧‍👦", "🇧🇷🇷🇺", "e\u{301}", "שלום עולם", "مرحبا ١٢٣", "a\u{200D}b", "\r\n", "Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇",
        "１２３", "日本語", "\u{202E}abc", "",
    ]

    @Test(arguments: texts)
    func everyEditAtEveryOffsetIsSafe(_ sample: String) {
        let formatters: [any InputFormatter] = [ShortText(limit: 1_000), landline, DigitsOnly()]
        for formatter in formatters {
            var field = EditingState(formatter: formatter, text: sample)
            let count = field.text.count
            for offset in -1...(count + 1) {
                for action in [EditAction.type(sample), .paste(sample + "41"), .backspace, .delete] {
                    var copy = field
                    copy.select(offset..<(offset + 2))
                    let result = action.run(on: &copy)
                    #expect(result.selection.lowerBound >= 0)
                    #expect(result.selection.upperBound <= result.text.count)
                    #expect(copy.selection == result.selection)
                }
            }
            field.select(-10..<10)
            _ = field.cut()
            #expect(field.selection.upperBound <= field.text.count)
        }
    }

    static let joins: [(String, String, String, Int)] = [
        ("e", "\u{301}", "é", 1),
        ("🇧", "🇷", "🇧🇷", 1),
        ("👩", "\u{200D}💻", "👩‍💻", 1),
        ("🇧🇷🇺", "🇸", "🇧🇷🇺🇸", 2),
        ("a", "b", "ab", 2),
        ("\r", "\n", "\r\n", 1),
    ]

    @Test(arguments: joins)
    func typingThatJoinsTheLastCharacterKeepsTheCaretAtTheEnd(
        _ start: String, _ typed: String, _ text: String, _ caret: Int
    ) {
        var field = EditingState(formatter: ShortText(limit: 100), text: start)
        let result = field.insert(typed)
        #expect(result.text == text)
        #expect(result.caret == caret)
        #expect(result.caret == result.text.count)
    }

    @Test func backspaceRemovesAWholeGraphemeCluster() {
        var field = EditingState(formatter: ShortText(limit: 100), text: "a👨‍👩‍👧‍👦")
        #expect(field.deleteBackward().text == "a")
        field.setText("שלום")
        field.moveCaret(to: 2)
        #expect(field.deleteBackward().text == "שום")
        #expect(field.caret == 1)
        field.insert("ל")
        #expect(field.text == "שלום")
    }

    @Test(arguments: ["😀", "é", "١", "\u{301}", "👩‍💻"])
    func nonDigitsIntoADigitMaskAreRefused(_ typed: String) {
        var field = EditingState(formatter: landline, text: "41")
        let result = field.insert(typed)
        #expect(result.refusal?.reason == .characterNotAllowed)
        #expect(field.text == "(41) ")
    }
}
