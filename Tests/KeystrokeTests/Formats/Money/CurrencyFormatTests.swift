import Foundation
import Testing
import Keystroke

/// UTF-8 bytes, so that canonically equivalent but different texts do not compare equal.
private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

private let localeTable: [(String, String)] = [
    ("pt-BR", "BRL"), ("en-US", "USD"), ("it-IT", "EUR"), ("de-DE", "EUR"), ("fr-FR", "EUR"), ("ja-JP", "JPY"),
    ("en-IN", "INR"), ("hi-IN", "INR"), ("de-CH", "CHF"), ("fr-CH", "CHF"), ("ar-EG", "EGP"), ("ar-BH", "BHD"),
    ("fa-IR", "IRR"), ("es-ES", "EUR"), ("pl-PL", "PLN"), ("pt-PT", "EUR"), ("nl-NL", "EUR"), ("de-AT", "EUR"),
    ("sv-SE", "SEK"), ("ru-RU", "RUB"), ("zh-CN", "CNY"), ("ko-KR", "KRW"), ("en-GB", "GBP"), ("he-IL", "ILS"),
    ("ne-NP", "NPR"), ("bn-BD", "BDT"), ("my-MM", "MMK"), ("th-TH", "THB"), ("pt-CV", "CVE"), ("is-IS", "ISK"),
    ("en-US", "CLF"), ("ar-EG-u-nu-latn", "EGP"), ("es-419", "USD"), ("hu-HU", "HUF"), ("pt-BR", "USD"),
]

@Suite struct CurrencyFormatTests {
    /// The issue's five examples, byte for byte (U+00A0 after R$ and before €; U+FFE5 fullwidth yen).
    @Test(arguments: [
        ("pt-BR", "BRL", "1234.56", "R$\u{A0}1.234,56"), ("en-US", "USD", "1234.56", "$1,234.56"),
        ("it-IT", "EUR", "1234.56", "1.234,56\u{A0}€"), ("de-DE", "EUR", "1234.56", "1.234,56\u{A0}€"),
        ("ja-JP", "JPY", "1234.56", "\u{FFE5}1,235"),
    ])
    func issueExamples(locale: String, code: String, stored: String, expected: String) throws {
        #expect(bytes(try CurrencyFormat(locale: locale, currencyCode: code).layOut(stored)) == bytes(expected))
    }

    /// CLDR layouts spelled out: NBSP (U+00A0), narrow NBSP (U+202F), the Swiss ASCII apostrophe (U+0027, CLDR 48+), RLM (U+200F), LRM (U+200E).
    @Test(arguments: [
        ("fr-FR", "EUR", "1234.56", "1\u{202F}234,56\u{A0}€"), ("de-CH", "CHF", "1234.56", "CHF\u{A0}1'234.56"),
        ("fr-CH", "CHF", "1234.56", "1'234,56\u{A0}CHF"), ("en-IN", "INR", "1234.56", "₹1,234.56"),
        ("es-ES", "EUR", "1234.56", "1.234,56\u{A0}€"), ("pl-PL", "PLN", "1234.56", "1\u{A0}234,56\u{A0}zł"),
        ("ar-BH", "BHD", "1.5", "\u{200F}١٫٥٠٠\u{A0}د.ب.\u{200F}"), ("fa-IR", "IRR", "1234", "\u{200E}ریال\u{A0}۱٬۲۳۴"),
        ("ar-EG-u-nu-latn", "EGP", "1234.56", "\u{200F}1,234.56\u{A0}ج.م.\u{200F}"),
        ("pt-BR", "USD", "1234.56", "US$\u{A0}1.234,56"), ("en-US", "BRL", "1234.56", "R$1,234.56"),
        ("en-US", "CHF", "1234.56", "CHF1,234.56"), ("de-CH", "CHF", "-1234.56", "CHF-1'234.56"),
        // CLDR 48+ changes: HUF has no fraction digits and RSD two; ta-IN groups 3;3 with NBSP; bn-IN writes Latin digits.
        ("hu-HU", "HUF", "1234", "1\u{A0}234\u{A0}Ft"), ("sr-RS", "RSD", "1234.5", "1.234,50\u{A0}RSD"),
        ("ta-IN", "INR", "1234567.5", "₹\u{A0}1,234,567.50"), ("bn-IN", "INR", "1234", "₹1,234.00"),
    ])
    func knownLayouts(locale: String, code: String, stored: String, expected: String) throws {
        #expect(bytes(try CurrencyFormat(locale: locale, currencyCode: code).layOut(stored)) == bytes(expected))
    }

