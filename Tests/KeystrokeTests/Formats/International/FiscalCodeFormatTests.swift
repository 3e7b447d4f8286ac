import Testing
import Keystroke

/// The check character of DM 23/12/1976, transcribed separately as the test oracle.
func referenceCheckCharacter(_ first15: String) -> Character {
    let odd: [Character: Int] = [
        "0": 1, "1": 0, "2": 5, "3": 7, "4": 9, "5": 13, "6": 15, "7": 17, "8": 19, "9": 21,
        "A": 1, "B": 0, "C": 5, "D": 7, "E": 9, "F": 13, "G": 15, "H": 17, "I": 19, "J": 21, "K": 2, "L": 4, "M": 18,
        "N": 20, "O": 11, "P": 3, "Q": 6, "R": 8, "S": 12, "T": 14, "U": 16, "V": 10, "W": 22, "X": 25, "Y": 24, "Z": 23,
    ]
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    var sum = 0
    for (index, character) in first15.enumerated() {
        if index % 2 == 0 {
            sum += odd[character]!
        } else {
            sum += character.wholeNumberValue ?? alphabet.firstIndex(of: character)!
        }
    }
    return alphabet[sum % 26]
}

/// Builds random valid codici fiscali (and their homocody variants) with a seeded generator.
struct FiscalCodeFactory {
    static let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    static let months = Array("ABCDEHLMPRST")
    static let substitutes = Array("LMNPQRSTUV")
    /// The numeric positions (0-based), right to left: the order substitutions are made in.
    static let numericPositions = [14, 13, 12, 10, 9, 7, 6]

    var random: IntlSeededGenerator

    mutating func letter() -> Character { Self.letters.randomElement(using: &random)! }

    /// A valid 16-character code with a random date (women half the time).
    mutating func personal() -> String {
        let monthIndex = Int.random(in: 0..<12, using: &random)
        let year = Int.random(in: 0...99, using: &random)
        let days = [31, year % 4 == 0 ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][monthIndex]
        let day = Int.random(in: 1...days, using: &random) + (Bool.random(using: &random) ? 40 : 0)
        var code = String((0..<6).map { _ in letter() })
        code += String(year).leftPadded(to: 2)
        code.append(Self.months[monthIndex])
        code += String(day).leftPadded(to: 2)
        code.append(letter())
        code += random.digits(3)
        code.append(referenceCheckCharacter(code))
        return code
    }

    /// `code` with its last `count` numeric positions replaced by their letters, check character recomputed.
    static func homocody(_ code: String, substitutions count: Int) -> String {
        var characters = Array(code.prefix(15))
        for position in numericPositions.prefix(count) {
            characters[position] = substitutes[characters[position].wholeNumberValue!]
        }
        let first15 = String(characters)
        return first15 + String(referenceCheckCharacter(first15))
    }

    /// A valid 11-digit numeric code.
    mutating func company() -> String {
        var body: String
        repeat { body = random.digits(7) } while body == "0000000"
        let offices = Array(1...100) + [120, 121, 888, 999]
        let payload = body + String(offices.randomElement(using: &random)!).leftPadded(to: 3)
        var sum = 0
        for (offset, character) in payload.reversed().enumerated() {
            let digit = character.wholeNumberValue!
            sum += offset % 2 == 0 ? (digit * 2 > 9 ? digit * 2 - 9 : digit * 2) : digit
        }
        return payload + String((10 - sum % 10) % 10)
    }
}

@Suite struct FiscalCodeFormatTests {
    let format = FiscalCodeFormat()

    // MARK: Published examples

    @Test(arguments: [
        "RSSMRA85T10A562S", "RCCMNL83S18D969H", "CNTCHR83T41D969D", "MRTMTT91D08F205J", "00743110157",
        "06363391001", "80078750587",
    ])
    func publishedCodesAreValid(code: String) throws {
        #expect(FiscalCode.isValid(code))
        let validated = try format.validate(code.lowercased())
        #expect(validated.value == code)
        #expect(validated.text == code)
    }

    @Test func checkCharacters() {
        #expect(FiscalCode.checkCharacter(for: "RSSMRA85T10A562") == "S")
        #expect(FiscalCode.checkCharacter(for: "RCCMNL83S18D969") == "H")
        #expect(FiscalCode.checkCharacter(for: "RSSMRA85T10A56") == nil)
        #expect(FiscalCode.checkCharacter(for: "RSSMRA85T10A56*") == nil)
        #expect(FiscalCode.companyCheckDigit(for: "0074311015") == 7)
        #expect(FiscalCode.companyCheckDigit(for: "007431101") == nil)
    }

    // MARK: Generated values

    @Test func generatedCodesAndHomocodyVariantsValidate() throws {
        var factory = FiscalCodeFactory(random: IntlSeededGenerator(seed: 0xC0D1CE))
        for _ in 0..<2000 {
            let code = factory.personal()
            #expect(FiscalCode.issue(in: code) == nil, "\(code)")
            for count in 1...7 {
                let variant = FiscalCodeFactory.homocody(code, substitutions: count)
                #expect(FiscalCode.isValid(variant), "\(variant)")
            }
            #expect(try format.validate(code.lowercased()).value == code)
        }
    }

