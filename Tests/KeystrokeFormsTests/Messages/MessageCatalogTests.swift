import Testing
import KeystrokeForms

@Suite struct MessageCatalogTests {
    @Test(arguments: [
        (Language.english, "This field is required."), (.italian, "Il campo è obbligatorio."),
        (.brazilianPortuguese, "Este campo é obrigatório."),
    ])
    func languageIsChosenPerForm(language: Language, message: String) {
        let form = FormGroup(name: "f", elements: [TextInput(name: "city", format: TestFormat.nonEmpty)])
        form.language = language
        #expect(form.validateAll().errors.first?.message == message)
    }

    @Test func translationsCoverTheEnglishCodesAndEachOther() {
        let english = MessageCatalog.codes(in: .english)
        let italian = MessageCatalog.codes(in: .italian)
        #expect(english.isSubset(of: italian))
        #expect(MessageCatalog.codes(in: .brazilianPortuguese) == italian)
        for code in ["required", "mismatch", "dependency.unfilled", "dependency.unmatched", "rule.minLength"] {
            #expect(english.contains(code))
        }
    }

    /// Every code the built-in formats report.
    static let formatCodes = """
        card.brand card.characters card.length card.luhn cep.characters cep.length cnpj.characters cnpj.checkDigit
        cnpj.length cnpj.repeatedDigits cpf.characters cpf.checkDigit cpf.length cpf.repeatedDigits currency.format
        currency.negative currency.precision currency.tooLarge currency.tooSmall custom.characters custom.length cvv.characters cvv.length
        date.format date.invalid date.minimumAge date.tooEarly date.tooLate email.at email.characters email.domainDot
        email.consecutiveDots email.dotPlacement email.invalid email.labelLength email.length expiry.format expiry.month
        expiry.past fiscalCode.checkCharacter fiscalCode.companyCheckDigit fiscalCode.day fiscalCode.length
        fiscalCode.month fiscalCode.structure letters.characters name.characters name.length name.punctuation name.spaces
        number.format number.negative number.precision number.tooLarge number.tooSmall numbers.characters password.digit password.lowercase password.maxLength password.minLength password.rules
        password.special password.uppercase phone.areaCode phone.characters phone.countryCode phone.landlinePrefix
        phone.length phone.mobilePrefix phone.tooShort phone.tooLong phone.invalidLength phone.localOnly
        phone.invalidForRegion phone.nonGeographic password.characters pin.characters pin.length regex.limit regex.mismatch text.characters time.format time.invalid time.step
        username.characters username.consecutiveSymbols username.end username.length username.start
        iban.characters iban.country iban.length iban.structure iban.checksum iban.nationalChecksum
        bic.characters bic.length bic.structure bic.country
        vat.characters vat.country vat.length vat.structure vat.checksum whitespace
        """.split(whereSeparator: \.isWhitespace).map(String.init)

    @Test(arguments: [Language.italian, .brazilianPortuguese])
    func formatCodesAreTranslated(language: Language) {
        let missing = Self.formatCodes.filter { MessageCatalog.template(for: $0, language: language) == nil }
        #expect(missing.isEmpty)
    }

    /// SwiftFormBuilder's messages: invalid e-mail, fiscal code and phone.
    @Test func builtInFormatsInItalian() throws {
        let form = FormGroup(name: "f", elements: [
            TextInput(name: "email", format: try Format(id: "email"), text: "ana@"),
            TextInput(name: "cf", format: try Format(id: "fiscal-code"), text: "RSSMRA85T10A562X"),
            TextInput(name: "cpf", format: try Format(id: "cpf"), text: "12345678900"),
        ])
        form.language = .italian
        let messages = form.validateAll().errors.map(\.message)
        #expect(messages.count == 3)
        #expect(messages[1] == "Codice fiscale non valido: il carattere di controllo non corrisponde.")
        #expect(messages[2] == "Le cifre di controllo del CPF non corrispondono: forse c'è un errore di battitura.")
    }

    @Test func englishShowsTheFormatsOwnMessages() throws {
        let cpf = TextInput(name: "cpf", format: try Format(id: "cpf"), text: "12345678900")
        let errors = FormGroup(name: "f", elements: [cpf]).validateAll().errors
        #expect(errors.first?.code == "cpf.checkDigit")
        #expect(errors.first?.message == errors.first?.underlying.message)
    }

    @Test func untranslatedFormatCodesFallBackToTheFormatsEnglishMessage() {
        let form = FormGroup(name: "f", elements: [TextInput(name: "pin", format: TestFormat.password, text: "abc")])
        form.language = .italian
        #expect(form.validateAll().errors.first?.message == "Invalid password.")
    }

    @Test func fieldOverridesWinOverFormOverrides() {
        let city = TextInput(name: "city", format: TestFormat.nonEmpty, title: "City")
        let street = TextInput(name: "street", format: TestFormat.nonEmpty, title: "Street")
        let form = FormGroup(name: "f", elements: [FormGroup(name: "address", elements: [city, street])])
        form.messageOverrides = ["required": "Please fill in {title}."]
        city.messageOverrides = ["required": "Where do you live?"]

        #expect(form.validateAll().errors.map(\.message) == ["Where do you live?", "Please fill in Street."])
    }

    @Test func innerFormOverridesWinOverOuterOnes() {
        let city = TextInput(name: "city", format: TestFormat.nonEmpty)
        let address = FormGroup(name: "address", elements: [city])
        let form = FormGroup(name: "f", elements: [address])
        form.messageOverrides = ["required": "outer"]
        address.messageOverrides = ["required": "inner"]
        #expect(form.validateAll().errors.first?.message == "inner")
    }

    @Test func globalOverridesApplyToEveryFormPerLanguage() {
        let code = "test.globalOverride"
        let failing = Rule.custom(code: code, message: "English default") { _ in false }
        let field = TextInput(name: "x", format: TestFormat.nonEmpty, text: "x")
        field.rules = [Rule { value in failing.validate(value).map { ValidationError(code: $0.code, message: "English default") } }]
        let form = FormGroup(name: "f", elements: [field])

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
        let password = TextInput(name: "password", format: TestFormat.nonEmpty, title: "Senha", isMandatory: false)
        let hint = TextInput(name: "hint", format: TestFormat.nonEmpty, text: "x")
        hint.dependencies = [.fill(password)]
        let form = FormGroup(name: "f", elements: [password, hint])
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
