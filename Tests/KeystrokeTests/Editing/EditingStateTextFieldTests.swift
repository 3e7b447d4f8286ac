import Foundation
import Keystroke
import Testing

/// The call sequences a `UITextField` delegate receives, replayed through the
/// platform-neutral API; ranges are UTF-16, as UIKit sends them.
@Suite("EditingState: text-field bridge")
struct EditingStateTextFieldTests {
    /// A Brazilian phone field with `keys` typed into it.
    static func phone(typing keys: String = "") throws -> EditingState {
        var state = EditingState(formatter: try Format(id: "phone-br"))
        type(keys, into: &state)
        return state
    }

    /// Types `keys` one by one, as UIKit reports each key: an empty range at the caret.
    static func type(_ keys: String, into state: inout EditingState) {
        for key in keys {
            state.replaceCharacters(in: NSRange(location: state.utf16Caret, length: 0), with: String(key))
        }
    }

    @Test func typingReportsUTF16Carets() throws {
        let state = try Self.phone(typing: "41999998888")
        #expect(state.text == "(41) 99999-8888")
        #expect(state.value == "41999998888")
        #expect(state.utf16Selection == NSRange(location: 15, length: 0))
        #expect(state.current.utf16Caret == 15)
    }

    @Test func backspaceAfterASeparatorRemovesTheDigitBeforeIt() throws {
        var state = try Self.phone(typing: "419")
        #expect(state.text == "(41) 9")
        // The caret after ") ": UIKit asks to delete the space, {4, 1}.
        state.moveCaret(to: 5)
        let result = state.replaceCharacters(in: NSRange(location: 4, length: 1), with: "")
        #expect(result.value == "49")
        #expect(result.text == "(49")
        #expect(result.utf16Caret == 2)
    }

    @Test func backspaceAfterAFlagRemovesTheWholeFlag() {
        var state = EditingState(formatter: ShortText(limit: 50), text: "Go 🇧🇷")
        #expect(state.utf16Selection == NSRange(location: 7, length: 0))
        // 🇧🇷 is four UTF-16 units; UIKit deletes them together.
        let result = state.replaceCharacters(in: NSRange(location: 3, length: 4), with: "")
        #expect(result.text == "Go ")
        #expect(result.utf16Caret == 3)
        // A range holding only the second regional indicator snaps to the whole flag.
        state.insert("🇧🇷")
        #expect(state.replaceCharacters(in: NSRange(location: 5, length: 2), with: "").text == "Go ")
    }

    @Test func forwardDeleteRemovesTheCharacterAfterTheCaret() throws {
        var state = try Self.phone(typing: "4133334444")
        state.moveCaret(to: 5)
        #expect(state.replaceCharacters(in: NSRange(location: 5, length: 1), with: "").value == "413334444")
        #expect(state.caret == 5)
        // Just before "-", Delete also takes the digit after it.
        state.setText("4133334444")
        state.moveCaret(to: 9)
        #expect(state.replaceCharacters(in: NSRange(location: 9, length: 1), with: "").value == "413333444")
    }

    @Test func pasteOverASelectionReplacesIt() throws {
        var state = try Self.phone(typing: "4133334444")
        // The user selects "3333" and pastes.
        state.select(utf16Range: NSRange(location: 5, length: 4))
        let result = state.replaceCharacters(in: NSRange(location: 5, length: 4), with: "99998")
        #expect(result.text == "(41) 99998-4444")
        #expect(result.value == "41999984444")
        #expect(result.utf16Caret == 10)
    }

    @Test func autocorrectReplacesTheWordBeforeTheCaret() {
        var state = EditingState(formatter: ShortText(limit: 100))
        Self.type("I saw teh", into: &state)
        // On the space key, UIKit first replaces "teh", then types the space.
        state.replaceCharacters(in: NSRange(location: 6, length: 3), with: "the")
        Self.type(" ", into: &state)
        #expect(state.text == "I saw the ")
        #expect(state.utf16Caret == 10)
        state.undo()
        #expect(state.text == "I saw the")
        state.undo()
        #expect(state.text == "I saw teh")
    }

    @Test func predictiveSuggestionWithATrailingSpace() {
        var state = EditingState(formatter: ShortText(limit: 100))
        Self.type("Olá Mari", into: &state)
        let result = state.replaceCharacters(in: NSRange(location: 4, length: 4), with: "Mariana ")
        #expect(result.text == "Olá Mariana ")
        #expect(result.utf16Caret == 12)
        #expect(state.canUndo)
        state.undo()
        #expect(state.text == "Olá Mari")
    }

