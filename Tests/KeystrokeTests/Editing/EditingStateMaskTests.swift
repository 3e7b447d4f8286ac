import Keystroke
import Testing

/// The editing model on real InputMask-notation masks.
@Suite("EditingState: real masks")
struct EditingStateMaskTests {
    static let russianFormat = "+7 ([000]) [000] [00] [00]"
    static let mobileFormat = "([00]) [00000]-[0000]"

    /// Brazilian phones: 9-digit mobiles and 8-digit landlines. The widest mask
    /// is primary; extracted-value capacity picks the 8-digit one for 10 digits.
    static func brazilianPhone() throws -> AffineMask {
        try AffineMask(primary: "([00]) [00000]-[0000]", affine: ["([00]) [0000]-[0000]"], strategy: .extractedValueCapacity)
    }

    /// A mask format, keys typed one at a time, and the text after each key.
    struct Typing: Sendable, CustomTestStringConvertible {
        var format: String
        var keys: String
        var texts: [String]
        var testDescription: String { "\(keys) into \(format)" }
    }

    static let typings: [Typing] = [
        Typing(format: russianFormat, keys: "9991234567", texts: [
            "+7 (9", "+7 (99", "+7 (999) ", "+7 (999) 1", "+7 (999) 12", "+7 (999) 123 ",
            "+7 (999) 123 4", "+7 (999) 123 45 ", "+7 (999) 123 45 6", "+7 (999) 123 45 67",
        ]),
        Typing(format: mobileFormat, keys: "41999998888", texts: [
            "(4", "(41) ", "(41) 9", "(41) 99", "(41) 999", "(41) 9999", "(41) 99999-",
            "(41) 99999-8", "(41) 99999-88", "(41) 99999-888", "(41) 99999-8888",
        ]),
        Typing(format: "[0…]", keys: "20261121", texts: ["2", "20", "202", "2026", "20261", "202611", "2026112", "20261121"]),
    ]

    @Test(arguments: typings)
    func typingKeyByKey(_ typing: Typing) throws {
        var field = EditingState(formatter: try Mask(typing.format))
        for (key, text) in zip(typing.keys, typing.texts) {
            let result = field.insert(String(key))
            #expect(result.text == text)
            #expect(result.caret == text.count)
            #expect(result.refusal == nil)
        }
        #expect(field.value == typing.keys)
        #expect(field.isComplete)
        #expect(field.text == typing.texts.last)
    }

    static let russianEdits: [EditCase] = [
        EditCase("+7 (999) 123 45 67", caret: 18, .type("8"), "+7 (999) 123 45 67", 18, refusal: .full),
        EditCase("+7 (999) 123 45 67", caret: 18, .type("x"), "+7 (999) 123 45 67", 18, refusal: .characterNotAllowed),
        EditCase("+7 (999) 123 45 67", caret: 18, .backspace, "+7 (999) 123 45 6", 17),
        EditCase("+7 (999) ", caret: 9, .backspace, "+7 (99", 6),
        EditCase("+7 (999) 123 45 67", caret: 9, .backspace, "+7 (991) 234 56 7", 6),
        EditCase("+7 (999) 123 45 67", caret: 8, .delete, "+7 (999) 234 56 7", 8),
        EditCase("+7 (999) 123 45 6", caret: 4, .type("8"), "+7 (899) 912 34 56", 5),
        EditCase("+7 (999) 123 45 67", 4..<7, .paste("812"), "+7 (812) 123 45 67", 7),
        EditCase("", caret: 0, .paste("+7 (999) 123-45-67"), "+7 (999) 123 45 67", 18, refusal: .characterNotAllowed),
        EditCase("", caret: 0, .paste("+79991234567"), "+7 (999) 123 45 67", 18),
        EditCase("", caret: 0, .paste("9991234567"), "+7 (999) 123 45 67", 18),
    ]

    @Test(arguments: russianEdits)
    func russianPhone(_ edit: EditCase) throws {
        edit.check(with: try Mask(Self.russianFormat))
    }

    static let mobileEdits: [EditCase] = [
        // Full: typing anywhere is refused.
        EditCase("(41) 99999-8888", caret: 7, .type("1"), "(41) 99999-8888", 7, refusal: .full),
        EditCase("(41) 99999-8888", caret: 0, .type("1"), "(41) 99999-8888", 0, refusal: .full),
        // Room left: typing in the middle shifts the rest.
        EditCase("(41) 99999-888", caret: 5, .type("1"), "(41) 19999-9888", 6),
        EditCase("(41) 99999-888", caret: 1, .type("2"), "(24) 19999-9888", 2),
        // Deleting around the separator.
        EditCase("(41) 99999-8888", caret: 11, .backspace, "(41) 99998-888", 9),
        EditCase("(41) 99999-8888", caret: 10, .delete, "(41) 99999-888", 10),
        EditCase("(41) 99999-8888", caret: 5, .backspace, "(49) 99998-888", 2),
        // Selections.
        EditCase("(41) 99999-8888", 5..<10, .type("1"), "(41) 18888", 6),
        EditCase("(41) 99999-8888", 5..<10, .paste("12345"), "(41) 12345-8888", 10),
        // The misplaced "-" is not placed, and reported.
        EditCase("(41) 99999-8888", 0..<15, .paste("11 2222-33334"), "(11) 22223-3334", 15, refusal: .characterNotAllowed),
        EditCase("(41) 99999-8888", 0..<15, .backspace, "", 0),
        // Pastes: over-long, junk.
        EditCase("", caret: 0, .paste("419999988887777"), "(41) 99999-8888", 15, refusal: .full),
        EditCase("", caret: 0, .paste("Phone: +(41) 99999 8888."), "(41) 99999-8888", 15, refusal: .characterNotAllowed),
    ]

