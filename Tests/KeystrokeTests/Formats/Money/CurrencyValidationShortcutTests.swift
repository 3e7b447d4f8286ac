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
        let spaces: [String] = [" ", "\u{A0}", "\u{202F}", "", "  "]
        var shortened = 0
        for format in formats {
            for _ in 0..<400 {
                let units = generator.next() % 100_000_000
                let rendered = format.layOut(format.plainString(minorUnits: units))
                // Each no-break space replaced at random; sometimes a space at either end.
                var text = ""
                for character in rendered {
                    text += character == "\u{A0}" || character == "\u{202F}" ? spaces[Int(generator.next() % 5)] : String(character)
                }
                if generator.next() % 8 == 0 { text = " " + text }
                if generator.next() % 8 == 0 { text += " " }
                let fast = Result { () throws(ValidationError) in try format.validate(text) }
                let full = Result { () throws(ValidationError) in try format.validateByParsing(text) }
                switch (fast, full) {
                case let (.success(a), .success(b)): #expect(a.text == b.text && a.value == b.value, "\(text)")
                case let (.failure(a), .failure(b)): #expect(a.code == b.code, "\(text)")
                default: Issue.record("\(text): \(fast) against \(full)")
                }
                if text != rendered, case .success = fast { shortened += 1 }
            }
        }
        #expect(shortened > 100)
        // An ASCII space for the no-break one gives the field's own rendering back.
        #expect(try brl().validate("R$ 12.345,67").text == "R$\u{A0}12.345,67")
        #expect(throws: ValidationError.self) { try brl().validate(" R$ 12.345,67") }
    }
}
