import Testing
import KeystrokeForms

@Suite struct DateFieldTests {
    /// Neoform: show "dd/MM/yyyy", save "yyyy-MM-dd", initial "2017-12-06" shows "06/12/2017".
    @Test func showsInOnePatternAndOutputsInAnother() throws {
        let birthDate = try DateField(name: "birthDate", showPattern: "dd/MM/yyyy", outputPattern: "yyyy-MM-dd")
        birthDate.setText("2017-12-06")
        #expect(birthDate.text == "06/12/2017")
        #expect(birthDate.date == CalendarDate(year: 2017, month: 12, day: 6))
        #expect(try Form(name: "f", elements: [birthDate]).validate() == ["birthDate": "2017-12-06"])
    }

    @Test(arguments: ["31/02/2020", "29/02/2023", "1/1/2020", "aa/bb/cccc", "01/13/2020", "01/01/20201"])
    func invalidDatesAreRejected(text: String) throws {
        let field = try DateField(name: "d")
        field.setText(text)
        #expect(Form(name: "f", elements: [field]).validateAll().errors.map(\.code) == ["date.invalid"])
    }

    @Test func leapDaysExistInLeapYears() throws {
        let field = try DateField(name: "d")
        field.setText("29/02/2000")
        #expect(try Form(name: "f", elements: [field]).validate() == ["d": "2000-02-29"])
        field.setText("29/02/1900")
        #expect(!Form(name: "f", elements: [field]).validateAll().isValid)
    }

    @Test func limitsAreEnforcedWithTheLimitInTheMessage() throws {
        let field = try DateField(name: "d")
        field.minimumDate = CalendarDate(year: 2024, month: 1, day: 1)
        field.maximumDate = CalendarDate(year: 2024, month: 12, day: 31)
        let form = Form(name: "f", elements: [field])
        field.setText("31/12/2023")
        #expect(form.validateAll().errors.map(\.message) == ["Enter a date on or after 01/01/2024."])
        field.setText("01/01/2025")
        #expect(form.validateAll().errors.map(\.code) == ["date.tooLate"])
        field.setText("15/06/2024")
        #expect(form.validateAll().isValid)
    }

    /// SwiftFormBuilder's `avoidLegalAge`: birth dates under 18 years are refused.
    @Test(arguments: [
        ("2006-06-15", true), ("2006-06-16", false), ("2008-02-29", false),
    ])
    func legalAge(birth: String, isAdult: Bool) throws {
        let field = try DateField(name: "birthDate")
        field.minimumAge = 18
        field.today = { CalendarDate(year: 2024, month: 6, day: 15)! }
        field.setText(birth)
        let result = Form(name: "f", elements: [field]).validateAll()
        #expect(result.isValid == isAdult)
        if !isAdult { #expect(result.errors.first?.message == "You must be at least 18 years old.") }
    }

    @Test func leapDayBirthdaysComeOnTheFirstOfMarch() throws {
        let birth = try #require(CalendarDate(year: 2004, month: 2, day: 29))
        #expect(birth.years(until: CalendarDate(year: 2022, month: 2, day: 28)!) == 17)
        #expect(birth.years(until: CalendarDate(year: 2022, month: 3, day: 1)!) == 18)
    }

    @Test(arguments: ["dd/MM/yy", "dd/MM/yyyy HH", "MM/yyyy", "dd/dd/MM/yyyy"])
    func badPatternsAreErrors(pattern: String) {
        #expect(throws: FormatError.self) { try DateField(name: "d", showPattern: pattern) }
    }

    @Test func singleDigitTokens() throws {
        let pattern = try DatePattern("d.M.yyyy")
        #expect(pattern.parse("6.12.2017") == CalendarDate(year: 2017, month: 12, day: 6))
        #expect(pattern.format(CalendarDate(year: 2017, month: 1, day: 6)!) == "6.1.2017")
    }
}
