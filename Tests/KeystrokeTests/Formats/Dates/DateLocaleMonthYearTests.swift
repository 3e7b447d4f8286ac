import Testing
import Keystroke

/// `date:locale=…:month-year`: CLDR's numeric month and year (`yM`) widened to fixed width.
@Suite struct DateLocaleMonthYearTests {
    /// The validation error's code, `nil` when the text is valid.
    static func code(_ text: String, _ format: Format) -> String? {
        do {
            _ = try format.validate(text)
            return nil
        } catch {
            return error.code
        }
    }

    @Test(arguments: [
        ("en-US", "MM/yyyy", "052029", "05/2029"),
        ("de-DE", "MM/yyyy", "052029", "05/2029"),       // CLDR 49's de yM is M/y (yMd d.M.y)
        ("ja", "yyyy/MM", "202905", "2029/05"),
        ("ko", "yyyy/MM", "202905", "2029/05"),
        ("hu", "yyyy. MM.", "202905", "2029. 05."),
        ("bg", "MM.yyyy\u{202F}г.", "052029", "05.2029\u{202F}г."),
        ("fi", "MM.yyyy", "052029", "05.2029"),          // L.y: the stand-alone month is the same number
        ("ksh", "yyyy-MM", "202905", "2029-05"),         // Y-MM: the calendar year, not the week's
        ("lt", "yyyy-MM", "202905", "2029-05"),
    ])
    func typesTheLocalesMonthAndYearWidened(locale: String, pattern: String, keys: String, text: String) throws {
        let id = "date:locale=\(locale):month-year"
        let format = try Format(id: id)
        #expect(format.id == id)
        #expect((format.base as? DateFormat)?.displayPattern == pattern)
        #expect(try DateFormat(locale: locale, monthYear: true).displayPattern == pattern)
        let (field, _, refusals) = try DateLocaleTests.type(keys, id: id)
        #expect(field.text == text && field.value == "2029-05")
        #expect(field.isComplete && refusals.isEmpty)
        #expect(try format.validate(text) == ValidatedValue(text: text, value: "2029-05"))
        #expect(try format.validate(keys).value == "2029-05")
        #expect(try format.validate("2029-05").text == text)
        #expect(format.layOut("2029-05") == text)
    }

    @Test func separatorsAppearAndImpossibleMonthsAreRefusedAtTheirKey() throws {
        #expect(try DateLocaleTests.type("052029", id: "date:locale=en-US:month-year").texts
            == ["0", "05/", "05/2", "05/20", "05/202", "05/2029"])
        #expect(try DateLocaleTests.type("13", id: "date:locale=en-US:month-year").refusals == ["There is no month 13."])
        #expect(try DateLocaleTests.type("202913", id: "date:locale=ja:month-year").refusals == ["There is no month 13."])
        #expect(try DateLocaleTests.type("202900", id: "date:locale=ja:month-year").field.text == "2029/0")
    }

    @Test(arguments: [
        ("05/202", "date.format"), ("5/202", "date.format"), ("05.2029", "date.format"), ("05/2029x", "date.format"),
        ("05/20290", "date.format"), ("31/05/2029", "date.format"), ("2029-05-31", "date.format"),
        ("13/2029", "date.invalid"), ("00/2029", "date.invalid"),
    ])
    func validatesStrictly(text: String, code: String) throws {
        let format = try Format(id: "date:locale=en-US:month-year")
        #expect(Self.code(text, format) == code)
        #expect(throws: ValidationError.self) { try format.read(text, mode: .strict) }
    }

    @Test func boundsCompareByMonthAndOutputIsYearMonth() throws {
        let format = try Format(id: "date:locale=de-DE:month-year:yyyyMM:min=2020-03-15:max=2030-12-01")
        #expect(format.id == "date:locale=de-DE:month-year:yyyyMM:min=2020-03-15:max=2030-12-01")
        // The bounds' days are left out: March 2020 and December 2030 are both in.
        #expect(try format.validate("03/2020").value == "202003")
        #expect(try format.validate("12/2030").value == "203012")
        #expect(Self.code("02/2020", format) == "date.tooEarly")
        #expect(Self.code("01/2031", format) == "date.tooLate")
        // Bounds may be written as months, and mean the same.
        let months = try Format(id: "date:locale=de-DE:month-year:min=2020-03:max=2030-12")
        #expect(try months.validate("03/2020").value == "2020-03" && Self.code("02/2020", months) == "date.tooEarly")
        #expect(try Format(id: "date:MM/yyyy:min=2020-03").validate("03/2020").value == "2020-03")
        // A date with a day does not take a month as a bound.
        #expect(throws: FormatError.self) { try Format(id: "date:locale=de-DE:min=2020-03") }
        #expect(throws: FormatError.self) { try Format(id: "date:min=2020-03") }
        // The default output is the ISO month, and spelling it out gives the same id.
        #expect(try Format(id: "date:locale=de-DE:month-year:yyyy-MM").id == "date:locale=de-DE:month-year")
    }

    @Test(arguments: [
        "date:month-year",                             // no locale
        "date:MM/yyyy:month-year",                     // a fixed pattern already says which fields
        "date:locale=de-DE:month-year:month-year",     // twice
        "date:locale=de-DE:yyyy-MM:month-year",        // after OUTPUT
        "date:locale=de-DE:month-year:age=18",         // an age needs a day
        "date:locale=de-DE:month-year:yyyy-MM-dd",     // an output day the field never asks for
        "date:locale=mn:month-year",                   // y MMMMM: the month is a name
        "date:locale=xx-YY:month-year",
    ])
    func refusesWhatCannotBeAMonthOfAYear(id: String) {
        #expect(throws: FormatError.self) { try Format(id: id) }
    }

    @Test(arguments: [
        ("date:month-year", "month-year goes with locale=LOCALE"),
        ("date:locale=mn:month-year", "'y MMMMM' is not a numeric month and year"),
        ("date:locale=de-DE:month-year:age=18", "a minimum age needs a day"),
    ])
    func refusalsSayWhy(id: String, reason: String) {
        #expect(throws: FormatError.self) { try Format(id: id) }
        do {
            _ = try Format(id: id)
        } catch {
            #expect(error.message.contains(reason))
        }
    }
}
