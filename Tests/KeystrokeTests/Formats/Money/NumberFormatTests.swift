import Foundation
import Testing
import Keystroke

/// UTF-8 bytes, so that canonically equivalent but different texts do not compare equal.
private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

/// Types `keys` one Character at a time; `⌫` is Backspace, `←` moves the caret left.
private func type(_ keys: String, into state: inout EditingState) -> [EditResult] {
    keys.map { key in
        switch key {
        case "⌫": state.deleteBackward()
        case "←": state.moveCaret(to: state.caret - 1)
        default: state.insert(String(key))
        }
    }
}

private func field(_ id: String, text: String = "") throws -> EditingState {
    EditingState(formatter: try Format(id: id), text: text)
}

@Suite struct NumberFormatTests {
    /// Stored values in CLDR's form (Babel 2.19.0's text with CLDR's own minus and percent signs and digits):
    /// NBSP (sv, pl), NNBSP (fr), U+0027 (de-CH, CLDR 48+), Indian 3;2 (en-IN, bn), U+2212 (sv, eu), ALM minus and
    /// Arabic-Indic digits (ar-EG), LRM minus and extended digits (fa-IR, he).
    @Test(arguments: [
        ("de-DE", "-1234567.125", "-1.234.567,125"), ("en-US", "1234567.5", "1,234,567.5"),
        ("fr-FR", "-1234567.5", "-1\u{202F}234\u{202F}567,5"), ("sv-SE", "-1234567.5", "\u{2212}1\u{A0}234\u{A0}567,5"),
        ("de-CH", "-1234567.5", "-1'234'567.5"), ("en-IN", "-1234567.5", "-12,34,567.5"),
        ("ar-EG", "-1234567.5", "\u{61C}-\u{661}\u{66C}\u{662}\u{663}\u{664}\u{66C}\u{665}\u{666}\u{667}\u{66B}\u{665}"),
        ("fa-IR", "-1234567.5", "\u{200E}\u{2212}\u{6F1}\u{66C}\u{6F2}\u{6F3}\u{6F4}\u{66C}\u{6F5}\u{6F6}\u{6F7}\u{66B}\u{6F5}"),
        ("he-IL", "-1234.5", "\u{200E}-1,234.5"), ("bn-BD", "1234567.5", "\u{9E7}\u{9E8},\u{9E9}\u{9EA},\u{9EB}\u{9EC}\u{9ED}.\u{9EB}"),
        ("pl-PL", "1234.5", "1\u{A0}234,5"), ("es-ES", "1234.5", "1.234,5"), ("ja-JP", "1234.5", "1,234.5"),
        ("eu-ES", "-1234.5", "\u{2212}1.234,5"),
    ])
    func numbersInCLDRForm(locale: String, stored: String, expected: String) throws {
        let format = try NumberFormat(locale: locale, minimum: -10_000_000)
        #expect(bytes(format.layOut(stored)) == bytes(expected))
        let valid = try format.validate(expected)
        #expect(valid.value == stored)
        #expect(bytes(valid.text) == bytes(expected))
    }

    /// Percent patterns: suffix with NBSP (de), prefix (tr), prefix with a space (eu), Arabic percent sign.
    @Test(arguments: [
        ("de-DE", "12.5", "12,5\u{A0}%"), ("tr-TR", "12.5", "%12,5"), ("eu-ES", "-12.5", "\u{2212}%\u{A0}12,5"),
        ("ar-EG", "12.5", "\u{661}\u{662}\u{66B}\u{665}\u{66A}\u{61C}"), ("en-US", "1234", "1,234%"),
    ])
    func percentages(locale: String, stored: String, expected: String) throws {
        let format = try NumberFormat(locale: locale, style: .percent, minimum: -100)
        #expect(bytes(format.layOut(stored)) == bytes(expected))
        #expect(try format.validate(expected).value == stored)
    }

