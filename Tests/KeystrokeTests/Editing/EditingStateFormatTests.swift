import Keystroke
import Testing

/// The editing model driving built-in field formats.
@Suite("EditingState: field formats")
struct EditingStateFormatTests {
    static let phoneSets: [(String, String)] = [
        ("4133333333", "(41) 3333-3333"),
        ("41999998888", "(41) 99999-8888"),
    ]

    @Test(arguments: phoneSets)
    func brazilianPhoneFormattedText(_ raw: String, _ text: String) throws {
        var field = EditingState(formatter: try Format(id: "phone-br"))
        #expect(field.setText(raw).text == text)
        #expect(field.value == raw)
        #expect(EditingState(formatter: try Format(id: "phone-br"), text: raw).text == text)
    }

    @Test func emailRefusesASecondAtAsYouType() throws {
        var field = EditingState(formatter: try Format(id: "email"))
        for key in "ab@x" { field.insert(String(key)) }
        let result = field.insert("@")
        #expect(result.refusal?.reason == .formatRule)
        #expect(result.refusal?.characters == "@")
        #expect(field.text == "ab@x")
        field.moveCaret(to: 1)
        #expect(field.insert("@").refusal != nil)
        #expect(field.text == "ab@x")
    }

    @Test func cpfTypedAnywhere() throws {
        var field = EditingState(formatter: try Format(id: "cpf"))
        for key in "1234567890" { field.insert(String(key)) }
        field.moveCaret(to: 0)
        field.insert("0")
        #expect(field.value == "01234567890")
        #expect(field.text == "012.345.678-90")
        #expect(field.insert("9").refusal?.reason == .full)
    }
}
