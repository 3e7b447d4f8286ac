import Testing
import KeystrokeForms

/// The API contract of issue 5, verbatim, with the built-in formats.
@Suite struct ContractTests {
    @Test func issueExampleWorksAsWritten() throws {
        let city = TextInput(name: "city", format: try Format(id: "non-empty"))
        let email = Checkbox(name: "email"); let push = Checkbox(name: "push")
        let form = FormGroup(name: "form", elements: [
            TextInput(name: "name", format: try Format(id: "letters")),
            FormGroup(name: "address", elements: [city]),
            CheckboxGroup(name: "notification", elements: [email, push], isRadio: false, isSelectionOptional: false, saveUnselectedValues: false),
            PasswordConfirmation(name: "password", password: TextInput(name: "password", format: try Format(id: "password")),
                                 confirmation: TextInput(name: "confirmation", format: try Format(id: "password"))),
        ])
        city.setText("Curitiba")          // programmatic set, formatted by the field's format
        email.isSelected = true
        let all = form.validateAll()      // all.output (valid parts) and all.errors, each with .path ("address.city") and .code

        // Name and passwords are still empty.
        #expect(all.errors.map(\.path) == ["name", "password.password", "password.confirmation"])
        #expect(all.errors.map(\.code) == ["required", "required", "required"])
        #expect(all.output == ["address": ["city": "Curitiba"], "notification": ["email": true]])

        (form.elements[0] as? TextInput)?.setText("Ana Maria")
        let passwords = try #require(form.elements[3] as? PasswordConfirmation)
        passwords.password.setText("Secret#2024")
        passwords.confirmation.setText("Secret#2024")
        let output = try form.validate()  // FormOutput: JSON-like value; output.dictionary is [String: Any]; output.jsonString sorted keys

        #expect(
            output.jsonString
                == #"{"address":{"city":"Curitiba"},"name":"Ana Maria","notification":{"email":true},"password":"Secret#2024"}"#)
        #expect((output.dictionary["notification"] as? [String: Any])?["email"] as? Bool == true)
        #expect((output.dictionary["address"] as? [String: Any])?["city"] as? String == "Curitiba")
    }

    @Test func passwordMismatchAndFormatRulesWithTheRealPasswordFormat() throws {
        let pair = PasswordConfirmation(
            name: "password", password: TextInput(name: "password", format: try Format(id: "password"), text: "Secret#2024"),
            confirmation: TextInput(name: "confirmation", format: try Format(id: "password"), text: "Secret#2025"))
        let form = FormGroup(name: "form", elements: [pair])
        #expect(form.validateAll().errors.map(\.code) == ["mismatch"])

        pair.password.setText("secret")
        let errors = form.validateAll().errors
        #expect(errors.map(\.code) == ["password.rules"])
        #expect(errors.first?.path == "password.password")
        form.language = .italian
        #expect(
            form.validateAll().errors.first?.message
                == "Password non valida. Usa almeno 8 caratteri. Includi una lettera maiuscola. Includi una cifra. Includi uno tra # ? ! @ $ % ^ & * £ | ) ( - _ ; , =.")
    }

    /// Neoform's initial value example on the real `phone-br` format, raw or formatted.
    @Test(arguments: ["4133333333", "(41) 3333-3333"])
    func initialValuesOnBuiltInFormats(text: String) throws {
        let phone = TextInput(name: "phone", format: try Format(id: "phone-br"), text: text)
        #expect(phone.text == "(41) 3333-3333")
        phone.setText(text)
        #expect(phone.text == "(41) 3333-3333")
        #expect(try FormGroup(name: "f", elements: [phone]).validate() == ["phone": "4133333333"])
    }
}