    /// An amount's full form is the cash register's text; its value carries the currency's digits.
    @Test(arguments: [("pt-BR", "BRL", "1234.5"), ("de-DE", "EUR", "1234.5"), ("ja-JP", "JPY", "1234"),
                      ("ar-BH", "BHD", "1234.5"), ("en-IN", "INR", "1234567.5"), ("fr-CH", "CHF", "0.05")])
    func amountsMatchTheCashRegister(locale: String, code: String, stored: String) throws {
        let amount = try NumberFormat(locale: locale, style: .amount, currencyCode: code)
        let register = try CurrencyFormat(locale: locale, currencyCode: code)
        #expect(bytes(amount.layOut(stored)) == bytes(register.layOut(stored)))
        let valid = try amount.validate(register.layOut(stored))
        #expect(valid.value == (try register.validate(stored)).value)
        #expect(bytes(valid.text) == bytes(register.layOut(stored)))
    }

    /// A symbol holding the decimal separator (ar `ج.م.` with `.`) is an affix, not a second separator.
    @Test func symbolHoldingTheDecimalSeparator() throws {
        let egp = try Format(id: "amount:ar:EGP")
        let text = "\u{200F}1,234.56\u{A0}ج.م.\u{200F}"
        #expect(bytes(egp.layOut("1234.56")) == bytes(text))
        #expect(try egp.validate(text).value == "1234.56")
        var state = EditingState(formatter: egp)
        _ = type("1234.5", into: &state)
        #expect(state.value == "1234.50")
    }

    /// Where the minus follows the amount (fy `€ 1.234,56-`), a sign typed alone shows with its suffix.
    @Test func signAfterTheAmount() throws {
        var state = try field("amount:fy:EUR:min=-100")
        _ = type("-12", into: &state)
        #expect(state.text == "€\u{A0}12-")
        #expect(state.value == "-12.00")
    }

    /// Regression: where the minus follows the amount (fy, fy_NL), the last fraction digit of a negative
    /// amount could not be typed (`€ 1.234,5-` stayed). The caret after the last digit goes after the sign.
    @Test(arguments: [("fy", "-1234.56", "€\u{A0}1.234,56-"), ("fy_NL", "-1234.56", "€\u{A0}1.234,56-"),
                      ("fy", "-0.05", "€\u{A0}0,05-"), ("fy", "-12.34", "€\u{A0}12,34-"), ("fy", "12.34", "€\u{A0}12,34")])
    func lastFractionDigitBeforeATrailingSign(locale: String, keys: String, expected: String) throws {
        var state = try field("amount:\(locale):EUR:min=-100000000")
        let results = type(keys, into: &state)
        #expect(results.allSatisfy { $0.refusal == nil })
        #expect(bytes(state.text) == bytes(expected))
        #expect(state.value == keys)
        #expect(state.caret == state.text.count)
        // Backspace at the end of a negative amount removes the sign, the Character before the caret.
        guard keys.hasPrefix("-") else { return }
        state.deleteBackward()
        #expect(state.value == String(keys.dropFirst()))
    }

    @Test func amountFractionDigitsComeFromTheCurrency() throws {
        #expect(try Format(id: "amount:pt-BR:BRL").validate("1234.5").value == "1234.50")
        #expect(try Format(id: "amount:ar-BH-u-nu-latn:BHD").validate("1.5").value == "1.500")
        #expect(throws: ValidationError.self) { try Format(id: "amount:ja-JP:JPY").validate("12.5") }
        #expect(throws: FormatError.self) { try Format(id: "amount:pt-BR:BRL:fraction=3") }
    }

    // MARK: - Typing

