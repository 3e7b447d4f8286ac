import Foundation
import Testing
import Keystroke

/// Foundation's own rendering, the reference our fast path must equal byte for byte.
private func foundation(_ locale: String, _ code: String, _ amount: Decimal) -> String {
    amount.formatted(.currency(code: code).locale(Locale(identifier: locale)))
}


private let localeTable: [(String, String)] = [
    ("pt-BR", "BRL"), ("en-US", "USD"), ("it-IT", "EUR"), ("de-DE", "EUR"), ("fr-FR", "EUR"), ("ja-JP", "JPY"),
    ("en-IN", "INR"), ("hi-IN", "INR"), ("de-CH", "CHF"), ("fr-CH", "CHF"), ("ar-EG", "EGP"), ("ar-BH", "BHD"),
    ("fa-IR", "IRR"), ("es-ES", "EUR"), ("pl-PL", "PLN"), ("pt-PT", "EUR"), ("nl-NL", "EUR"), ("de-AT", "EUR"),
    ("sv-SE", "SEK"), ("ru-RU", "RUB"), ("zh-CN", "CNY"), ("ko-KR", "KRW"), ("en-GB", "GBP"), ("he-IL", "ILS"),
    ("ne-NP", "NPR"), ("bn-BD", "BDT"), ("my-MM", "MMK"), ("th-TH", "THB"), ("pt-CV", "CVE"), ("is-IS", "ISK"),
    ("en-US", "CLF"), ("ar-EG-u-nu-latn", "EGP"), ("es-419", "USD"), ("hu-HU", "HUF"), ("pt-BR", "USD"),
]

