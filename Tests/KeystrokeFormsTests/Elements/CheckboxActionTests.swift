import Testing
import KeystrokeForms

@Suite struct CheckboxActionTests {
    @Test func visibilityAppliesAtLoadAndOnChange() throws {
        let company = Checkbox(name: "company")
        let companyName = TextInput(name: "companyName", format: TestFormat.nonEmpty)
        company.actions = [.visibility([companyName])]
        let form = FormGroup(name: "f", elements: [company, companyName])

        #expect(companyName.isHidden)
        #expect(try form.validate() == ["company": false])

        company.isSelected = true
        #expect(!companyName.isHidden)
        #expect(form.validateAll().errors.map(\.path) == ["companyName"])
    }

    @Test func editingDisablesAndClearsTheTarget() {
        let invoice = Checkbox(name: "invoice", isSelected: true)
        let email = TextInput(name: "invoiceEmail", format: TestFormat.nonEmpty, text: "a@b.c")
        invoice.actions = [.editing([email])]
        #expect(email.isEnabled)

        invoice.isSelected = false
        #expect(!email.isEnabled)
        #expect(email.text == "")

        invoice.isSelected = true
        #expect(email.isEnabled)
        #expect(email.text == "")
    }

    @Test func hidingClearsStaleErrors() {
        let toggle = Checkbox(name: "more", isSelected: true)
        let detail = TextInput(name: "detail", format: TestFormat.nonEmpty)
        toggle.actions = [.visibility([detail])]
        _ = FormGroup(name: "f", elements: [toggle, detail]).validateAll()
        #expect(detail.validationState == .error("This field is required."))

        toggle.isSelected = false
        #expect(detail.validationState == .default)
    }

    @Test func actionsCanWorkInverted() {
        let sameAddress = Checkbox(name: "same", isSelected: true)
        let billing = FormGroup(name: "billing", elements: [TextInput(name: "city", format: TestFormat.nonEmpty)])
        sameAddress.actions = [.visibility([billing], whenSelected: false)]
        #expect(billing.isHidden)
        sameAddress.toggle()
        #expect(!billing.isHidden)
    }

    @Test func mandatoryCheckboxMustBeSelected() {
        let terms = Checkbox(name: "terms", isMandatory: true)
        let form = FormGroup(name: "f", elements: [terms])
        #expect(form.validateAll().errors.map(\.code) == ["required"])
        terms.isSelected = true
        #expect(form.validateAll().output == ["terms": true])
    }
}