    /// Grouping appears as you type (de-DE, Indian 3;2, de-CH apostrophe), and the fraction shows as typed.
    @Test(arguments: [
        ("number:de-DE", "1234567,5", "1.234.567,5"), ("number:en-IN", "12345678", "1,23,45,678"),
        ("number:de-CH", "1234567.25", "1'234'567.25"), ("number:fr-FR", "1234,5", "1\u{202F}234,5"),
        ("number:de-DE", "1234,", "1.234,"), ("number:de-DE", "1234.5", "1.234,5"), ("number:en-US", "007", "7"),
        ("number:en-US", ".5", "0.5"), ("number:en-US", "0.05", "0.05"), ("percent:de-DE", "12,5", "12,5\u{A0}%"),
        ("amount:pt-BR:BRL", "1234,5", "R$\u{A0}1.234,5"), ("number:ar-EG", "1234.5", "١٬٢٣٤٫٥"),
        ("number:en-US", "१२३४", "1,234"), ("number:sv-SE:min=-10", "-5", "\u{2212}5"),
        ("number:de-DE:min=-10", "5--", "5"), ("number:en-US:min=-10", "5-", "-5"),
    ])
    func typing(id: String, keys: String, expected: String) throws {
        var state = try field(id)
        _ = type(keys, into: &state)
        #expect(bytes(state.text) == bytes(expected))
        #expect(state.caret == state.text.count || id.hasPrefix("percent"))
    }

    /// The caret stays after the digit typed when a separator appears before it.
    @Test func caretStaysAfterTheSameDigit() throws {
        var state = try field("number:en-US", text: "123")
        state.moveCaret(to: 1)
        state.insert("9")  // 1|23 → 19|23 → "1,9|23"
        #expect(state.text == "1,923")
        #expect(state.caret == 3)
        state.deleteBackward()  // separators vanish again
        #expect(state.text == "123")
        #expect(state.caret == 1)
        var percent = try field("percent:de-DE")
        _ = type("12", into: &percent)
        #expect(percent.caret == 2)  // before the "\u{A0}%" suffix
    }

    @Test func backspaceAfterAGroupSeparatorRemovesTheDigitBeforeIt() throws {
        var state = try field("number:de-DE", text: "1.234")
        state.moveCaret(to: 2)  // 1.|234
        state.deleteBackward()
        #expect(state.text == "234")
        #expect(state.caret == 0)
    }

    @Test func backspaceRemovesAnUnfinishedFractionSeparatorAlone() throws {
        var state = try field("number:de-DE")
        _ = type("12,", into: &state)
        #expect(state.text == "12,")
        state.deleteBackward()
        #expect(state.text == "12")
        #expect(state.value == "12")
    }

    /// The number deletes by its own rule: the nearest digit, decimal separator or sign, stepping
    /// over the separators and affixes it writes itself.
    @Test(arguments: [
        ("number:en-US:min=-10", "-", "⌫", ""),
        ("number:en-US:min=-10", "-5", "←⌫", "5"),
        ("percent:de-DE", "12", "⌫", "1\u{A0}%"),
        ("number:en-US", "1234", "←←←⌫", "234"),
        ("number:ar-EG", "1234", "⌫", "\u{661}\u{662}\u{663}"),
        ("amount:pt-BR:BRL", "12,5", "⌫⌫", "R$\u{A0}12"),
    ])
    func backspaceTakesThePartOfTheNumberBeforeTheCaret(id: String, typed: String, keys: String, expected: String) throws {
        var state = try field(id)
        _ = type(typed, into: &state)
        _ = type(keys, into: &state)
        #expect(bytes(state.text) == bytes(expected), "\(id): \(typed) then \(keys) gave \(state.text.debugDescription)")
    }

    /// Removing the decimal separator joins the digits around it; where that passes a bound, the
    /// deletion is refused and says which digits would go (`.` of `-4.125` with `min=-5` gave
    /// `-4`, losing `125` without a word). Where it stays within, it is taken (`12,5` → `125`).
    @Test func removingTheDecimalSeparatorPastABoundIsRefused() throws {
        var bounded = try field("number:en-US:fraction=3:min=-5", text: "-4.125")
        bounded.moveCaret(to: 3)  // -4.|125
        let refused = bounded.deleteBackward()
        #expect(!refused.wasApplied && bounded.text == "-4.125")
        #expect(refused.refusal?.message == "Deleting here would also remove \"125\", which no longer fits.")
        bounded.select(2..<3)
        #expect(!bounded.cut().result.wasApplied && bounded.text == "-4.125")
        var free = try field("number:de-DE:fraction=2", text: "12,5")
        free.moveCaret(to: 3)  // 12,|5
        #expect(free.deleteBackward().wasApplied && free.text == "125")
    }

