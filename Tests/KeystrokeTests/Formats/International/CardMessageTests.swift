import Testing
import Keystroke

/// Error messages name the brand with the right indefinite article.
@Suite struct CardMessageTests {
    @Test(arguments: [
        ("cvv:amex", "123", "An American Express security code has 4 digits."),
        ("cvv:visa", "12", "A Visa security code has 3 digits."),
    ])
    func securityCodeMessage(id: String, input: String, expected: String) throws {
        let format = try Format(id: id)
        let error = #expect(throws: ValidationError.self) { try format.validate(input) }
        #expect(error?.code == "cvv.length")
        #expect(error?.message == expected)
    }

    @Test func cardLengthMessageUsesAn() throws {
        // 14 digits starting with 37: an Amex prefix, one digit short.
        let error = #expect(throws: ValidationError.self) { try Format(id: "credit-card").validate("37828224631000") }
        #expect(error?.code == "card.length")
        #expect(error?.message.hasPrefix("An American Express card number has") == true)
    }

    @Test func severalLengthsReadAsAList() throws {
        let error = #expect(throws: ValidationError.self) { try Format(id: "credit-card").validate("41111111111111") }
        #expect(error?.message == "A Visa card number has 13, 16 or 19 digits.")
        #expect(error?.parameters["lengths"] == "13, 16, 19")
    }
}
