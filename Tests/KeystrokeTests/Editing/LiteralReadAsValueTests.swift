import Testing
import Keystroke

/// A deletion that leaves a slot open must not let the mask read its own
/// literal text as value (a fuzzing find: a right-to-left mask whose prefix
/// holds digits refilled the value from that prefix, so Backspace never emptied it).
@Suite struct LiteralReadAsValueTests {
    @Test func backspaceInARightToLeftMaskDoesNotTakeADigitFromThePrefix() throws {
        var state = EditingState(formatter: try Mask("1 [000].[00]", rightToLeft: true))
        // Typed past full, the mask reads the first "1" as its prefix literal.
        for key in "123456" { state.insert(String(key)) }
        #expect(state.text == "1 234.56")
        #expect(state.value == "23456")
        state.deleteBackward()
        #expect(state.value == "2345")
        #expect(state.text == "23.45")
        #expect(state.caret == state.text.count)
    }

    @Test func backspaceMidTextDoesNotTakeADigitFromTheSuffix() throws {
        var state = EditingState(formatter: try Mask("[000].[00] 1"))
        state.paste("12345")
        #expect(state.text == "123.45 1")
        state.moveCaret(to: 6)
        state.deleteBackward()
        #expect(state.value == "1234")
        #expect(state.text == "123.4")
        #expect(state.caret == 5)
    }

    @Test func deletingASelectionDoesNotTakeALiteralDigit() throws {
        var state = EditingState(formatter: try Mask("[00] 7 [00]"))
        state.paste("1234")
        #expect(state.text == "12 7 34")
        state.select(1..<2)
        state.deleteBackward()
        #expect(state.value == "134")
        #expect(state.text == "13 7 4")
    }

    @Test func backspaceKeyByKeyEmptiesAMaskFullOfLiteralDigits() throws {
        var state = EditingState(formatter: try Mask("1111 2 [000] [000].[00] 0 0", rightToLeft: true))
        state.paste("36253505")
        #expect(state.isComplete)
        var presses = 0
        while !state.value.isEmpty && presses < 40 {
            let before = state.value.count
            state.moveCaret(to: state.text.count)
            state.deleteBackward()
            #expect(state.value.count == before - 1, "\(state.text) \(state.value)")
            presses += 1
        }
        #expect(state.value.isEmpty)
        #expect(presses == 8)
    }
}
