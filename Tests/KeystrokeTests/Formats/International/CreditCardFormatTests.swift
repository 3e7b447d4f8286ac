import Testing
import Keystroke

/// A random valid card number of `brand`, its first six digits drawn until the
/// reference table gives that brand, its check digit computed (independently of ``Luhn``).
func randomCardNumber(_ brand: CardBrand, using random: inout IntlSeededGenerator) -> String {
    let firstDigits: [CardBrand: [Int]] = [
        .visa: [4], .mastercard: [2, 5], .amex: [3], .diners: [3], .discover: [6], .jcb: [3],
        .unionpay: [6], .maestro: [5, 6], .elo: [4, 5, 6], .hipercard: [3, 6], .mir: [2],
    ]
    var prefix: Int
    repeat {
        let first = firstDigits[brand]!.randomElement(using: &random)!
        // Half the time aim at the brand's narrow ranges so they are hit often enough.
        let narrow: [CardBrand: [ClosedRange<Int>]] = [
            .elo: [401178...401179, 504175...504175, 506699...506778, 509000...509999, 650031...650978, 655000...655058, 636297...636297, 627780...627780],
            .hipercard: [384100...384100, 384140...384140, 384160...384160, 606282...606282],
            .mir: [220000...220499], .mastercard: [222100...272099], .jcb: [352800...358999],
            .diners: [300000...305999, 360000...399999], .amex: [340000...349999, 370000...379999],
            .discover: [601100...601199, 622126...622925, 644000...659999], .unionpay: [620000...629999],
        ]
        if let ranges = narrow[brand], Bool.random(using: &random) {
            prefix = ranges.randomElement(using: &random)!.randomElement(using: &random)!
        } else {
            prefix = first * 100_000 + Int.random(in: 0..<100_000, using: &random)
        }
    } while referenceBrand(sixDigits: prefix) != brand
    let length = brand.lengths.randomElement(using: &random)!
    let body = String(prefix) + random.digits(length - 7)
    // Luhn, written out: double every second digit from the right of the payload's end.
    var sum = 0
    for (offset, character) in body.reversed().enumerated() {
        let digit = character.wholeNumberValue!
        sum += offset % 2 == 0 ? (digit * 2 > 9 ? digit * 2 - 9 : digit * 2) : digit
    }
    return body + String((10 - sum % 10) % 10)
}

@Suite struct CreditCardFormatTests {
    let card = CreditCardFormat()

    // MARK: Generated values

    @Test(arguments: CardBrand.allCases)
    func generatedNumbersValidateAndMutantsFail(brand: CardBrand) throws {
        var random = IntlSeededGenerator(seed: 0xCA4D + UInt64(CardBrand.allCases.firstIndex(of: brand)!))
        for _ in 0..<300 {
            let number = randomCardNumber(brand, using: &random)
            #expect(CardBrand.detect(number) == brand)
            #expect(Luhn.isValid(number))
            let validated = try card.validate(number)
            #expect(validated.value == number)
            #expect(validated.text == expectedGrouping(number, brand: brand))
            #expect(try card.validate(validated.text) == validated)
            #expect(card.layOut(number) == validated.text)

            // One digit changed after the IIN: Luhn catches every single-digit error.
            let mutated = random.changingOneDigit(of: number, in: 6..<number.count)
            #expect(!Luhn.isValid(mutated))
            if brand.requiresLuhn {
                #expect(intlErrorCode(card, mutated) == "card.luhn", "\(mutated)")
            } else {
                #expect(intlErrorCode(card, mutated) == nil)
                #expect(intlErrorCode(CreditCardFormat(luhnValidatesUnionPay: true), mutated) == "card.luhn")
            }

            // A digit too many or too few for the brand.
            for shorter in [String(number.dropLast()), number + "0"] where !brand.allowsLength(shorter.count) {
                #expect(intlErrorCode(card, shorter) == "card.length", "\(shorter)")
            }
        }
    }

