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

    /// A full field tells a key it would have taken ("full") from one it never takes ("not
    /// allowed"), by what the format places, not by the value it reads: an empty amount's value
    /// is `0.00`, and a date has none until it is whole.
    @Test(arguments: [
        ("currency:en-US:USD", "", "X", Refusal.Reason.characterNotAllowed),
        ("currency:pt-BR:BRL", "1", "X", .characterNotAllowed),
        ("currency:en-US:USD", "123456789012345", "7", .full),
        ("currency:en-US:USD", "123456789012345", "(", .characterNotAllowed),
        ("date", "01012020", "0", .full),
        ("date", "01012020", "5", .full),
        ("date:locale=en-US", "12312020", "9", .full),
        ("date", "01012020", "X", .characterNotAllowed),
        ("pin4", "1234", "5", .full),
        ("pin4", "1234", "X", .characterNotAllowed),
    ])
    func aRefusedKeySaysWhetherTheFieldIsFull(id: String, typed: String, key: String, reason: Refusal.Reason) throws {
        var field = EditingState(formatter: try Format(id: id))
        for character in typed { field.insert(character) }
        let before = field.text
        let result = field.insert(key)
        #expect(result.refusal?.reason == reason, "\(id): \(result.refusal?.message ?? "no refusal")")
        #expect(field.text == before)
    }
}