    @Test func japaneseCompositionPassesThroughThenFormatsOnce() throws {
        var state = EditingState(formatter: try Format(id: "name"))
        Self.type("Taro ", into: &state)
        let before = state.text
        // Kana keyboard: each key replaces the whole marked text; then the conversion.
        state.setComposing(true)
        state.replaceCharacters(in: NSRange(location: 5, length: 0), with: "や")
        state.replaceCharacters(in: NSRange(location: 5, length: 1), with: "やま")
        state.replaceCharacters(in: NSRange(location: 5, length: 2), with: "やまだ")
        #expect(state.text == "Taro やまだ")
        #expect(!state.canRedo)
        state.replaceCharacters(in: NSRange(location: 5, length: 3), with: "山田")
        #expect(state.isComposing)
        let committed = state.setComposing(false)
        #expect(!state.isComposing)
        #expect(committed.text == "Taro 山田")
        #expect(committed.value == "Taro 山田")
        #expect(committed.utf16Caret == 7)
        // One undo step for the whole composition.
        state.undo()
        #expect(state.text == before)
        state.redo()
        #expect(state.text == "Taro 山田")
    }

    @Test func undoWaitsForTheCompositionToCommit() {
        var state = EditingState(formatter: ShortText(limit: 50), text: "ab")
        state.insert("c")
        state.setComposing(true)
        state.replaceCharacters(in: NSRange(location: 3, length: 0), with: "に")
        #expect(!state.undo().wasApplied)
        #expect(state.text == "abcに")
        state.setComposing(false)
        #expect(state.undo().text == "abc")
    }

    @Test func aWordDeletedBeforeTheCaretIsOneDeletion() {
        var state = EditingState(formatter: ShortText(limit: 100))
        Self.type("see you 👋 soon", into: &state)
        // Option-Backspace: the word before the caret, in one call.
        let result = state.replaceCharacters(in: NSRange(location: 11, length: 4), with: "")
        #expect(result.text == "see you 👋 ")
        #expect(result.utf16Caret == 11)
        state.undo()
        #expect(state.text == "see you 👋 soon")
    }

    @Test func autofilledPhoneIsReconciledAndFormatted() throws {
        var state = try Self.phone(typing: "4")
        // Autofill sets the control's text without calling the delegate.
        let filled = "+55 41 99999-8888"
        let result = state.reconcile(text: filled, utf16Selection: NSRange(location: filled.utf16.count, length: 0))
        #expect(result.text == "(41) 99999-8888")
        #expect(result.value == "41999998888")
        #expect(result.utf16Caret == 15)
        state.undo()
        #expect(state.text == "(4")
    }

    @Test func autofilledCardNumberIsReconciled() throws {
        var typed = EditingState(formatter: try Format(id: "credit-card"))
        Self.type("4111111111111111", into: &typed)
        var state = EditingState(formatter: try Format(id: "credit-card"))
        let result = state.reconcile(text: "4111111111111111", utf16Selection: NSRange(location: 16, length: 0))
        // The same as typing it, separators included.
        #expect(result.text == typed.text)
        #expect(result.text.hasPrefix("4111 1111 1111 1111"))
        #expect(result.value == "4111111111111111")
        #expect(result.isComplete)
        #expect(result.utf16Caret == typed.utf16Caret)
        #expect(state.canUndo)
    }

    @Test func reconcileOfTheSameTextOnlyMovesTheSelection() throws {
        var state = try Self.phone(typing: "41")
        let result = state.reconcile(text: state.text, utf16Selection: NSRange(location: 1, length: 2))
        #expect(!result.wasApplied)
        #expect(state.selection == 1..<3)
        #expect(!state.canUndo || state.text == "(41) ")
    }

    @Test func reconcileOfAMiddleEditIsOneReplacement() throws {
        var state = try Self.phone()
        state.setText("4133334444")
        // Dictation replaced "3333" with "5555" in the control.
        let result = state.reconcile(text: "(41) 5555-4444", utf16Selection: NSRange(location: 9, length: 0))
        #expect(result.value == "4155554444")
        state.undo()
        #expect(state.value == "4133334444")
    }