    /// The grouping a brand's number should show, written out per brand.
    func expectedGrouping(_ number: String, brand: CardBrand) -> String {
        let sizes: [Int]
        if brand == .amex {
            sizes = [4, 6, 5]
        } else if brand == .diners && number.count == 14 {
            sizes = [4, 6, 4]
        } else {
            sizes = [4, 4, 4, 4, 3]
        }
        var groups: [String] = []
        var rest = Substring(number)
        for size in sizes where !rest.isEmpty {
            groups.append(String(rest.prefix(size)))
            rest = rest.dropFirst(size)
        }
        return groups.joined(separator: " ")
    }

    // MARK: Validation errors

    @Test(arguments: [
        ("4111 1111 1111 1111", nil), ("4111-1111-1111-1111", nil), ("  4111111111111111 ", "whitespace"), ("4111111111111111\n", "whitespace"),
        ("4111 1111 1111 1112", "card.luhn"), ("4111 1111 1111 111", "card.length"), ("4111x1111", "card.characters"),
        ("1234 5678 9012 3456", "card.brand"), ("9999999999999995", "card.brand"), ("5555 5555 5555 4444 0", "card.length"),
        ("41111111111111111111", "card.length"), ("4111111111111111111111111", "card.length"), (" ", "whitespace"),
        ("６０１１", "card.characters"),
    ] as [(String, String?)])
    func validation(text: String, code: String?) {
        #expect(intlErrorCode(card, text) == code)
    }

    @Test func errorsCarryTheBrand() {
        do {
            _ = try card.validate("378282246310006")
            Issue.record("expected a Luhn error")
        } catch {
            #expect(error.code == "card.luhn")
            #expect(error.parameters["brand"] == "amex")
        }
        do {
            _ = try card.validate("37828224631000")
            Issue.record("expected a length error")
        } catch {
            #expect(error.code == "card.length")
            #expect(error.parameters["lengths"] == "15")
            #expect(error.message.contains("American Express"))
        }
    }

    @Test func throughTheRegistry() throws {
        let format = try Format(id: "credit-card")
        #expect(format.id == "credit-card")
        #expect(format.keyboard == .numberPad)
        #expect(format.maxLength == 19)
        #expect(try format.validate("5555555555554444").text == "5555 5555 5555 4444")
        #expect(throws: ValidationError.required) { try format.validate("") }
        #expect(throws: FormatError.self) { try Format(id: "credit-card:x") }
    }

    // MARK: Keystrokes

    @Test func typingVisaKeyByKey() {
        var typist = IntlTypist(card)
        let steps = typist.type("4111111111111111")
        #expect(steps[3] == "4111")
        #expect(steps[4] == "4111 1")
        #expect(steps.last == "4111 1111 1111 1111")
        #expect(typist.result.caret == 19)
        #expect(typist.result.value == "4111111111111111")
        #expect(typist.result.isComplete)
        typist.type("003")
        #expect(typist.result.text == "4111 1111 1111 1111 003")
        typist.type("9")
        #expect(typist.result.text == "4111 1111 1111 1111 003")
        #expect(typist.result.dropped == "9")
    }

    @Test func typingRegroupsWhenTheBrandAppears() {
        var typist = IntlTypist(card)
        let steps = typist.type("378282246310005")
        #expect(steps[4] == "3782 8")
        #expect(steps[9] == "3782 822463")
        #expect(steps[10] == "3782 822463 1")
        #expect(typist.result.text == "3782 822463 10005")
        #expect(typist.result.isComplete)
        typist.type("1")
        #expect(typist.result.text == "3782 822463 10005", "Amex stops at 15 digits")

        var diners = IntlTypist(card)
        diners.type("30569309025904")
        #expect(diners.result.text == "3056 930902 5904")
        diners.type("00")
        #expect(diners.result.text == "3056 9309 0259 0400", "past 14 digits Diners groups by four")
    }

    @Test func mastercardStopsAtSixteen() {
        var typist = IntlTypist(card)
        typist.type("55555555555544441")
        #expect(typist.result.text == "5555 5555 5555 4444")
        #expect(typist.result.dropped == "1")
    }

    @Test func autocompleteAppendsTheSpace() {
        var typist = IntlTypist(card)
        typist.type("4111", autocomplete: true)
        #expect(typist.result.text == "4111 ")
        #expect(typist.result.caret == 5)
        typist.type("2", autocomplete: true)
        #expect(typist.result.text == "4111 2")
    }