    @Test func mutatedCodesFailWithTheRightCode() {
        var factory = FiscalCodeFactory(random: IntlSeededGenerator(seed: 0xBAD))
        for _ in 0..<1000 {
            let code = Array(factory.personal())
            func with(_ position: Int, _ character: Character) -> String {
                var copy = code
                copy[position] = character
                return String(copy)
            }
            // Another check character.
            let wrongCheck = FiscalCodeFactory.letters.filter { $0 != code[15] }.randomElement(using: &factory.random)!
            #expect(intlErrorCode(format, with(15, wrongCheck)) == "fiscalCode.checkCharacter")
            // A letter that is not a month.
            let notMonth = Array("FGIJKNOQUVWXYZ").randomElement(using: &factory.random)!
            #expect(intlErrorCode(format, with(8, notMonth)) == "fiscalCode.month")
            // A digit where a letter belongs, a symbol, a letter that is not a substitute.
            #expect(intlErrorCode(format, with(Int.random(in: 0...5, using: &factory.random), "7")) == "fiscalCode.structure")
            #expect(intlErrorCode(format, with(12, "A")) == "fiscalCode.structure")
            #expect(intlErrorCode(format, with(3, "*")) == "fiscalCode.structure")
            // Too short, too long.
            #expect(intlErrorCode(format, String(code.dropLast())) == "fiscalCode.length")
            #expect(intlErrorCode(format, String(code) + "A") == "fiscalCode.length")
        }
    }

    @Test(arguments: [
        ("00", "A"), ("32", "A"), ("40", "A"), ("72", "A"), ("31", "D"), ("71", "D"), ("30", "B"), ("29", "B"),
        ("69", "B"), ("31", "H"), ("31", "P"), ("31", "S"),
    ])
    func impossibleDays(day: String, month: String) {
        // Year 85 is not a multiple of 4, so 29 February does not exist.
        let first15 = "RSSMRA85" + month + day + "A562"
        let code = first15 + String(referenceCheckCharacter(first15))
        #expect(intlErrorCode(format, code) == "fiscalCode.day", "\(code)")
    }

    @Test(arguments: [("84", "B", "29"), ("00", "B", "69"), ("85", "A", "31"), ("85", "T", "71"), ("8Q", "B", "2V")])
    func possibleDays(year: String, month: String, day: String) {
        let first15 = "RSSMRA" + year + month + day + "A562"
        let code = first15 + String(referenceCheckCharacter(first15))
        #expect(intlErrorCode(format, code) == nil, "\(code)")
    }

    @Test func generatedCompanyCodes() {
        var factory = FiscalCodeFactory(random: IntlSeededGenerator(seed: 11))
        for _ in 0..<2000 {
            let code = factory.company()
            #expect(intlErrorCode(format, code) == nil, "\(code)")
            let mutated = factory.random.changingOneDigit(of: code, in: 0..<11)
            let office = Int(String(Array(mutated)[7..<10]))!
            let officeOK = (1...100).contains(office) || [120, 121, 888, 999].contains(office)
            let expected = !officeOK || mutated.hasPrefix("0000000") ? "fiscalCode.structure" : "fiscalCode.companyCheckDigit"
            #expect(intlErrorCode(format, mutated) == expected, "\(mutated)")
        }
    }

    @Test(arguments: [
        ("00743110158", "fiscalCode.companyCheckDigit"), ("00000000000", "fiscalCode.structure"),
        ("00743111017", "fiscalCode.structure"), ("0074311015", "fiscalCode.length"), ("RSSMRA85T10A562", "fiscalCode.length"),
        ("RSSMRA85T10A562SX", "fiscalCode.length"), ("RSS MRA 85T10 A562S", nil), ("rssmra85t10a562s", nil), (" rssmra85t10a562s\n", "whitespace"),
        ("RSSMRA85T10A562Ş", "fiscalCode.structure"), ("RSSMRA85T10A562T", "fiscalCode.checkCharacter"),
    ] as [(String, String?)])
    func validation(text: String, code: String?) {
        #expect(intlErrorCode(format, text) == code)
    }

    // MARK: Keystrokes

    @Test func typingUppercasesKeyByKey() {
        var typist = IntlTypist(format)
        let steps = typist.type("rssmra85t10a562s")
        #expect(steps[0] == "R")
        #expect(steps[5] == "RSSMRA")
        #expect(steps.last == "RSSMRA85T10A562S")
        #expect(typist.result.isComplete)
        #expect(typist.result.caret == 16)
        typist.type("x")
        #expect(typist.result.text == "RSSMRA85T10A562S")
        #expect(typist.result.dropped == "x")
    }

    @Test func numericCodesTakeElevenDigits() {
        var typist = IntlTypist(format)
        typist.type("00743110157a9")
        #expect(typist.result.text == "00743110157")
        #expect(typist.result.isComplete)
        #expect(typist.result.dropped == "9")
    }

    @Test func pastingAndEditing() {
        var typist = IntlTypist(format)
        typist.paste("rss mra-85t10 a562s")
        #expect(typist.result.text == "RSSMRA85T10A562S")
        #expect(typist.result.caret == 16)

        typist.moveCaret(to: 6)
        typist.backspace(2)
        #expect(typist.result.text == "RSSM85T10A562S")
        #expect(typist.result.caret == 4)
        typist.type("ra")
        #expect(typist.result.text == "RSSMRA85T10A562S")
        #expect(typist.result.caret == 6)
    }

    @Test func displayOfStoredValues() throws {
        #expect(format.layOut("rssmra85t10a562s") == "RSSMRA85T10A562S")
        #expect(format.rawValue(of: "RSS MRA 85T10 A562S") == "RSSMRA85T10A562S")
        let registered = try Format(id: "fiscal-code")
        #expect(registered.keyboard == .asciiCapable)
        #expect(registered.maxLength == 16)
        #expect(try registered.validate("RSSMRA85T10A562S").value == "RSSMRA85T10A562S")
    }
}
