import Keystroke
import Testing

/// One edit of a field.
enum EditAction: Sendable, CustomStringConvertible {
    case type(String)
    case paste(String)
    case backspace
    case delete

    var description: String {
        switch self {
        case .type(let text): "type \"\(text)\""
        case .paste(let text): "paste \"\(text.prefix(40))\""
        case .backspace: "backspace"
        case .delete: "delete"
        }
    }

    func run(on state: inout EditingState) -> EditResult {
        switch self {
        case .type(let text): state.insert(text)
        case .paste(let text): state.paste(text)
        case .backspace: state.deleteBackward()
        case .delete: state.deleteForward()
        }
    }
}

/// A row of an editing table: a field's starting text and selection, an edit,
/// and the text and caret it must produce.
struct EditCase: Sendable, CustomTestStringConvertible {
    var start: String
    var selection: Range<Int>
    var action: EditAction
    var text: String
    var caret: Int
    var refusal: Refusal.Reason? = nil

    init(_ start: String, _ selection: Range<Int>, _ action: EditAction, _ text: String, _ caret: Int,
         refusal: Refusal.Reason? = nil) {
        self.start = start
        self.selection = selection
        self.action = action
        self.text = text
        self.caret = caret
        self.refusal = refusal
    }

    /// Shorthand for a caret (empty selection).
    init(_ start: String, caret: Int, _ action: EditAction, _ text: String, _ newCaret: Int,
         refusal: Refusal.Reason? = nil) {
        self.init(start, caret..<caret, action, text, newCaret, refusal: refusal)
    }

    var testDescription: String { "\"\(start)\" \(selection) \(action) → \"\(text)\" @\(caret)" }

    /// Runs the edit on a field with `formatter` and checks the outcome.
    func check(with formatter: any InputFormatter, sourceLocation: SourceLocation = #_sourceLocation) {
        var state = EditingState(formatter: formatter, text: start)
        #expect(state.text == start, "start text is already formatted", sourceLocation: sourceLocation)
        state.select(selection)
        let before = state.current
        let result = action.run(on: &state)
        #expect(result.text == text, sourceLocation: sourceLocation)
        #expect(result.caret == caret, sourceLocation: sourceLocation)
        #expect(result.refusal?.reason == refusal, sourceLocation: sourceLocation)
        #expect(state.text == result.text && state.selection == result.selection, sourceLocation: sourceLocation)
        #expect(state.value == result.value && state.isComplete == result.isComplete, sourceLocation: sourceLocation)
        if !result.wasApplied {
            #expect(result.text == before.text && result.selection == before.selection, sourceLocation: sourceLocation)
        }
    }
}