    /// A format whose traits ask for secure entry makes a secure field without being told twice.
    @Test func aPasswordOrPINFieldIsSecureByDefault() throws {
        for id in ["pin4", "pin6", "pin:5", "password"] {
            var field = EditingState(formatter: try Format(id: id))
            #expect(field.isSecureEntry, "\(id)")
            Self.type("1234", into: &field)
            #expect(!field.canUndo && !String(describing: field).contains("1234"), "\(id)")
        }
        #expect(EditingState(formatter: try PasswordFormat()).isSecureEntry)
        #expect(!EditingState(formatter: try Format(id: "pin4"), isSecureEntry: false).isSecureEntry)
        #expect(!EditingState(formatter: try Format(id: "cpf")).isSecureEntry)
        #expect(!EditingState(formatter: try Mask("[0000]")).isSecureEntry)
    }

    @Test func securePINKeepsNoHistoryAndHidesItsText() throws {
        var state = EditingState(formatter: try Format(id: "pin4"), isSecureEntry: true)
        Self.type("7395", into: &state)
        #expect(state.value == "7395")
        #expect(!state.canUndo)
        #expect(!state.undo().wasApplied)
        #expect(state.text == "7395")
        let refused = state.replaceCharacters(in: NSRange(location: 4, length: 0), with: "8")
        let refusal = try #require(refused.refusal)
        #expect(refusal.characters.isEmpty)
        #expect(!refusal.message.contains("8"))
        var dumped = ""
        dump(state, to: &dumped)
        dump(refused, to: &dumped)
        let outputs = [
            String(describing: state), String(reflecting: state), String(describing: refused),
            String(reflecting: refused), dumped, refusal.description,
        ]
        for output in outputs {
            #expect(!output.contains("7395"), "\(output)")
            #expect(!output.contains("\"8\""), "\(output)")
        }
        #expect(String(describing: state).contains("hidden"))
    }

    @Test func plainFieldsDescribeTheirText() throws {
        let state = try Self.phone(typing: "41")
        #expect(String(describing: state).contains("(41) "))
        #expect(String(describing: state.current).contains("(41) "))
    }

    @Test func undoAndRedoThroughUTF16Edits() throws {
        var state = try Self.phone(typing: "419")
        state.replaceCharacters(in: NSRange(location: 5, length: 1), with: "")
        #expect(state.text == "(41) ")
        #expect(state.undo().text == "(41) 9")
        #expect(state.undo().text == "(41) ")
        #expect(state.redo().text == "(41) 9")
        #expect(state.redo().text == "(41) ")
        #expect(!state.canRedo)
    }

    static let invalidRanges: [NSRange] = [
        NSRange(location: NSNotFound, length: 0),
        NSRange(location: -1, length: 1),
        NSRange(location: 2, length: -3),
    ]

    @Test(arguments: invalidRanges)
    func invalidRangesAreRefused(_ range: NSRange) throws {
        var state = try Self.phone(typing: "41")
        let before = state.current
        let result = state.replaceCharacters(in: range, with: "9")
        #expect(!result.wasApplied)
        #expect(result.refusal?.reason == .invalidRange)
        #expect(result.refusal?.message.contains("range") == true)
        #expect(result.dropped == "9")
        #expect(state.current == before)
    }

    @Test func rangesPastTheEndAreClamped() throws {
        var state = try Self.phone(typing: "41")
        #expect(state.replaceCharacters(in: NSRange(location: 99, length: 5), with: "9").text == "(41) 9")
        #expect(state.replaceCharacters(in: NSRange(location: 5, length: Int.max), with: "").text == "(41) ")
    }

    @Test func rangesSplittingASurrogatePairSnapToWholeCharacters() {
        var state = EditingState(formatter: ShortText(limit: 50), text: "a😀b")
        // {2, 1} is the low surrogate of 😀; selecting it selects the whole emoji.
        state.select(utf16Range: NSRange(location: 2, length: 1))
        #expect(state.selection == 1..<2)
        #expect(state.utf16Selection == NSRange(location: 1, length: 2))
        let result = state.replaceCharacters(in: NSRange(location: 2, length: 0), with: "x")
        #expect(result.text == "a😀xb" || result.text == "ax😀b")
        #expect(result.text.count == 4)
        #expect(result.utf16Selection.location <= result.text.utf16.count)
    }

    @Test func nonASCIITextConvertsOffsetsBothWays() {
        let sample = "é👩‍👩‍👧‍👦🇧🇷x\r\ny"
        var state = EditingState(formatter: ShortText(limit: 50), text: sample)
        var units = 0
        for (offset, character) in sample.enumerated() {
            state.moveCaret(to: offset)
            #expect(state.utf16Caret == units)
            state.select(utf16Range: NSRange(location: units, length: character.utf16.count))
            #expect(state.selection == offset..<(offset + 1))
            units += character.utf16.count
        }
    }
}
