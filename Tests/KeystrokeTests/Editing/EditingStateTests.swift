import Keystroke
import Testing

/// A Brazilian landline shape, through the test mask (digits only).
let landline = DigitMask("(##) ####-####")
/// A Russian phone shape with a fixed prefix.
let russian = DigitMask("+7 (###) ###-##-##")

@Suite("EditingState: typing, deleting and selections")
struct EditingStateTests {
    @Test func typingOneKeyAtATimeAutocompletesSeparators() {
        var field = EditingState(formatter: landline)
        let expected = [
            "(4", "(41) ", "(41) 3", "(41) 33", "(41) 333", "(41) 3333-",
            "(41) 3333-3", "(41) 3333-33", "(41) 3333-333", "(41) 3333-3333",
        ]
        for (key, text) in zip("4133333333", expected) {
            let result = field.insert(String(key))
            #expect(result.text == text)
            #expect(result.caret == text.count)
            #expect(result.refusal == nil)
        }
        #expect(field.value == "4133333333")
        #expect(field.isComplete)
    }

    @Test func typingWithoutAutocompleteLeavesSeparatorsForTheNextKey() {
        var field = EditingState(formatter: landline, autocomplete: false)
        #expect(field.insert("4").text == "(4")
        #expect(field.insert("1").text == "(41")
        #expect(field.insert("3").text == "(41) 3")
        #expect(field.caret == 6)
        // The separator that is due may be typed.
        var manual = EditingState(formatter: landline, text: "", autocomplete: false)
        manual.insert("4")
        manual.insert("1")
        #expect(manual.insert(")").text == "(41)")
        #expect(manual.caret == 4)
    }

    static let typing: [EditCase] = [
        // At the start: the digits shift right.
        EditCase("(41) 3333-333", caret: 0, .type("5"), "(54) 1333-3333", 2),
        // At the start of a full field: no room.
        EditCase("(41) 3333-3333", caret: 0, .type("5"), "(41) 3333-3333", 0, refusal: .full),
        // In the middle.
        EditCase("(41) 3333-333", caret: 7, .type("5"), "(41) 3353-3333", 8),
        // In the middle of a full field.
        EditCase("(41) 3333-3333", caret: 7, .type("5"), "(41) 3333-3333", 7, refusal: .full),
        // Just after a separator, into the next group.
        EditCase("(41) 3333-", caret: 4, .type("5"), "(41) 5333-3", 6),
        // Just before a separator.
        EditCase("(41) 3333-", caret: 3, .type("5"), "(41) 5333-3", 6),
        // At the end of a full field.
        EditCase("(41) 3333-3333", caret: 14, .type("5"), "(41) 3333-3333", 14, refusal: .full),
        // A letter into a digit slot, at the end, start and middle.
        EditCase("(41) 3", caret: 6, .type("a"), "(41) 3", 6, refusal: .characterNotAllowed),
        EditCase("(41) 3", caret: 0, .type("a"), "(41) 3", 0, refusal: .characterNotAllowed),
        EditCase("(41) 3333-3333", caret: 7, .type("x"), "(41) 3333-3333", 7, refusal: .characterNotAllowed),
        EditCase("", caret: 0, .type("a"), "", 0, refusal: .characterNotAllowed),
        // Over a selection.
        EditCase("(41) 3333-3333", 1..<3, .type("2"), "(23) 3333-333", 2),
        EditCase("(41) 3333-3333", 0..<14, .type("9"), "(9", 2),
        EditCase("(41) 3333-3333", 5..<9, .type("7"), "(41) 7333-3", 6),
        // A refused keystroke over a selection keeps the selection.
        EditCase("(41) 3333-3333", 5..<9, .type("z"), "(41) 3333-3333", 9, refusal: .characterNotAllowed),
        // A separator that is already there.
        EditCase("(41) ", caret: 5, .type(")"), "(41) ", 5, refusal: .characterNotAllowed),
    ]

    @Test(arguments: typing)
    func typeAnywhere(_ edit: EditCase) {
        edit.check(with: landline)
    }

