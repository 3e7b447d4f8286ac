import Testing
import Keystroke

/// `CPFFormat.validate` reads most input in one pass over its bytes; these check that
/// it answers exactly as the general rule: trim, `CPF.validate`, then the mask's display.
@Suite struct CPFFormatQuickPathTests {
    let cpf = CPFFormat()

    /// The outcome the general path gives: blank text is required, else `CPF.validate`
    /// and the mask's display of the digits.
    func reference(_ text: String) -> Result<ValidatedValue, ValidationError> {
        if text.allSatisfy(\.isWhitespace) { return .failure(.required) }
        return Result { () throws(ValidationError) in
            let digits = try CPF.validate(text)
            return ValidatedValue(text: cpf.layOut(digits), value: digits)
        }
    }

    func outcome(_ text: String) -> Result<ValidatedValue, ValidationError> {
        Result { () throws(ValidationError) in try cpf.validate(text) }
    }

    @Test(arguments: [
        "529.982.247-25", "52998224725", "5.2.9.9.8.2.2.4.7.2.5", "529.982.247-26", "111.111.111-11",
        "", " ", "-", "..", "529", "5299822472", "529982247250", "12345678901234567890123456789012345",
        " 529.982.247-25", "529.982.247-25\n", "529a", "529a ", " 529a", "a", "~", "529.982.247-2x",
        "529\u{301}", "52a\u{301}9", "529\r\n", "529\u{A0}", "\u{A0}529", "529é", "529 982 247 25",
        "52998224725\u{FEFF}", "CPF: 529.982.247-25",
    ])
    func edgeCasesMatchTheGeneralRule(_ text: String) {
        #expect(outcome(text) == reference(text), "\(text.debugDescription)")
    }

    @Test func noisyRandomInputMatchesTheGeneralRule() {
        var random = IntlSeededGenerator(seed: 0xC9F)
        let pieces = ["0", "1", "5", "9", ".", "-", " ", "a", "Z", "/", "\u{301}", "é", "\t"]
        for _ in 0..<2000 {
            var text = CPF.random(using: &random)
            for _ in 0..<Int.random(in: 0...3, using: &random) {
                let index = text.index(text.startIndex, offsetBy: Int.random(in: 0...text.count, using: &random))
                text.insert(contentsOf: pieces.randomElement(using: &random) ?? "", at: index)
            }
            #expect(outcome(text) == reference(text), "\(text.debugDescription)")
        }
    }
}
