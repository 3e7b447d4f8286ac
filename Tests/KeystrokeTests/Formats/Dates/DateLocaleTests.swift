import KeystrokeTestSupport
import Testing
import Keystroke

/// `date:locale=…`: the CLDR short date widened to fixed width, typed key by key through
/// ``EditingState`` as a text field drives it.
@Suite struct DateLocaleTests {
    /// Types `keys` one at a time; the texts after each key and the refusals' messages.
    static func type(_ keys: String, id: String) throws -> (field: EditingState, texts: [String], refusals: [String]) {
        var field = EditingState(formatter: try Format(id: id))
        var texts: [String] = []
        var refusals: [String] = []
        for key in keys {
            let result = field.insert(key)
            if let refusal = result.refusal { refusals.append(refusal.message) }
            texts.append(field.text)
        }
        return (field, texts, refusals)
    }

    @Test(arguments: [
        ("date:locale=de-DE", "dd.MM.yyyy", "31051990", "31.05.1990"),
        ("date:locale=en-US", "MM/dd/yyyy", "05311990", "05/31/1990"),
        ("date:locale=ja", "yyyy/MM/dd", "19900531", "1990/05/31"),
        ("date:locale=ko", "yyyy. MM. dd.", "19900531", "1990. 05. 31."),
        ("date:locale=bg", "dd.MM.yyyy\u{202F}г.", "31051990", "31.05.1990\u{202F}г."),
        ("date:locale=hu", "yyyy. MM. dd.", "19900531", "1990. 05. 31."),
    ])
    func typesTheLocalesShortDateWidened(id: String, pattern: String, keys: String, text: String) throws {
        let format = try Format(id: id)
        #expect((format.base as? DateFormat)?.displayPattern == pattern)
        let (field, _, refusals) = try Self.type(keys, id: id)
        #expect(field.text == text)
        #expect(field.isComplete && refusals.isEmpty)
        #expect(try format.validate(text) == ValidatedValue(text: text, value: "1990-05-31"))
        #expect(format.layOut("1990-05-31") == text)
    }

