import Testing
import KeystrokeForms

@Suite struct FormGroupTests {
    /// Elements that share a name (a form built in Swift may have them): the first takes the
    /// answer, the later ones are left alone, and an unknown key is still an error.
    @Test func answersGoToTheFirstElementOfTheirName() throws {
        let first = TextInput(name: "city", format: TestFormat.nonEmpty)
        let second = TextInput(name: "city", format: TestFormat.nonEmpty, text: "Recife")
        let zip = TextInput(name: "zip", format: TestFormat.nonEmpty)
        let form = FormGroup(name: "form", elements: [Separator(), first, Separator(), second, zip])
        try form.fill(answersJSON: #"{"city":"Curitiba","zip":"80010"}"#)
        #expect(first.text == "Curitiba" && second.text == "Recife" && zip.text == "80010")
        #expect(throws: FormDefinitionError(path: "$.state", message: "no element named 'state' in 'form'")) {
            try form.fill(answersJSON: #"{"city":"Natal","zip":"1","state":"RN","zone":"x"}"#)
        }
        #expect(throws: FormDefinitionError(path: "$.separator", message: "no element named 'separator' in 'form'")) {
            try form.fill(answersJSON: #"{"separator":"x"}"#)
        }
        // With distinct names, the same answers and errors.
        let distinct = FormGroup(name: "form", elements: [Separator(), first, Separator(), zip])
        try distinct.fill(answersJSON: #"{"city":"Natal"}"#)
        #expect(first.text == "Natal")
        #expect(throws: FormDefinitionError(path: "$.state", message: "no element named 'state' in 'form'")) {
            try distinct.fill(answersJSON: #"{"zone":"x","state":"RN","city":"Natal"}"#)
        }
    }

    /// A group filled under one path, then another, then the first again (an item of a list that
    /// moved): each answer's errors name the path it was filled under.
    @Test func answerPathsFollowTheParentPath() throws {
        let form = FormGroup(name: "item", elements: [Checkbox(name: "agree"), TextInput(name: "odd key", format: TestFormat.nonEmpty)])
        for parent in ["$.items[0]", "$.items[1]", "$.items[0]", "$"] {
            do {
                try form.fill(with: ["agree": "yes"], at: parent)
                Issue.record("a text for a checkbox was taken")
            } catch {
                #expect(error.path == parent + ".agree")
            }
            do {
                try form.fill(with: ["odd key": true], at: parent)
                Issue.record("a boolean for a text was taken")
            } catch {
                #expect(error.path == parent + #"["odd key"]"#)
            }
        }
    }

    /// Neoform's documented nested output: name, email, birthDate and address.{city, country}.
    @Test func nestedFormsNestTheOutput() throws {
        let name = TextInput(name: "name", format: TestFormat.letters, text: "Your Name")
        let email = TextInput(name: "email", format: TestFormat.nonEmpty, text: "name@example.com")
        let birthDate = TextInput(name: "birthDate", format: TestFormat.nonEmpty, text: "05/12/2017")
        let city = TextInput(name: "city", format: TestFormat.nonEmpty)
        let country = TextInput(name: "country", format: TestFormat.nonEmpty, text: "Brazil")
        let form = FormGroup(name: "form", elements: [
            name, email, birthDate, FormGroup(name: "address", elements: [city, country]),
        ])
        city.setText("Curitiba")

        let output = try form.validate()

        #expect(output == [
            "name": "Your Name", "email": "name@example.com", "birthDate": "05/12/2017",
            "address": ["city": "Curitiba", "country": "Brazil"],
        ])
        #expect(output.dictionary["name"] as? String == "Your Name")
        #expect((output.dictionary["address"] as? [String: Any])?["city"] as? String == "Curitiba")
        #expect(
            output.jsonString
                == #"{"address":{"city":"Curitiba","country":"Brazil"},"birthDate":"05/12/2017","email":"name@example.com","name":"Your Name"}"#
        )
    }

    @Test func validateThrowsTheFirstErrorInElementOrder() {
        let name = TextInput(name: "name", format: TestFormat.letters, text: "R2D2")
        let city = TextInput(name: "city", format: TestFormat.nonEmpty)
        let form = FormGroup(name: "form", elements: [FormGroup(name: "address", elements: [city]), name])

        #expect {
            try form.validate()
        } throws: { error in
            guard let error = error as? FieldError else { return false }
            return error.path == "address.city" && error.code == "required" && error.element === city
        }
        #expect(city.validationState == .error("This field is required."))
        // Neoform stops at the first error: later fields are not validated.
        #expect(name.validationState == .default)
    }

    @Test func validateAllReportsEveryErrorAndOutputsTheValidParts() {
        let name = TextInput(name: "name", format: TestFormat.password, text: "abc")
        let city = TextInput(name: "city", format: TestFormat.nonEmpty)
        let country = TextInput(name: "country", format: TestFormat.nonEmpty, text: "Brazil")
        let form = FormGroup(name: "form", elements: [name, FormGroup(name: "address", elements: [city, country])])

        let all = form.validateAll()

        #expect(all.errors.map(\.path) == ["name", "address.city"])
        #expect(all.errors.map(\.code) == ["password.tooShort", "required"])
        #expect(all.output == ["address": ["country": "Brazil"]])
        #expect(!all.isValid)
        #expect(all.error(at: "address.city")?.element === city)
        #expect(name.validationState == .error("Invalid password."))
        #expect(country.validationState == .valid)
    }

    @Test func hiddenAndDisabledElementsAreNeitherValidatedNorOutput() {
        let city = TextInput(name: "city", format: TestFormat.nonEmpty)
        let street = TextInput(name: "street", format: TestFormat.nonEmpty)
        let address = FormGroup(name: "address", elements: [street])
        let form = FormGroup(name: "form", elements: [city, address])
        #expect(form.validateAll().errors.count == 2)
        #expect(city.validationState != .default)

        city.isHidden = true
        address.isEnabled = false
        let all = form.validateAll()

        #expect(all.errors.isEmpty)
        #expect(all.output == [:])
        // Stale errors are cleared.
        #expect(city.validationState == .default)
        #expect(street.validationState == .default)
    }

    @Test func hiddenOrDisabledReadsBothFlags() {
        let city = TextInput(name: "city", format: TestFormat.nonEmpty)
        #expect(!city.isHiddenOrDisabled)
        city.isHidden = true
        #expect(city.isHiddenOrDisabled)
        city.isHidden = false
        city.isEnabled = false
        #expect(city.isHiddenOrDisabled)
        // Elements of one's own get it from `isHidden` and `isEnabled`.
        let plain = PlainElement()
        let form = FormGroup(name: "form", elements: [plain])
        #expect(form.validateAll().output == ["plain": true])
        plain.isEnabled = false
        #expect(plain.isHiddenOrDisabled)
        #expect(form.validateAll().output == [:])
    }

    /// An element written against `FormElement` alone, with the protocol's defaults.
    final class PlainElement: FormElement, @unchecked Sendable {
        let name = "plain"
        let title = "Plain"
        var isHidden = false
        var isEnabled = true
        var currentValue: FormOutput { true }
        func validate(in context: inout ValidationContext) -> FormOutput? { true }
        func fill(with answer: FormOutput, at path: String) throws(FormDefinitionError) {}
    }

    @Test func discardableElementsNeverAppear() throws {
        let form = FormGroup(name: "form", elements: [
            StaticText(name: "intro", text: "Welcome"),
            Separator(),
            TextInput(name: "name", format: TestFormat.letters, text: "Ana"),
            FormButton(name: "save", title: "Save"),
        ])
        #expect(try form.validate() == ["name": "Ana"])
    }

    @Test func optionalEmptyFieldsOutputAnEmptyString() throws {
        let nickname = TextInput(name: "nickname", format: TestFormat.optional)
        let middle = TextInput(name: "middle", format: TestFormat.letters, isMandatory: false)
        #expect(!nickname.isMandatory)
        let form = FormGroup(name: "form", elements: [nickname, middle])
        #expect(try form.validate() == ["nickname": "", "middle": ""])

        nickname.isMandatory = true
        #expect(form.validateAll().errors.map(\.code) == ["required"])
    }

    @Test func formsHoldAnyMixOfElements() {
        let elements: [any FormElement] = [
            TextInput(name: "a", format: TestFormat.nonEmpty), Checkbox(name: "b"), TextArea(name: "c"),
            CheckboxGroup(name: "d", elements: [Checkbox(name: "e")], isSelectionOptional: true),
            FormGroup(name: "f", elements: []),
        ]
        let form = FormGroup(name: "form", elements: elements)
        #expect(form.children.map(\.name) == ["a", "b", "c", "d", "f"])
    }
}