    /// CLDR currency spacing, opt-in, placed where ICU 78 (Node) places it: U+00A0 only where
    /// a letter of the symbol touches the digits; `R$` ends with a symbol, `¤-` and `¤ ` do not touch them.
    @Test(arguments: [
        ("en-US", "CHF", "1234.56", "CHF\u{A0}1,234.56"), ("en-US", "CHF", "-1234.56", "-CHF\u{A0}1,234.56"),
        ("en-US", "BRL", "1234.56", "R$1,234.56"), ("de-CH", "EUR", "-1234.56", "EUR-1'234.56"),
        ("pt-BR", "USD", "1234.56", "US$\u{A0}1.234,56"), ("twq", "XOF", "1234", "1\u{A0}234\u{A0}F\u{202F}CFA"),
    ])
    func optionalCurrencySpacing(locale: String, code: String, stored: String, expected: String) throws {
        let spaced = try CurrencyFormat(locale: locale, currencyCode: code, currencySpacing: true)
        #expect(bytes(spaced.layOut(stored)) == bytes(expected))
        let typed = spaced.apply(MaskInput(text: spaced.layOut(stored.replacing("-", with: ""))))
        #expect(typed.caret == typed.text.count && typed.value == spaced.rawValue(of: typed.text))
    }

    /// Typing a generated amount digit by digit ends on the rendering of its minor units, in every table locale.
    @Test(arguments: localeTable)
    func typingEndsOnTheRendering(locale: String, code: String) throws {
        let format = try CurrencyFormat(locale: locale, currencyCode: code)
        var generator = IntlSeededGenerator(seed: UInt64(locale.utf8.count * 31 + code.utf8.count))
        for _ in 0..<20 {
            let digits = generator.digits(Int(generator.next() % 12) + 1)
            var text = format.apply(MaskInput(text: "")).text
            for key in digits { text = format.apply(MaskInput(text: text + String(key))).text }
            let units = UInt64(digits) ?? 0
            #expect(bytes(text) == bytes(format.format(minorUnits: units)), "\(locale) \(digits)")
            #expect(format.apply(MaskInput(text: text)).value == format.rawValue(of: text))
        }
    }

    /// Amounts past 64 bits take the slow renderer; it must agree with the fast one's layout.
    @Test func hugeAmountsRenderLikeSmallOnes() throws {
        let brl = try CurrencyFormat(locale: "pt-BR", currencyCode: "BRL")
        #expect(bytes(brl.layOut("12345678901234567890.125")) == bytes("R$\u{A0}12.345.678.901.234.567.890,12"))
        #expect(bytes(brl.layOut("-99999999999999999999.999")) == bytes("-R$\u{A0}100.000.000.000.000.000.000,00"))
        let rupee = try CurrencyFormat(locale: "hi-IN", currencyCode: "INR")
        #expect(rupee.layOut("12345678901234567890") == "₹1,23,45,67,89,01,23,45,67,890.00")
        let dinar = try CurrencyFormat(locale: "ar-EG", currencyCode: "EGP")
        #expect(bytes(dinar.layOut("10000000000000000000")) == bytes("\u{200F}١٠٬٠٠٠٬٠٠٠٬٠٠٠٬٠٠٠٬٠٠٠٬٠٠٠٫٠٠\u{A0}ج.م.\u{200F}"))
    }

    @Test func japaneseYenHasNoFraction() throws {
        let yen = try CurrencyFormat(locale: "ja-JP", currencyCode: "JPY")
        #expect(yen.fractionDigits == 0)
        #expect(yen.format(minorUnits: 1234) == "\u{FFE5}1,234")
        #expect(try CurrencyFormat(locale: "en-US", currencyCode: "BHD").fractionDigits == 3)
    }

    @Test func indianGrouping() throws {
        let rupee = try CurrencyFormat(locale: "hi-IN", currencyCode: "INR")
        #expect(rupee.layOut("1234567.89") == "₹12,34,567.89")
    }

