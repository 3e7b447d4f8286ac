import Keystroke
import Testing

@Suite struct IBANFormatTests {
    let format = Format.iban

    /// Published and bank-issued examples, one per country family; each passes schwifty 2026.10.1
    /// with its national check (and stdnum where it knows the country).
    @Test(arguments: [
        ("DE89370400440532013000", "DE89 3704 0044 0532 0130 00"),
        ("GB29NWBK60161331926819", "GB29 NWBK 6016 1331 9268 19"),
        ("BE68539007547034", "BE68 5390 0754 7034"),
        ("FR1420041010050500013M02606", "FR14 2004 1010 0505 0001 3M02 606"),
        ("ES9121000418450200051332", "ES91 2100 0418 4502 0005 1332"),
        ("IT60X0542811101000000123456", "IT60 X054 2811 1010 0000 0123 456"),
        ("PT50000201231234567890154", "PT50 0002 0123 1234 5678 9015 4"),
        ("NO9386011117947", "NO93 8601 1117 947"),
        ("FI2112345600000785", "FI21 1234 5600 0007 85"),
        ("EE382200221020145685", "EE38 2200 2210 2014 5685"),
        ("PL61109010140000071219812874", "PL61 1090 1014 0000 0712 1981 2874"),
        ("CZ6508000000192000145399", "CZ65 0800 0000 1920 0014 5399"),
        ("SK3112000000198742637541", "SK31 1200 0000 1987 4263 7541"),
        ("SI56263300012039086", "SI56 2633 0001 2039 086"),
        ("IS140159260076545510730339", "IS14 0159 2600 7654 5510 7303 39"),
        ("SM86U0322509800000000270100", "SM86 U032 2509 8000 0000 0270 100"),
        ("MC5811222000010123456789030", "MC58 1122 2000 0101 2345 6789 030"),
        ("ME25505000012345678951", "ME25 5050 0001 2345 6789 51"),
        ("TN5910006035183598478831", "TN59 1000 6035 1835 9847 8831"),
        ("MR1300020001010000123456753", "MR13 0002 0001 0100 0012 3456 753"),
        ("NL91ABNA0417164300", "NL91 ABNA 0417 1643 00"),
        ("CH9300762011623852957", "CH93 0076 2011 6238 5295 7"),
    ])
    func validIBANsGiveTheElectronicValueAndThePaperText(value: String, text: String) throws {
        #expect(IBAN.isValid(value))
        for input in [value, text, text.lowercased()] {
            let validated = try format.validate(input)
            #expect(validated.value == value)
            #expect(validated.text == text)
        }
        #expect(throws: ValidationError.leadingWhitespace) { try format.validate("  \(text)") }
        #expect(throws: ValidationError.trailingWhitespace) { try format.validate("\(value) ") }
        #expect(format.layOut(value) == text)
        #expect(format.layOut(text.lowercased()) == text)
    }

    @Test(arguments: [
        ("DE89 3704 0044 0532 0130 0!", "iban.characters"),
        ("XX89370400440532013000", "iban.country"),
        ("US64SVBKUS6S3300958879", "iban.country"),
        ("DE8937040044053201300", "iban.length"),
        ("DE893704004405320130000", "iban.length"),
        ("D", "iban.length"),
        ("DE8937040044053201300A", "iban.structure"),
        ("DEA9370400440532013000", "iban.structure"),
        ("DE88370400440532013000", "iban.checksum"),
        ("DE00370400440532013000", "iban.checksum"),
        // Valid ISO 7064 check digits, wrong national ones (the check digits recomputed by hand).
        ("BE41539007547035", "iban.nationalChecksum"),
        ("FR8420041010050500013M02607", "iban.nationalChecksum"),
        ("ES6421000418450200051333", "iban.nationalChecksum"),
        ("IT64Y0542811101000000123456", "iban.nationalChecksum"),
        ("NO6686011117948", "iban.nationalChecksum"),
        ("PT23000201231234567890155", "iban.nationalChecksum"),
        ("FI9112345600000786", "iban.nationalChecksum"),
    ])
    func invalidIBANsReportTheirCode(text: String, code: String) {
        #expect(throws: ValidationError.self) { try format.validate(text) }
        do {
            _ = try format.validate(text)
        } catch {
            #expect(error.code == code, "\(text)")
            #expect(!error.message.isEmpty)
        }
    }