    @Test func pastingFormattedAndRaw() {
        for pasted in ["4111-1111-1111-1111", "4111 1111 1111 1111", "4111111111111111", " 4111.1111.1111.1111 "] {
            var typist = IntlTypist(card)
            typist.paste(pasted)
            #expect(typist.result.text == "4111 1111 1111 1111", "\(pasted)")
            #expect(typist.result.caret == 19)
        }
        var typist = IntlTypist(card)
        typist.paste(" 4111.1111")
        #expect(typist.result.dropped == ".")
    }

    @Test func editingMidTextKeepsTheCaretOnTheSameDigit() {
        var typist = IntlTypist(card, text: "4111 1111 1111 1111")
        typist.moveCaret(to: 6) // after "4111 1"
        typist.type("9")
        #expect(typist.result.text == "4111 1911 1111 1111 1")
        #expect(typist.result.caret == 7)
        typist.backspace()
        #expect(typist.result.text == "4111 1111 1111 1111")
        #expect(typist.result.caret == 6)
        typist.moveCaret(to: 5) // just after the space
        typist.backspace() // deletes the space: the digits regroup and the space comes back
        #expect(typist.result.text == "4111 1111 1111 1111")
        #expect(typist.result.caret == 5)
        typist.backspace(autoskip: true) // with autoskip the caret lands before the space
        #expect(typist.result.text == "4111 1111 1111 1111")
        #expect(typist.result.caret == 4)
        typist.backspace()
        #expect(typist.result.text == "4111 1111 1111 111")
        #expect(typist.result.caret == 3)
    }

    @Test func typingBeforeASeparatorJumpsOverIt() {
        var typist = IntlTypist(card, text: "4111 1111 1111 1111")
        typist.moveCaret(to: 3)
        typist.type("2")
        #expect(typist.result.text == "4112 1111 1111 1111 1")
        #expect(typist.result.caret == 5, "forward gravity moves past the space that follows")
    }

    @Test func nonDigitsAreDroppedAndNonASCIIKeepsCaretsInCharacters() {
        let result = card.apply(MaskInput(text: "4é1👍11", caret: 4))
        #expect(result.text == "4111")
        #expect(result.caret == 2)
        #expect(result.dropped == "é👍")
        #expect(card.apply(MaskInput(text: "41\r\n11")).text == "4111")
    }

    @Test func displayAndRawValue() {
        #expect(card.layOut("378282246310005") == "3782 822463 10005")
        #expect(card.layOut("4111 1111 1111 1111") == "4111 1111 1111 1111")
        #expect(card.layOut("30569309025904") == "3056 930902 5904")
        #expect(card.layOut("6200000000000000003") == "6200 0000 0000 0000 003")
        #expect(card.rawValue(of: "4111 1111 1111 1111") == "4111111111111111")
        #expect(card.allows("7"))
        #expect(!card.allows("a"))
    }
}

/// A complete number that may still grow shows no trailing separator.
@Suite struct CreditCardTrailingSeparatorTests {
    @Test func aCompleteVisaOf16EndsOnItsLastDigit() {
        var field = EditingState(formatter: Format.creditCard)
        for digit in "4111111111111111" { field.insert(digit) }
        #expect(field.text == "4111 1111 1111 1111")
        #expect(field.caret == 19)
        #expect(field.isComplete)
        // The separator comes with the next digit.
        field.insert("1")
        #expect(field.text == "4111 1111 1111 1111 1")
        field.deleteBackward()
        #expect(field.text == "4111 1111 1111 1111")
    }

    @Test func autofillOfAWholeNumberHasNoTrailingSeparator() {
        var field = EditingState(formatter: Format.creditCard)
        field.paste("4111111111111111")
        #expect(field.text == "4111 1111 1111 1111")
        #expect(field.caret == field.text.count)
    }

    @Test func anIncompleteNumberStillGetsItsSeparatorAhead() {
        var field = EditingState(formatter: Format.creditCard)
        for digit in "41111111" { field.insert(digit) }
        #expect(field.text == "4111 1111 ")
    }
}
