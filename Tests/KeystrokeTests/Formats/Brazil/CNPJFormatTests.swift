import Testing
import Keystroke

@Suite struct CNPJFormatTests {
    let cnpj = CNPJFormat()
    let template = "##.###.###/####-##"

    @Test(arguments: [false, true])
    func typingGeneratedNumbersKeyByKey(_ alphanumeric: Bool) {
        var random = IntlSeededGenerator(seed: alphanumeric ? 0xA1 : 0xA2)
        for _ in 0..<40 {
            let raw = CNPJ.random(alphanumeric: alphanumeric, using: &random)
            expectTyping(cnpj, raw, template: template)
            // Typed in lowercase, shown in uppercase.
            expectTyping(cnpj, raw.lowercased(), template: template, shown: raw)
        }
    }

    @Test func lettersNeverEnterTheCheckDigits() {
        let result = cnpj.apply(MaskInput(text: "12ABC34501DEA35"))
        #expect(result.text == "12.ABC.345/01DE-35")
        #expect(result.dropped == "A")
        let accented = cnpj.apply(MaskInput(text: "12ÁB"))
        #expect(accented.text == "12.B")
        #expect(accented.dropped == "Á")
    }

    @Test func pastingAndEditing() {
        for text in ["12.ABC.345/01DE-35", "12abc34501de35", " 12.abc.345/01de-35 "] {
            #expect(cnpj.apply(MaskInput(text: text)).text == "12.ABC.345/01DE-35")
            #expect(cnpj.apply(MaskInput(text: text)).value == "12ABC34501DE35")
        }
        // Delete the "A": letters and digits move left, the caret stays.
        let deleted = cnpj.apply(MaskInput(text: "12.BC.345/01DE-35", caret: 3, gravity: .backward(autoskip: false)))
        #expect(deleted.text == "12.BC3.450/1DE3-5")
        #expect(deleted.caret == 3)
    }

    @Test func validationAndDisplay() throws {
        var random = IntlSeededGenerator(seed: 0xB0)
        for round in 0..<200 {
            let raw = CNPJ.random(alphanumeric: round.isMultiple(of: 2), using: &random)
            let formatted = BrazilReference.fill(template, with: raw)
            #expect(try cnpj.validate(raw) == ValidatedValue(text: formatted, value: raw))
            #expect(try cnpj.validate(formatted.lowercased()) == ValidatedValue(text: formatted, value: raw))
            #expect(cnpj.layOut(raw.lowercased()) == formatted)
            #expect(cnpj.rawValue(of: formatted.lowercased()) == raw)
        }
    }

    @Test(arguments: [
        ("12.ABC.345/01DE-3!", "cnpj.characters"), ("12.ABC.345/01DE-A5", "cnpj.characters"),
        ("12.ABC.345/01DE", "cnpj.length"), ("00.000.000/0000-00", "cnpj.repeatedDigits"),
        ("12.ABC.345/01DE-53", "cnpj.checkDigit"), ("11.222.333/0001-80", "cnpj.checkDigit"),
        // Found by Scripts/conformance/brazil.py: a wrong length is reported before a letter past the twelfth character.
        ("4X89ECJU3KKMT97", "cnpj.length"), ("12ABC34501DE3", "cnpj.length"), ("12ABC34501DEA", "cnpj.length"),
    ])
    func errorCodes(_ text: String, _ code: String) {
        #expect(validationCode(cnpj, text) == code)
    }
}
