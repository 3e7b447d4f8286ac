import Testing
import Keystroke

@Suite struct CustomFormatTests {
    /// A Brazilian car plate (Mercosul): AAA-0A00, shown with a hyphen after the letters.
    let plate = CustomFormat(
        id: "plate",
        minLength: 7,
        maxLength: 7,
        keyboard: .asciiCapable,
        allows: { $0.isASCII && ($0.isLetter || $0.isNumber) },
        format: { raw in raw.count > 3 ? "\(raw.prefix(3))-\(raw.dropFirst(3))".uppercased() : raw.uppercased() },
        validValue: { (text: String) throws(ValidationError) -> String in
            let raw = text.filter { $0 != "-" }.uppercased()
            let shape = raw.enumerated().allSatisfy { offset, character in
                [0, 1, 2, 4].contains(offset) == character.isLetter
            }
            guard shape else { throw ValidationError(code: "plate.shape", message: "A plate reads AAA0A00.") }
            return raw
        }
    )

    @Test func typingFormatsAndKeepsTheCaret() {
        let results = typeKeys("abc1d23", into: plate)
        #expect(results.map(\.text) == ["A", "AB", "ABC", "ABC-1", "ABC-1D", "ABC-1D2", "ABC-1D23"])
        #expect(results.map(\.caret) == [1, 2, 3, 5, 6, 7, 8])
        #expect(results.last?.isComplete == true)
        #expect(results.last?.value == "ABC1D23")
        let edited = plate.apply(MaskInput(text: "ABC-X1D23", caret: 5))
        #expect(edited.text == "ABC-X1D2")
        #expect(edited.caret == 5)
        #expect(edited.dropped == "3")
    }

    @Test func validationRunsTheExtraction() throws {
        #expect(try plate.validate("abc1d23") == ValidatedValue(text: "ABC-1D23", value: "ABC1D23"))
        #expect(try plate.validate("ABC-1D23").value == "ABC1D23")
        #expect(validationCode(plate, "ABC1234") == "plate.shape")
        #expect(validationCode(plate, "ABC1D2") == "custom.length")
        #expect(validationCode(plate, "AB-C1D23") == "custom.characters")
        #expect(validationCode(plate, "ABC 1D23") == "custom.characters")
        #expect(plate.layOut("abc1d23") == "ABC-1D23")
        #expect(plate.keyboard == .asciiCapable)
    }

    @Test func editHookReplacesTheKeystrokeBehaviour() {
        let shouting = CustomFormat(edit: { input in
            MaskResult(text: input.text.uppercased(), caret: input.caret, value: input.text, isComplete: true)
        })
        #expect(shouting.apply(MaskInput(text: "hey")).text == "HEY")
    }

    @Test func defaultsAcceptFreeText() throws {
        let free = CustomFormat()
        #expect(try free.validate("anything at all").value == "anything at all")
        #expect(throws: ValidationError.trailingWhitespace) { try free.validate("anything at all ") }
        #expect(try Format(free).validate(typed: " anything at all ").value == "anything at all")
        #expect(throws: ValidationError.required) { try free.validate("  ") }
        #expect(try CustomFormat(acceptsEmpty: true).validate("").value == "")
        #expect(CustomFormat(minLength: 5, maxLength: 2).maxLength == 5)
        #expect(Format(CustomFormat(id: "mine")).id == "mine")
    }
}
