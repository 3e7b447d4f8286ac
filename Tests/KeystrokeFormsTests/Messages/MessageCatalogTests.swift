import Testing
import KeystrokeForms

@Suite struct MessageCatalogTests {
    @Test(arguments: [
        (Language.english, "This field is required."), (.italian, "Il campo è obbligatorio."),
        (.brazilianPortuguese, "Este campo é obrigatório."),
    ])
    func languageIsChosenPerForm(language: Language, message: String) {
        let form = Form(name: "f", elements: [TextField(name: "city", format: TestFormat.nonEmpty)])
        form.language = language
        #expect(form.validateAll().errors.first?.message == message)
    }

    @Test func everyLanguageTranslatesTheSameCodes() {
        let english = MessageCatalog.codes(in: .english)
        for language in Language.allCases {
            #expect(MessageCatalog.codes(in: language) == english, "\(language)")
        }
        for code in ["required", "mismatch", "dependency.unfilled", "dependency.unmatched", "rule.minLength"] {
            #expect(english.contains(code))
        }
    }

    @Test func untranslatedFormatCodesFallBackToTheFormatsEnglishMessage() {
        let form = Form(name: "f", elements: [TextField(name: "pin", format: TestFormat.password, text: "abc")])
        form.language = .italian
        #expect(form.validateAll().errors.first?.message == "Invalid password.")
    }

    @Test func fieldOverridesWinOverFormOverrides() {
        let city = TextField(name: "city", format: TestFormat.nonEmpty, title: "City")
        let street = TextField(name: "street", format: TestFormat.nonEmpty, title: "Street")
        let form = Form(name: "f", elements: [Form(name: "address", elements: [city, street])])
        form.messageOverrides = ["required": "Please fill in {title}."]
        city.messageOverrides = ["required": "Where do you live?"]

        #expect(form.validateAll().errors.map(\.message) == ["Where do you live?", "Please fill in Street."])
    }

    @Test func innerFormOverridesWinOverOuterOnes() {
        let city = TextField(name: "city", format: TestFormat.nonEmpty)
        let address = Form(name: "address", elements: [city])
        let form = Form(name: "f", elements: [address])
        form.messageOverrides = ["required": "outer"]
        address.messageOverrides = ["required": "inner"]
        #expect(form.validateAll().errors.first?.message == "inner")
    }

    @Test func globalOverridesApplyToEveryFormPerLanguage() {
        let code = "test.globalOverride"
        let failing = Rule.custom(code: code, message: "English default") { _ in false }
        let field = TextField(name: "x", format: TestFormat.nonEmpty, text: "x")
        field.rules = [Rule { value in failing.validate(value).map { ValidationError(code: $0.code, message: "English default") } }]
        let form = Form(name: "f", elements: [field])

        MessageCatalog.setGlobalOverride("Il mio messaggio custom", for: code, language: .italian)
        MessageCatalog.setGlobalOverride("Everywhere else", for: code)
        defer {
            MessageCatalog.setGlobalOverride(nil, for: code, language: .italian)
            MessageCatalog.setGlobalOverride(nil, for: code)
        }
        form.language = .italian
        #expect(form.validateAll().errors.first?.message == "Il mio messaggio custom")
        form.language = .brazilianPortuguese
        #expect(form.validateAll().errors.first?.message == "Everywhere else")
        field.messageOverrides = [code: "mine"]
        #expect(form.validateAll().errors.first?.message == "mine")
    }

    @Test func dependencyMessagesSubstituteTheOtherTitleInEveryLanguage() {
        let password = TextField(name: "password", format: TestFormat.nonEmpty, title: "Senha", isMandatory: false)
        let hint = TextField(name: "hint", format: TestFormat.nonEmpty, text: "x")
        hint.dependencies = [.fill(password)]
        let form = Form(name: "f", elements: [password, hint])
        form.language = .brazilianPortuguese
        #expect(form.validateAll().errors.first?.message == "O campo Senha deve ser preenchido.")
        form.language = .italian
        #expect(form.validateAll().errors.first?.message == "Il campo Senha deve essere valorizzato.")
    }

    @Test(arguments: [
        ("Use {min} to {max}", ["min": "1", "max": "9"], "Use 1 to 9"),
        ("Keep {unknown} and {", [:], "Keep {unknown} and {"),
        ("No placeholders", ["min": "1"], "No placeholders"),
    ])
    func rendering(template: String, parameters: [String: String], expected: String) {
        #expect(MessageCatalog.render(template, parameters: parameters) == expected)
    }
}
