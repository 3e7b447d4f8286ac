import Testing
@testable import Keystroke
import KeystrokeTestSupport

/// `CurrencyFormat.validate`'s byte-for-byte shortcut, which also takes the field's rendering
/// typed with ASCII spaces, against the full parse it stands in for.
@Suite struct CurrencyValidationShortcutTests {
    func brl() throws -> CurrencyFormat { try CurrencyFormat(locale: "pt-BR", currencyCode: "BRL") }

    @Test("Validation's shortcut for a rendering typed with ASCII spaces agrees with the full parse")
    func shortcutAgreesWithParse() throws {
        var generator = SeededGenerator(seed: 27)
        let formats = try [CurrencyFormat(locale: "pt-BR", currencyCode: "BRL"), CurrencyFormat(locale: "fr-FR", currencyCode: "EUR"), CurrencyFormat(locale: "de-CH", currencyCode: "CHF"),
                           CurrencyFormat(locale: "en-US", currencyCode: "USD", maximum: 500, minimum: 10)]
        var shortened = 0
        for format in formats {
            for _ in 0..<400 {
                let units = generator.next() % 100_000_000
                let rendered = format.layOut(format.plainString(minorUnits: units))
                let text = randomlySpaced(rendered, &generator)
                let fast = Result { () throws(ValidationError) in try format.validate(text) }
                expectSameVerdict(fast, Result { () throws(ValidationError) in try format.validateByParsing(text) }, for: text)
                if text != rendered, case .success = fast { shortened += 1 }
            }
        }
        #expect(shortened > 100)
        // An ASCII space for the no-break one gives the field's own rendering back.
        #expect(try brl().validate("R$ 12.345,67").text == "R$\u{A0}12.345,67")
        #expect(throws: ValidationError.self) { try brl().validate(" R$ 12.345,67") }
    }
}
