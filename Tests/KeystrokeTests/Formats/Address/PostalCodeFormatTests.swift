import Keystroke
import Testing

@Suite struct PostalCodeFormatTests {
    /// Typing key by key: the text after each key, in the country's spacing and case.
    @Test(arguments: [
        ("GB", "sw1a1aa", ["S", "SW", "SW1", "SW1A", "SW1A1", "SW1A 1A", "SW1A 1AA"]),
        ("GB", "m344ab", ["M", "M3", "M34", "M344", "M34 4A", "M34 4AB"]),
        ("CA", "k1a0b1", ["K", "K1", "K1A", "K1A 0", "K1A 0B", "K1A 0B1"]),
        ("NL", "1234ab", ["1", "12", "123", "1234", "1234 A", "1234 AB"]),
        ("BR", "40301110", ["4", "40", "403", "4030", "40301", "40301-1", "40301-11", "40301-110"]),
        ("US", "221621010", ["2", "22", "221", "2216", "22162", "22162-1", "22162-10", "22162-101", "22162-1010"]),
        ("JP", "1540023", ["1", "15", "154", "154-0", "154-00", "154-002", "154-0023"]),
        ("IE", "a65f4e2", ["A", "A6", "A65", "A65 F", "A65 F4", "A65 F4E", "A65 F4E2"]),
    ])
    func typingKeyByKey(region: String, keys: String, texts: [String]) throws {
        var field = EditingState(formatter: try Format.postalCode(region: region))
        var seen: [String] = []
        for key in keys { seen.append(field.insert(String(key)).text) }
        #expect(seen == texts)
        #expect(field.isComplete)
    }

    /// A key that can never lead to a valid code is refused, and reported.
    @Test(arguments: [
        ("GB", "SW1A 1A", "1"),   // the unit is two letters
        ("CA", "K1A", "D"),      // a digit comes next
        ("NL", "", "0"),         // no code begins with 0
        ("NL", "1234 S", "A"),   // SA, SD and SS are not used
        ("BR", "40301-110", "9"),
        ("US", "", "A"),
        ("JP", "154-0023", "4"),
    ])
    func partialMatchingRefusesImpossibleKeys(region: String, text: String, key: String) throws {
        let format = try Format.postalCode(region: region)
        var field = EditingState(formatter: format, text: text)
        let result = field.insert(key)
        #expect(field.text == text)
        #expect(result.dropped == key)
    }

    @Test(arguments: [
        ("GB", "sw1a 1aa", "SW1A 1AA", "SW1A1AA"),
        ("GB", "SW1A1AA", "SW1A 1AA", "SW1A1AA"),
        ("GB", "gir 0aa", "GIR 0AA", "GIR0AA"),
        ("CA", "k1a0b1", "K1A 0B1", "K1A0B1"),
        ("NL", "1234AB", "1234 AB", "1234AB"),
        ("BR", "01310100", "01310-100", "01310100"),
        ("US", "95014", "95014", "95014"),
        ("US", "22162 1010", "22162-1010", "221621010"),
        ("JP", "1540023", "154-0023", "1540023"),
        ("IE", "A65 F4E2", "A65 F4E2", "A65F4E2"),
        ("CR", "123-4567", "123-4567", "1234567"),
    ])
    func strictReadingGivesTheLayoutAndTheValue(region: String, input: String, text: String, value: String) throws {
        let format = try Format.postalCode(region: region)
        let valid = try format.validate(input)
        #expect(valid.text == text)
        #expect(valid.value == value)
        #expect(format.layOut(value) == text)
        #expect(try format.validate(text).value == value)
    }

    @Test(arguments: [
        ("GB", "SW1A 1A!", "postalCode.characters"),
        ("GB", "SW1A 1AAA", "postalCode.format"),
        ("NL", "1234 ab", "postalCode.format"),     // NL codes are not upper-cased by the data
        ("US", "123456789", "postalCode.format"),   // the +4 needs its separator
        ("BR", "4030-1110", "postalCode.format"),
        ("JP", "15400231", "postalCode.format"),
    ])
    func errorCodes(region: String, input: String, code: String) throws {
        let format = try Format.postalCode(region: region)
        #expect(throws: ValidationError.self) { try format.validate(input) }
        do {
            _ = try format.validate(input)
        } catch {
            #expect(error.code == code)
        }
    }

