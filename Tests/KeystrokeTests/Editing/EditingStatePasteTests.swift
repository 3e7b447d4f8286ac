import Keystroke
import Testing

@Suite("EditingState: paste and setText")
struct EditingStatePasteTests {
    static let pastes: [EditCase] = [
        // Formatted, raw and junk-wrapped values into an empty field.
        EditCase("", caret: 0, .paste("(41) 3333-3333"), "(41) 3333-3333", 14),
        EditCase("", caret: 0, .paste("4133333333"), "(41) 3333-3333", 14),
        EditCase("", caret: 0, .paste("tel: 41 3333 3333!"), "(41) 3333-3333", 14, refusal: .characterNotAllowed),
        // Too long: what fits stays.
        EditCase("", caret: 0, .paste("41333333339999"), "(41) 3333-3333", 14, refusal: .full),
        // At the end, in the middle, at the start.
        EditCase("(41) ", caret: 5, .paste("3333-3333"), "(41) 3333-3333", 14),
        // Forward gravity: the caret goes past a separator inserted right after it.
        EditCase("(41) 3333-", caret: 7, .paste("99"), "(41) 3399-33", 10),
        EditCase("(41) 3333-", caret: 0, .paste("55"), "(55) 4133-33", 5),
        // In the middle, more than fits: the text after the caret is kept.
        EditCase("(41) 3333-33", caret: 5, .paste("5555"), "(41) 5533-3333", 7, refusal: .full),
        EditCase("(41) 3333-3333", caret: 5, .paste("55"), "(41) 3333-3333", 5, refusal: .full),
        // Over a selection.
        EditCase("(41) 3333-3333", 5..<14, .paste("98765432"), "(41) 9876-5432", 14),
        EditCase("(41) 3333-3333", 0..<14, .paste("(11) 2222-2222"), "(11) 2222-2222", 14),
        // Nothing usable.
        EditCase("(41) 3", caret: 6, .paste("abc"), "(41) 3", 6, refusal: .characterNotAllowed),
    ]

    @Test(arguments: pastes)
    func pasteAnywhere(_ edit: EditCase) {
        edit.check(with: landline)
    }

    @Test func pasteReportsWhatWasDropped() {
        var field = EditingState(formatter: landline)
        let result = field.paste("41333333339999")
        #expect(result.dropped == "9999")
        #expect(result.refusal?.characters == "9999")
        let junk = EditingState(formatter: landline).pasting("tel: 41 3333 3333!")
        #expect(junk.dropped == "tel:  !")
    }

    @Test func pasteAfterAPrefixDoesNotRepeatThePrefix() {
        var field = EditingState(formatter: russian, text: "9")
        field.deleteBackward()
        #expect(field.text == "+7 (")
        let result = field.paste("+7 999 123-45-67")
        #expect(result.text == "+7 (999) 123-45-67")
        #expect(result.value == "9991234567")
        #expect(result.refusal == nil)
    }

    @Test func pasteOfTenMegabytesIsLinear() {
        let huge = "4133333333" + String(repeating: "9", count: 10_000_000)
        var field = EditingState(formatter: DigitsOnly())
        field.insert("1")
        field.moveCaret(to: 0)
        let result = field.paste(huge)
        #expect(result.value.utf8.count == 10_000_011)
        #expect(result.caret == 10_000_010)
        #expect(result.refusal == nil)
        // Into a fixed-length field: what fits stays, the rest is reported.
        var phone = EditingState(formatter: DigitMask("(##) ####-####"))
        let capped = phone.paste("4133333333" + String(repeating: "9", count: 1_000_000))
        #expect(capped.text == "(41) 3333-3333")
        #expect(capped.dropped.utf8.count == 1_000_000)
        #expect(capped.refusal?.reason == .full)
    }

    static let programmatic: [(String, String, String)] = [
        ("4133333333", "(41) 3333-3333", "4133333333"),
        ("(41) 3333-3333", "(41) 3333-3333", "4133333333"),
        ("41", "(41) ", "41"),
        ("", "", ""),
    ]

    @Test(arguments: programmatic)
    func setTextFormats(_ input: String, _ text: String, _ value: String) {
        var field = EditingState(formatter: landline, text: "1199")
        let result = field.setText(input)
        #expect(result.text == text)
        #expect(result.value == value)
        #expect(result.caret == text.count)
        #expect(field.canUndo)
        #expect(field.undo().text == "(11) 99")
    }

    @Test func setTextReportsJunk() {
        var field = EditingState(formatter: landline)
        let result = field.setText("41x3333")
        #expect(result.text == "(41) 3333-")
        #expect(result.refusal?.reason == .characterNotAllowed)
        #expect(result.dropped == "x")
    }
}

extension EditingState {
    /// The result of pasting into a copy.
    func pasting(_ text: String) -> EditResult {
        var copy = self
        return copy.paste(text)
    }
}
