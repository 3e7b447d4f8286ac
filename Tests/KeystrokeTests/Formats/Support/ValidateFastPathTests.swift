import Testing
import Keystroke

/// Validation has a byte-level fast path for plain ASCII input and a full path for the
/// rest; the same number written both ways must give the same result. Whitespace around a
/// value is refused on both paths, and typed text (`validate(typed:)`) drops it.
@Suite struct ValidateFastPathTests {
    /// (fast-path text, text the fast path refuses, expected display, expected value).
    @Test(arguments: [
        ("(41) 99999-8888", "+55 (41) 99999-8888", "(41) 99999-8888", "41999998888"),
        ("41999998888", "+5541999998888", "(41) 99999-8888", "41999998888"),
        ("(11) 3333.4444", "+55 11 3333-4444", "(11) 3333-4444", "1133334444"),
    ])
    func phoneBR(fast: String, full: String, display: String, value: String) throws {
        let phone = BrazilianPhoneFormat()
        #expect(try phone.validate(fast) == ValidatedValue(text: display, value: value))
        #expect(try phone.validate(full) == ValidatedValue(text: display, value: value))
        #expect(validationCode(phone, "\t" + fast) == "whitespace")
        #expect(try Format(phone).validate(typed: "\t" + full + " ") == ValidatedValue(text: display, value: value))
    }

    /// Invalid plain numbers leave the fast path and get the full check's error.
    @Test(arguments: [("(20) 99999-8888", "phone.areaCode"), ("(41) 89999-8888", "phone.mobilePrefix"),
                      ("(41) 6333-3333", "phone.landlinePrefix"), ("4199999888", "phone.landlinePrefix"),
                      ("419999988", "phone.length"), ("(41) 9999x-8888", "phone.characters")])
    func phoneBRErrors(text: String, code: String) {
        do {
            _ = try BrazilianPhoneFormat().validate(text)
            Issue.record("\(text) should not validate")
        } catch {
            #expect(error.code == code)
        }
    }

    @Test(arguments: [("80010-000", " 80010-000"), ("80.010-000", "80010000\n")])
    func cep(fast: String, full: String) throws {
        let expected = ValidatedValue(text: "80010-000", value: "80010000")
        #expect(try CEPFormat().validate(fast) == expected)
        #expect(validationCode(CEPFormat(), full) == "whitespace")
        #expect(try Format(CEPFormat()).validate(typed: full) == expected)
    }

    @Test(arguments: [("11.222.333/0001-81", " 11.222.333/0001-81 ", "11.222.333/0001-81", "11222333000181"),
                      ("12abc34501de35", "12abc34501de35\n", "12.ABC.345/01DE-35", "12ABC34501DE35")])
    func cnpj(fast: String, full: String, display: String, value: String) throws {
        let expected = ValidatedValue(text: display, value: value)
        #expect(try CNPJFormat().validate(fast) == expected)
        #expect(validationCode(CNPJFormat(), full) == "whitespace")
        #expect(try Format(CNPJFormat()).validate(typed: full) == expected)
    }

    /// A rendering is matched byte for byte; spaced, raw or non-Latin-digit texts take the full parse.
    @Test(arguments: [
        ("pt-BR", "BRL", "R$ 1.234,56", "1234.56"),
        ("pt-BR", "BRL", "1234.56", "1234.56"),
        ("en-US", "USD", "$ 0.05", "0.05"),
        ("ja-JP", "JPY", "1234", "1234"),
        ("ar-EG", "EGP", "1234.56", "1234.56"),
    ])
    func currency(locale: String, code: String, full: String, value: String) throws {
        let format = try CurrencyFormat(locale: locale, currencyCode: code)
        let rendered = format.layOut(value)
        #expect(rendered != full)
        let expected = ValidatedValue(text: rendered, value: value)
        #expect(try format.validate(rendered) == expected)
        #expect(try format.validate(full) == expected)
        #expect(validationCode(format, " " + rendered) == "whitespace")
        #expect(validationCode(format, full + "\n") == "whitespace")
    }

    /// Amounts outside the bounds leave the fast path and get the full check's error.
    @Test func currencyBounds() throws {
        let format = try CurrencyFormat(locale: "pt-BR", currencyCode: "BRL", maximum: 100, minimum: 1)
        for (text, code) in [(format.layOut("100.01"), "currency.tooLarge"), (format.layOut("0.99"), "currency.tooSmall"),
                             ("R$\u{A0}01,00", "currency.format")] {
            do {
                _ = try format.validate(text)
                Issue.record("\(text) should not validate")
            } catch {
                #expect(error.code == code)
            }
        }
        #expect(try format.validate(format.layOut("1")).value == "1.00")
    }

    /// ASCII usernames are checked byte by byte; the rest (and every error) by Characters.
    @Test(arguments: [("ana_maria", "ana_maria"), ("a.b-c", "a.b-c"), ("zoë_92", "zoë_92"), (" ana ", nil),
                      ("ab", nil), ("_ana", nil), ("ana_", nil), ("an__a", nil), ("ana maria", nil),
                      (String(repeating: "a", count: 30), String(repeating: "a", count: 30)),
                      (String(repeating: "a", count: 31), nil)] as [(String, String?)])
    func username(text: String, expected: String?) {
        #expect((try? UsernameFormat().validate(text)) == expected.map { ValidatedValue(text: $0, value: $0) })
    }