    /// Locale ids: any spelling of a CLDR locale is found; anything CLDR lacks is a bad parameter.
    @Test(arguments: ["pt-BR", "pt_BR", "PT-br", "sr-Latn-RS", "zh-Hant-TW", "en_US_POSIX", "es-419", "ar-EG-u-nu-latn", "pt", "hi-Latn"])
    func knownLocales(locale: String) throws {
        _ = try CurrencyFormat(locale: locale, currencyCode: "EUR")
    }

    @Test(arguments: ["pt-XX", "xx-YY", "en-ZZ", "root", "", "pt--BR", "ar-EG-u-nu-xxxx", "pt-BR-u", "e", "pt BR"])
    func unknownLocales(locale: String) {
        #expect(throws: FormatError.self, "\(locale)") { try CurrencyFormat(locale: locale, currencyCode: "EUR") }
    }
}

@Suite struct CurrencyKeystrokeTests {
    let brl = try! CurrencyFormat(locale: "pt-BR", currencyCode: "BRL")

    @Test func startsAtZero() {
        #expect(brl.apply(MaskInput(text: "")).text == "R$\u{A0}0,00")
    }

    @Test func cashRegisterTyping() {
        var typist = IntlTypist(brl)
        let nbsp = { (text: String) in text.replacingOccurrences(of: " ", with: "\u{A0}") }
        #expect(typist.type("123456") == ["R$ 0,01", "R$ 0,12", "R$ 1,23", "R$ 12,34", "R$ 123,45", "R$ 1.234,56"].map(nbsp))
        #expect(typist.result.value == "1234.56" && typist.result.caret == typist.result.text.count)
        var back: [String] = []
        for _ in 0..<3 {
            typist.backspace()
            back.append(typist.result.text)
        }
        #expect(back == ["R$ 123,45", "R$ 12,34", "R$ 1,23"].map(nbsp))
    }

    @Test func backspaceOverTheSymbolShiftsBack() throws {
        let euro = try CurrencyFormat(locale: "de-DE", currencyCode: "EUR")
        let text = euro.layOut("1234.56")  // "1.234,56 €"
        let count = text.count
        let symbol = try #require(euro.applyDeletion(.backward(caret: count), to: text))
        #expect(symbol.text == euro.layOut("123.45"))
        #expect(symbol.caret == symbol.text.count)
        // Deleting the grouping separator removes the digit before it.
        let separator = try #require(euro.applyDeletion(.backward(caret: 2), to: text))
        #expect(separator.text == euro.layOut("234.56"))
        // A selection of separators only takes the digit before it too; one with digits takes those.
        #expect(euro.applyDeletion(.range(1..<2), to: text)?.text == euro.layOut("234.56"))
        #expect(euro.applyDeletion(.range(2..<5), to: text)?.text == euro.layOut("1.56"))
        #expect(euro.applyDeletion(.forward(caret: 0), to: text)?.text == euro.layOut("234.56"))
    }

    /// Backspace on zero keeps the caret at the end: the digits typed next are cents, not dollars.
    @Test(arguments: [("5⌫⌫⌫⌫⌫⌫⌫⌫125", "$1.25"), ("1⌫⌫⌫2", "$0.02"), ("12⌫3", "$0.13")])
    func backspacePastZeroKeepsTheCaretAtTheEnd(keys: String, expected: String) throws {
        var field = EditingState(formatter: try Format(id: "currency:en-US:USD"))
        for key in keys {
            if key == "⌫" { field.deleteBackward() } else { field.insert(key) }
            #expect(field.caret == field.text.count, "\(keys): caret left the end at \(field.text)")
        }
        #expect(field.text == expected)
    }

    /// Backspace just after any one separator or symbol removes the digit before it, also where
    /// digits and separators are not ASCII.
    @Test(arguments: [("de-DE", "EUR"), ("ar-EG", "EGP"), ("fa-IR", "IRR"), ("hi-IN-u-nu-deva", "INR"), ("fr-FR", "EUR")])
    func deletingAnySeparatorRemovesTheDigitBeforeIt(locale: String, code: String) throws {
        let format = try CurrencyFormat(locale: locale, currencyCode: code)
        let text = format.apply(MaskInput(text: "1234567")).text
        let characters = Array(text)
        let digits = characters.compactMap { $0.wholeNumberValue }
        #expect(digits.count >= 7, "\(text)")
        for (index, character) in characters.enumerated()
        where character.wholeNumberValue == nil {
            var field = EditingState(formatter: format, text: text)
            field.moveCaret(to: index + 1)
            field.deleteBackward()
            let before = characters[..<index].filter { $0.wholeNumberValue != nil }.count
            var expected = digits
            if before > 0 { expected.remove(at: before - 1) }
            let typed = expected.drop { $0 == 0 }.map(String.init).joined()
            #expect(field.text == format.apply(MaskInput(text: typed)).text, "\(locale): Backspace after \(index) of \(text)")
            #expect(field.caret == field.text.count)
        }
    }

