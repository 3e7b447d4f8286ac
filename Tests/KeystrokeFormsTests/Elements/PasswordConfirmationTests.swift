import Testing
import KeystrokeForms

@Suite struct PasswordConfirmationTests {
    func makeForm(_ first: String, _ second: String) -> (FormGroup, PasswordConfirmation) {
        let collection = PasswordConfirmation(
            name: "password",
            password: TextInput(name: "password", format: TestFormat.password, text: first),
            confirmation: TextInput(name: "confirmation", format: TestFormat.password, text: second))
        let form = FormGroup(name: "form", elements: [
            TextInput(name: "name", format: TestFormat.letters, text: "Name"),
            TextInput(name: "email", format: TestFormat.nonEmpty, text: "Email"),
            collection,
        ])
        return (form, collection)
    }

    /// Neoform's documented output: the password under one key.
    @Test func matchingPasswordsAreOutputOnce() throws {
        let (form, _) = makeForm("Password", "Password")
        #expect(try form.validate() == ["name": "Name", "email": "Email", "password": "Password"])
    }

    @Test func mismatchIsItsOwnError() {
        let (form, collection) = makeForm("Password", "Passw0rd")
        let all = form.validateAll()
        #expect(all.errors.map(\.code) == ["mismatch"])
        #expect(all.errors.map(\.path) == ["password"])
        #expect(all.errors.first?.element === collection)
        #expect(all.output["password"] == nil)
        #expect(collection.confirmation.validationState == .error("The passwords do not match."))
    }

    @Test func formatErrorsComeFirstAndSkipTheComparison() {
        let (form, _) = makeForm("short", "Password")
        let all = form.validateAll()
        #expect(all.errors.map(\.code) == ["password.tooShort"])
        #expect(all.errors.map(\.path) == ["password.password"])
    }

    @Test func answerFillsBothFields() throws {
        let (form, collection) = makeForm("", "")
        try form.fill(with: ["password": "Password"], at: "$")
        #expect(collection.password.text == "Password")
        #expect(collection.confirmation.text == "Password")
    }
}
