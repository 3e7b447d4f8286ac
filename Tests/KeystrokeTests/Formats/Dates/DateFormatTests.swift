import Foundation
import Testing
import Keystroke

private func code(_ body: () throws(ValidationError) -> ValidatedValue) -> String? {
    do {
        _ = try body()
        return nil
    } catch {
        return error.code
    }
}

private func day(_ y: Int, _ m: Int, _ d: Int) -> GregorianDate { GregorianDate(year: y, month: m, day: d)! }

@Suite struct DateFormatTests {
    let date = try! DateFormat()

    @Test func typingKeyByKey() {
        var typist = IntlTypist(date)
        #expect(typist.type("31051990") == ["3", "31", "31/0", "31/05", "31/05/1", "31/05/19", "31/05/199", "31/05/1990"])
        #expect(typist.result.isComplete && typist.result.value == "31051990")
        #expect(typist.result.caret == 10)
    }

    @Test("A complete field's value is the stored date in the output pattern, bounds aside")
    func completeValueIsTheOutputPattern() throws {
        #expect(date.completeValue(of: "31051990") == "1990-05-31")
        #expect(date.completeValue(of: "3105199") == nil)
        #expect(date.completeValue(of: "31/05/1990") == nil)
        let american = try Format(id: "date:MM/dd/yyyy:yyyyMMdd")
        #expect(american.completeValue(of: "05311990") == "19900531")
        let monthYear = try Format(id: "date:locale=de-DE:month-year")
        #expect(monthYear.completeValue(of: "052029") == "2029-05")
        // Under the age bound: validation refuses it, the value still reads as the date typed.
        let adult = try Format(id: "date:age=18")
        var field = EditingState(formatter: adult)
        field.paste("31/12/2020")
        #expect(field.isComplete && field.value == "2020-12-31")
        #expect(throws: ValidationError.self) { try adult.validate(field.text) }
    }

    @Test func autocompleteShowsTheSeparator() {
        let result = date.apply(MaskInput(text: "31", gravity: .forward(autocomplete: true)))
        #expect(result.text == "31/" && result.caret == 3)
    }

    @Test func refusedCharactersAndExtraDigits() {
        let result = date.apply(MaskInput(text: "3a1/05/19901"))
        #expect(result.text == "31/05/1990" && result.dropped == "a1")
    }

    /// An impossible digit is reported as it was typed: `٣` of a month `1٣`, which the field
    /// reads as `3`, is named as `٣`, so a paste says what it left out.
    @Test func anImpossibleDigitIsReportedAsTyped() throws {
        let result = date.apply(MaskInput(text: "05/1٣"))
        #expect(result.text == "05/1" && result.dropped == "٣")
        var field = EditingState(formatter: date)
        field.paste("05/")
        let pasted = field.paste("1٣")
        #expect(field.text == "05/1" && pasted.dropped == "٣" && pasted.refusal?.message == "There is no month 13.")
        #expect(date.apply(MaskInput(text: "٠٥/١٣/٢٠٢٠")).dropped == "٣٢٠٢٠")
        // A locale that writes a lone month digit reads `٥` as it reads `5`: May, then day 31.
        let american = try Format(id: "date:locale=en-US")
        #expect(american.apply(MaskInput(text: "٥/٣١/١٩٩٠")).text == "05/31/1990")
        #expect(american.refusal(of: "٢/٣١/٢٠٢٣")?.message == "February has no day 31.")
    }

    @Test func pastingFormattedAndRaw() {
        #expect(date.apply(MaskInput(text: "31/05/1990")).text == "31/05/1990")
        #expect(date.apply(MaskInput(text: "31051990")).text == "31/05/1990")
    }

    @Test func editingMidText() {
        // "31/05/1990" with the "5" deleted: the digits close up.
        let deleted = date.apply(MaskInput(text: "31/0/1990", caret: 4, gravity: .backward(autoskip: false)))
        #expect(deleted.text == "31/01/990" && deleted.caret == 4)
        // A digit typed after "31/" lands in the month.
        let typed = date.apply(MaskInput(text: "31/105/1990", caret: 4))
        #expect(typed.text == "31/10/5199" && typed.caret == 4 && typed.dropped == "/0")
    }

    @Test func validationGivesDisplayAndOutput() throws {
        let value = try date.validate("31/05/1990")
        #expect(value == ValidatedValue(text: "31/05/1990", value: "1990-05-31"))
        #expect(try date.validate("31051990").value == "1990-05-31")
        #expect(try date.validate("1990-05-31").text == "31/05/1990")
        let american = try DateFormat(display: "MM/dd/yyyy", output: "yyyyMMdd")
        #expect(try american.validate("05/31/1990") == ValidatedValue(text: "05/31/1990", value: "19900531"))
        #expect(american.apply(MaskInput(text: "05311990")).text == "05/31/1990")
        // Bare digits are field text (display order) for validation, stored values (output order) for display.
        #expect(try american.validate("05311990").value == "19900531")
        #expect(american.layOut("19900531") == "05/31/1990")
    }

