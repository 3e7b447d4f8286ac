import Testing
@testable import Keystroke

/// A digit typed at the end of the text a field's phone format last returned is read alone (the
/// field's typing memory keeps that text with its as-you-type state); these tests hold that
/// shortcut to the answer of a format that reads the whole field.
@Suite struct PhoneTypingAtEndTests {
    /// The `+` and digits of an example text, as a user types them.
    private static func keys(of example: String) -> [String] {
        example.compactMap { $0 == "+" || $0.isASCII && $0.isNumber ? String($0) : nil }
    }

    /// Types `keys` at the end of the field with one format and one memory, checking each result
    /// against a fresh format's (one without memory, so it reads the whole field).
    private static func typeAndCompare(
        _ keys: [String], makeFormat: () -> PhoneFormat, gravity: CaretGravity,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let kept = makeFormat()
        var memory = kept.makeTypingState()
        var text = ""
        for key in keys {
            let input = MaskInput(text: text + key, caret: text.count + 1, gravity: gravity)
            let result = kept.apply(input, state: &memory)
            let fresh = makeFormat().apply(input)
            #expect(result == fresh, "\(input.text)", sourceLocation: sourceLocation)
            text = result.text
        }
    }

    @Test(arguments: [
        CaretGravity.forward(autocomplete: false), .backward(autoskip: false), .backward(autoskip: true),
    ])
    func everyRegionsExamplesTypedAtTheEndAgreeWithAFreshRead(gravity: CaretGravity) throws {
        for region in PhoneFormat.supportedRegions {
            let national = try PhoneFormat(region: region)
            for type in [PhoneNumberType.mobile, .fixedLine, .tollFree] {
                if let example = PhoneFormat().example(type, region: region) {
                    Self.typeAndCompare(Self.keys(of: example), makeFormat: { PhoneFormat() }, gravity: gravity)
                    // Without the `+`: international entry implies it.
                    Self.typeAndCompare(Array(Self.keys(of: example).dropFirst()), makeFormat: { PhoneFormat() }, gravity: gravity)
                }
                if let example = national.example(type) {
                    Self.typeAndCompare(
                        Self.keys(of: example), makeFormat: { try! PhoneFormat(region: region) }, gravity: gravity)
                }
            }
        }
    }

    @Test func digitsPastTheLimitAreDroppedAsWhenTheFieldIsRead() {
        let keys = ["+"] + Array(repeating: "9", count: PhoneFormat.maximumDigits + 3)
        Self.typeAndCompare(keys, makeFormat: { PhoneFormat() }, gravity: .forward(autocomplete: false))
        let format = PhoneFormat()
        var memory = format.makeTypingState()
        var text = ""
        for key in keys { text = format.apply(MaskInput(text: text + key, caret: text.count + 1), state: &memory).text }
        let last = format.apply(MaskInput(text: text + "9", caret: text.count + 1), state: &memory)
        #expect(last.dropped == "9")
        #expect(last.value == "+" + String(repeating: "9", count: PhoneFormat.maximumDigits))
    }

    @Test func otherEditsAfterATypedKeyReadTheWholeField() {
        let format = PhoneFormat()
        var memory = format.makeTypingState()
        var text = ""
        for key in ["+", "5", "5", "4", "1", "9", "9"] {
            text = format.apply(MaskInput(text: text + key, caret: text.count + 1), state: &memory).text
        }
        #expect(text == "+55 41 99")
        let edits = [
            MaskInput(text: text + "a", caret: text.count + 1),  // a letter at the end
            MaskInput(text: text + "8", caret: 2),  // the caret elsewhere
            MaskInput(text: "8" + text, caret: 1),  // a digit at the start
            MaskInput(text: text + "88", caret: text.count + 2),  // two digits pasted
            MaskInput(text: text + "٣", caret: text.count + 1),  // a digit of another script
        ]
        for edit in edits {
            // The memory has just returned `text` each time.
            _ = format.apply(MaskInput(text: text, caret: text.count), state: &memory)
            #expect(format.apply(edit, state: &memory) == PhoneFormat().apply(edit), "\(edit.text) at \(edit.caret)")
        }
    }

    @Test func asciiPunctuationIsThePunctuationOfOneByte() {
        for byte in UInt8.min...UInt8.max {
            let expected = byte < 0x80 && PhoneNumberReader.isPunctuation(UInt32(byte))
            #expect(PhoneNumberReader.isASCIIPunctuation(byte) == expected, "byte \(byte)")
        }
    }

    @Test func aTextThatReadsBackAsWhatWasFedEndsAfterItsLastDigit() {
        func end(_ output: String, _ fed: String) -> Int? {
            ByteView.with(output) { output in ByteView.with(fed) { PhoneTypingState.endOfFedDigits(in: output, fed: $0) } }
        }
        #expect(end("+55 41 99999-8", "+554199999") == nil)  // a digit more than was fed
        #expect(end("+55 41 9", "+55419") == 8)
        #expect(end("(41) 9", "419") == 6)
        #expect(end("41) ", "41") == 2)
        #expect(end("+55 41", "+55419") == nil)  // a digit missing
        #expect(end("+55 41 x9", "+55419") == nil)  // a letter would be dropped
        #expect(end("+55", "+55") == 3)
    }
}
