import Testing
import Keystroke

@Suite struct NameFormatTests {
    let name = NameFormat()

    @Test(arguments: [
        "José", "O'Brien", "Anne-Marie", "Zoë", "D’Angelo", "J.R.R. Tolkien", "'t Hooft", "Nguyễn Văn A",
        "Mary J. Blige", "Ægir", "Łukasz Żółć", "Chloe\u{308}", "Björk Guðmundsdóttir", "ʻOkina", "أحمد", "李小龙",
        "Jean-Luc Picard", "Hawaiʼi",
    ])
    func namesAreAccepted(_ text: String) throws {
        let result = try name.validate(text)
        #expect(result.value == text)
        #expect(result.text == text)
        #expect(name.apply(MaskInput(text: text)).text == text)
    }

    @Test func storedNamesAreReadAsTheyAre() throws {
        #expect(validationCode(name, "Anne-Marie  O’Brien") == "name.spaces")
        #expect(validationCode(name, "Anne-Marie \t O’Brien") == "name.characters")
        #expect(throws: ValidationError.leadingWhitespace) { try name.validate("  Anne-Marie") }
        do {
            _ = try name.validate("Zoë S  aldaña")
            Issue.record("expected name.spaces")
        } catch {
            #expect(error.parameters["offset"] == "6")
        }
        #expect(name.layOut(" Zoë   Saldaña ") == "Zoë Saldaña")
    }

    @Test func typingAndPastingKeepOneSpaceBetweenWords() throws {
        let results = typeKeys("Zoë  Sa", into: name)
        #expect(results.map(\.text) == ["Z", "Zo", "Zoë", "Zoë ", "Zoë ", "Zoë S", "Zoë Sa"])
        #expect(results[4].dropped == " ")
        let pasted = try name.read(" Anne-Marie \t  O’Brien", mode: .lenient)
        #expect(pasted.text == "Anne-Marie O’Brien")
        #expect(pasted.dropped == " \t  ")
        // A space typed beside another keeps the caret after the kept one.
        let beside = name.apply(MaskInput(text: "Anne  Marie", caret: 5))
        #expect(beside.text == "Anne Marie")
        #expect(beside.caret == 5)
    }

    @Test(arguments: [
        ("John2", "name.characters"), ("R2-D2", "name.characters"), ("Ana_Maria", "name.characters"),
        ("Ana 🙂", "name.characters"), ("Ana@Maria", "name.characters"), ("Ana\nMaria", "name.characters"),
        ("Ana  Maria", "name.spaces"),
        ("-Anne", "name.punctuation"), ("Anne-", "name.punctuation"), ("Anne--Marie", "name.punctuation"),
        ("Anne -Marie", "name.punctuation"), ("O''Brien", "name.punctuation"), (".J", "name.punctuation"),
        ("J..R", "name.punctuation"), ("'", "name.punctuation"), ("Anne-'Marie", "name.punctuation"),
    ])
    func badNames(_ text: String, _ code: String?) {
        #expect(validationCode(name, text) == code)
    }

    @Test func digitsGetTheirOwnMessage() {
        do {
            _ = try name.validate("Ana 2")
            Issue.record("expected an error")
        } catch {
            #expect(error.message.contains("digits"))
            #expect(error.parameters["character"] == "2")
        }
    }

    @Test func lengthIsCapped() throws {
        let long = String(repeating: "a", count: NameFormat.maximumLength)
        #expect(try name.validate(long).value == long)
        #expect(validationCode(name, long + "b") == "name.length")
        let typed = name.apply(MaskInput(text: long + "bc"))
        #expect(typed.text == long)
        #expect(typed.dropped == "bc")
    }

    @Test func typingDropsDigitsAndSymbols() {
        let results = typeKeys("Zoë2 O’B#", into: name)
        #expect(results.map(\.text) == ["Z", "Zo", "Zoë", "Zoë", "Zoë ", "Zoë O", "Zoë O’", "Zoë O’B", "Zoë O’B"])
        #expect(results[3].dropped == "2")
    }
}