    @Test(arguments: [
        ("31/05/199", "date.format"), ("31-05-1990", "date.format"), ("aa/bb/cccc", "date.format"),
        ("31/02/2024", "date.invalid"), ("29/02/2023", "date.invalid"), ("29/02/1900", "date.invalid"),
        ("00/01/2000", "date.invalid"), ("01/13/2000", "date.invalid"), ("01/01/0000", "date.invalid"),
        ("31/04/2024", "date.invalid"),
    ])
    func invalidDates(text: String, expected: String) {
        #expect(code { () throws(ValidationError) in try date.validate(text) } == expected)
    }

    @Test(arguments: ["29/02/2024", "29/02/2000", "29/02/1600", "31/12/9999", "01/01/0001", "30/04/2024"])
    func validCalendarEdges(text: String) throws {
        #expect(try date.validate(text).text == text)
    }

    @Test func boundsAreInclusive() throws {
        let bounded = try DateFormat(minimum: day(2000, 1, 1), maximum: day(2030, 12, 31))
        #expect(code { () throws(ValidationError) in try bounded.validate("31/12/1999") } == "date.tooEarly")
        #expect(code { () throws(ValidationError) in try bounded.validate("01/01/2031") } == "date.tooLate")
        #expect(throws: Never.self) { try bounded.validate("01/01/2000") }
        #expect(throws: Never.self) { try bounded.validate("31/12/2030") }
    }

    @Test func minimumAgeBoundary() throws {
        let adult = try DateFormat(minimumAge: 18, today: { day(2026, 11, 21) })
        #expect(throws: Never.self) { try adult.validate("21/11/2008") }
        #expect(code { () throws(ValidationError) in try adult.validate("22/11/2008") } == "date.minimumAge")
        #expect(code { () throws(ValidationError) in try adult.validate("01/01/2027") } == "date.minimumAge")
        // Born on 29 February: of age on 1 March of a common year.
        let leapling = try DateFormat(minimumAge: 18, today: { day(2026, 2, 28) })
        #expect(code { () throws(ValidationError) in try leapling.validate("29/02/2008") } == "date.minimumAge")
        let nextDay = try DateFormat(minimumAge: 18, today: { day(2026, 3, 1) })
        #expect(throws: Never.self) { try nextDay.validate("29/02/2008") }
    }

    /// Generated days agree with Foundation's Gregorian calendar (years from 1600, past the Julian switch).
    @Test func generatedDatesMatchFoundation() {
        var generator = IntlSeededGenerator(seed: 2026)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        for _ in 0..<3000 {
            let year = Int(generator.next() % 8400) + 1600
            let month = Int(generator.next() % 12) + 1
            let dayNumber = Int(generator.next() % 32)
            let parts = DateComponents(calendar: calendar, year: year, month: month, day: dayNumber)
            let ours = GregorianDate(year: year, month: month, day: dayNumber) != nil
            #expect(ours == parts.isValidDate(in: calendar), "\(year)-\(month)-\(dayNumber)")
            let text = String(format: "%02d/%02d/%04d", dayNumber, month, year)
            #expect((code { () throws(ValidationError) in try date.validate(text) } == nil) == ours)
        }
    }

    @Test func leapYears() {
        #expect(GregorianDate.isLeap(year: 2024) && GregorianDate.isLeap(year: 2000) && GregorianDate.isLeap(year: 1600))
        #expect(!GregorianDate.isLeap(year: 2023) && !GregorianDate.isLeap(year: 1900) && !GregorianDate.isLeap(year: 2100))
    }

    @Test func displayOfStoredValues() throws {
        #expect(date.layOut("2017-12-06") == "06/12/2017")
        #expect(date.layOut("06/12/2017") == "06/12/2017")
        #expect(date.layOut("06122017") == "06/12/2017")
        // No such date, or no date at all: shown as if typed, never echoed raw.
        #expect(date.layOut("31022024") == "31/02/2024")
        #expect(date.layOut("not a date") == "")
        #expect(try DateFormat(display: "dd.MM.yyyy").layOut("2017-12-06") == "06.12.2017")
    }

    @Test func registryIds() throws {
        #expect(try Format(id: "date").layOut("2017-12-06") == "06/12/2017")
        #expect(try Format(id: "date:MM/dd/yyyy").layOut("2017-12-06") == "12/06/2017")
        #expect(try Format(id: "date:dd.MM.yyyy:yyyyMMdd").validate("06.12.2017").value == "20171206")
        let bounded = try Format(id: "date:min=2000-01-01:max=2010-12-31")
        #expect(code { () throws(ValidationError) in try bounded.validate("31/12/1999") } == "date.tooEarly")
        for id in ["date:dd/MM/yy", "date:dd/MM/yyyy:yyyy-MM-dd:extra", "date:age=x", "date:min=2000-02-30", "date:qq/MM/yyyy", "date:dd1MM1yyyy"] {
            #expect(throws: FormatError.self) { try Format(id: id) }
        }
    }
}