    @Test(arguments: mobileEdits)
    func brazilianMobile(_ edit: EditCase) throws {
        edit.check(with: try Mask(Self.mobileFormat))
    }

    static let brazilianSets: [(String, String, String)] = [
        ("4133333333", "(41) 3333-3333", "4133333333"),
        ("41999998888", "(41) 99999-8888", "41999998888"),
        ("(41) 3333-3333", "(41) 3333-3333", "4133333333"),
        ("41", "(41) ", "41"),
    ]

    @Test(arguments: brazilianSets)
    func brazilianPhoneSetText(_ input: String, _ text: String, _ value: String) throws {
        var field = EditingState(formatter: try Self.brazilianPhone())
        let result = field.setText(input)
        #expect(result.text == text)
        #expect(result.value == value)
        #expect(result.isComplete == (value.count >= 10))
    }

    @Test func brazilianPhoneGrowsFromLandlineToMobileWhileTyping() throws {
        var field = EditingState(formatter: try Self.brazilianPhone())
        for key in "4133333333" { field.insert(String(key)) }
        #expect(field.text == "(41) 3333-3333")
        #expect(field.insert("9").text == "(41) 33333-3339")
        #expect(field.deleteBackward().text == "(41) 3333-3333")
        #expect(field.insert("x").refusal?.reason == .characterNotAllowed)
        field.undo()
        #expect(field.text == "(41) 33333-3339")
    }

    @Test func endlessDigits() throws {
        var field = EditingState(formatter: try Mask("[0…]"))
        let result = field.paste("12ab34")
        #expect(result.text == "1234")
        #expect(result.dropped == "ab")
        #expect(result.refusal?.reason == .characterNotAllowed)
        #expect(field.insert("z").refusal?.reason == .characterNotAllowed)
        field.moveCaret(to: 2)
        #expect(field.insert("9").text == "12934")
        #expect(field.caret == 3)
    }

    @Test func tenMegabytePasteIntoRealMasks() throws {
        let digits = String(repeating: "0123456789", count: 1_000_000)
        var endless = EditingState(formatter: try Mask("[0…]"))
        let all = endless.paste(digits)
        #expect(all.value.utf8.count == 10_000_000)
        #expect(all.caret == 10_000_000)
        #expect(endless.deleteBackward().caret == 9_999_999)

        var phone = EditingState(formatter: try Mask(Self.mobileFormat))
        let capped = phone.paste(digits)
        #expect(capped.text == "(01) 23456-7890")
        #expect(capped.dropped.utf8.count == 10_000_000 - 11)
        #expect(capped.refusal?.reason == .full)
    }

    static let unicodeEdits: [EditCase] = [
        // Full-width and Arabic-Indic digits are normalized by digit slots.
        EditCase("", caret: 0, .type("٤"), "(4", 2),
        EditCase("(4", caret: 2, .type("１"), "(41) ", 5),
        EditCase("", caret: 0, .paste("هاتف: ٤١ ٩٩٩٩٩-٨٨٨٨"), "(41) 99999-8888", 15, refusal: .characterNotAllowed),
        // Emoji, ZWJ sequences, combining marks and RTL letters never fit a digit slot.
        EditCase("(41) ", caret: 5, .type("👩‍💻"), "(41) ", 5, refusal: .characterNotAllowed),
        EditCase("(41) 9", caret: 6, .type("\u{301}"), "(41) 9", 6, refusal: .characterNotAllowed),
        EditCase("(41) 99999-8888", caret: 3, .type("ש"), "(41) 99999-8888", 3, refusal: .characterNotAllowed),
        EditCase("(41) 999", caret: 8, .paste("🇧🇷9"), "(41) 9999", 9, refusal: .characterNotAllowed),
    ]

    @Test(arguments: unicodeEdits)
    func unicodeIntoAMobileMask(_ edit: EditCase) throws {
        edit.check(with: try Mask(Self.mobileFormat))
    }