    /// Zeros a deletion leaves at the front stay until the next key, as in a plain text field: a
    /// digit typed in place of the deleted one keeps them (`1,000,000` → `2,000,000`, where it used
    /// to give `2`); a key anywhere else lays the number out without them.
    @Test func zerosADeletionLeavesAtTheFrontStayUntilTheNextKey() throws {
        var million = try field("number:en-US", text: "1000000")
        #expect(million.text == "1,000,000")
        million.moveCaret(to: 1)
        million.deleteBackward()
        #expect(million.text == "000,000" && million.caret == 0 && million.value == "0" && million.isComplete)
        million.insert("2")
        #expect(million.text == "2,000,000" && million.caret == 1 && million.value == "2000000")
        million.undo()
        #expect(million.text == "000,000")
        million.moveCaret(to: million.text.count)
        million.insert("5")
        #expect(million.text == "5" && million.value == "5")

        var amount = try field("amount:de-DE:EUR", text: "1005,5")
        #expect(bytes(amount.text) == bytes("1.005,5\u{A0}€"))
        amount.select(0..<1)
        amount.cut()
        #expect(bytes(amount.text) == bytes("005,5\u{A0}€") && amount.value == "5.50")
        amount.paste("3")
        #expect(bytes(amount.text) == bytes("3.005,5\u{A0}€") && amount.value == "3005.50")

        // Zeros that were typed at the front still go as they are typed, and a text read leniently
        // loses them as before.
        var typed = try field("number:en-US")
        _ = type("007", into: &typed)
        #expect(typed.text == "7")
        #expect(try Format(id: "number:en-US").read("007abc", mode: .lenient).text == "7")
    }

    @Test func deleteTakesThePartOfTheNumberAfterTheCaret() throws {
        var state = try field("number:en-US", text: "1234")
        state.moveCaret(to: 1)  // 1|,234
        state.deleteForward()
        #expect(state.text == "134")
        #expect(state.caret == 1)
    }

    /// Each refused key keeps the text and says why.
    @Test(arguments: [
        ("number:en-US", "1234", ",", Refusal.Reason.formatRule, "Group separators"),
        ("number:de-CH", "1234", "’", .formatRule, "Group separators"),
        ("number:en-US", "1.5", ".", .formatRule, "already has a decimal separator"),
        ("number:en-US:fraction=2", "1.25", "9", .full, "At most 2 digits"),
        ("number:en-US:fraction=0", "1", ".", .formatRule, "Whole numbers"),
        ("number:en-US:max=1000", "100", "1", .full, "at most 1,000"),
        ("number:en-US", "5", "-", .characterNotAllowed, "Negative numbers"),
        ("number:en-US:min=-100", "-50", "0", .full, "at least -100"),
        ("number:en-US:min=-100:max=1000", "500", "-", .formatRule, "at least -100"),
        ("percent:en-US", "5", "%", .formatRule, "written by the field"),
        ("number:en-US", "5", "x", .characterNotAllowed, "not a digit"),
    ])
    func refusedKeys(id: String, initial: String, key: String, reason: Refusal.Reason, message: String) throws {
        var state = try field(id, text: initial)
        let before = state.text
        let result = state.insert(key)
        #expect(state.text == before)
        #expect(result.refusal?.reason == reason)
        #expect(result.refusal?.message.contains(message) == true, "\(result.refusal?.message ?? "no refusal")")
    }

