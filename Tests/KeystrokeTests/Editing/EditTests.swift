import Foundation
import Keystroke
import Testing

@Suite("Edit")
struct EditTests {
    static let phone = "([00]) [00000]-[0000]"

    @Test func applyPerformsEachEditAsItsMethodDoes() throws {
        var applied = EditingState(formatter: try Mask(Self.phone))
        var called = applied
        let pairs: [(Edit, (inout EditingState) -> EditResult)] = [
            (.insert("4"), { $0.insert("4") }),
            (.paste("1999998888"), { $0.paste("1999998888") }),
            (.caret(5), { $0.moveCaret(to: 5) }),
            (.deleteForward(1), { $0.deleteForward() }),
            (.select(1..<3), { $0.select(1..<3) }),
            (.cut, { $0.cut().result }),
            (.undo, { $0.undo() }),
            (.redo, { $0.redo() }),
            (.setText("4133334444"), { $0.setText("4133334444") }),
            (.replaceCharacters(NSRange(location: 14, length: 0), "5"), { $0.replaceCharacters(in: NSRange(location: 14, length: 0), with: "5") }),
            (.reconcile("(41) 3333-444", NSRange(location: 13, length: 0)), { $0.reconcile(text: "(41) 3333-444", utf16Selection: NSRange(location: 13, length: 0)) }),
            (.backspace(1), { $0.deleteBackward() }),
        ]
        for (edit, method) in pairs {
            #expect(applied.apply(edit) == method(&called), "\(edit)")
            #expect(applied.current == called.current, "\(edit)")
        }
    }

    @Test func repeatedBackspaceStopsAtTheEmptyField() throws {
        var field = EditingState(formatter: try Mask(Self.phone), text: "41")
        let result = field.apply(.backspace(1_000))
        #expect(result.text.isEmpty)
        #expect(field.text.isEmpty)
        #expect(field.apply(.backspace(-3)) == field.current)
    }
}