    @Test func aFrenchTerritoryChecksTheRIBKeyToo() throws {
        #expect(IBAN.issue(in: "GF4120041010050500013M02606") == nil)
        #expect(IBAN.length(inCountry: "GF") == 27)
        #expect(IBAN.length(inCountry: "US") == nil)
        #expect(IBAN.countries.contains("GF"))
        #expect(IBAN.nationalCheckCountries.contains("GF"))
    }

    @Test func checkDigitsAreComputed() {
        #expect(IBAN.checkDigits(for: "DE", bban: "370400440532013000") == "89")
        #expect(IBAN.checkDigits(for: "GB", bban: "NWBK60161331926819") == "29")
        #expect(IBAN.checkDigits(for: "DE", bban: "3704-0044") == nil)
    }

    @Test func errorsNameTheCountry() throws {
        let error = try #require(throws: ValidationError.self) { try format.validate("DE8937040044053201300") }
        #expect(error.parameters == ["country": "DE", "expected": "22", "found": "21"])
    }

    // MARK: Typing

    /// Typing key by key through the editing model: groups of four, uppercase, complete at the length.
    @Test func typingKeyByKeyGroupsInFours() {
        var field = EditingState(formatter: format)
        var texts: [String] = []
        for key in "de89370400440532013000" { texts.append(field.insert(key).text) }
        #expect(texts[0] == "D")
        #expect(texts[1] == "DE")
        #expect(texts[3] == "DE89")
        #expect(texts[4] == "DE89 3")
        #expect(texts[8] == "DE89 3704 0")
        #expect(field.text == "DE89 3704 0044 0532 0130 00")
        #expect(field.value == "DE89370400440532013000")
        #expect(field.isComplete)
        #expect(field.caret == field.text.count)
    }

    @Test(arguments: [
        // A first letter no country code starts with, a second that makes no country, a letter
        // among the check digits, a letter where Germany's BBAN has digits, and past the length.
        ("Z", "", "Z"), ("DQ", "D", "Q"), ("DEX", "DE", "X"), ("DE89A", "DE89", "A"),
        ("DE89370400440532013000123", "DE89 3704 0044 0532 0130 00", "123"),
    ])
    func keysThatCannotBelongAreDropped(typed: String, text: String, dropped: String) throws {
        let reading = try format.read(typed, mode: .lenient)
        #expect(reading.text == text)
        #expect(reading.dropped == dropped)
        #expect(throws: ValidationError.self) { try format.read(typed, mode: .strict) }
    }

    @Test func pasteWithJunkReportsWhatWasDropped() {
        var field = EditingState(formatter: format)
        let result = field.paste("GB29-NWBK-6016-1331-9268-19.")
        #expect(result.text == "GB29 NWBK 6016 1331 9268 19")
        #expect(result.value == "GB29NWBK60161331926819")
        #expect(result.isComplete)
        #expect(result.dropped == "-----.")
    }

    @Test func backspaceStepsOverTheGroupSpace() {
        var field = EditingState(formatter: format)
        field.paste("DE89 3")
        #expect(field.text == "DE89 3")
        field.deleteBackward()
        #expect(field.text == "DE89")
        field.deleteBackward()
        #expect(field.text == "DE8")
        #expect(field.value == "DE8")
    }

    @Test func typingInTheMiddleKeepsTheCaretAfterTheKey() {
        var field = EditingState(formatter: format)
        field.paste("DE89370400440532013000")
        field.moveCaret(to: 5)  // after "DE89 "
        field.deleteForward()
        let result = field.insert("3")
        #expect(result.text == "DE89 3704 0044 0532 0130 00")
        #expect(result.caret == 6)
    }
}