    @Test func pastingFormattedAndRaw() {
        #expect(brl.apply(MaskInput(text: "R$ 0,00" + "123456")).text == brl.layOut("1234.56"))
        #expect(brl.apply(MaskInput(text: "R$ 1.234,56")).value == "1234.56")
        #expect(brl.apply(MaskInput(text: "1234.56")).value == "1234.56")
    }

    @Test func editingMidTextKeepsDigitOrder() {
        // A "9" typed after the "1" of "R$ 1.234,56".
        let result = brl.apply(MaskInput(text: "R$\u{A0}19.234,56", caret: 4))
        #expect(result.value == "19234.56" && result.caret == result.text.count)
    }

    @Test func refusesDigitsBeyondTheMaximum() throws {
        let capped = try CurrencyFormat(locale: "pt-BR", currencyCode: "BRL", maximum: 1000)
        let full = capped.apply(MaskInput(text: capped.layOut("1000.00") + "1"))
        #expect(full.text == capped.layOut("1000.00") && full.dropped == "1")
        let pasted = capped.apply(MaskInput(text: capped.layOut("0") + "123456789"))
        #expect(pasted.value == "123.45" && pasted.dropped == "6789")
        let stray = brl.apply(MaskInput(text: brl.layOut("1.23") + "x"))
        #expect(stray.value == "1.23")
        #expect(stray.dropped == "x")
    }

    @Test func nativeAndLatinDigitsType() throws {
        let egp = try CurrencyFormat(locale: "ar-EG", currencyCode: "EGP")
        let latin = egp.apply(MaskInput(text: egp.layOut("0") + "5"))
        let native = egp.apply(MaskInput(text: egp.layOut("0") + "٥"))
        #expect(latin == native && latin.value == "0.05")
        #expect(latin.caret == latin.text.count)
    }

    @Test func caretIsTheCharacterCountEverywhere() throws {
        for (locale, code) in [("pt-BR", "BRL"), ("he-IL", "ILS"), ("ar-EG", "EGP"), ("fa-IR", "IRR"), ("pt-CV", "CVE"), ("hi-IN", "INR")] {
            let format = try CurrencyFormat(locale: locale, currencyCode: code)
            for units: UInt64 in [0, 7, 1234, 12_345_678, 999_999_999_999] {
                let result = format.apply(MaskInput(text: format.format(minorUnits: units)))
                #expect(result.caret == result.text.count, "\(locale) \(units)")
            }
        }
    }

    @Test(arguments: [
        ("R$ 1.234,56", "1234.56"), ("R$1.234,56", "1234.56"), ("1234.56", "1234.56"), ("1234.5", "1234.50"),
        ("0", "0.00"), ("R$ 0,00", "0.00"),
    ])
    func validValues(text: String, value: String) throws {
        let result = try brl.validate(text)
        #expect(result.value == value && result.text == brl.layOut(value))
    }

    @Test(arguments: [
        ("R$ 1.23,456", "currency.format"), ("abc", "currency.format"), ("1.2.3", "currency.format"),
        ("1234.567", "currency.precision"), ("-5.00", "currency.tooSmall"), ("-R$ 5,00", "currency.tooSmall"),
        ("1000000000000.00", "currency.tooLarge"), ("99999999999999999999999", "currency.tooLarge"),
    ])
    func invalidValues(text: String, expected: String) {
        do {
            _ = try brl.validate(text)
            Issue.record("\(text) should be refused")
        } catch {
            #expect(error.code == expected)
        }
    }