    @Test func aSubdivisionChecksItsPrefix() throws {
        let california = try Format(id: "postal-code:US:CA")
        #expect(california.id == "postal-code:US:CA")
        #expect(try california.validate("94105-1804").value == "941051804")
        do {
            _ = try california.validate("10001")
            Issue.record("10001 is not Californian")
        } catch {
            #expect(error.code == "postalCode.subdivision")
            #expect(error.parameters["subdivision"] == "CA")
        }
        // Typing refuses a first digit no Californian code has.
        var field = EditingState(formatter: california)
        #expect(field.insert("1").dropped == "1")
        #expect(field.insert("9").text == "9")
        // Names and ISO codes find the subdivision too.
        #expect(try Format.postalCode(region: "us", subdivision: "California").id == "postal-code:US:CA")
        #expect(try Format.postalCode(region: "JP", subdivision: "13").id == "postal-code:JP:東京都")
    }

    @Test(arguments: ["postal-code", "postal-code:", "postal-code:XX", "postal-code:AE", "postal-code:KP", "postal-code:US:ZZ", "postal-code:NL:X", "postal-code:US:CA:X"])
    func badIdsAreFormatErrors(id: String) {
        #expect(throws: FormatError.self) { try Format(id: id) }
    }

    @Test func theExampleIsThePlaceholder() throws {
        let format = try PostalCodeFormat(region: "CA")
        #expect(format.example == "H3Z 2Y7")
        #expect(format.codeType == "postal")
        #expect(format.keyboard == .asciiCapable)
        #expect(try PostalCodeFormat(region: "US").keyboard == .numberPad)
        #expect(try PostalCodeFormat(region: "IE").codeType == "eircode")
    }

    /// `cep` and `postal-code:BR` agree on what is valid and how it is shown.
    @Test(arguments: ["01310100", "01310-100", "40301-110", "0131010", "013101000", "01310-10a", "01.310-100", "00000000"])
    func cepAgreesWithPostalCodeBR(input: String) throws {
        let brazil = try Format.postalCode(region: "BR")
        let cep = try? Format.cep.validate(input)
        let postal = try? brazil.validate(input)
        // CEP also tolerates a dot (`01.310-100`), which Google's pattern does not.
        if input.contains(".") {
            #expect(postal == nil)
        } else {
            #expect((cep == nil) == (postal == nil))
            #expect(cep?.text == postal?.text)
            #expect(cep?.value == postal?.value)
        }
        #expect(Format.cep.layOut("01310100") == brazil.layOut("01310100"))
    }

    @Test func everyRegionsExamplesAreValid() throws {
        for region in AddressMetadata.regions {
            guard let format = try? PostalCodeFormat(region: region) else { continue }
            let metadata = try #require(AddressMetadata(region: region))
            for example in metadata.postalCodeExamples {
                let valid = try format.validate(example)
                #expect(format.layOut(valid.value) == valid.text, "\(region) \(example)")
                // Typed key by key, the code ends complete.
                var field = EditingState(formatter: format)
                for key in example { _ = field.insert(String(key)) }
                #expect(field.isComplete, "\(region) \(example) → \(field.text)")
            }
        }
    }

    @Test func addressMetadataNamesFieldsAndSubdivisions() throws {
        let us = try #require(AddressMetadata(region: "us"))
        #expect(us.fields == [.name, .companyName, .streetAddress, .city, .countryArea, .postalCode])
        #expect(us.requiredFields == [.streetAddress, .city, .countryArea, .postalCode])
        #expect(us.subdivisionType == "state")
        #expect(us.postalCodeType == "zip")
        #expect(us.subdivision(named: "california")?.key == "CA")
        let jp = try #require(AddressMetadata(region: "JP"))
        #expect(jp.fields.first == .postalCode)
        #expect(jp.subdivisions[12].label == "Tokyo")
        #expect(AddressMetadata(region: "XX") == nil)
        #expect(AddressMetadata.regions.count == 252)
    }
}
