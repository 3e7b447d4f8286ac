import Testing
@testable import Keystroke
import KeystrokeTestSupport

/// `NumberFormat.validate` reads the field's text typed with ASCII spaces once, against the strict
/// and loose reads it stands in for.
@Suite struct NumberValidationSpacedTests {
    @Test("One read of a text typed with ASCII spaces agrees with the strict and loose reads")
    func spacedReadAgreesWithFullReads() throws {
        var generator = SeededGenerator(seed: 24)
        let formats = try [
            NumberFormat(locale: "pt-BR", style: .amount, currencyCode: "BRL", minimum: -1_000_000_000),
            NumberFormat(locale: "fr-FR", minimum: -1_000_000_000),
            NumberFormat(locale: "ru", fractionDigits: 2),
            NumberFormat(locale: "de-DE", style: .percent, minimum: -100),
            NumberFormat(locale: "de-DE", style: .amount, currencyCode: "EUR", maximum: 50_000),
            NumberFormat(locale: "en-US", maximum: 100),
        ]
        var spacedAndValid = 0
        for format in formats {
            for _ in 0..<400 {
                let units = Int(generator.next() % 100_000_000) - (generator.next() % 4 == 0 ? 50_000_000 : 0)
                let magnitude = abs(units)
                let value = (units < 0 ? "-" : "") + "\(magnitude / 100).\(magnitude % 100 < 10 ? "0" : "")\(magnitude % 100)"
                let rendered = format.layOut(value)
                let text = randomlySpaced(rendered, &generator)
                let once = Result { () throws(ValidationError) in try format.validate(text) }
                expectSameVerdict(once, Result { () throws(ValidationError) in try format.validate(text, readingSpacedOnce: false) }, for: text)
                if text.utf8.contains(0x20), text != rendered, case .success = once { spacedAndValid += 1 }
            }
        }
        #expect(spacedAndValid > 300)
        // The field's own text comes back, with its no-break spaces.
        let brl = try NumberFormat(locale: "pt-BR", style: .amount, currencyCode: "BRL")
        let typed = try brl.validate("R$ 12.345,67")
        #expect(typed.text == "R$\u{A0}12.345,67")
        #expect(typed.value == "12345.67")
        #expect(try NumberFormat(locale: "fr-FR").validate("1 234 567,89").value == "1234567.89")
        #expect(throws: ValidationError.self) { try brl.validate("R$ 12.345,678") }
    }
}
