import Testing
import Keystroke

@Suite struct CPFTests {
    /// Published examples: Receita Federal's documentation samples and well-known test numbers.
    @Test(arguments: ["529.982.247-25", "52998224725", "111.444.777-35", "123.456.789-09", "000.000.001-91", "987.654.321-00"])
    func knownValidNumbers(_ text: String) {
        #expect(CPF.isValid(text))
        #expect(CPF.problem(in: text) == nil)
    }

    @Test func checkDigitsOfKnownBases() {
        #expect(CPF.checkDigits(for: "529982247") == "25")
        #expect(CPF.checkDigits(for: "111.444.777") == "35")
        #expect(CPF.checkDigits(for: "12345678") == nil)
        #expect(CPF.checkDigits(for: "1234567890") == nil)
        #expect(CPF.checkDigits(for: "12345678x") == nil)
    }

    @Test func generatedNumbersMatchTheReferenceRule() {
        var random = IntlSeededGenerator(seed: 0xC9F)
        for _ in 0..<2_000 {
            let base = (0..<9).map { _ in Int.random(in: 0...9, using: &random) }
            let check = BrazilReference.cpfCheckDigits(base)
            let raw = (base + check).map(String.init).joined()
            #expect(CPF.checkDigits(for: raw.prefix(9)) == check.map(String.init).joined())
            #expect(CPF.isValid(raw) == (Set(base + check).count > 1), "\(raw)")
            let formatted = BrazilReference.fill("###.###.###-##", with: raw)
            #expect(CPF.isValid(formatted) == CPF.isValid(raw))
        }
    }

    /// Every single-digit change and adjacent swap of valid numbers, judged by the reference.
    @Test func mutatedNumbersAreJudgedLikeTheReference() {
        var random = IntlSeededGenerator(seed: 0x5EED)
        for _ in 0..<150 {
            let valid = CPF.random(using: &random)
            #expect(BrazilReference.isValidCPF(valid))
            var digits = Array(valid)
            for position in 0..<11 {
                let original = digits[position]
                for replacement in "0123456789" where replacement != original {
                    digits[position] = replacement
                    let mutated = String(digits)
                    let expected = BrazilReference.isValidCPF(mutated)
                    #expect(CPF.isValid(mutated) == expected, "\(mutated)")
                    if !expected, Set(digits).count > 1 { #expect(CPF.problem(in: mutated) == .checkDigit) }
                }
                digits[position] = original
            }
            for position in 0..<10 where digits[position] != digits[position + 1] {
                digits.swapAt(position, position + 1)
                #expect(CPF.isValid(String(digits)) == BrazilReference.isValidCPF(String(digits)))
                digits.swapAt(position, position + 1)
            }
        }
    }

    @Test(arguments: 0...9)
    func repeatedDigitsAreRefused(_ digit: Int) {
        let raw = String(repeating: String(digit), count: 11)
        #expect(CPF.problem(in: raw) == .repeatedDigits)
    }

    @Test(arguments: [
        ("529.982.247-2a", IdentifierProblem.characters),
        ("529 982 247 25", .characters),
        ("529/982/247-25", .characters),
        ("５２９９８２２４７２５", .characters),
        ("5299822472", .length),
        ("529982247255", .length),
        ("", .length),
        ("529.982.247-26", .checkDigit),
        ("529.982.247-35", .checkDigit),
        ("222.222.222-22", .repeatedDigits),
    ])
    func problems(_ text: String, _ problem: IdentifierProblem) {
        #expect(CPF.problem(in: text) == problem)
        #expect(!CPF.isValid(text))
    }

    @Test func validateReturnsDigitsAndThrowsStableCodes() throws {
        #expect(try CPF.validate("529.982.247-25") == "52998224725")
        #expect(throws: ValidationError.leadingWhitespace) { try CPF.validate("  529.982.247-25") }
        #expect(throws: ValidationError.trailingWhitespace) { try CPF.validate("529.982.247-25 \n") }
        #expect(throws: ValidationError.self) { try CPF.validate("529.982.247-26") }
        do {
            _ = try CPF.validate("529.982.247-2x")
            Issue.record("expected an error")
        } catch {
            #expect(error.code == "cpf.characters")
            #expect(error.parameters["character"] == "x")
            #expect(error.message.contains("“x”"))
        }
        do {
            _ = try CPF.validate("529.982.247")
            Issue.record("expected an error")
        } catch {
            #expect(error.code == "cpf.length")
            #expect(error.parameters["found"] == "9")
        }
    }

    @Test func randomNumbersAreValidAndRepeatable() {
        var first = IntlSeededGenerator(seed: 7)
        var second = IntlSeededGenerator(seed: 7)
        let a = (0..<50).map { _ in CPF.random(using: &first) }
        let b = (0..<50).map { _ in CPF.random(using: &second) }
        #expect(a == b)
        #expect(a.allSatisfy(BrazilReference.isValidCPF))
    }
}