    /// No amount of a cash register is negative: `-0` is refused for its sign
    /// (`currency.negative`), an amount below the minimum is too small.
    @Test(arguments: [
        ("-0.00", "currency.negative"), ("-R$ 0,00", "currency.negative"), ("-5.00", "currency.tooSmall"),
        ("-R$ 5,00", "currency.tooSmall"),
    ])
    func aNegativeSignIsNamed(text: String, code: String) {
        let error = #expect(throws: ValidationError.self) { try brl.validate(text) }
        #expect(error?.code == code)
        if code == "currency.negative" { #expect(error?.message == "Negative amounts are not allowed here.") }
    }

    @Test func minimumAndMaximum() throws {
        let bounded = try CurrencyFormat(locale: "en-US", currencyCode: "USD", maximum: 500, minimum: 10)
        #expect(throws: ValidationError.self) { try bounded.validate("9.99") }
        #expect(throws: ValidationError.self) { try bounded.validate("500.01") }
        #expect(try bounded.validate("$500.00").value == "500.00")
        #expect(!bounded.apply(MaskInput(text: "$9.99")).isComplete)
    }

    @Test func storedValuesRoundHalfToEven() throws {
        #expect(brl.layOut("0.125") == brl.layOut("0.12"))
        #expect(brl.layOut("0.135") == brl.layOut("0.14"))
        #expect(brl.layOut("-1234.5") == "-R$\u{A0}1.234,50")
        #expect(brl.layOut("nothing") == "nothing")
        #expect(brl.amount(of: "R$ 1.234,56") == Decimal(string: "1234.56"))
        #expect(brl.rawValue(of: "R$ 1.234,56") == "1234.56")
    }

    @Test func badParametersThrow() {
        for id in ["currency:xx-YY:EUR", "currency:pt-BR:ZZZ", "currency:pt-BR:brl", "currency:pt-XX:BRL", "currency:pt-BR",
                   "currency:pt-BR:BRL:abc", "currency:pt-BR:BRL:1.001", "currency:pt-BR:BRL:-5", "currency::BRL"] {
            #expect(throws: FormatError.self, "\(id)") { try Format(id: id) }
        }
        do {
            _ = try Format(id: "currency:xx-YY:EUR")
        } catch {
            #expect(error.kind == .badParameter && error.message.contains("xx-YY"))
        }
    }

    @Test func registryIds() throws {
        #expect(try Format(id: "currency:pt-BR:BRL").layOut("1234.56") == "R$\u{A0}1.234,56")
        #expect(try Format(id: "currency:en_US:USD:100").validate("$100.00").value == "100.00")
        #expect(try Format(id: "currency:ja-JP:JPY").keyboard == .numberPad)
    }
}

@Suite struct CurrencyRobustnessTests {
    @Test func hugePastesStayFastAndCapped() throws {
        let brl = try CurrencyFormat(locale: "pt-BR", currencyCode: "BRL", maximum: 1000)
        let paste = String(repeating: "9", count: 200_000)
        let result = brl.apply(MaskInput(text: paste))
        #expect(result.value == "999.99" && result.dropped.count == 200_000 - 5)
        let zeros = brl.apply(MaskInput(text: String(repeating: "0", count: 100_000) + "123"))
        #expect(zeros.value == "1.23" && zeros.dropped.isEmpty)
        #expect(throws: ValidationError.self) { try brl.validate(paste) }
    }

    @Test func junkNeverCrashes() throws {
        let formats: [any FieldFormat] = [try CurrencyFormat(locale: "ar-EG", currencyCode: "EGP"), try DateFormat(), try PasswordFormat()]
        var generator = IntlSeededGenerator(seed: 7)
        let alphabet = Array("0123456789٠١٢٣/.,-− \u{A0}\u{200F}R$€éÉ\r\n👍🏽e\u{301}")
        for _ in 0..<2000 {
            let text = String((0..<Int(generator.next() % 24)).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
            let caret = Int(generator.next() % 30)
            for format in formats {
                for gravity in [CaretGravity.forward(autocomplete: true), .backward(autoskip: false)] {
                    let result = format.apply(MaskInput(text: text, caret: caret, gravity: gravity))
                    #expect(result.caret >= 0 && result.caret <= result.text.count)
                    // Formatting is idempotent: the output reformats to itself.
                    #expect(format.apply(MaskInput(text: result.text)).text == result.text)
                }
                _ = try? format.validate(text)
                _ = format.layOut(text)
                _ = format.rawValue(of: text)
            }
        }
    }
}