@Suite struct CurrencyFormatTests {
    /// Every locale the platform knows, with its own currency: the derived layout renders as Foundation does.
    @Test func everyAvailableLocaleMatchesFoundation() throws {
        var failures: [String] = []
        for identifier in Locale.availableIdentifiers.sorted() {
            let code = Locale(identifier: identifier).currency?.identifier ?? "EUR"
            guard Locale.Currency.isoCurrencies.contains(Locale.Currency(code)) else { continue }
            let format: CurrencyFormat
            do {
                format = try CurrencyFormat(locale: identifier, currencyCode: code)
            } catch {
                failures.append("\(identifier) \(code): \(error)")
                continue
            }
            let scale = Decimal(sign: .plus, exponent: -format.fractionDigits, significand: 1)
            for units: UInt64 in [0, 5, 1234, 123_456, 12_345_678, 9_876_543_210_123] where units <= format.maximumMinorUnits {
                let expected = foundation(identifier, code, Decimal(units) * scale)
                if format.format(minorUnits: units) != expected { failures.append("\(identifier) \(code) \(units): \(format.format(minorUnits: units)) ≠ \(expected)") }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) mismatches: \(failures.prefix(20).joined(separator: "; "))")
    }

    /// Typing a generated amount digit by digit ends on Foundation's rendering, in every table locale.
    @Test(arguments: localeTable)
    func typingEndsOnFoundationsText(locale: String, code: String) throws {
        let format = try CurrencyFormat(locale: locale, currencyCode: code)
        let scale = Decimal(sign: .plus, exponent: -format.fractionDigits, significand: 1)
        var generator = IntlSeededGenerator(seed: UInt64(locale.utf8.count * 31 + code.utf8.count))
        for _ in 0..<20 {
            let digits = generator.digits(Int(generator.next() % 12) + 1)
            var text = format.apply(MaskInput(text: "")).text
            for key in digits { text = format.apply(MaskInput(text: text + String(key))).text }
            let units = UInt64(digits) ?? 0
            #expect(text == foundation(locale, code, Decimal(units) * scale), "\(locale) \(digits)")
        }
    }

    @Test(arguments: localeTable)
    func fastPathMatchesFoundation(locale: String, code: String) throws {
        let format = try CurrencyFormat(locale: locale, currencyCode: code)
        let scale = Decimal(sign: .plus, exponent: -format.fractionDigits, significand: 1)
        var generator = IntlSeededGenerator(seed: 42)
        var amounts: [UInt64] = [0, 1, 9, 10, 99, 100, 999, 1000, 9999, 10000, 99999, 100_000, 999_999, 1_000_000,
                                 12_345_678, 123_456_789, 1_234_567_890, 99_999_999_999, 999_999_999_999_99]
        for _ in 0..<300 { amounts.append(generator.next() % UInt64(pow(10.0, Double(generator.next() % 15 + 1)))) }
        for units in amounts where units <= format.maximumMinorUnits {
            let expected = foundation(locale, code, Decimal(units) * scale)
            #expect(format.format(minorUnits: units) == expected, "\(locale) \(code) \(units)")
            let negative = format.format("-" + format.rawValue(of: format.format(minorUnits: units)))
            if units > 0 { #expect(negative == foundation(locale, code, -(Decimal(units) * scale)), "\(locale) \(code) -\(units)") }
        }
    }

    /// CLDR layouts spelled out, NBSP (U+00A0) and narrow NBSP (U+202F) included.
    /// Italian uses minimum grouping digits 2 in this platform's CLDR: 1234,56 but 12.345,67.
    @Test(arguments: [
        ("pt-BR", "BRL", "1234.56", "R$\u{A0}1.234,56"), ("en-US", "USD", "1234.56", "$1,234.56"),
        ("it-IT", "EUR", "12345.67", "12.345,67\u{A0}€"), ("it-IT", "EUR", "1234.56", "1234,56\u{A0}€"),
        ("de-DE", "EUR", "1234.56", "1.234,56\u{A0}€"), ("fr-FR", "EUR", "1234.56", "1\u{202F}234,56\u{A0}€"),
        ("en-IN", "INR", "1234.56", "₹1,234.56"), ("de-CH", "CHF", "1234.56", "CHF\u{A0}1’234.56"),
        ("ar-BH", "BHD", "1.5", "\u{200F}١٫٥٠٠\u{A0}د.ب.\u{200F}"),
    ])
    func knownLayouts(locale: String, code: String, stored: String, expected: String) throws {
        #expect(try CurrencyFormat(locale: locale, currencyCode: code).format(stored) == expected)
    }

    @Test func japaneseYenHasNoFraction() throws {
        let yen = try CurrencyFormat(locale: "ja-JP", currencyCode: "JPY")
        #expect(yen.fractionDigits == 0)
        #expect(yen.format("1234.56") == foundation("ja-JP", "JPY", Decimal(string: "1234.56")!))
        #expect(yen.format("1234.56").hasSuffix("1,235"))
    }

    @Test func indianGrouping() throws {
        let rupee = try CurrencyFormat(locale: "hi-IN", currencyCode: "INR")
        #expect(rupee.format("1234567.89") == "₹12,34,567.89")
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
        let text = euro.format("1234.56")  // "1.234,56 €"
        let result = euro.apply(MaskInput(text: String(text.dropLast()), gravity: .backward(autoskip: false)))
        #expect(result.text == euro.format("123.45"))
        // Deleting the grouping separator removes the digit before it.
        var characters = Array(text)
        characters.remove(at: 1)
        let separator = euro.apply(MaskInput(text: String(characters), caret: 1, gravity: .backward(autoskip: false)))
        #expect(separator.text == euro.format("234.56"))
    }

    @Test func pastingFormattedAndRaw() {
        #expect(brl.apply(MaskInput(text: "R$ 0,00" + "123456")).text == brl.format("1234.56"))
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
        let full = capped.apply(MaskInput(text: capped.format("1000.00") + "1"))
        #expect(full.text == capped.format("1000.00") && full.dropped == "1")
        let pasted = capped.apply(MaskInput(text: capped.format("0") + "123456789"))
        #expect(pasted.value == "123.45" && pasted.dropped == "6789")
        let stray = brl.apply(MaskInput(text: brl.format("1.23") + "x"))
        #expect(stray.value == "1.23")
        #expect(stray.dropped == "x")
    }

    @Test func nativeAndLatinDigitsType() throws {
        let egp = try CurrencyFormat(locale: "ar-EG", currencyCode: "EGP")
        let latin = egp.apply(MaskInput(text: egp.format("0") + "5"))
        let native = egp.apply(MaskInput(text: egp.format("0") + "٥"))
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
        ("0", "0.00"), ("  R$ 0,00 ", "0.00"),
    ])
    func validValues(text: String, value: String) throws {
        let result = try brl.validate(text)
        #expect(result.value == value && result.text == brl.format(value))
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

    @Test func minimumAndMaximum() throws {
        let bounded = try CurrencyFormat(locale: "en-US", currencyCode: "USD", maximum: 500, minimum: 10)
        #expect(throws: ValidationError.self) { try bounded.validate("9.99") }
        #expect(throws: ValidationError.self) { try bounded.validate("500.01") }
        #expect(try bounded.validate("$500.00").value == "500.00")
        #expect(!bounded.apply(MaskInput(text: "$9.99")).isComplete)
    }

    @Test func storedValuesRoundHalfToEven() throws {
        #expect(brl.format("0.125") == brl.format("0.12"))
        #expect(brl.format("0.135") == brl.format("0.14"))
        #expect(brl.format("-1234.5") == "-R$\u{A0}1.234,50")
        #expect(brl.format("nothing") == "nothing")
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
        #expect(try Format(id: "currency:pt-BR:BRL").format("1234.56") == "R$\u{A0}1.234,56")
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
                _ = format.format(text)
                _ = format.rawValue(of: text)
            }
        }
    }
}
