import Testing
import Keystroke

@Suite struct BasicFormatTests {
    @Test func optionalAndNonEmptyTakeOneLine() throws {
        let optional = TextFormat(isOptional: true)
        let nonEmpty = TextFormat(isOptional: false)
        #expect(optional.apply(MaskInput(text: "a\nb\tc\u{7}")).text == "abc")
        #expect(optional.apply(MaskInput(text: "a\nb")).dropped == "\n")
        #expect(try nonEmpty.validate("Olá, mundo!") == ValidatedValue(text: "Olá, mundo!", value: "Olá, mundo!"))
        // Stored text is never trimmed; typed text loses the whitespace around it.
        #expect(throws: ValidationError.leadingWhitespace) { try nonEmpty.validate("  Olá, mundo!") }
        #expect(throws: ValidationError.trailingWhitespace) { try nonEmpty.validate("Olá, mundo!\t") }
        #expect(try Format(nonEmpty).validate(typed: "  Olá, mundo!  ").value == "Olá, mundo!")
        #expect(validationCode(nonEmpty, "two\nlines") == "text.characters")
        #expect(validationCode(optional, "bell\u{7}") == "text.characters")
        #expect(try optional.validate("") == ValidatedValue(text: "", value: ""))
        #expect(throws: ValidationError.required) { try nonEmpty.validate("   ") }
        #expect(nonEmpty.apply(MaskInput(text: "x")).isComplete)
        #expect(!nonEmpty.apply(MaskInput(text: "")).isComplete)
        #expect(optional.apply(MaskInput(text: "")).isComplete)
    }

    @Test(arguments: ["São Paulo", "Zoë", "Ελλάδα", "東京", "e\u{301}cole", "Nguyễn Văn", "Rio\u{A0}Branco"])
    func lettersAcceptAnyScript(_ text: String) throws {
        let letters = LettersFormat()
        #expect(try letters.validate(text).value == text)
        #expect(letters.apply(MaskInput(text: text)).text == text)
        #expect(letters.layOut(text) == text)
    }

    @Test(arguments: ["R2-D2", "Rua 7", "a_b", "smile 🙂", "tab\there"])
    func lettersRefuseEverythingElse(_ text: String) {
        #expect(validationCode(LettersFormat(), text) == "letters.characters")
    }

    @Test func lettersDropOtherCharactersAsTyped() {
        let results = typeKeys("Ab1 c!", into: LettersFormat())
        #expect(results.map(\.text) == ["A", "Ab", "Ab", "Ab ", "Ab c", "Ab c"])
        #expect(results[2].dropped == "1")
        #expect(results[5].dropped == "!")
    }

    @Test func numbersKeepDigitsOnly() throws {
        let numbers = DigitsFormat()
        #expect(typeKeys("1a2-3", into: numbers).map(\.text) == ["1", "1", "12", "12", "123"])
        #expect(try numbers.validate("0042").value == "0042")
        #expect(throws: ValidationError.leadingWhitespace) { try numbers.validate(" 0042") }
        #expect(validationCode(numbers, "12.5") == "numbers.characters")
        #expect(validationCode(numbers, "١٢") == "numbers.characters")
        #expect(throws: ValidationError.required) { try numbers.validate("") }
        #expect(throws: ValidationError.leadingWhitespace) { try DigitsFormat(isOptional: true).validate(" ") }
        #expect(try Format(DigitsFormat(isOptional: true)).validate(typed: " ").value == "")
        #expect(validationCode(DigitsFormat(isOptional: true), "x") == "numbers.characters")
        #expect(numbers.layOut("(41) 3333") == "413333")
    }

    @Test func pastingAndEditingMidTextKeepTheCaret() {
        let numbers = DigitsFormat()
        // Paste "4a5" between 1 and 2 of "123": caret after the paste.
        let pasted = numbers.apply(MaskInput(text: "14a523", caret: 4))
        #expect(pasted.text == "14523")
        #expect(pasted.caret == 3)
        #expect(pasted.dropped == "a")
        // Delete in the middle: caret stays.
        let deleted = numbers.apply(MaskInput(text: "1423", caret: 2, gravity: .backward(autoskip: false)))
        #expect(deleted.text == "1423")
        #expect(deleted.caret == 2)
    }

    @Test(arguments: [4, 6, 1, 12])
    func pinsHaveExactlyNDigits(_ length: Int) throws {
        let pin = try PINFormat(length: length)
        var random = IntlSeededGenerator(seed: UInt64(length))
        let value = BrazilReference.randomString(length, from: "0123456789", using: &random)
        #expect(try pin.validate(value).value == value)
        let typed = typeKeys(value + "99", into: pin)
        #expect(typed.last?.text == value)
        #expect(typed.last?.dropped == "9")
        #expect(typed.last?.isComplete == true)
        #expect(typed.dropLast(3).allSatisfy { !$0.isComplete })
        let pasted = pin.apply(MaskInput(text: "x" + value + "123"))
        #expect(pasted.text == value)
        #expect(pasted.dropped == "x123")
        #expect(validationCode(pin, String(value.dropLast())) == (length == 1 ? "required" : "pin.length"))
        #expect(validationCode(pin, value + "0") == "pin.length")
        #expect(validationCode(pin, String(value.dropLast()) + "a") == "pin.characters")
        #expect(pin.layOut(" \(value) ") == value)
    }

    @Test func pinLengthBounds() {
        #expect(throws: FormatError.self) { try PINFormat(length: 0) }
        #expect(throws: FormatError.self) { try PINFormat(length: 65) }
        #expect((try? PINFormat(length: 64))?.id == "pin:64")
    }
}
