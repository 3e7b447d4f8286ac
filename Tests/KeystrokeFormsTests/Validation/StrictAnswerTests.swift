import Keystroke
import KeystrokeForms
import Testing

/// Answers and stored values are validated as sent: never trimmed to fit the field's layout.
@Suite struct StrictAnswerTests {
    static func form(format: String) throws -> FormGroup {
        try FormGroup(definitionJSON: #"{"elements": [{"key": "a", "type": "text", "format": "\#(format)"}]}"#)
    }

    @Test(arguments: [
        ("cpf", "52998224725123", "cpf.length"),
        ("cpf", "529.982.247-25x", "cpf.characters"),
        ("number:en-US:max=100", "5000", "number.tooLarge"),
        ("number:en-US:fraction=2", "1.239", "number.precision"),
        ("letters", "a1b", "letters.characters"),
        ("cpf", " 52998224725", "whitespace"),
        ("non-empty", "Ana\\n", "whitespace"),
        ("optional", "  ", "whitespace"),
    ])
    func anAnswerThatIsNotExactlyValidIsAnError(format: String, answer: String, code: String) throws {
        let form = try Self.form(format: format)
        try form.fill(answersJSON: #"{"a": "\#(answer)"}"#)
        let all = form.validateAll()
        #expect(all.errors.map(\.path) == ["a"])
        #expect(all.errors.map(\.code) == [code])
    }

    @Test func aValidAnswerOutputsItsValue() throws {
        let form = try Self.form(format: "cpf")
        try form.fill(answersJSON: #"{"a": "52998224725"}"#)
        #expect(try form.validate().jsonString == #"{"a":"52998224725"}"#)
        #expect((form.element(at: "a") as? TextInput)?.text == "529.982.247-25")
    }

    @Test func anEditAfterTheAnswerIsWhatIsValidated() throws {
        let field = TextInput(name: "a", format: Format.cpf)
        field.setText("52998224725123")
        #expect(field.text == "529.982.247-25")
        var context = ValidationContext(stopsAtFirstError: false)
        #expect(field.validate(in: &context) == nil)
        // A person's edit replaces the answer: the field's own text is what counts now.
        field.deleteBackward()
        field.insert("5")
        var again = ValidationContext(stopsAtFirstError: false)
        #expect(field.validate(in: &again) == .string("52998224725"))
    }

    @Test func anAnswerThatLaysOutAsItIsIsStillReadStrictly() throws {
        // `format` shows " Ana" as it is; the answer is still refused, not trimmed.
        let field = TextInput(name: "a", format: try Format(id: "non-empty"))
        field.setText(" Ana")
        var context = ValidationContext(stopsAtFirstError: false)
        #expect(field.validate(in: &context) == nil)
        #expect(context.errors.map(\.code) == ["whitespace"])
        #expect(context.errors.first?.message == ValidationError.leadingWhitespace.message)
    }

    @Test func typedTextLosesTheWhitespaceAroundItWhereTheFormatRefusesIt() throws {
        // A space after an autocorrected word is the typist's, not the name's.
        let name = TextInput(name: "n", format: try Format(id: "name"))
        name.insert("Ana Maria ")
        var context = ValidationContext(stopsAtFirstError: false)
        #expect(name.validate(in: &context) == .string("Ana Maria"))
        // A password keeps every character typed, spaces included.
        let password = TextInput(name: "p", format: try Format(id: "password"))
        password.insert(" Abcdef1! ")
        var again = ValidationContext(stopsAtFirstError: false)
        #expect(password.validate(in: &again) == .string(" Abcdef1! "))
    }

    @Test func aSelectionDoesNotForgetTheAnswer() throws {
        let field = TextInput(name: "a", format: Format.cpf, text: "52998224725123")
        field.moveCaret(to: 2)
        var context = ValidationContext(stopsAtFirstError: false)
        #expect(field.validate(in: &context) == nil)
        #expect(context.errors.first?.code == "cpf.length")
    }
}
