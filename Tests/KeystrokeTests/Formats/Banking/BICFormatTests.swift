import Keystroke
import Testing

@Suite struct BICFormatTests {
    let format = Format.bic

    @Test(arguments: [
        ("DEUTDEFF", "DEUTDEFF"), ("deutdeff500", "DEUTDEFF500"), ("NWBK GB 2L", "NWBKGB2L"),
        ("BNPAFRPPXXX", "BNPAFRPPXXX"), ("UNCRITMM", "UNCRITMM"),
    ])
    func validCodesAreUppercasedWithoutSpaces(text: String, value: String) throws {
        let validated = try format.validate(text)
        #expect(validated.value == value)
        #expect(validated.text == value)
        #expect(format.layOut(text) == value)
    }

    @Test(arguments: [
        ("DEUT-DEFF", "bic.characters"), ("DEUTDEF", "bic.length"), ("DEUTDEFF50", "bic.length"),
        ("DEUTDEFF5000", "bic.length"), ("DEU1DEFF", "bic.structure"), ("DEUTD1FF", "bic.structure"),
        ("DEUTXXFF", "bic.country"), ("DEUTUKFF", "bic.country"),
    ])
    func invalidCodesReportTheirCode(text: String, code: String) throws {
        let error = try #require(throws: ValidationError.self) { try format.validate(text) }
        #expect(error.code == code)
    }

    @Test func typingDropsWhatCannotStandThere() throws {
        var field = EditingState(formatter: format)
        var texts: [String] = []
        for key in "deu1tdxeff500" { texts.append(field.insert(key).text) }
        // The digit in the bank code and the country code XE (not assigned) are refused.
        #expect(field.text == "DEUTDEFF500")
        #expect(field.isComplete)
        #expect(texts[3] == "DEU")
        let reading = try format.read("DEU1TDEFF", mode: .lenient)
        #expect(reading.dropped == "1")
        #expect(throws: ValidationError.self) { try format.read("DEU1TDEFF", mode: .strict) }
    }

    @Test func completeAtEightOrEleven() {
        var field = EditingState(formatter: format)
        field.paste("DEUTDEFF")
        #expect(field.isComplete)
        field.insert("5")
        #expect(!field.isComplete)
        field.paste("00")
        #expect(field.isComplete)
    }
}
