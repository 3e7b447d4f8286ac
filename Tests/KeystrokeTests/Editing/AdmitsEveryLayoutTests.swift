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

/// `applyJudging(_:)`: a formatter that learns its verdict while laying out gives both at once,
/// and the editing model takes that verdict for a key typed at the end.
@Suite struct ApplyJudgingTests {
    /// A regex filter's one partial match agrees with `apply` and `refusal(of:)` asked apart.
    @Test(arguments: [#"([01]\d|2[0-3]):[0-5]\d"#, #"[0-9]{3}-[0-9]{2}"#, #"(a|ab)(c|bcd)(d*)"#, #"x*"#])
    func regexFilterJudgesAsItsTwoCallsDo(pattern: String) throws {
        let filter = try RegexFilter(pattern)
        let pieces = ["0", "1", "2", "3", "5", "9", ":", "-", "a", "b", "c", "d", "x", "é", " "]
        var random = IntlSeededGenerator(seed: 11)
        for _ in 0..<300 {
            let text = (0..<Int.random(in: 0...7, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            let input = MaskInput(text: text, caret: text.count, gravity: .forward(autocomplete: true))
            let (result, refusal) = filter.applyJudging(input)
            #expect(result == filter.apply(input), "'\(text)'")
            #expect(refusal == filter.refusal(of: text), "'\(text)'")
            #expect(try Format(id: "regex:\(pattern)").applyJudging(input).refusal == refusal, "'\(text)' through Format")
        }
    }

    /// Digits only, judged in `applyJudging`; `refusal(of:)` accepts everything, so a refusal
    /// that reaches the field comes from the judging call.
    struct JudgingDigits: InputFormatter {
        func apply(_ input: MaskInput) -> MaskResult {
            MaskResult(text: input.text, caret: input.caret, value: input.text, isComplete: input.text.count == 3)
        }
        func applyJudging(_ input: MaskInput) -> (result: MaskResult, refusal: Refusal?) {
            let refusal = input.text.allSatisfy(\.isNumber) && input.text.count <= 3
                ? nil : Refusal(reason: .formatRule, characters: input.text, message: "digits only, three at most")
            return (apply(input), refusal)
        }
    }

    @Test func editingStateTakesTheJudgedVerdictForAKeyAtTheEnd() {
        var field = EditingState(formatter: JudgingDigits())
        #expect(field.insert("1").wasApplied)
        #expect(field.insert("2").wasApplied)
        let refused = field.insert("x")
        #expect(!refused.wasApplied)
        #expect(refused.refusal?.reason == .formatRule)
        #expect(refused.refusal?.characters == "x")
        #expect(field.text == "12")
        #expect(field.insert("3").wasApplied)
        #expect(field.isComplete)
        #expect(!field.insert("4").wasApplied)
        #expect(field.text == "123")
    }

    /// A lenient read of a text a regex can never match drops all of it, judged in one pass.
    @Test func lenientReadDropsWhatTheRegexRefuses() throws {
        let format = try Format(id: "regex:[0-9]{3}")
        let reading = try format.read("12a", mode: .lenient)
        #expect(reading.text == "")
        #expect(reading.dropped == "12a")
        #expect(try format.read("12", mode: .lenient).dropped == "")
    }
}