    @Test func minusTogglesTheSign() throws {
        var state = try field("number:de-DE:fraction=2:min=-1000:max=1000")
        _ = type("12,5", into: &state)
        state.moveCaret(to: 0)
        state.insert("-")
        #expect(state.text == "-12,5")
        #expect(state.value == "-12.5")
        #expect(state.caret == 1)
        state.insert("\u{2212}")
        #expect(state.text == "12,5")
        let format = try NumberFormat(locale: "de-DE", fractionDigits: 2, minimum: -1000, maximum: 1000)
        #expect(format.decimal(of: "-12,5") == Decimal(sign: .minus, exponent: -1, significand: 125))
    }

    // MARK: - Pastes

    @Test(arguments: [
        ("number:de-DE", "1.234,5", "1.234,5", "1234.5"), ("number:de-DE", "1234.5", "1.234,5", "1234.5"),
        ("number:en-US", "1,234.5", "1,234.5", "1234.5"), ("number:fr-FR", "1 234,5", "1\u{202F}234,5", "1234.5"),
        ("number:en-IN", "12,34,567", "12,34,567", "1234567"), ("number:en-US:min=-5", "-2.5", "-2.5", "-2.5"),
        ("number:ar-EG", "١٢٣٤٫٥", "١٬٢٣٤٫٥", "1234.5"),
    ])
    func pastes(id: String, pasted: String, text: String, value: String) throws {
        var state = try field(id)
        let result = state.paste(pasted)
        #expect(result.refusal == nil)
        #expect(bytes(state.text) == bytes(text))
        #expect(state.value == value)
    }

    /// A paste is read as a paste wherever it lands, whatever its last Character. One ending on a
    /// group separator (`2,`, as cut from `12,34,567`) was read as the field's text with one key
    /// more, and refused whole for that key: the digits were lost with the separator.
    @Test(arguments: [
        ("number:en-IN", "1,34,567", 1, "2,", "12,34,567", "1234567"),
        ("number:en-IN", "12,567", 2, ",34,", "12,34,567", "1234567"),
        ("number:en-US", "1,567", 1, "2,34", "1,234,567", "1234567"),
        ("number:sv-SE", "0", 0, "1 ", "10", "10"),
        ("percent:fr-FR", "1\u{A0}%", 1, "2,5 ", "12,5\u{A0}%", "12.5"),
        ("number:de-DE:fraction=2:min=-1000", "-999", 2, "9,", "-99,99", "-99.99"),
    ])
    func aPasteEndingOnASeparatorIsReadAsAPaste(id: String, text: String, caret: Int, pasted: String, shown: String, value: String) throws {
        var state = try field(id, text: text)
        #expect(bytes(state.text) == bytes(text))
        state.moveCaret(to: caret)
        let result = state.paste(pasted)
        #expect(result.refusal == nil)
        #expect(result.dropped.isEmpty)
        #expect(bytes(state.text) == bytes(shown))
        #expect(state.value == value)
    }

    /// A paste is read on its own, then put in place: its `.` is a decimal separator where it reads
    /// as plain ASCII, and the field's own `.` stays a group separator (de-DE). Read as one text,
    /// `1.000` with `5` pasted after it was the plain decimal `1.0005`, and `5.103` with `1234.5`
    /// after it `510.312.345`.
    @Test(arguments: [
        ("number:de-DE:fraction=4:max=10000", "1.000", 5, "5", nil, "The number must be at most 10.000."),
        ("number:de-DE:fraction=2", "5.103", 5, "1234.5", "51031234.5", nil),
        ("number:de-DE:fraction=2", "5", 1, "1.234", "51234", nil),
        ("number:de-DE:fraction=2", "", 0, "1.2345", nil, "At most 2 digits after the decimal separator."),
        ("number:en-US:max=1000", "", 0, "5000", nil, "The number must be at most 1,000."),
        ("number:en-US:max=1000", "5", 1, "000", nil, "The number must be at most 1,000."),
    ] as [(String, String, Int, String, String?, String?)])
    func aPasteIsReadOnItsOwnThenPutInPlace(id: String, text: String, caret: Int, pasted: String, value: String?, refusal: String?) throws {
        var state = try field(id, text: text)
        let before = state.text
        state.moveCaret(to: caret)
        let result = state.paste(pasted)
        if let value {
            #expect(result.refusal == nil)
            #expect(state.value == value)
        } else {
            // Refused whole, never cut to fit: `500` of `5000` is another number.
            #expect(!result.wasApplied)
            #expect(result.refusal?.message == refusal)
            #expect(result.dropped == pasted)
            #expect(state.text == before)
        }
    }

