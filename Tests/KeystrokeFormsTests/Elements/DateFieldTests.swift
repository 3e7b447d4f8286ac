import Testing
import KeystrokeForms

/// Date fields are text fields over a `DateFormat`: shown in one pattern, output in another.
@Suite struct DateFieldTests {
    /// Neoform: show "dd/MM/yyyy", save "yyyy-MM-dd", initial "2017-12-06" shows "06/12/2017".
    @Test func showsInOnePatternAndOutputsInAnother() throws {
        let birthDate = TextInput(name: "birthDate", format: try DateFormat(display: "dd/MM/yyyy", output: "yyyy-MM-dd"))
        birthDate.setText("2017-12-06")
        #expect(birthDate.text == "06/12/2017")
        #expect(try FormGroup(name: "f", elements: [birthDate]).validate() == ["birthDate": "2017-12-06"])
    }

    @Test func typedDigitsFollowTheShowPattern() throws {
        let birthDate = TextInput(name: "birthDate", format: try DateFormat())
        for digit in "31051990" { birthDate.insert(String(digit)) }
        #expect(birthDate.text == "31/05/1990")
        #expect(try FormGroup(name: "f", elements: [birthDate]).validate() == ["birthDate": "1990-05-31"])
    }

    /// SwiftFormBuilder's legal age, in the form's language.
    @Test func legalAgeMessagesAreTranslated() throws {
        let today = GregorianDate(year: 2024, month: 6, day: 15)!
        let birthDate = TextInput(name: "birthDate", format: try DateFormat(minimumAge: 18, today: { today }))
        birthDate.setText("2006-06-16")
        let form = FormGroup(name: "f", elements: [birthDate])
        form.language = .brazilianPortuguese
        #expect(form.validateAll().errors.map(\.message) == ["Você precisa ter pelo menos 18 anos."])
        birthDate.setText("2006-06-15")
        #expect(form.validateAll().isValid)
    }

    @Test func definitionsBuildDateFields() throws {
        let form = try FormGroup(definitionJSON: #"""
            {"elements": [{"key": "birthDate", "type": "date", "showPattern": "dd.MM.yyyy", "outputPattern": "yyyy-MM-dd",
              "min": "1900-01-01", "default": "1990-05-31", "minimumAge": 18}]}
            """#)
        let field = try #require(form.element(at: "birthDate") as? TextInput)
        #expect(field.text == "31.05.1990")
        #expect(try form.validate() == ["birthDate": "1990-05-31"])
        try form.fill(answers: ["birthDate": "1899-12-31"])
        #expect(form.validateAll().errors.map(\.code) == ["date.tooEarly"])
    }

    @Test func dateFactoryUsesNeoformVocabulary() throws {
        let birthDate = try TextInput.date(name: "birthDate", showPattern: "dd.MM.yyyy", outputPattern: "yyyyMMdd")
        birthDate.setText("20171206")
        #expect(birthDate.text == "06.12.2017")
        #expect(try FormGroup(name: "f", elements: [birthDate]).validate() == ["birthDate": "20171206"])
        #expect(throws: FormatError.self) { try TextInput.date(name: "d", showPattern: "dd/MM/yy") }
    }

    @Test func definitionsTakeALocaleAndTimeFormats() throws {
        let form = try FormGroup(definitionJSON: #"""
            {"elements": [{"key": "day", "type": "date", "locale": "de-DE", "min": "1900-01-01"},
                          {"key": "at", "type": "text", "format": "time:en-US"}]}
            """#)
        let day = try #require(form.element(at: "day") as? TextInput)
        let at = try #require(form.element(at: "at") as? TextInput)
        for digit in "31051990" { day.insert(String(digit)) }
        for key in "0345p" { at.insert(String(key)) }
        #expect(day.text == "31.05.1990" && at.text == "03:45\u{202F}PM")
        #expect(try form.validate() == ["day": "1990-05-31", "at": "15:45"])
        form.language = .italian
        try form.fill(answers: ["day": "1990-05-31", "at": "3.45 PM"])
        #expect(form.validateAll().errors.map(\.message) == ["Inserisci un orario nel formato hh:mm\u{202F}a."])
        #expect(throws: FormDefinitionError.self) {
            try FormGroup(definitionJSON: #"{"elements": [{"key": "d", "type": "date", "locale": "de", "showPattern": "dd/MM/yyyy"}]}"#)
        }
    }

    @Test func definitionsTakeAMonthAndYearInTheLocalesOrder() throws {
        let form = try FormGroup(definitionJSON: #"""
            {"elements": [{"key": "expiry", "type": "date", "locale": "ja", "monthYear": true, "min": "2026-01"},
                          {"key": "since", "type": "date", "locale": "de-DE", "monthYear": true, "outputPattern": "MM.yyyy"}]}
            """#)
        let expiry = try #require(form.element(at: "expiry") as? TextInput)
        let since = try #require(form.element(at: "since") as? TextInput)
        for digit in "202905" { expiry.insert(String(digit)) }
        for digit in "052020" { since.insert(String(digit)) }
        #expect(expiry.text == "2029/05" && since.text == "05/2020")
        #expect(try form.validate() == ["expiry": "2029-05", "since": "05.2020"])
        try form.fill(answers: ["expiry": "2025-12", "since": "05.2020"])
        #expect(form.validateAll().errors.map(\.path) == ["expiry"])
        // A month and year needs a locale, and has no day for an age.
        for element in [#"{"key": "d", "type": "date", "monthYear": true}"#,
                        #"{"key": "d", "type": "date", "locale": "de", "monthYear": true, "minimumAge": 18}"#] {
            #expect(throws: FormDefinitionError.self) { try FormGroup(definitionJSON: #"{"elements": [\#(element)]}"#) }
        }
    }
}
