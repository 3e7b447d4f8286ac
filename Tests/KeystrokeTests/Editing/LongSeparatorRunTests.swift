import Testing
import Keystroke

/// Backspace and Delete step over literal runs of any length (a fuzzing find:
/// runs longer than 32 separators used to leave the field impossible to empty).
@Suite struct LongSeparatorRunTests {
    static let run = String(repeating: "-", count: 40)

    @Test func backspaceEmptiesAFieldWithALongLiteralRun() throws {
        var state = EditingState(formatter: try Mask("[0]\(Self.run)[0]"))
        state.insert("1")
        state.insert("2")
        #expect(state.value == "12")
        #expect(state.text == "1\(Self.run)2")
        state.deleteBackward()
        #expect(state.value == "1")
        // Every further Backspace makes progress until the field is empty.
        var presses = 0
        while !state.text.isEmpty && presses < 100 {
            let before = state.text
            state.deleteBackward()
            #expect(state.text != before || state.caret < before.count)
            presses += 1
        }
        #expect(state.text.isEmpty)
        #expect(state.value.isEmpty)
    }

    @Test func deleteForwardCrossesALongLiteralRun() throws {
        var state = EditingState(formatter: try Mask("[0]\(Self.run)[0]"))
        state.paste("12")
        state.moveCaret(to: 1)
        state.deleteForward()
        // The slot character after the run goes, not only a separator the mask puts back.
        #expect(state.value == "1")
    }
}
