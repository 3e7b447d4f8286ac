import Testing
import Keystroke

/// A right-to-left mask reads and writes Characters in reverse. Joined in that order they
/// could merge the wrong way round (a ZWJ tail with the emoji that follows it in reverse),
/// reordering scalars; text, value and dropped Characters must keep the text's order.
@Suite struct RightToLeftGraphemeTests {
    /// "👨\u{200D}" ends in a ZWJ: before the emoji that follows it in reverse order it would join.
    let thumb = "👍🏽", zwjTail = "👨\u{200D}"

    @Test func literalsKeepTheirOrder() throws {
        let mask = try Mask(thumb + zwjTail + "[00]", rightToLeft: true)
        let result = mask.apply(MaskInput(text: thumb + zwjTail + "12"))
        #expect(result.text == thumb + zwjTail + "12")
        #expect(result.value == "12")
        #expect(mask.apply(MaskInput(text: result.text)).text == result.text)
        #expect(mask.placeholder == thumb + zwjTail + "00")
    }

    @Test func droppedCharactersKeepTheirOrder() throws {
        let mask = try Mask("[00]", rightToLeft: true)
        let result = mask.apply(MaskInput(text: "1" + thumb + zwjTail + "2"))
        #expect(result.text == "12")
        #expect(result.dropped == thumb + zwjTail)
        #expect(result.dropped.unicodeScalars.elementsEqual((thumb + zwjTail).unicodeScalars))
    }

    /// The caret is counted in the joined text: a combining mark typed after a literal merges with it.
    @Test func caretCountsTheJoinedText() throws {
        let mask = try Mask("e[0]", rightToLeft: true)
        let result = mask.apply(MaskInput(text: "e7", caret: 2))
        #expect(result.text == "e7")
        #expect(result.caret == 2)
    }

    /// Typing into an editing state over such a mask leaves text that re-applies unchanged.
    @Test func editingKeepsTextConforming() throws {
        let mask = try Mask(thumb + zwjTail + "[000]", rightToLeft: true)
        var field = EditingState(formatter: mask)
        for key in ["1", "\u{16}", "2", thumb, "3"] { field.insert(key) }
        #expect(field.value == "123")
        #expect(mask.apply(MaskInput(text: field.text)).text == field.text)
    }
}
