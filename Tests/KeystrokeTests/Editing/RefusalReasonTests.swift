import Keystroke
import Testing

/// Why a key is refused comes from the layout (``MaskResult/overflowed``), not from laying the
/// key out again in an empty field: a key the format takes, after a full field, is `.full`; a key
/// it never takes is `.characterNotAllowed`.
@Suite("EditingState: refusal reasons from the layout")
struct RefusalReasonTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let id: String
        let typed: String
        let key: String
        let reason: Refusal.Reason
        var testDescription: String { "\(id): \(key) after \(typed)" }
    }

    static let keys: [Case] = [
        Case(id: "cpf", typed: "52998224725", key: "5", reason: .full),
        Case(id: "cpf", typed: "52998224725", key: "x", reason: .characterNotAllowed),
        Case(id: "cnpj", typed: "11222333000181", key: "1", reason: .full),
        Case(id: "cep", typed: "01310100", key: "1", reason: .full),
        Case(id: "phone-br", typed: "41999998888", key: "9", reason: .full),
        Case(id: "credit-card", typed: "4111111111111111111", key: "1", reason: .full),
        Case(id: "credit-card", typed: "378282246310005", key: "1", reason: .full),
        Case(id: "credit-card", typed: "378282246310005", key: "a", reason: .characterNotAllowed),
        Case(id: "cvv", typed: "123", key: "4", reason: .full),
        Case(id: "pin4", typed: "1234", key: "5", reason: .full),
        Case(id: "pin4", typed: "1234", key: "a", reason: .characterNotAllowed),
        Case(id: "card-expiry", typed: "0529", key: "1", reason: .full),
        Case(id: "iban", typed: "DE89370400440532013000", key: "1", reason: .full),
        Case(id: "iban", typed: "DE89370400440532013000", key: "!", reason: .characterNotAllowed),
        Case(id: "bic", typed: "DEUTDEFF500", key: "A", reason: .full),
        Case(id: "vat:DE", typed: "136695976", key: "1", reason: .full),
        Case(id: "fiscal-code", typed: "80012345678", key: "1", reason: .full),
        // A complete GB postcode cannot grow; a complete ZIP can grow to ZIP+4, but never by a letter.
        Case(id: "postal-code:GB", typed: "SW1A1AA", key: "1", reason: .full),
        // No Canadian code starts with a digit: laid out alone, `1` was "not allowed".
        Case(id: "postal-code:CA", typed: "K1A0B1", key: "1", reason: .full),
        Case(id: "postal-code:US", typed: "94105", key: "x", reason: .characterNotAllowed),
        Case(id: "postal-code:US", typed: "941051804", key: "1", reason: .full),
        Case(id: "time", typed: "2359", key: "1", reason: .full),
        // No hour starts with 7 in `HH:mm`: laid out alone, `7` was "not allowed".
        Case(id: "time", typed: "2359", key: "7", reason: .full),
        Case(id: "time", typed: "2359", key: "x", reason: .characterNotAllowed),
        Case(id: "currency:en-US:USD:500", typed: "50000", key: "1", reason: .full),
    ]

    @Test(arguments: keys)
    func aKeyAfterTheFieldIsRefusedForItsReason(_ check: Case) throws {
        var field = EditingState(formatter: try Format(id: check.id))
        for key in check.typed { field.insert(key) }
        let before = field.text
        let result = field.insert(check.key)
        #expect(result.refusal?.reason == check.reason, "\(field.text)")
        // A secure field (a PIN) names no character.
        #expect(result.refusal?.characters == (field.isSecureEntry ? "" : check.key))
        #expect(field.text == before)
    }

    /// An e-mail address at its 254 characters is full for a character an address takes, and
    /// still refuses one it never takes for what it is.
    @Test func anAddressAtItsLimit() throws {
        let format = try Format(id: "email")
        let address = "ana@" + String(repeating: "a", count: 246) + ".com"
        var field = EditingState(formatter: format)
        field.paste(address)
        #expect(field.text == address)
        #expect(field.insert("b").refusal?.reason == .full)
        #expect(field.insert(",").refusal?.reason == .characterNotAllowed)
        #expect(field.text == address)
    }

    /// A paste that runs past the end says so, even when a character it also held is one the
    /// format never takes; a paste that only holds such characters does not.
    @Test func aPasteIsFullWhenItRunsPastTheEnd() throws {
        var field = EditingState(formatter: try Format(id: "cpf"))
        let full = field.paste("529.982.247-25 99")
        #expect(field.text == "529.982.247-25")
        #expect(full.refusal?.reason == .full)
        var other = EditingState(formatter: try Format(id: "cpf"))
        let junk = other.paste("529x982")
        #expect(other.text == "529.982.")
        #expect(junk.refusal?.reason == .characterNotAllowed)
    }

    /// The layout reports the overflow itself: a mask left with input it would take, a filter past
    /// its maximum length; not input it refuses for what it is.
    @Test func theLayoutSaysWhetherItOverflowed() throws {
        let mask = try Mask("[000]-[00]")
        #expect(mask.apply(MaskInput(text: "123456")).overflowed)
        #expect(!mask.apply(MaskInput(text: "12345x")).overflowed)
        #expect(!mask.apply(MaskInput(text: "12x")).overflowed)
        let pin = try Format(id: "pin4")
        #expect(pin.apply(MaskInput(text: "12345")).overflowed)
        #expect(!pin.apply(MaskInput(text: "1234a")).overflowed)
    }
}
