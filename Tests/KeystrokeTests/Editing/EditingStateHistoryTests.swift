import Keystroke
import Testing

@Suite("EditingState: undo and redo")
struct EditingStateHistoryTests {
    /// The parts of a state that undo must restore exactly.
    struct Observed: Equatable {
        var text: String
        var selection: Range<Int>
        var value: String
        var isComplete: Bool

        init(_ state: EditingState) {
            (text, selection, value, isComplete) = (state.text, state.selection, state.value, state.isComplete)
        }
    }

    static let scripts: [[EditAction]] = [
        [.type("4"), .type("1"), .type("3")],
        [.paste("4133333333"), .backspace, .backspace, .type("7")],
        [.paste("41 3333"), .delete, .type("x"), .paste("99999999999")],
    ]

    @Test(arguments: scripts)
    func undoingEverythingRestoresTheStartExactly(_ script: [EditAction]) {
        var field = EditingState(formatter: landline, text: "11")
        field.moveCaret(to: 2)
        let start = Observed(field)
        var states = [start]
        for action in script {
            if action.run(on: &field).wasApplied { states.append(Observed(field)) }
        }
        // Walk back through every state, then forward again.
        for expected in states.reversed().dropFirst() {
            #expect(field.undo().wasApplied)
            #expect(Observed(field) == expected)
        }
        #expect(Observed(field) == start)
        #expect(!field.canUndo)
        #expect(!field.undo().wasApplied)
        for expected in states.dropFirst() {
            #expect(field.redo().wasApplied)
            #expect(Observed(field) == expected)
        }
        #expect(!field.canRedo)
    }

    @Test func undoRestoresTheSelection() {
        var field = EditingState(formatter: landline, text: "4133333333")
        field.select(0..<14)
        field.deleteBackward()
        #expect(field.text.isEmpty)
        field.undo()
        #expect(field.text == "(41) 3333-3333")
        #expect(field.selection == 0..<14)
    }

    @Test func aNewEditForgetsRedo() {
        var field = EditingState(formatter: landline)
        field.insert("4")
        field.insert("1")
        field.undo()
        #expect(field.canRedo)
        field.insert("2")
        #expect(!field.canRedo)
        #expect(field.text == "(42) ")
    }

    @Test func refusedEditsAndCaretMovesAreNotRecorded() {
        var field = EditingState(formatter: landline)
        field.insert("a")
        field.moveCaret(to: 0)
        #expect(!field.canUndo)
    }

    @Test(arguments: [0, 1, 3])
    func historyIsBounded(_ limit: Int) {
        var field = EditingState(formatter: landline, historyLimit: limit)
        for key in "4133333333" { field.insert(String(key)) }
        var undone = 0
        while field.undo().wasApplied { undone += 1 }
        #expect(undone == limit)
        #expect(field.value == String("4133333333".prefix(10 - limit)))
    }

    /// The ring starts small and grows with the edits: every step up to the limit is kept,
    /// in order, also once it wraps around.
    @Test(arguments: [(4, 9), (5, 12), (6, 6), (17, 16), (40, 50), (100, 130)])
    func historyGrowsToItsLimitAndWraps(limit: Int, keys: Int) {
        var field = EditingState(formatter: DigitsFormat(), historyLimit: limit)
        let digits = (0..<keys).map { String($0 % 10) }
        for key in digits { field.insert(key) }
        var undone = 0
        while field.undo().wasApplied {
            undone += 1
            #expect(field.value == digits.prefix(keys - undone).joined())
        }
        #expect(undone == min(limit, keys))
        while field.redo().wasApplied {}
        #expect(field.value == digits.joined())
    }

    /// Undoing some steps, then typing again, reuses their slots: each undo still takes back
    /// exactly one key, before the ring wraps and after.
    @Test(arguments: [3, 6, 100])
    func undoThenTypingAgainKeepsEveryStep(limit: Int) {
        var field = EditingState(formatter: DigitsFormat(), historyLimit: limit)
        var expected: [String] = [""]
        func type(_ keys: String) {
            for key in keys {
                field.insert(String(key))
                expected.append(field.value)
            }
        }
        type("123456")
        for _ in 0..<3 { field.undo(); expected.removeLast() }
        type("789")
        while field.undo().wasApplied {
            expected.removeLast()
            #expect(field.value == expected.last)
        }
        #expect(expected.count - 1 == 6 - min(limit, 6))
    }
}