    /// Printable ASCII is taken byte by byte; surrounding spaces and other text go through the Character checks.
    @Test(arguments: [("Curitiba", "Curitiba"), ("a ~b", "a ~b"), (" São Paulo ", nil), ("São Paulo\n", nil), ("  ", nil),
                      ("a\u{7F}b", nil), ("a\tb", nil)] as [(String, String?)])
    func nonEmpty(text: String, expected: String?) {
        #expect((try? TextFormat(isOptional: false).validate(text)) == expected.map { ValidatedValue(text: $0, value: $0) })
    }

    @Test(arguments: [("Ana Maria", "Ana Maria"), (" Ana ", nil), ("Zoë", "Zoë"), ("Ana1", nil), ("Ana-Maria", nil),
                      ("", nil)] as [(String, String?)])
    func letters(text: String, expected: String?) {
        #expect((try? LettersFormat().validate(text)) == expected.map { ValidatedValue(text: $0, value: $0) })
    }

    /// A raw card number is answered in place; the same digits written with hyphens take the
    /// general path. Both must agree on every outcome: display, value and error code.
    @Test(arguments: [false, true])
    func creditCard(luhnValidatesUnionPay: Bool) {
        let card = CreditCardFormat(luhnValidatesUnionPay: luhnValidatesUnionPay)
        var random = IntlSeededGenerator(seed: luhnValidatesUnionPay ? 0xCA4D : 0xCA4E)
        let prefixes = ["4", "51", "2221", "2720", "34", "37", "36", "300", "6011", "65", "3528", "62", "6304", "5067",
                        "636297", "606282", "2200", "1", "9", "0"]
        func outcome(_ text: String) -> Result<ValidatedValue, ValidationError> {
            Result { () throws(ValidationError) in try card.validate(text) }
        }
        for _ in 0..<3000 {
            var digits = (prefixes.randomElement(using: &random) ?? "4")
            for _ in 0..<Int.random(in: 0...20, using: &random) { digits.append(String(Int.random(in: 0...9, using: &random))) }
            // Half of them get their Luhn check digit, so most brands' valid lengths are reached.
            if Bool.random(using: &random), let check = Luhn.checkDigit(for: digits) { digits += String(check) }
            let hyphenated = digits.map(String.init).joined(separator: "-")
            let fast = outcome(digits)
            // The yes/no check answers as validate does, raw or hyphenated.
            let valid = (try? fast.get()) != nil
            #expect(card.isValid(digits) == valid, "\(digits)")
            #expect(card.isValid(hyphenated) == valid, "\(hyphenated)")
            switch (fast, outcome(hyphenated)) {
            case (.success(let left), .success(let right)): #expect(left == right, "\(digits)")
            case (.failure(let left), .failure(let right)): #expect(left.code == right.code, "\(digits)")
            default: Issue.record("\(digits): \(fast) vs the general path")
            }
        }
    }

    /// CPF and CNPJ stored as exactly their characters take a loop without separator tests;
    /// the same characters with separators (the full scan) and through the general rule
    /// (`CPF.validate`, `CNPJ.validate`) must reach the same verdict, valid or not, with the
    /// same error code; with whitespace around them, both paths refuse it.
    @Test(arguments: [false, true])
    func identifiers(cnpj: Bool) throws {
        var random = IntlSeededGenerator(seed: cnpj ? 0xC4B1 : 0xC4F1)
        let digits = Array("0123456789")
        let characters = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")
        let format = try Format(id: cnpj ? "cnpj" : "cpf")
        let baseCount = cnpj ? 12 : 9
        func outcome(_ text: String) -> Result<ValidatedValue, ValidationError> {
            Result { () throws(ValidationError) in try format.validate(text) }
        }
        func generalRule(_ text: String) -> Result<ValidatedValue, ValidationError> {
            Result { () throws(ValidationError) in
                let value = cnpj ? try CNPJ.validate(text) : try CPF.validate(text)
                return ValidatedValue(text: format.layOut(value), value: value)
            }
        }
        for round in 0..<4000 {
            var base: [Character]
            if round % 10 == 0 {
                // Repeated characters, the one rule the check digits do not catch.
                base = Array(repeating: digits.randomElement(using: &random)!, count: baseCount)
            } else {
                base = (0..<baseCount).map { _ in
                    (cnpj && round % 3 == 0 ? characters : digits).randomElement(using: &random)!
                }
            }
            let payload = String(base)
            let checks = (cnpj ? CNPJ.checkDigits(for: payload) : CPF.checkDigits(for: payload)) ?? "00"
            var text = payload + checks
            switch round % 7 {
            case 1: text = payload + String(characters.randomElement(using: &random)!) + String(checks.last!)
            case 2: text = payload + String(checks.first!) + String(digits.randomElement(using: &random)!)
            case 3: text = String(text.dropLast())
            default: break
            }
            let separated = text.enumerated().map { $0.offset == 2 ? ".\($0.element)" : String($0.element) }.joined()
            let expected = cnpj ? CNPJ.problem(in: separated) : CPF.problem(in: separated)
            #expect((cnpj ? CNPJ.problem(in: text) : CPF.problem(in: text)) == expected, "\(text)")
            #expect(validationCode(format, " \(text)") == "whitespace", "\(text)")
            #expect(validationCode(format, "\(text)\n") == "whitespace", "\(text)")
            switch (outcome(text), outcome(separated), generalRule(text)) {
            case (.success(let plain), .success(let scanned), .success(let general)):
                #expect(expected == nil, "\(text)")
                #expect(plain == scanned && plain == general, "\(text)")
            case (.failure(let plain), .failure(let scanned), .failure(let general)):
                #expect(expected != nil, "\(text)")
                #expect(plain.code == scanned.code && plain.code == general.code, "\(text): \(plain.code)")
            case let (plain, scanned, general):
                Issue.record("\(text): \(plain) / \(scanned) / \(general)")
            }
        }
    }
}
