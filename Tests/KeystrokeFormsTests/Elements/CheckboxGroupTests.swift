import Synchronization
import Testing
import KeystrokeForms

@Suite struct CheckboxGroupTests {
    /// Neoform's documented example: email selected, push not.
    @Test(arguments: [
        (false, ["email": true] as FormOutput),
        (true, ["email": true, "push": false] as FormOutput),
    ])
    func savesUnselectedValuesOnlyWhenAsked(saveUnselected: Bool, expected: FormOutput) throws {
        let email = Checkbox(name: "email")
        let push = Checkbox(name: "push")
        let notification = CheckboxGroup(name: "notification", elements: [email, push])
        notification.saveUnselectedValues = saveUnselected
        email.isSelected = true

        let form = FormGroup(name: "form", elements: [notification])
        #expect(try form.validate() == ["notification": expected])
    }

    @Test func atLeastOneSelectionIsRequiredUnlessOptional() {
        let group = CheckboxGroup(name: "notification", elements: [Checkbox(name: "email"), Checkbox(name: "push")])
        let form = FormGroup(name: "form", elements: [group])

        let all = form.validateAll()
        #expect(all.errors.map(\.code) == ["selection.required"])
        #expect(all.errors.map(\.path) == ["notification"])
        #expect(group.validationState == .error("Select at least one option."))

        group.isSelectionOptional = true
        #expect(form.validateAll().output == ["notification": [:]])
    }

    @Test func radioSelectionDeselectsTheOthers() {
        let card = Checkbox(name: "card")
        let pix = Checkbox(name: "pix")
        let cash = Checkbox(name: "cash")
        let group = CheckboxGroup(name: "payment", elements: [card, pix, cash], isRadio: true)

        card.isSelected = true
        pix.isSelected = true
        #expect(group.selectedElements.map(\.name) == ["pix"])
        cash.toggle()
        #expect(group.selectedElements.map(\.name) == ["cash"])
    }

    @Test func radioKeepsOnlyTheFirstInitialSelection() {
        let group = CheckboxGroup(
            name: "size", elements: [Checkbox(name: "s"), Checkbox(name: "m", isSelected: true), Checkbox(name: "l", isSelected: true)],
            isRadio: true)
        #expect(group.selectedElements.map(\.name) == ["m"])
    }

    @Test func withoutRadioSeveralStaySelected() {
        let group = CheckboxGroup(name: "g", elements: [Checkbox(name: "a"), Checkbox(name: "b")])
        group.elements[0].isSelected = true
        group.elements[1].isSelected = true
        #expect(group.selectedElements.count == 2)
    }

    @Test func selectionCallbackRunsOnSelectionOnly() {
        let email = Checkbox(name: "email")
        let group = CheckboxGroup(name: "notification", elements: [email, Checkbox(name: "push")])
        let selected = Mutex<[String]>([])
        group.onElementSelected = { box in selected.withLock { $0.append(box.name) } }

        email.isSelected = true
        email.isSelected = true  // no real change: no callback
        email.isSelected = false
        group.elements[1].isSelected = true

        #expect(selected.withLock { $0 } == ["email", "push"])
    }

    @Test func hiddenBoxesAreLeftOut() throws {
        let email = Checkbox(name: "email", isSelected: true)
        let push = Checkbox(name: "push")
        let group = CheckboxGroup(name: "n", elements: [email, push], saveUnselectedValues: true)
        push.isHidden = true
        #expect(try FormGroup(name: "f", elements: [group]).validate() == ["n": ["email": true]])
    }

    @Test func answersSetTheSelection() throws {
        let group = CheckboxGroup(name: "n", elements: [Checkbox(name: "email"), Checkbox(name: "push")])
        try group.fill(with: ["push": true], at: "$.n")
        #expect(group.selectedElements.map(\.name) == ["push"])
        #expect(throws: FormDefinitionError(path: "$.n.sms", message: "no checkbox named 'sms' in 'n'")) {
            try group.fill(with: ["sms": true], at: "$.n")
        }
    }
}
