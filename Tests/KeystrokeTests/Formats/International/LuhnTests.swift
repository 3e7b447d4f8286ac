import Testing
@testable import Keystroke

/// The Luhn rule written out digit by digit, independently of ``Luhn``: digits only, at
/// least two, every second digit from the right doubled (less 9 over 9), a sum ending in 0.
private func referenceLuhn(_ text: String) -> Bool {
    let digits = text.unicodeScalars.map { scalar -> Int? in
        ("0"..."9").contains(scalar) ? Int(scalar.value) - 48 : nil
    }
    guard digits.count >= 2, !digits.contains(nil) else { return false }
    var sum = 0
    for (offset, digit) in digits.compactMap({ $0 }).reversed().enumerated() {
        sum += offset % 2 == 1 ? (digit * 2 > 9 ? digit * 2 - 9 : digit * 2) : digit
    }
    return sum % 10 == 0
}

@Suite struct LuhnTests {
    @Test func knownNumbers() {
        #expect(Luhn.isValid("4111111111111111"))
        #expect(Luhn.isValid("378282246310005"))
        #expect(Luhn.isValid("79927398713"))
        #expect(!Luhn.isValid("79927398710"))
        #expect(Luhn.checkDigit(for: "7992739871") == 3)
        #expect(Luhn.isValid("00"))
        #expect(!Luhn.isValid("0"))
        #expect(!Luhn.isValid(""))
        #expect(!Luhn.isValid("4111 1111 1111 1111"), "digits only")
        #expect(Luhn.checkDigit(for: "12a") == nil)
        // 24 digits fill the packed words exactly; 25 take the pair-by-pair path.
        #expect(Luhn.isValid("999999999999999999999993"))
        #expect(Luhn.isValid("9999999999999999999999994"))
        #expect(!Luhn.isValid("9999999999999999999999991"))
    }

    /// Bytes next to the digits ("/" and ":") and multi-byte characters are refused at every length.
    @Test func nonDigitsAreRefused() {
        for length in 2...30 {
            let valid = validNumber(length: length)
            #expect(Luhn.isValid(valid), "\(valid)")
            for position in [0, length / 2, length - 1] {
                for intruder in ["/", ":", " ", "٣", "a"] {
                    var characters = Array(valid)
                    characters[position] = Character(intruder)
                    #expect(!Luhn.isValid(String(characters)), "\(String(characters))")
                }
            }
        }
    }

    /// Random digit strings of every length up to 40 (some with a stray character) agree with the reference.
    @Test func agreesWithTheWrittenOutRule() {
        var random = IntlSeededGenerator(seed: 0x1A4B)
        let alphabet = Array("0123456789")
        for _ in 0..<20_000 {
            let length = Int.random(in: 0...40, using: &random)
            var text = String((0..<length).map { _ in alphabet.randomElement(using: &random)! })
            if length > 0, Int.random(in: 0..<8, using: &random) == 0 {
                var characters = Array(text)
                characters[Int.random(in: 0..<length, using: &random)] = ["/", ":", "x", "é"].randomElement(using: &random)!
                text = String(characters)
            }
            #expect(Luhn.isValid(text) == referenceLuhn(text), "\(text)")
            #expect(Luhn.isValid(text[...]) == referenceLuhn(text), "\(text)")
        }
    }

    @Test func checkDigitCompletesRandomPayloads() {
        var random = IntlSeededGenerator(seed: 7)
        for _ in 0..<1000 {
            let payload = random.digits(Int.random(in: 1...30, using: &random))
            let digit = Luhn.checkDigit(for: payload)!
            for candidate in 0...9 {
                #expect(Luhn.isValid(payload + String(candidate)) == (candidate == digit))
            }
        }
    }

    /// A number of `length` digits ending in its check digit.
    private func validNumber(length: Int) -> String {
        let payload = String((0..<(length - 1)).map { Character(String(($0 * 7 + 3) % 10)) })
        return payload + String(Luhn.checkDigit(for: payload)!)
    }
}
