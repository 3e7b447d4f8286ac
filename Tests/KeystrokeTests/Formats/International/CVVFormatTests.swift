import Testing
import Keystroke

@Suite struct CVVFormatTests {
    @Test func lengthFollowsTheBrand() throws {
        #expect(CVVFormat().length == 3)
        #expect(CVVFormat(brand: .amex).length == 4)
        #expect(CVVFormat(brand: .visa).length == 3)
        #expect(CVVFormat(brand: .amex).id == "cvv:amex")
        #expect(try Format(id: "cvv").maxLength == 3)
        #expect(try Format(id: "cvv:amex").maxLength == 4)
        #expect(try Format(id: "cvv:AMEX").id == "cvv:amex")
        #expect(try Format(id: "cvv:elo").minLength == 3)
        #expect(throws: FormatError.self) { try Format(id: "cvv:nope") }
        #expect(throws: FormatError.self) { try Format(id: "cvv:amex:4") }
    }

    @Test func linkedToACardField() throws {
        var cvv = CVVFormat()
        let card = try CreditCardFormat().validate("3782 822463 10005")
        cvv.brand = CardBrand.detect(card.value)
        #expect(cvv.length == 4)
        #expect(try cvv.validate("1234").value == "1234")
        #expect(intlErrorCode(cvv, "123") == "cvv.length")
    }

    @Test(arguments: [
        (nil, "123", nil), (nil, " 123 ", "whitespace"), (nil, "12", "cvv.length"), (nil, "1234", "cvv.length"),
        (nil, "12a", "cvv.characters"), (CardBrand.amex, "1234", nil), (.amex, "123", "cvv.length"),
        (.visa, "12 3", "cvv.characters"),
    ] as [(CardBrand?, String, String?)])
    func validation(brand: CardBrand?, text: String, code: String?) {
        #expect(intlErrorCode(CVVFormat(brand: brand), text) == code)
    }

    @Test func typingPastingAndEditing() {
        var typist = IntlTypist(CVVFormat())
        #expect(typist.type("1a234") == ["1", "1", "12", "123", "123"])
        #expect(typist.result.isComplete)
        #expect(typist.result.dropped == "4")
        typist.moveCaret(to: 1)
        typist.backspace()
        #expect(typist.result.text == "23")
        #expect(typist.result.caret == 0)
        typist.type("9")
        #expect(typist.result.text == "923")

        var amex = IntlTypist(CVVFormat(brand: .amex))
        amex.paste("12345")
        #expect(amex.result.text == "1234")
        #expect(amex.result.dropped == "5")
        #expect(CVVFormat().layOut("987") == "987")
        #expect(CVVFormat().rawValue(of: " 98 7") == "987")
    }
}