    @Test func pasteAfterTheRussianPrefix() throws {
        var field = EditingState(formatter: try Mask(Self.russianFormat), text: "9")
        field.deleteBackward()
        #expect(field.text == "+7 (")
        let result = field.paste("+7 999 123-45-67")
        #expect(result.text == "+7 (999) 123 45 67")
        #expect(result.value == "9991234567")
    }
}

@Suite("EditingState: documented examples")
struct EditingStateExampleTests {
    @Test func theTypeDocumentationExample() throws {
        var phone = EditingState(formatter: try Mask("([00]) [00000]-[0000]"))
        #expect(phone.insert("4").text == "(4")
        #expect(phone.insert("1").text == "(41) ")
        let pasted = phone.paste("99999-8888")
        #expect(pasted.text == "(41) 99999-8888")
        #expect(pasted.value == "41999998888")
        #expect(phone.deleteBackward().text == "(41) 99999-888")
        #expect(phone.undo().text == "(41) 99999-8888")
    }

    @Test func theEditResultDocumentationExample() throws {
        var field = EditingState(formatter: try Mask("[00]:[00]"))
        let result = field.insert("a")
        #expect(result.refusal?.reason == .characterNotAllowed)
        #expect(!result.wasApplied)
    }

    @Test func theReadmeExamples() throws {
        var phone = EditingState(formatter: try Mask("([00]) [00000]-[0000]"))
        phone.insert("4")
        #expect(phone.insert("1").text == "(41) ")
        #expect(phone.paste("99999-8888").value == "41999998888")
        #expect(phone.insert("7").refusal?.reason == .full)
        #expect(phone.text == "(41) 99999-8888")
        phone.moveCaret(to: 11)
        #expect(phone.deleteBackward().text == "(41) 99998-888")
        let undone = phone.undo()
        #expect(undone.text == "(41) 99999-8888")
        #expect(undone.caret == 11)

        var time = EditingState(formatter: try RegexFilter(#"([01]\d|2[0-3]):[0-5]\d"#))
        #expect(time.insert("2").refusal == nil)
        #expect(time.insert("5").refusal?.reason == .patternMismatch)
        for key in "3:59" { time.insert(String(key)) }
        #expect(time.text == "23:59")
        #expect(time.isComplete)
    }

    /// A mask of fixed characters only (`{…}` value literals, no slot) puts back any one
    /// character Backspace removes; right to left it used to stay full forever (fuzz finding).
    @Test(arguments: [false, true])
    func backspaceEmptiesAMaskOfFixedCharactersOnly(rightToLeft: Bool) throws {
        let mask = try Mask("+{7 00}.", rightToLeft: rightToLeft)
        var state = EditingState(formatter: mask)
        state.paste("7 00")
        #expect(!state.value.isEmpty)
        var presses = 0
        while !state.text.isEmpty && presses <= 10 {
            state.moveCaret(to: state.text.count)
            state.deleteBackward()
            presses += 1
        }
        #expect(state.text.isEmpty, "stuck at \(state.text.debugDescription)")
        #expect(state.value.isEmpty)
    }

    /// A mask's fixed value characters (`{-}`) stay where the mask puts them while the digits
    /// move past them: a key typed in the middle with room left is placed, not refused because
    /// the value after it no longer reads `4-56`. A full field still refuses it.
    @Test func aKeyInTheMiddleMovesDigitsPastAFixedCharacter() throws {
        var field = EditingState(formatter: try Mask("[000]{-}[000]"))
        field.paste("12456")
        field.moveCaret(to: 2)
        let typed = field.insert("3")
        #expect(typed.refusal == nil && field.text == "123-456" && field.value == "123-456", "caret \(field.caret)")
        #expect(field.caret == 4)
        field.moveCaret(to: 1)
        #expect(field.insert("9").refusal?.reason == .full)
        #expect(field.text == "123-456")
        var decimal = EditingState(formatter: try Mask("[00]{.}[00]"))
        decimal.paste("861")
        decimal.select(1..<1)
        decimal.paste("3")
        #expect(decimal.text == "83.61" && decimal.value == "83.61")
    }

    /// A full right-to-left mask lays a key out by pushing its first digit out (InputMask's
    /// rule for `apply`); in a field that would lose the digit without a word, so the key is
    /// refused as one that does not fit.
    @Test func aFullRightToLeftFieldRefusesAKeyThatWouldPushADigitOut() throws {
        let mask = try Mask("[000] [000]", rightToLeft: true)
        #expect(mask.apply(MaskInput(text: "234 5627", caret: 8)).text == "345 627")
        var field = EditingState(formatter: mask)
        field.paste("234562")
        #expect(field.text == "234 562")
        let typed = field.insert("7")
        #expect(typed.refusal?.reason == .full && typed.dropped == "7" && field.text == "234 562")
        let pasted = field.paste("78")
        #expect(pasted.refusal?.reason == .full && field.text == "234 562")
        field.select(0..<1)
        field.paste("9")
        #expect(field.text == "934 562")
    }
}
