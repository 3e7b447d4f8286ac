import Testing
import Keystroke

@Suite struct CNPJTests {
    /// Published examples: the Receita Federal's alphanumeric sample and well-known numeric CNPJs.
    @Test(arguments: [
        "12.ABC.345/01DE-35",  // Receita Federal's alphanumeric example
        "12ABC34501DE35",
        "12abc34501de35",
        "11.222.333/0001-81",
        "00.000.000/0001-91",  // Banco do Brasil
        "33.000.167/0001-01",  // Petrobras
        "60.746.948/0001-12",  // Bradesco
    ])
    func knownValidNumbers(_ text: String) {
        #expect(CNPJ.isValid(text), "\(text)")
    }

    @Test func checkDigitsOfKnownBases() {
        #expect(CNPJ.checkDigits(for: "12ABC34501DE") == "35")
        #expect(CNPJ.checkDigits(for: "12.abc.345/01de") == "35")
        #expect(CNPJ.checkDigits(for: "112223330001") == "81")
        #expect(CNPJ.checkDigits(for: "11222333000") == nil)
        #expect(CNPJ.checkDigits(for: "11222333000*") == nil)
    }

    @Test(arguments: [false, true])
    func generatedNumbersMatchTheReferenceRule(_ alphanumeric: Bool) {
        var random = IntlSeededGenerator(seed: alphanumeric ? 0xABC : 0x123)
        let alphabet = alphanumeric ? "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ" : "0123456789"
        for _ in 0..<2_000 {
            let base = BrazilReference.randomString(12, from: alphabet, using: &random)
            let check = BrazilReference.cnpjCheckDigits(base)
            #expect(CNPJ.checkDigits(for: base) == check, "\(base)")
            let raw = base + check
            #expect(CNPJ.isValid(raw) == BrazilReference.isValidCNPJ(raw), "\(raw)")
            #expect(CNPJ.isValid(BrazilReference.fill("##.###.###/####-##", with: raw)) == CNPJ.isValid(raw))
            #expect(CNPJ.isValid(raw.lowercased()) == CNPJ.isValid(raw))
        }
    }

    /// Every single-character change of valid numbers, judged by the reference.
    @Test func mutatedNumbersAreJudgedLikeTheReference() {
        var random = IntlSeededGenerator(seed: 0xC4F)
        let alphabet = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ")
        for round in 0..<60 {
            let valid = CNPJ.random(alphanumeric: round.isMultiple(of: 2), using: &random)
            #expect(BrazilReference.isValidCNPJ(valid), "\(valid)")
            var characters = Array(valid)
            for position in 0..<14 {
                let original = characters[position]
                for replacement in alphabet where replacement != original {
                    characters[position] = replacement
                    let mutated = String(characters)
                    let expected = BrazilReference.isValidCNPJ(mutated)
                    #expect(CNPJ.isValid(mutated) == expected, "\(mutated)")
                    if position >= 12, !replacement.isNumber {
                        #expect(CNPJ.problem(in: mutated) == .characters)
                    } else if !expected {
                        #expect(CNPJ.problem(in: mutated) == .checkDigit, "\(mutated)")
                    }
                }
                characters[position] = original
            }
        }
    }

    @Test(arguments: 0...9)
    func repeatedDigitsAreRefused(_ digit: Int) {
        #expect(CNPJ.problem(in: String(repeating: String(digit), count: 14)) == .repeatedDigits)
    }

    @Test(arguments: [
        ("12.ABC.345/01DE-3A", IdentifierProblem.characters),
        ("12.ABC.345/01DE-A5", .characters),
        ("12.ÁBC.345/01DE-35", .characters),
        ("12.ABC.345/01DE_35", .characters),
        ("12 ABC 345 01DE 35", .characters),
        ("12.ABC.345/01DE-3", .length),
        ("12.ABC.345/01DE-355", .length),
        ("12.ABC.345/01DE-36", .checkDigit),
        ("11.222.333/0001-18", .checkDigit),
        ("11.111.111/1111-11", .repeatedDigits),
    ])
    func problems(_ text: String, _ problem: IdentifierProblem) {
        #expect(CNPJ.problem(in: text) == problem)
    }

    @Test func validateUppercasesAndExplainsMisplacedLetters() throws {
        #expect(try CNPJ.validate("12.abc.345/01de-35") == "12ABC34501DE35")
        #expect(throws: ValidationError.leadingWhitespace) { try CNPJ.validate(" 12.abc.345/01de-35") }
        do {
            _ = try CNPJ.validate("12.ABC.345/01DE-3A")
            Issue.record("expected an error")
        } catch {
            #expect(error.code == "cnpj.characters")
            #expect(error.message.contains("check digits"))
            #expect(error.parameters["character"] == "A")
        }
        do {
            _ = try CNPJ.validate("12.ABC.345/01DE-3#")
            Issue.record("expected an error")
        } catch {
            #expect(error.code == "cnpj.characters")
            #expect(error.parameters["character"] == "#")
        }
    }
}
