import Testing
import Keystroke

/// The three formats driven through the editing model, as a text field would.
@Suite struct MoneyAndDateEditingTests {
    private func nbsp(_ text: String) -> String { text.replacingOccurrences(of: " ", with: "\u{A0}") }

    @Test func currencyTypesAndDeletesLikeACashRegister() throws {
        var field = EditingState(formatter: try CurrencyFormat(locale: "pt-BR", currencyCode: "BRL"), text: "0")
        #expect(field.text == nbsp("R$ 0,00"))
        var shown: [String] = []
        for key in "123456" {
            field.insert(String(key))
            shown.append(field.text)
        }
        #expect(shown == ["R$ 0,01", "R$ 0,12", "R$ 1,23", "R$ 12,34", "R$ 123,45", "R$ 1.234,56"].map(nbsp))
        #expect(field.value == "1234.56" && field.caret == field.text.count)
        field.deleteBackward()
        #expect(field.text == nbsp("R$ 123,45"))
        let refused = field.insert("x")
        #expect(refused.text == nbsp("R$ 123,45"))
    }

    @Test func currencySuffixLocaleDeletesDigitsNotTheSymbol() throws {
        var field = EditingState(formatter: try CurrencyFormat(locale: "de-DE", currencyCode: "EUR"), text: "1234.56")
        #expect(field.text == "1.234,56\u{A0}€")
        field.deleteBackward()
        #expect(field.text == "123,45\u{A0}€")
        field.paste("789")
        #expect(field.value == "123457.89")
    }

    @Test func dateTypesThroughTheMask() throws {
        var field = EditingState(formatter: try DateFormat())
        for key in "31051990" { field.insert(String(key)) }
        #expect(field.text == "31/05/1990" && field.isComplete)
        field.deleteBackward()
        field.deleteBackward()
        #expect(field.text == "31/05/19")
        field.paste("84")
        // Complete, the value is the stored date.
        #expect(field.text == "31/05/1984" && field.value == "1984-05-31")
        field.deleteBackward()
        #expect(field.text == "31/05/198" && field.value == "3105198")
    }

    @Test func passwordKeepsWhatIsTyped() throws {
        var field = EditingState(formatter: try PasswordFormat())
        for key in "Secret#4" { field.insert(String(key)) }
        #expect(field.text == "Secret#4" && field.isComplete)
        field.deleteBackward()
        #expect(field.text == "Secret#" && !field.isComplete)
    }
}