    /// A digit, decimal or sign key typed over a selection replaces it in the number: de-DE `5.103`
    /// with `10` selected and `9` typed is `593` (it was read as the plain decimal `5.93`).
    @Test(arguments: [("9", "593", "593"), (".", "5,3", "5.3"), (",", "5,3", "5.3")])
    func aKeyOverASelectionReplacesItInTheNumber(key: String, text: String, value: String) throws {
        var state = try field("number:de-DE:fraction=2", text: "5.103")
        state.select(2..<4)
        let result = state.insert(key)
        #expect(result.refusal == nil)
        #expect(state.text == text)
        #expect(state.value == value)
    }

    /// Cut from a number and pasted back where it was, a piece gives the number back.
    @Test(arguments: [("number:en-IN", "12,34,567", 1..<3), ("number:en-IN", "12,34,567", 2..<6), ("number:en-US", "1,234,567.5", 1..<6)])
    func aCutPieceHasItsNumberBackWhenPastedBack(id: String, text: String, range: Range<Int>) throws {
        var state = try field(id, text: text)
        state.select(range)
        let (clipboard, cut) = state.cut()
        #expect(cut.wasApplied)
        #expect(state.text != text)
        state.paste(clipboard)
        #expect(state.text == text)
    }

    @Test(arguments: [("number:en-US", "1.2.3"), ("number:de-DE", "1,234.5"), ("number:en-US", "12abc"),
                      ("number:en-US:fraction=2", "1.234"), ("number:en-US:max=100", "101"), ("number:en-US", "-5")])
    func unreadablePastesAreRefusedAsAWhole(id: String, pasted: String) throws {
        var state = try field(id, text: "7")
        state.select(0..<1)
        let result = state.paste(pasted)
        #expect(state.text == "7")
        #expect(result.refusal != nil)
    }

    // MARK: - Validation