    static let deleting: [EditCase] = [
        // Backspace at the end, middle and start.
        EditCase("(41) 3333-3333", caret: 14, .backspace, "(41) 3333-333", 13),
        EditCase("(41) 3333-3333", caret: 7, .backspace, "(41) 3333-333", 6),
        EditCase("(41) 3333-3333", caret: 0, .backspace, "(41) 3333-3333", 0),
        EditCase("(4", caret: 2, .backspace, "(", 1),
        EditCase("(", caret: 1, .backspace, "", 0),
        // Just after a separator: the digit before it goes.
        EditCase("(41) 3333-", caret: 10, .backspace, "(41) 333", 8),
        EditCase("(41) 3333-3333", caret: 10, .backspace, "(41) 3333-333", 8),
        EditCase("(41) ", caret: 5, .backspace, "(4", 2),
        EditCase("(41) 3333-", caret: 5, .backspace, "(43) 333", 2),
        // Delete forward at the start, middle, end, and just before a separator.
        EditCase("(41) 3333-", caret: 0, .delete, "(13) 333", 0),
        EditCase("(41) 3333-3333", caret: 6, .delete, "(41) 3333-333", 6),
        EditCase("(41) 3333-3333", caret: 14, .delete, "(41) 3333-3333", 14),
        EditCase("(41) 3333-3333", caret: 9, .delete, "(41) 3333-333", 9),
        EditCase("(41) 3333-", caret: 3, .delete, "(41) 333", 3),
        // Over a selection: exactly the selection goes.
        EditCase("(41) 3333-3333", 5..<9, .backspace, "(41) 3333", 5),
        EditCase("(41) 3333-3333", 5..<9, .delete, "(41) 3333", 5),
        EditCase("(41) 3333-3333", 0..<14, .backspace, "", 0),
        EditCase("(41) 3333-3333", 3..<5, .backspace, "(41) 3333-3333", 3),
    ]

    @Test(arguments: deleting)
    func deleteAnywhere(_ edit: EditCase) {
        edit.check(with: landline)
    }

    @Test func backspaceNeverGetsStuck() {
        var field = EditingState(formatter: russian, text: "9991234567")
        #expect(field.text == "+7 (999) 123-45-67")
        var steps = 0
        while !field.text.isEmpty && steps < 100 {
            let before = field.text
            let result = field.deleteBackward()
            #expect(result.text != before, "backspace at \(field.caret) in \"\(before)\" changed nothing")
            steps += 1
        }
        #expect(field.text.isEmpty)
        // Ten digits, then the four prefix characters one at a time.
        #expect(steps == 14)
    }

    @Test func deleteForwardNeverGetsStuck() {
        var field = EditingState(formatter: landline, text: "4133333333")
        field.moveCaret(to: 0)
        var steps = 0
        while !field.value.isEmpty && steps < 100 {
            let before = field.value
            field.deleteForward()
            #expect(field.value.count == before.count - 1)
            steps += 1
        }
        #expect(steps == 10)
    }

    @Test func cutReturnsTheSelectedText() {
        var field = EditingState(formatter: landline, text: "4133333333")
        field.select(5..<9)
        let (clipboard, result) = field.cut()
        #expect(clipboard == "3333")
        #expect(result.text == "(41) 3333")
        #expect(result.caret == 5)
        #expect(field.value == "413333")
    }

    @Test func cutWithoutSelectionCutsNothing() {
        var field = EditingState(formatter: landline, text: "41")
        let (clipboard, result) = field.cut()
        #expect(clipboard.isEmpty)
        #expect(!result.wasApplied)
        #expect(field.text == "(41) ")
    }

    @Test(arguments: [
        (-5..<3, 0..<3), (2..<100, 2..<14), (20..<30, 14..<14), (3..<3, 3..<3),
    ])
    func selectionsAreClamped(_ requested: Range<Int>, _ expected: Range<Int>) {
        var field = EditingState(formatter: landline, text: "4133333333")
        #expect(field.select(requested).selection == expected)
        #expect(field.selectedText.count == expected.count)
    }

    @Test(arguments: [(-1, 0), (0, 0), (7, 7), (14, 14), (99, 14)])
    func caretMovesAreClamped(_ requested: Int, _ expected: Int) {
        var field = EditingState(formatter: landline, text: "4133333333")
        #expect(field.moveCaret(to: requested).caret == expected)
        #expect(field.selection == expected..<expected)
    }

    @Test func admitsRefusalLeavesTheStateUnchanged() {
        var field = EditingState(formatter: ShortText(limit: 3), text: "abc")
        let result = field.insert("d")
        #expect(result.refusal?.reason == .formatRule)
        #expect(result.refusal?.characters == "d")
        #expect(!result.wasApplied)
        #expect(field.text == "abc")
        #expect(!field.canUndo)
    }

    @Test func initialTextTheFormatterRefusesIsDropped() {
        let field = EditingState(formatter: ShortText(limit: 3), text: "abcdef")
        #expect(field.text.isEmpty)
    }

    @Test func autoskipRemovesSeparatorsBeforeTheCaret() {
        // The test mask ignores autoskip; this checks the option reaches the formatter.
        struct Recorder: InputFormatter {
            func apply(_ input: MaskInput) -> MaskResult {
                let skip: Bool
                if case .backward(let autoskip) = input.gravity { skip = autoskip } else { skip = false }
                let text = skip ? String(input.text.drop(while: { $0 == "-" })) : input.text
                return MaskResult(text: text, caret: min(input.caret, text.count), value: text, isComplete: true)
            }
        }
        var plain = EditingState(formatter: Recorder(), text: "-ab", autoskip: false)
        var skipping = EditingState(formatter: Recorder(), text: "-ab", autoskip: true)
        #expect(plain.deleteBackward().text == "-a")
        #expect(skipping.deleteBackward().text == "a")
    }
}
