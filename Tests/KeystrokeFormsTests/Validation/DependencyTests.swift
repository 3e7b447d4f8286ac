import Testing
import KeystrokeForms

@Suite struct DependencyTests {
    @Test func fillRequiresTheOtherFieldWithItsTitleInTheMessage() {
        let phone = TextInput(name: "phone", format: TestFormat.digits, title: "Phone")
        let ext = TextInput(name: "ext", format: TestFormat.digits, isMandatory: false)
        ext.dependencies = [.fill(phone)]
        let form = FormGroup(name: "f", elements: [phone, ext])
        phone.isMandatory = false

        #expect(form.validateAll().isValid)  // ext empty: nothing to check
        ext.setText("12")
        let errors = form.validateAll().errors
        #expect(errors.map(\.code) == ["dependency.unfilled"])
        #expect(errors.map(\.path) == ["ext"])
        #expect(errors.first?.message == "The field Phone must be filled in.")
        phone.setText("4133333333")
        #expect(form.validateAll().isValid)
    }

    @Test func equalComparesValues() {
        let email = TextInput(name: "email", format: TestFormat.nonEmpty, title: "E-mail", text: "a@b.c")
        let confirm = TextInput(name: "confirm", format: TestFormat.nonEmpty, text: "a@b.d")
        confirm.dependencies = [.equal(email)]
        let form = FormGroup(name: "f", elements: [email, confirm])
        form.language = .italian

        let errors = form.validateAll().errors
        #expect(errors.map(\.code) == ["dependency.unmatched"])
        #expect(errors.first?.message == "Il valore non coincide con E-mail.")
        confirm.setText("a@b.c")
        #expect(form.validateAll().isValid)
    }

    @Test func equalWithAnUnfilledTargetIsAnError() {
        let email = TextInput(name: "email", format: TestFormat.nonEmpty, isMandatory: false)
        let confirm = TextInput(name: "confirm", format: TestFormat.nonEmpty, text: "x")
        confirm.dependencies = [.equal(email)]
        #expect(FormGroup(name: "f", elements: [email, confirm]).validateAll().errors.map(\.code) == ["dependency.unmatched"])
    }

    @Test func dependenciesOnACheckbox() {
        let terms = Checkbox(name: "terms", title: "Terms")
        let signature = TextArea(name: "signature")
        signature.dependencies = [.fill(terms)]
        signature.setText("Ana")
        let form = FormGroup(name: "f", elements: [terms, signature])
        #expect(form.validateAll().errors.first?.message == "The field Terms must be filled in.")
        terms.isSelected = true
        #expect(form.validateAll().isValid)
    }
}
