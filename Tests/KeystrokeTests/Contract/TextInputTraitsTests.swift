@testable import Keystroke
import Testing

@Suite("Text input traits")
struct TextInputTraitsTests {
    /// Every built-in format name with an id that builds it, its content type, and whether it is secure.
    static let expected: [(name: String, id: String, contentType: TextInputTraits.ContentType?, secure: Bool)] = [
        ("optional", "optional", nil, false), ("non-empty", "non-empty", nil, false),
        ("letters", "letters", nil, false), ("numbers", "numbers", nil, false),
        ("optional-numbers", "optional-numbers", nil, false),
        ("pin4", "pin4", .oneTimeCode, true), ("pin6", "pin6", .oneTimeCode, true), ("pin:N", "pin:5", .oneTimeCode, true),
        ("name", "name", .name, false), ("username", "username", .username, false),
        ("cpf", "cpf", nil, false), ("cnpj", "cnpj", nil, false), ("cep", "cep", .postalCode, false),
        ("phone-br", "phone-br", .telephoneNumber, false), ("regex:PATTERN", "regex:[a-z]+", nil, false),
        ("credit-card", "credit-card", .creditCardNumber, false), ("cvv", "cvv", .creditCardSecurityCode, false),
        ("card-expiry", "card-expiry", .creditCardExpiration, false), ("phone", "phone", .telephoneNumber, false),
        ("fiscal-code", "fiscal-code", nil, false), ("email", "email", .emailAddress, false),
        ("currency:LOCALE:CODE", "currency:pt-BR:BRL", nil, false),
        ("number:LOCALE", "number:de-DE", nil, false), ("percent:LOCALE", "percent:fr-FR", nil, false),
        ("amount:LOCALE:CODE", "amount:pt-BR:BRL", nil, false), ("date", "date", nil, false),
        ("time", "time", nil, false),
        ("password", "password", .newPassword, true),
        ("iban", "iban", nil, false), ("bic", "bic", nil, false), ("vat", "vat:DE", nil, false),
        ("postal-code", "postal-code:GB", .postalCode, false),
    ]

    /// A time on a 12-hour clock needs letters for its marker, but never the system's text aids.
    @Test func timesWithMarkersTurnTheTextAidsOff() throws {
        for (id, keyboard) in [("time:en-US", KeyboardHint.asciiCapable), ("time:ko", .text), ("time:de", .numberPad)] {
            let traits = try Format(id: id).traits
            #expect(traits.keyboard == keyboard)
            #expect(!traits.autocorrection && !traits.spellChecking && !traits.smartPunctuation)
        }
    }

    @Test func theTableCoversEveryBuiltInFormat() {
        #expect(Set(Self.expected.map(\.name)) == Set(FormatRegistry.names))
    }

    @Test(arguments: expected)
    func everyBuiltInFormatFillsItsTraits(
        _ name: String, _ id: String, _ contentType: TextInputTraits.ContentType?, _ secure: Bool
    ) throws {
        let format = try Format(id: id)
        let traits = format.traits
        #expect(traits.keyboard == format.keyboard)
        #expect(traits.contentType == contentType)
        #expect(traits.isSecureEntry == secure)
        // Only free text keeps the system's text aids; masked and filtered fields turn them off.
        let freeText = format.keyboard == .text && contentType == nil
        #expect(traits.autocorrection == freeText)
        #expect(traits.spellChecking == freeText)
        #expect(traits.smartPunctuation == freeText)
    }

    @Test func keyboardsImplyCapitalisation() {
        #expect(TextInputTraits(keyboard: .name).autocapitalization == .words)
        #expect(TextInputTraits(keyboard: .asciiCapable).autocapitalization == .allCharacters)
        #expect(TextInputTraits(keyboard: .text).autocapitalization == .sentences)
        #expect(TextInputTraits(keyboard: .phonePad).autocapitalization == .none)
        #expect(TextInputTraits(keyboard: .phonePad, contentType: .oneTimeCode).contentType == .oneTimeCode)
    }

    @Test func customFormatsGetTheirKeyboardsTraits() {
        let custom = CustomFormat(id: "plate", keyboard: .asciiCapable)
        #expect(custom.traits == TextInputTraits(keyboard: .asciiCapable))
    }
}
