import Synchronization
import Testing
import KeystrokeForms

@Suite struct TextInputTests {
    /// Neoform: `phoneField.formattedText = "4133333333"` displays "(41) 3333-3333".
    @Test(arguments: ["4133333333", "(41) 3333-3333"])
    func initialValueRawOrFormattedIsShownFormatted(initial: String) throws {
        let phone = TextInput(name: "phone", format: TestFormat.phone, text: initial)
        #expect(phone.text == "(41) 3333-3333")
        phone.setText(initial)
        #expect(phone.text == "(41) 3333-3333")
        #expect(try FormGroup(name: "f", elements: [phone]).validate() == ["phone": "4133333333"])
    }

    @Test func observersAreNotifiedOnlyOnRealChange() {
        let city = TextInput(name: "city", format: TestFormat.nonEmpty)
        let seen = Mutex<[String]>([])
        let token = city.textValue.addObserver { text in seen.withLock { $0.append(text) } }

        city.setText("Curitiba")
        city.setText("Curitiba")
        city.setText("Recife")
        city.textValue.removeObserver(token)
        city.setText("Natal")

        #expect(seen.withLock { $0 } == ["Curitiba", "Recife"])
    }

    @Test func validationStateMovesBetweenDefaultValidAndError() {
        let city = TextInput(name: "city", format: TestFormat.nonEmpty)
        let states = Mutex<[ValidationState]>([])
        city.stateValue.addObserver { state in states.withLock { $0.append(state) } }
        let form = FormGroup(name: "f", elements: [city])

        _ = form.validateAll()
        city.setText("Curitiba")  // editing resets the state
        _ = form.validateAll()

        #expect(states.withLock { $0 } == [.error("This field is required."), .default, .valid])
        #expect(city.validationState.errorMessage == nil)
    }

    @Test func requiredOnlyWhileTheCheckboxIsSelected() {
        let company = Checkbox(name: "company")
        let vat = TextInput(name: "vat", format: TestFormat.digits)
        vat.requiredWhen = company
        let form = FormGroup(name: "f", elements: [company, vat])

        #expect(form.validateAll().isValid)
        company.isSelected = true
        #expect(form.validateAll().errors.map(\.path) == ["vat"])
        vat.setText("123")
        #expect(form.validateAll().output == ["company": true, "vat": "123"])
    }

    @Test func outputMappingChangesTheOutput() throws {
        let age = TextInput(name: "age", format: TestFormat.digits, text: "42")
        age.outputMapping = { validated in FormOutput(integerLiteral: Int(validated.value) ?? 0) }
        #expect(try FormGroup(name: "f", elements: [age]).validate().jsonString == #"{"age":42}"#)
    }

    @Test func currentValueIsTheRawValueOrNull() {
        let phone = TextInput(name: "phone", format: TestFormat.phone)
        #expect(phone.currentValue == .null)
        phone.setText("4133333333")
        #expect(phone.currentValue == "4133333333")
    }

    @Test func answersOfTheWrongKindFailWithThePath() {
        let city = TextInput(name: "city", format: TestFormat.nonEmpty)
        #expect(throws: FormDefinitionError(path: "$.city", message: "expected a string, got boolean")) {
            try city.fill(with: true, at: "$.city")
        }
    }

    @Test func textViewIsOptionalByDefault() throws {
        let notes = TextArea(name: "notes")
        let form = FormGroup(name: "f", elements: [notes])
        #expect(try form.validate() == ["notes": ""])
        notes.isOptional = false
        #expect(form.validateAll().errors.map(\.code) == ["required"])
        notes.setText("Ring twice.\nLeave at the door.")
        #expect(try form.validate() == ["notes": "Ring twice.\nLeave at the door."])
    }
}

@Suite struct TextInputEditingTests {
    @Test func keystrokesGoThroughTheEditingModel() {
        let phone = TextInput(name: "phone", format: TestFormat.phone)
        let seen = Mutex<[String]>([])
        phone.textValue.addObserver { text in seen.withLock { $0.append(text) } }

        for digit in "4133" { phone.insert(String(digit)) }
        #expect(phone.text == "(41) 33")
        phone.deleteBackward()
        #expect(phone.text == "(41) 3")
        phone.undo()
        #expect(phone.text == "(41) 33")
        #expect(phone.editingState.caret == 7)
        #expect(seen.withLock { $0 }.last == "(41) 33")
    }

    /// A password element's field is secure: no undo history, and its description hides the text.
    @Test func aPasswordElementKeepsNoHistoryOfWhatWasTyped() throws {
        let password = TextInput(name: "password", format: try Format(id: "password"))
        for key in "Secret#4" { password.insert(String(key)) }
        #expect(password.text == "Secret#4")
        #expect(password.editingState.isSecureEntry && !password.editingState.canUndo)
        #expect(!String(describing: password.editingState).contains("Secret"))
    }

    @Test func movingTheCaretIsNotATextChange() {
        let city = TextInput(name: "city", format: TestFormat.nonEmpty, text: "Recife")
        let count = Mutex(0)
        city.textValue.addObserver { _ in count.withLock { $0 += 1 } }
        city.moveCaret(to: 2)
        city.select(0..<3)
        #expect(count.withLock { $0 } == 0)
        let (clipboard, _) = city.cut()
        #expect(clipboard == "Rec")
        #expect(city.text == "ife")
        #expect(count.withLock { $0 } == 1)
    }

    @Test func typingResetsTheValidationState() {
        let city = TextInput(name: "city", format: TestFormat.nonEmpty)
        _ = FormGroup(name: "f", elements: [city]).validateAll()
        #expect(city.validationState != .default)
        city.insert("R")
        #expect(city.validationState == .default)
    }

    @Test func changingTheFormatReformatsTheText() {
        let field = TextInput(name: "phone", format: TestFormat.digits, text: "4133333333")
        field.format = Format(TestFormat.phone)
        #expect(field.text == "(41) 3333-3333")
    }
}
