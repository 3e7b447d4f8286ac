import Keystroke
import Testing

@Suite struct VATFormatTests {
    /// One valid number per country (accepted by python-stdnum 2.2), and our display text.
    static let examples: [(value: String, text: String)] = [
        ("ATU86091390", "ATU86091390"), ("BE0068689064", "BE 0068.689.064"), ("BG9291307212", "BG9291307212"),
        ("CY91644927T", "CY91644927T"), ("CZ333124599", "CZ333124599"), ("DE914180630", "DE914180630"),
        ("DK84977403", "DK 84 97 74 03"), ("EE936912288", "EE936912288"), ("EL360405232", "EL360405232"),
        ("ESX6342608J", "ESX6342608J"), ("FI27733087", "FI27733087"), ("FRH0585417926", "FR H0 585 417 926"),
        ("FR40303265045", "FR 40 303 265 045"), ("HR80733438409", "HR80733438409"), ("HU08947608", "HU08947608"),
        ("IE8172380U", "IE8172380U"), ("IT45773580183", "IT45773580183"), ("LT507752715", "LT507752715"),
        ("LU85304872", "LU85304872"), ("LV32413069302", "LV32413069302"), ("MT10210052", "MT10210052"),
        ("NL721239535B16", "NL721239535B16"), ("PL9825634807", "PL9825634807"), ("PT187952515", "PT187952515"),
        ("RO8566019614", "RO8566019614"), ("SE246518629001", "SE246518629001"), ("SI15336450", "SI15336450"),
        ("SK5298262431", "SK5298262431"), ("XIGD453", "XI GD453"), ("GBHA849", "GB HA849"),
        ("GB980780684", "GB 980 7806 84"), ("CHE142549367MWST", "CHE-142.549.367 MWST"),
        ("NO250302436MVA", "NO 250 302 436 MVA"),
    ]

    @Test(arguments: examples)
    func validNumbersWithTheirPrefix(value: String, text: String) throws {
        let format = Format.vat
        for input in [value, text, value.lowercased()] {
            let validated = try format.validate(input)
            #expect(validated.value == value, "\(input)")
            #expect(validated.text == text, "\(input)")
        }
        #expect(throws: ValidationError.leadingWhitespace) { try format.validate(" \(text)") }
        #expect(throws: ValidationError.trailingWhitespace) { try format.validate("\(value)\t") }
        #expect(!VATNumber.isValid(" \(value)"))
        #expect(format.layOut(value) == text)
        #expect(VATNumber.isValid(value))
    }

    @Test(arguments: examples)
    func validNumbersWithoutTheirPrefix(value: String, text: String) throws {
        let country = try #require(VATCountry(code: String(value.prefix(2))))
        let national = String(value.dropFirst(country.prefix.count))
        let format = Format.vat(country: country)
        #expect(format.id == "vat:\(country.rawValue)")
        let validated = try format.validate(national)
        #expect(validated.value == national)
        #expect(try format.validate(validated.text).value == national)
        #expect(VATNumber.issue(in: national, country: country) == nil)
        #expect(throws: ValidationError.self) { try format.validate(value) }  // no prefix in vat:CC
    }

    @Test func greeceIsELAndReadsGR() throws {
        #expect(try Format.vat.validate("GR360405232").value == "EL360405232")
        #expect(VATCountry(code: "gr") == .greece)
        #expect(try Format(id: "vat:GR").id == "vat:EL")
    }

    @Test func oldBelgianAndGreekNumbersGainTheirLeadingZero() throws {
        #expect(try Format.vat.validate("BE068689064").value == "BE0068689064")
        #expect(try Format.vat.validate("EL10000007").value == "EL010000007")
    }

    @Test(arguments: [
        ("DE914180630!", "vat.characters"), ("QQ914180630", "vat.country"), ("US914180630", "vat.country"),
        ("DE91418063", "vat.length"), ("DE9141806300", "vat.length"), ("D", "vat.length"),
        ("DE014180630", "vat.structure"), ("BE2068689064", "vat.structure"), ("NL721239535X16", "vat.structure"),
        ("CHX142549367MWST", "vat.structure"), ("DE914180631", "vat.checksum"), ("FR41303265045", "vat.checksum"),
        ("CHE142549368MWST", "vat.checksum"), ("NO250302437MVA", "vat.checksum"), ("ESX6342608K", "vat.checksum"),
        ("CHE142549367", "vat.length"), ("NO250302436", "vat.length"),
    ])
    func invalidNumbersReportTheirCode(text: String, code: String) throws {
        let error = try #require(throws: ValidationError.self) { try Format.vat.validate(text) }
        #expect(error.code == code, "\(text)")
        #expect(!error.message.isEmpty)
    }

    @Test func unknownCountryIdIsABadParameter() {
        #expect(throws: FormatError.self) { try Format(id: "vat:US") }
        #expect(throws: FormatError.self) { try Format(id: "vat:DE:x") }
    }

    // MARK: Typing

    @Test(arguments: [
        ("be0068689064", "BE 0068.689.064"), ("che142549367mwst", "CHE-142.549.367 MWST"),
        ("no250302436mva", "NO 250 302 436 MVA"), ("fr40303265045", "FR 40 303 265 045"),
        ("gb980780684", "GB 980 7806 84"), ("atu86091390", "ATU86091390"), ("nl721239535b16", "NL721239535B16"),
    ])
    func typingKeyByKeyEndsOnTheText(keys: String, text: String) {
        var field = EditingState(formatter: Format.vat)
        for key in keys { field.insert(key) }
        #expect(field.text == text)
        #expect(field.isComplete)
        #expect(field.caret == text.count)
    }

    @Test func typingBelgianNumberStepByStep() {
        var field = EditingState(formatter: Format.vat)
        let texts = "be01234".map { field.insert($0).text }
        #expect(texts == ["B", "BE", "BE 0", "BE 01", "BE 012", "BE 0123", "BE 0123.4"])
        field.deleteBackward()
        #expect(field.text == "BE 0123")
    }

    @Test(arguments: [
        // Not a prefix, a letter where Germany has digits, Austria's U, past the longest form.
        ("QDE1", "DE1", "Q"), ("DEX1", "DE1", "X"), ("AT1U1", "ATU1", "1"), ("DE9141806301", "DE914180630", "1"),
    ])
    func keysThatCannotBelongAreDropped(typed: String, text: String, dropped: String) throws {
        let reading = try Format.vat.read(typed, mode: .lenient)
        #expect(reading.text == text)
        #expect(reading.dropped == dropped)
        #expect(throws: ValidationError.self) { try Format.vat.read(typed, mode: .strict) }
    }

    @Test func pasteWithJunkReportsWhatWasDropped() {
        var field = EditingState(formatter: Format.vat(country: .germany))
        let result = field.paste("914:180:630")
        #expect(result.text == "914180630")
        #expect(result.dropped == "::")
        #expect(result.isComplete)
    }
}