    @Test func separatorsAppearAsDigitsArrive() throws {
        #expect(try Self.type("31051990", id: "date:locale=de-DE").texts
            == ["3", "31.", "31.0", "31.05.", "31.05.1", "31.05.19", "31.05.199", "31.05.1990"])
        #expect(try Self.type("19900531", id: "date:locale=ko").texts
            == ["1", "19", "199", "1990. ", "1990. 0", "1990. 05. ", "1990. 05. 3", "1990. 05. 31."])
    }

    @Test func impossibleDaysAreRefusedAtTheirKey() throws {
        // en-US is month first: 02/3 is possible (30, 31 wait for the next key), 02/31 is not.
        let february = try Self.type("0231", id: "date:locale=en-US")
        #expect(february.field.text == "02/3")
        #expect(february.refusals == ["February has no day 31."])
        // A month above 12 and a day above 31 at the key that makes them.
        #expect(try Self.type("3113", id: "date:locale=de-DE").refusals == ["There is no month 13."])
        #expect(try Self.type("32", id: "date:locale=de-DE").refusals == ["There is no day 32."])
        // Day first: 31 then 04 is April 31.
        #expect(try Self.type("3104", id: "date:locale=de-DE").refusals == ["April has no day 31."])
        // ko is year first: the day is checked against the month already typed.
        #expect(try Self.type("1990023", id: "date:locale=ko").field.text == "1990. 02. 3")
        #expect(try Self.type("19900230", id: "date:locale=ko").refusals == ["February has no day 30."])
    }

    @Test func twentyNinthOfFebruaryWaitsForTheYear() throws {
        // The day is taken while a leap year can still follow; a common year is refused at the
        // key that makes it one, so a complete field always holds a day of the calendar.
        let common = try Self.type("29022023", id: "date:locale=de-DE")
        #expect(common.field.text == "29.02.202" && !common.field.isComplete)
        #expect(common.refusals == ["February 2023 has no day 29."])
        let leap = try Self.type("29022024", id: "date:locale=de-DE")
        #expect(leap.field.text == "29.02.2024" && leap.refusals.isEmpty && leap.field.value == "2024-02-29")
        // Month first and year first alike; a year first refuses the day's last digit.
        #expect(try Self.type("02291999", id: "date:locale=en-US").refusals == ["February 1999 has no day 29."])
        let yearFirst = try Self.type("19990229", id: "date:locale=ja")
        #expect(yearFirst.field.text == "1999/02/2" && yearFirst.refusals == ["February 1999 has no day 29."])
        // The calendar has no year 0000, with or without a day.
        let noYear = try Self.type("010000", id: "date:MM/yyyy")
        #expect(noYear.field.text == "01/000" && noYear.refusals == ["There is no year 0000."])
        // Stored values are read strictly, as before.
        let format = try Format(id: "date:locale=de-DE")
        do { _ = try format.validate("29.02.2023") } catch { #expect(error.code == "date.invalid") }
        #expect((try? format.validate("29.02.2023")) == nil)
        #expect(try format.validate("29.02.2024").value == "2024-02-29")
    }

    @Test func backspaceAndPaste() throws {
        var field = try Self.type("31051990", id: "date:locale=de-DE").field
        field.deleteBackward()
        field.deleteBackward()
        #expect(field.text == "31.05.19")
        field.deleteBackward()
        field.deleteBackward()
        #expect(field.text == "31.05.")
        field.deleteBackward()
        #expect(field.text == "31.0")
        // 31 June is no day: the paste is refused whole; 31 May is.
        #expect(field.paste("61984").refusal?.message == "June has no day 31.")
        // A date pasted as the locale writes it is judged as it is read: 2/31 is February 31.
        var american = EditingState(formatter: try Format(id: "date:locale=en-US"))
        #expect(american.paste("2/31/2023").refusal?.message == "February has no day 31.")
        field.paste("51984")
        #expect(field.text == "31.05.1984" && field.value == "1984-05-31")
        var empty = EditingState(formatter: try Format(id: "date:locale=hu"))
        empty.paste("1990. 05. 31.")
        #expect(empty.text == "1990. 05. 31." && empty.isComplete)
        var bg = EditingState(formatter: try Format(id: "date:locale=bg"))
        bg.paste("31.05.1990 г.")
        #expect(bg.text == "31.05.1990\u{202F}г.")
    }

    @Test(arguments: [
        ("31.05.199", "date.format"), ("31.5.1990", "date.format"), ("31/05/1990", "date.format"),
        ("31.05.1990x", "date.format"), ("31.05.19900", "date.format"), ("30.02.2024", "date.invalid"),
        ("31.13.1990", "date.invalid"),
    ])
    func strictValidationNamesTheProblem(text: String, code: String) throws {
        let format = try Format(id: "date:locale=de-DE")
        #expect(throws: ValidationError.self) { try format.validate(text) }
        do { _ = try format.validate(text) } catch { #expect(error.code == code) }
        #expect(throws: ValidationError.self) { try format.read(text, mode: .strict) }
    }

    @Test func boundsAgeAndOutputCombineWithTheLocale() throws {
        let format = try Format(id: "date:locale=de-DE:yyyyMMdd:min=2000-01-01:max=2010-12-31")
        #expect(format.id == "date:locale=de-DE:yyyyMMdd:min=2000-01-01:max=2010-12-31")
        #expect(try format.validate("06.12.2007").value == "20071206")
        do { _ = try format.validate("31.12.1999") } catch { #expect(error.code == "date.tooEarly") }
        do { _ = try format.validate("01.01.2011") } catch { #expect(error.code == "date.tooLate") }
        let adult = try DateFormat(locale: "en-US", minimumAge: 18, today: { GregorianDate(year: 2026, month: 5, day: 31)! })
        #expect(try adult.validate("05/31/2008").value == "2008-05-31")
        do { _ = try adult.validate("06/01/2008") } catch { #expect(error.code == "date.minimumAge") }
    }

    @Test func partialDatesAreAMonthOfAYear() throws {
        let card = try Format(id: "date:MM/yyyy")
        let typed = try Self.type("0529", id: "date:MM/yyyy")
        #expect(typed.field.text == "05/29")
        #expect(try Self.type("052029", id: "date:MM/yyyy").field.text == "05/2029")
        #expect(try Self.type("13", id: "date:MM/yyyy").refusals == ["There is no month 13."])
        #expect(try card.validate("05/2029") == ValidatedValue(text: "05/2029", value: "2029-05"))
        #expect(card.layOut("2029-05") == "05/2029")
        let iso = try Format(id: "date:yyyy-MM:min=2020-03-15")
        #expect(try iso.validate("2020-03").value == "2020-03")
        do { _ = try iso.validate("2020-02") } catch { #expect(error.code == "date.tooEarly") }
        #expect(throws: FormatError.self) { try Format(id: "date:MM/yyyy:age=18") }
        #expect(throws: FormatError.self) { try Format(id: "date:MM/yyyy:yyyy-MM-dd") }
    }

    @Test func timePatternsPointToTime() throws {
        do {
            _ = try Format(id: "date:HH:mm")
            Issue.record("date:HH:mm was accepted")
        } catch {
            #expect(error.message.contains("time format"))
        }
        #expect(throws: FormatError.self) { try Format(id: "date:locale=xx-YY") }
        #expect(throws: FormatError.self) { try Format(id: "date:locale=la") }  // 'd M y G': not numeric
    }

    /// Typed key by key, a date field that says it is complete holds a day of the calendar:
    /// its text validates, and its value is the output pattern's.
    @Test(arguments: ["date", "date:locale=en-US", "date:locale=ja", "date:MM/yyyy", "date:yyyy-MM"])
    func aCompleteFieldHoldsADayOfTheCalendar(id: String) throws {
        let format = try Format(id: id)
        var random = SeededGenerator(seed: UInt64(id.utf8.count))
        var complete = 0
        for _ in 0..<4_000 {
            var field = EditingState(formatter: format)
            // Digits that make 29 February, 31st days and years of zeros often.
            let pool: [Character] = ["0", "0", "1", "2", "2", "9", "3", "0", "4", "8", "6"]
            for _ in 0..<10 { field.insert(pool.randomElement(using: &random)!) }
            guard field.isComplete else { continue }
            complete += 1
            let valid = try? format.validate(field.text)
            #expect(valid?.value == field.value, "\(id): '\(field.text)' is complete")
        }
        #expect(complete > 100, "\(id): \(complete) complete fields")
    }
}
