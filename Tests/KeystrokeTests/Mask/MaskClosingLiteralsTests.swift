import Keystroke
import Testing

/// The literals after a mask's last slot are its own text: a value short of that slot does not
/// show them, and does not report them dropped either, on the byte path and the Character path.
@Suite struct MaskClosingLiteralsTests {
    @Test(arguments: ["[0000] kg", "[0000]\u{202F}г."])
    func closingLiteralsAreNotReportedDropped(format: String) throws {
        let mask = try Mask(format)
        let closing = String(format.drop { $0 != "]" }.dropFirst())
        // Backspace took the last digit: the text still ends with the closing literals.
        let short = mask.apply(MaskInput(text: "199" + closing, caret: 3, gravity: .backward(autoskip: false)))
        #expect(short.text == "199" && short.value == "199" && short.caret == 3 && !short.isComplete)
        #expect(short.dropped == "")
        // A digit past the last slot is reported alone.
        let over = mask.apply(MaskInput(text: "19905" + closing, caret: 5, gravity: .forward(autocomplete: true)))
        #expect(over.text == "1990" + closing && over.value == "1990")
        #expect(over.dropped == "5")
        // Other text is reported as before.
        let other = mask.apply(MaskInput(text: "19x" + closing, caret: 3, gravity: .backward(autoskip: false)))
        #expect(other.text == "19" && other.dropped == "x")
    }

    /// Only the literals the mask closes with, and only at the end of the text.
    @Test func otherTextIsStillDropped() throws {
        let mask = try Mask("[0000] kg")
        let inside = mask.apply(MaskInput(text: "19 kg0", caret: 6, gravity: .forward(autocomplete: false)))
        #expect(inside.text == "190" && inside.dropped == " kg")
        let none = try Mask("[00]-[00]").apply(MaskInput(text: "1a", caret: 2, gravity: .forward(autocomplete: false)))
        #expect(none.dropped == "a")
    }
}
