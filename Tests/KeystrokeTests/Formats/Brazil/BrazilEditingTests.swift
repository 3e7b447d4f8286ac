import Testing
import Keystroke

/// The formats through the editing model: typing, pasting, deleting and editing mid-text.
@Suite struct BrazilEditingTests {
    @Test(arguments: [
        ("cpf", "52998224725", "529.982.247-25", "52998224725"),
        ("cnpj", "12abc34501de35", "12.ABC.345/01DE-35", "12ABC34501DE35"),
        ("cep", "01310100", "01310-100", "01310100"),
        ("phone-br", "41999998888", "(41) 99999-8888", "41999998888"),
        ("phone-br", "4133334444", "(41) 3333-4444", "4133334444"),
        ("pin:5", "12345", "12345", "12345"),
        ("numbers", "0042", "0042", "0042"),
        ("letters", "São Paulo", "São Paulo", "São Paulo"),
        ("name", "D’Angelo", "D’Angelo", "D’Angelo"),
        ("username", "zoë_92", "zoë_92", "zoë_92"),
    ])
    func typingPastingAndDeleting(_ id: String, _ keys: String, _ shown: String, _ value: String) throws {
        let format = try Format(id: id)
        var typed = EditingState(formatter: format)
        for key in keys { typed.insert(String(key)) }
        #expect(typed.text == shown)
        #expect(typed.value == value)
        #expect(typed.isComplete)
        #expect(try format.validate(typed.text).value == value)

        var pasted = EditingState(formatter: format)
        pasted.paste(shown)
        #expect(pasted.text == shown)
        var pastedRaw = EditingState(formatter: format)
        pastedRaw.paste(keys)
        #expect(pastedRaw.text == shown)

        // Backspace all the way: the field empties without getting stuck on separators.
        for _ in 0..<shown.count { typed.deleteBackward() }
        #expect(typed.text.isEmpty)
    }

    @Test func editingACPFInTheMiddle() {
        var field = EditingState(formatter: CPFFormat(), text: "52998224725")
        #expect(field.text == "529.982.247-25")
        field.moveCaret(to: 4)
        field.deleteBackward()  // just after the dot: the 9 before it goes
        #expect(field.text == "529.822.472-5")
        #expect(field.caret == 2)
        field.insert("9")
        #expect(field.text == "529.982.247-25")
        #expect(field.isComplete)
    }

    @Test func refusedKeysLeaveTheFieldAlone() {
        var field = EditingState(formatter: CPFFormat())
        let refused = field.insert("x")
        #expect(refused.refusal != nil)
        #expect(field.text.isEmpty)
        var full = EditingState(formatter: CEPFormat(), text: "01310100")
        #expect(full.insert("9").refusal != nil)
        #expect(full.text == "01310-100")
    }

    @Test func aMobileNumberLosesItsNine() {
        var field = EditingState(formatter: BrazilianPhoneFormat(), text: "41987654321")
        #expect(field.text == "(41) 98765-4321")
        field.moveCaret(to: 6)  // after "(41) 9"
        field.deleteBackward()
        #expect(field.text == "(41) 8765-4321")
        #expect(field.value == "4187654321")
        field.insert("9")
        #expect(field.text == "(41) 98765-4321")
    }
}
