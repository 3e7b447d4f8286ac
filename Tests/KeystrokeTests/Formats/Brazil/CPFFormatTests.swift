import Testing
import Keystroke

@Suite struct CPFFormatTests {
    let cpf = CPFFormat()
    let template = "###.###.###-##"

    @Test func typingGeneratedNumbersKeyByKey() {
        var random = IntlSeededGenerator(seed: 0x7C9F)
        for _ in 0..<50 {
            expectTyping(cpf, CPF.random(using: &random), template: template)
        }
    }

    @Test func autocompleteAddsTheNextSeparator() {
        let input = MaskInput(text: "529", gravity: .forward(autocomplete: true))
        #expect(cpf.apply(input).text == "529.")
        #expect(cpf.apply(input).caret == 4)
    }

    @Test func pastingFormattedRawOrNoisyText() {
        for text in ["529.982.247-25", "52998224725", "529 982 247 25", "CPF: 529.982.247-25"] {
            let result = cpf.apply(MaskInput(text: text))
            #expect(result.text == "529.982.247-25", "\(text)")
            #expect(result.value == "52998224725")
            #expect(result.isComplete)
            #expect(result.caret == 14)
        }
        let long = cpf.apply(MaskInput(text: "5299822472599"))
        #expect(long.text == "529.982.247-25")
        #expect(long.dropped == "99")
        let letters = cpf.apply(MaskInput(text: "529a"))
        #expect(letters.text == "529.")  // InputMask shows the separator once more input follows
        #expect(letters.dropped == "a")
    }

    @Test func editingInTheMiddle() {
        // Insert "1" after "529." : the digits shift right and the caret follows the inserted digit.
        let inserted = cpf.apply(MaskInput(text: "529.1982.247-2", caret: 5))
        #expect(inserted.text == "529.198.224-72")
        #expect(inserted.caret == 5)
        // Delete the "9" after the first dot: the digits shift left, the caret stays.
        let deleted = cpf.apply(MaskInput(text: "529.82.247-25", caret: 4, gravity: .backward(autoskip: false)))
        #expect(deleted.text == "529.822.472-5")
        #expect(deleted.caret == 4)
        #expect(!deleted.isComplete)
    }

    @Test func validationAndDisplay() throws {
        var random = IntlSeededGenerator(seed: 0xF0)
        for _ in 0..<200 {
            let raw = CPF.random(using: &random)
            let formatted = BrazilReference.fill(template, with: raw)
            #expect(try cpf.validate(raw) == ValidatedValue(text: formatted, value: raw))
            #expect(throws: ValidationError.trailingWhitespace) { try cpf.validate("\(formatted)\n") }
            #expect(cpf.layOut(raw) == formatted)
            #expect(cpf.layOut(formatted) == formatted)
            #expect(cpf.rawValue(of: formatted) == raw)
        }
        #expect(cpf.layOut("529982") == "529.982")
    }

    @Test(arguments: [
        ("529.982.247-2x", "cpf.characters"), ("5299822472", "cpf.length"), ("111.111.111-11", "cpf.repeatedDigits"),
        ("529.982.247-52", "cpf.checkDigit"), ("52998224726", "cpf.checkDigit"),
    ])
    func errorCodes(_ text: String, _ code: String) {
        #expect(validationCode(cpf, text) == code)
        #expect(validationCode(Format(cpf), text) == code)
    }
}
