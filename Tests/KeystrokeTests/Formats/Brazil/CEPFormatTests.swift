import Testing
import Keystroke

@Suite struct CEPFormatTests {
    let cep = CEPFormat()

    @Test func generatedCodesValidateRawAndFormatted() throws {
        var random = IntlSeededGenerator(seed: 0xCE9)
        for _ in 0..<200 {
            let raw = BrazilReference.randomString(8, from: "0123456789", using: &random)
            let formatted = BrazilReference.fill("#####-###", with: raw)
            #expect(try cep.validate(raw) == ValidatedValue(text: formatted, value: raw))
            #expect(throws: ValidationError.leadingWhitespace) { try cep.validate(" \(formatted)") }
            #expect(cep.layOut(raw) == formatted)
            #expect(cep.layOut(formatted) == formatted)
            #expect(cep.rawValue(of: formatted) == raw)
        }
    }

    @Test func typingPastingAndEditing() {
        var random = IntlSeededGenerator(seed: 0xCE0)
        for _ in 0..<30 {
            expectTyping(cep, BrazilReference.randomString(8, from: "0123456789", using: &random), template: "#####-###")
        }
        #expect(cep.apply(MaskInput(text: "01310100")).text == "01310-100")
        #expect(cep.apply(MaskInput(text: "01310-100")).text == "01310-100")
        #expect(cep.apply(MaskInput(text: "013101009")).dropped == "9")
        let inserted = cep.apply(MaskInput(text: "013109-100", caret: 6))
        #expect(inserted.text == "01310-910")
        #expect(inserted.caret == 7)
    }

    @Test(arguments: [
        ("01310-10", "cep.length"), ("013101000", "cep.length"), ("0131O-100", "cep.characters"),
        ("01310 100", "cep.characters"), ("01310/100", "cep.characters"),
    ])
    func invalidCodes(_ text: String, _ code: String) {
        #expect(validationCode(cep, text) == code)
    }
}
