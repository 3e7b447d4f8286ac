import Testing
import KeystrokeForms

@Suite struct FormNavigationTests {
    @Test func nextFocusableSkipsHiddenDisabledAndNonTextElements() {
        let name = TextInput(name: "name", format: TestFormat.letters)
        let terms = Checkbox(name: "terms")
        let hidden = TextInput(name: "hidden", format: TestFormat.letters)
        hidden.isHidden = true
        let city = TextInput(name: "city", format: TestFormat.letters)
        let street = TextInput(name: "street", format: TestFormat.letters)
        let disabledForm = FormGroup(name: "old", elements: [street])
        disabledForm.isEnabled = false
        let notes = TextArea(name: "notes")
        let form = FormGroup(name: "f", elements: [
            name, terms, hidden, StaticText(name: "t", text: "…"), FormGroup(name: "address", elements: [city]), disabledForm,
            notes,
        ])

        #expect(form.nextFocusable(after: name) === city)
        #expect(form.nextFocusable(after: city) === notes)
        #expect(form.nextFocusable(after: notes) == nil)
        #expect(form.nextFocusable(after: hidden) === city)
        #expect(form.nextFocusable(after: TextArea(name: "stranger")) == nil)
        #expect(form.focusableElements.map(\.name) == ["name", "city", "notes"])
    }

    @Test func elementsAreFoundByPath() {
        let city = TextInput(name: "city", format: TestFormat.letters)
        let email = Checkbox(name: "email")
        let form = FormGroup(name: "f", elements: [
            FormGroup(name: "address", elements: [city]), CheckboxGroup(name: "notification", elements: [email]),
        ])
        #expect(form.element(at: "address.city") === city)
        #expect(form.element(at: "notification.email") === email)
        #expect(form.element(at: "address.country") == nil)
        #expect(form.element(at: "") == nil)
    }
}
