import Keystroke
import Testing

/// Formats that say `admitsEveryLayout` (dates, times, phones, and every format that admits any
/// text) are not asked `admits` when the editing model commits their layout: no layout of any
/// typed text may be one `admits` refuses.
@Suite struct AdmitsEveryLayoutTests {
    @Test(arguments: ["time", "time:en-US", "time:ko", "time:de:seconds", "time:en-US:step=15",
                      "date", "date:locale=de-DE", "date:MM/yyyy", "date:locale=en-US:min=2000-01-01",
                      "phone", "phone:BR", "phone:US", "phone:DE",
                      "cpf", "cnpj", "cep", "phone-br", "credit-card", "card-expiry", "cvv", "fiscal-code", "iban", "bic",
                      "vat", "vat:DE", "postal-code:GB", "postal-code:US", "password", "pin4", "name", "username",
                      "currency:en-US:USD", "letters", "numbers", "optional", "non-empty", "email"])
    func everyLayoutIsAdmitted(id: String) throws {
        let format = try Format(id: id)
        #expect(format.admitsEveryLayout)
        let pieces = ["0", "1", "2", "3", "5", "9", ":", "/", ".", " ", "p", "a", "오", "후", "x", "\u{202F}", "29", "0229",
                      "+", "00", "+55", "4199999888877776666", " ext. ", ";ext=", "#", "TAXI", "(", "-", "@", "a@b", "[", "é", "\r\n"]
        var random = IntlSeededGenerator(seed: 7)
        for _ in 0..<400 {
            let text = (0..<Int.random(in: 1...14, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            let result = format.apply(MaskInput(text: text, caret: text.count, gravity: .forward(autocomplete: true)))
            #expect(format.refusal(of: result.text) == nil, "\(id): '\(text)' laid out as '\(result.text)'")
        }
    }

    @Test func formatsThatCanRefuseALayoutSaySo() throws {
        for id in ["regex:[0-9]{3}", "number:en-US", "percent:de-DE", "amount:en-US:USD"] {
            #expect(!(try Format(id: id).admitsEveryLayout), "\(id)")
        }
        #expect(!(try RegexFilter("[0-9]{2}")).admitsEveryLayout)
    }
}
