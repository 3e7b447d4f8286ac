import Testing
@testable import Keystroke

@Suite struct NotationTests {
    /// InputMask's CustomNotationEllipticalCase: `[C…]`, C = letters and space.
    static let lettersAndSpace = Notation(character: "C", isOptional: false, name: "letters+space") {
        $0.isLetter || $0 == " "
    }

    static let elliptical: [MaskCase] = {
        let f = "[C…]"
        return [
            MaskCase(f, "J", to: "J", value: "J", complete: true),
            MaskCase(f, "Je", to: "Je", value: "Je", complete: true),
            MaskCase(f, "Jeo", to: "Jeo", value: "Jeo", complete: true),
            MaskCase(f, "1", to: "", value: "", complete: false),
            MaskCase(f, "12", to: "", value: "", complete: false),
            MaskCase(f, "123", to: "", value: "", complete: false),
            MaskCase(f, "1Jeorge2", to: "Jeorge", value: "Jeorge", complete: true),
            MaskCase(f, "1Jeorge23", to: "Jeorge", value: "Jeorge", complete: true),
            MaskCase(f, "1234Jeorge56", to: "Jeorge", value: "Jeorge", complete: true),
            MaskCase(f, "Jeorge Smith", to: "Jeorge Smith", value: "Jeorge Smith", complete: true),
            MaskCase(f, "Jeorge Smith_", to: "Jeorge Smith", value: "Jeorge Smith", complete: true),
        ]
    }()

    /// InputMask's DecimalNumberCase: `[9999][.][99]`, `.` an optional custom slot.
    static let dot = Notation(character: ".", characters: ["."], isOptional: true)

    static let decimal: [MaskCase] = {
        let f = "[9999][.][99]"
        return [
            MaskCase(f, "1", to: "1", value: "1", complete: true),
            MaskCase(f, "1.", to: "1.", value: "1.", complete: true),
            MaskCase(f, "11", to: "11", value: "11", complete: true),
            MaskCase(f, "11.", to: "11.", value: "11.", complete: true),
            MaskCase(f, "1.1", to: "1.1", value: "1.1", complete: true),
            MaskCase(f, "112", to: "112", value: "112", complete: true),
            MaskCase(f, "11.2", to: "11.2", value: "11.2", complete: true),
            MaskCase(f, "1122", to: "1122", value: "1122", complete: true),
            MaskCase(f, "1122.", to: "1122.", value: "1122.", complete: true),
            MaskCase(f, "1122.33", to: "1122.33", value: "1122.33", complete: true),
            MaskCase(f, "1122,33", to: "1122", value: "1122", complete: true),
        ]
    }()

    @Test(arguments: elliptical)
    func customEllipsis(_ row: MaskCase) throws {
        try row.verify(notations: [Self.lettersAndSpace])
    }

    @Test(arguments: decimal)
    func optionalCustomSlot(_ row: MaskCase) throws {
        try row.verify(notations: [Self.dot])
    }

    @Test func placeholdersAndLengths() throws {
        let names = try Mask("[C…]", customNotations: [Self.lettersAndSpace])
        #expect(names.placeholder == "C")
        #expect([names.acceptableTextLength, names.totalTextLength] == [2, 2])
        #expect([names.acceptableValueLength, names.totalValueLength] == [2, 2])
        let decimal = try Mask("[9999][.][99]", customNotations: [Self.dot])
        #expect(decimal.placeholder == "0000.00")
        #expect([decimal.acceptableTextLength, decimal.totalTextLength] == [0, 7])
        #expect([decimal.acceptableValueLength, decimal.totalValueLength] == [0, 7])
    }

    @Test func patternNotation() throws {
        let letterOrSpace = try Notation(character: "L", pattern: #"[\p{L} ]"#, isOptional: false)
        let mask = try Mask("[LLLL]", customNotations: [letterOrSpace])
        #expect(mask.apply(MaskInput(text: "a1 Жé")).text == "a Жé")
        #expect(mask.apply(MaskInput(text: "a1 Жé")).dropped == "1")
        #expect(letterOrSpace.contains("Ж"))
        #expect(!letterOrSpace.contains("7"))
    }

    @Test func invalidPatternIsAMaskError() {
        #expect(throws: MaskError.self) {
            try Notation(character: "L", pattern: "[a-", isOptional: false)
        }
        do {
            _ = try Notation(character: "L", pattern: "[a-", isOptional: false)
        } catch {
            #expect(error.reason == .invalidNotationPattern)
            #expect(error.format == "[a-")
        }
    }

    @Test(arguments: ["0", "9", "A", "a", "_", "-", "…", "[", "]", "{", "}", "\\"] as [Character])
    func reservedCharactersAreRefused(_ character: Character) {
        let notation = Notation(character: character, characters: ["x"], isOptional: false)
        #expect(throws: MaskError(reason: .reservedNotationCharacter, offset: 0, format: String(character))) {
            try Mask("[0]", customNotations: [notation])
        }
    }

    @Test func duplicateNotationsAreRefused() {
        let first = Notation(character: "X", characters: ["x"], isOptional: false)
        let second = Notation(character: "X", characters: ["y"], isOptional: true)
        #expect(throws: MaskError(reason: .duplicateNotation, offset: 0, format: "X")) {
            try Mask("[X]", customNotations: [first, second])
        }
    }

    /// Custom characters in a digit group are sorted with it, as InputMask does.
    @Test func customCharactersSortWithTheirGroup() throws {
        let hex = Notation(character: "H", characters: Set("0123456789ABCDEF"), isOptional: false)
        let mask = try Mask("[HH]:[HH]", customNotations: [hex])
        #expect(mask.apply(MaskInput(text: "1FA0")).text == "1F:A0")
        #expect(mask.apply(MaskInput(text: "1FA0")).value == "1FA0")
    }

    @Test func unnamedPredicate() throws {
        let vowel = Notation(character: "V", characters: { "aeiouAEIOU".contains($0) }, isOptional: false)
        let mask = try Mask("[VV]-[VV]", customNotations: [vowel])
        #expect(mask.apply(MaskInput(text: "axeiou")).text == "ae-io")
        #expect(mask.apply(MaskInput(text: "axeiou")).dropped == "xu")
        let copy = vowel
        #expect(copy == vowel)
        #expect(vowel != Notation(character: "V", characters: { "aeiouAEIOU".contains($0) }, isOptional: false))
    }

    @Test func equality() throws {
        #expect(Notation(character: "X", characters: ["x"], isOptional: false)
            == Notation(character: "X", characters: ["x"], isOptional: false))
        #expect(Notation(character: "X", characters: ["x"], isOptional: false)
            != Notation(character: "X", characters: ["x"], isOptional: true))
        #expect(try Notation(character: "L", pattern: "[a-z]", isOptional: false)
            == Notation(character: "L", pattern: "[a-z]", isOptional: false))
    }
}