    /// A minus sign where no negative can be typed is refused even on zero, with an error that
    /// names the sign (`number.negative`): `-0` is not less than 0. Below the minimum is `tooSmall`.
    @Test(arguments: [
        ("number:en-US", "-0", "number.negative"), ("number:en-US", "-0.0", "number.negative"),
        ("amount:en-US:USD", "-0.00", "number.negative"), ("percent:de-DE", "-5", "number.tooSmall"),
        ("number:en-US:min=1", "-0", "number.tooSmall"),
    ])
    func aSignWhereNoNegativeIsAllowedIsNamed(id: String, text: String, code: String) throws {
        let format = try Format(id: id)
        let error = #expect(throws: ValidationError.self) { try format.validate(text) }
        #expect(error?.code == code)
        if code == "number.negative" { #expect(error?.message == "Negative numbers are not allowed here.") }
    }

    @Test func validationErrorsNameTheBound() throws {
        let format = try Format(id: "number:de-DE:fraction=2:min=-1000:max=1000")
        func code(_ text: String) -> String? {
            do throws(ValidationError) { _ = try format.validate(text); return nil } catch { return error.code }
        }
        #expect(code("abc") == "number.format")
        #expect(code("1,234") == "number.precision")
        #expect(code("-1000,01") == "number.tooSmall")
        #expect(code("1.000,01") == "number.tooLarge")
        #expect(code("1.000") == nil)
        #expect(code("-1000") == nil)
        do throws(ValidationError) { _ = try format.validate("2000") } catch {
            #expect(error.message.contains("1.000"))
            #expect(error.parameters["maximum"] == "1000")
        }
        #expect(throws: ValidationError.self) { try Format(id: "number:en-US").validate("-1") }
    }

    /// A stored value already in stored form comes back as it is; any other text is written out.
    @Test(arguments: [
        ("number:de-DE", "1234,5", "1234.5"), ("number:de-DE", "1234.5", "1234.5"), ("number:en-US", "007", "7"),
        ("number:en-US", "1.50", "1.5"), ("number:en-US:min=-5", "-0", "0"), ("number:en-US", "\u{661}\u{662}", "12"),
        ("number:sv-SE:min=-5", "\u{2212}1.5", "-1.5"), ("amount:pt-BR:BRL", "1234.5", "1234.50"),
        ("amount:pt-BR:BRL", "1234.50", "1234.50"), ("amount:pt-BR:BRL", "01234.50", "1234.50"), ("percent:fr-FR", "12.5", "12.5"),
        ("number:en-US", "1234.5", "1234.5"), ("number:en-US", "00000000000000000001.5", "1.5"),
        ("number:de-DE", "1.234", "1234"), ("number:de-DE", "12.345.678", "12345678"), ("number:ar-EG", "1234567.89", "1234567.89"),
    ])
    func storedValues(id: String, text: String, value: String) throws {
        #expect(try Format(id: id).validate(text).value == value)
    }

    @Test func valuesAreExactDecimals() throws {
        let format = try NumberFormat(locale: "en-US", fractionDigits: 9)
        #expect(format.decimal(of: "0.000000001") == Decimal(sign: .plus, exponent: -9, significand: 1))
        #expect(try format.validate("123456789.123456789").value == "123456789.123456789")
        #expect(format.rawValue(of: "1,234.50") == "1234.50")
        #expect(try format.validate("1,234.50").value == "1234.5")
    }

    @Test func registryOptions() throws {
        #expect(try Format(id: "number:de-DE:fraction=2:min=-1000:max=1000").id == "number:de-DE:fraction=2:min=-1000:max=1000")
        #expect(throws: FormatError.self) { try Format(id: "number:xx-YY") }
        #expect(throws: FormatError.self) { try Format(id: "number:de-DE:fraction=x") }
        #expect(throws: FormatError.self) { try Format(id: "number:de-DE:min=5:max=1") }
        #expect(throws: FormatError.self) { try Format(id: "number:de-DE:colour=red") }
        #expect(throws: FormatError.self) { try Format(id: "amount:de-DE") }
        #expect(try Format(id: "percent:de-DE").validate("12,5 %").value == "12.5")
    }

    /// A fuzz finding: a paste into the middle whose second character is a refused key left a
    /// text that no number renders (`R$ 13.0,00`), because the text was taken for one accepted
    /// key (the decimal key) more than another rendering. A paste that is no number is refused
    /// whole, and the field keeps its rendering.
    @Test func aPasteEndingOnARefusedKeyInTheMiddleLeavesARendering() throws {
        var field = EditingState(formatter: try Format(id: "amount:pt-BR:BRL"))
        for key in [".", "0", "0"] { field.insert(key) }
        #expect(field.text == "R$\u{A0}0,00")
        field.moveCaret(to: 0)
        for pasted in [".1é-56711955 R$7--7764.$\u{0}59 \u{301}", "3.👍R1929 R192252.9211\u{20E3}RR94"] {
            let result = field.paste(pasted)
            #expect(!result.wasApplied)
            #expect(result.refusal?.reason == .characterNotAllowed)
            #expect(result.dropped == pasted)
            #expect(field.text == "R$\u{A0}0,00")
        }
        let format = try Format(id: "amount:pt-BR:BRL")
        #expect(format.apply(MaskInput(text: field.text)).text == field.text)
    }
}

