import Testing
import Keystroke

@Suite struct BrazilRegistryTests {
    @Test(arguments: [
        ("optional", KeyboardHint.text), ("non-empty", .text), ("letters", .text), ("numbers", .numberPad),
        ("optional-numbers", .numberPad), ("pin4", .numberPad), ("pin6", .numberPad), ("pin:5", .numberPad),
        ("name", .name), ("username", .text), ("cpf", .numberPad), ("cnpj", .asciiCapable), ("cep", .numberPad),
        ("phone-br", .phonePad),
    ])
    func idsResolve(_ id: String, _ keyboard: KeyboardHint) throws {
        let format = try Format(id: id)
        #expect(format.id == id)
        #expect(format.keyboard == keyboard)
    }

    @Test func pinIdsAreCanonical() throws {
        #expect(try Format(id: "pin:4").id == "pin4")
        #expect(try Format(id: "pin:6").id == "pin6")
        #expect(try Format(id: "pin:64").maxLength == 64)
        #expect(try Format(id: "pin:1").minLength == 1)
    }

    @Test(arguments: ["pin:0", "pin:-1", "pin:x", "pin:10000", "pin:65", "pin", "pin:", "pin:4:5", "pin: 4", "pin:+4", "pin:4.0"])
    func badPinParametersAreRefused(_ id: String) {
        do {
            _ = try Format(id: id)
            Issue.record("\(id) should not resolve")
        } catch {
            #expect(error.kind == .badParameter)
            #expect(error.id == id)
            #expect(error.message.contains("1…64"))
        }
    }

    @Test(arguments: ["cpf:1", "cnpj:x", "optional:", "phone-br:BR", "pin4:4"])
    func parametersOnPlainFormatsAreRefused(_ id: String) {
        #expect(throws: FormatError(kind: .badParameter, id: id, message: "format '\(id.prefix { $0 != ":" })' takes no parameters")) {
            try Format(id: id)
        }
    }

    @Test(arguments: ["CPF", "cpf ", "phone_br", "pin-4"])
    func lookalikeIdsAreUnknown(_ id: String) {
        do {
            _ = try Format(id: id)
            Issue.record("\(id) should not resolve")
        } catch {
            #expect(error.kind == .unknownFormat)
        }
    }

    @Test func emptyValuesFollowTheFormat() throws {
        #expect(throws: ValidationError.leadingWhitespace) { try Format(id: "optional").validate("  ") }
        #expect(try Format(id: "optional").validate(typed: "  ") == ValidatedValue(text: "", value: ""))
        #expect(try Format(id: "optional-numbers").validate("") == ValidatedValue(text: "", value: ""))
        for id in ["non-empty", "letters", "numbers", "pin4", "name", "username", "cpf", "cnpj", "cep", "phone-br"] {
            #expect(throws: ValidationError.required) { try Format(id: id).validate(" \t") }
            #expect(throws: ValidationError.required, "\(id) used directly") { try Format(id: id).base.validate("") }
        }
    }
}
