import Foundation
import Keystroke
import Testing
import UIKitStandIn

/// The adapter driven through the UIKit stand-in the way UIKit drives a delegate.
@MainActor
@Suite("FormattedTextFieldDelegate through the UIKit stand-in")
struct FormattedTextFieldDelegateTests {
    /// A text field with a delegate for `id`, and the results it reported.
    @MainActor
    final class Harness {
        let field = UITextField()
        let delegate: FormattedTextFieldDelegate
        var reported: [EditResult] = []
        var events = 0

        init(_ id: String) throws {
            delegate = FormattedTextFieldDelegate(format: try Format(id: id))
            delegate.attach(to: field)
            delegate.onChange = { [unowned self] in self.reported.append($0) }
            field.addAction(UIAction(handler: { [unowned self] _ in self.events += 1 }), for: .editingChanged)
        }

        func type(_ keys: String) {
            for key in keys { field.userTypes(String(key)) }
        }
    }

    @Test func typingFormatsTheFieldAndPlacesTheCaret() throws {
        let harness = try Harness("phone-br")
        harness.type("41999998888")
        #expect(harness.field.text == "(41) 99999-8888")
        #expect(harness.field.selectedUTF16Range == NSRange(location: 15, length: 0))
        #expect(harness.delegate.state.value == "41999998888")
        #expect(harness.reported.count == 11)
        // One .editingChanged per key, sent by the delegate since UIKit was told not to change the text.
        #expect(harness.events == 11)
    }

    @Test func attachSetsTheTraits() throws {
        let harness = try Harness("phone-br")
        #expect(harness.field.keyboardType == .phonePad)
        #expect(harness.field.textContentType == .telephoneNumber)
        #expect(harness.field.autocorrectionType == .no)
        #expect(harness.field.smartQuotesType == .no)
        let pin = try Harness("pin4")
        #expect(pin.field.isSecureTextEntry)
        #expect(pin.field.textContentType == .oneTimeCode)
        let name = try Harness("name")
        #expect(name.field.autocapitalizationType == .words)
    }

    @Test func backspaceAfterASeparatorAndAfterAFlag() throws {
        let phone = try Harness("phone-br")
        phone.type("419")
        phone.field.userSelects(NSRange(location: 5, length: 0))
        phone.field.userPressesBackspace()
        #expect(phone.field.text == "(49")
        #expect(phone.field.selectedUTF16Range == NSRange(location: 2, length: 0))

        let text = try Harness("optional")
        text.type("Go 🇧🇷")
        #expect(text.field.selectedUTF16Range == NSRange(location: 7, length: 0))
        text.field.userPressesBackspace()
        #expect(text.field.text == "Go ")
    }

    @Test func pasteOverASelectionAndSelectionTracking() throws {
        let harness = try Harness("phone-br")
        harness.type("4133334444")
        harness.field.userSelects(NSRange(location: 5, length: 4))
        #expect(harness.delegate.state.selection == 5..<9)
        harness.field.userReplaces(NSRange(location: 5, length: 4), with: "99998")
        #expect(harness.field.text == "(41) 99998-4444")
        #expect(harness.field.selectedUTF16Range == NSRange(location: 10, length: 0))
    }

    @Test func aRefusedKeyLeavesTheFieldAndReportsWhy() throws {
        let harness = try Harness("phone-br")
        harness.type("41")
        harness.field.userTypes("x")
        #expect(harness.field.text == "(41) ")
        #expect(harness.reported.last?.refusal?.reason == .characterNotAllowed)
        #expect(harness.events == 2)
    }

    @Test func japaneseCompositionIsLeftToTheInputMethodThenFormattedOnce() throws {
        let harness = try Harness("name")
        harness.type("Taro ")
        let field = harness.field
        field.userComposes("や")
        field.userComposes("やま")
        field.userComposes("やまだ")
        #expect(field.text == "Taro やまだ")
        #expect(harness.delegate.state.isComposing)
        field.userComposes("山田")
        field.userCommitsComposition()
        #expect(!harness.delegate.state.isComposing)
        #expect(field.text == "Taro 山田")
        #expect(harness.delegate.state.value == "Taro 山田")
        #expect(field.selectedUTF16Range == NSRange(location: 7, length: 0))
        // The whole composition is one undo step.
        field.undoManager?.undo()
        #expect(field.text == "Taro ")
    }

    @Test func autofilledPhoneAndCardAreReconciled() throws {
        let phone = try Harness("phone-br")
        phone.field.systemFills("+55 41 99999-8888")
        #expect(phone.field.text == "(41) 99999-8888")
        #expect(phone.delegate.state.value == "41999998888")
        #expect(phone.field.selectedUTF16Range == NSRange(location: 15, length: 0))

        let card = try Harness("credit-card")
        card.field.systemFills("4111111111111111")
        #expect(card.delegate.state.value == "4111111111111111")
        #expect(card.field.text?.hasPrefix("4111 1111 1111 1111") == true)
        #expect(card.delegate.state.isComplete)
    }

    @Test func securePINKeepsNoUndoSteps() throws {
        let pin = try Harness("pin4")
        #expect(pin.delegate.state.isSecureEntry)
        pin.type("7395")
        #expect(pin.delegate.state.value == "7395")
        #expect(pin.field.undoManager?.canUndo == false)
        #expect(!pin.delegate.state.canUndo)
        for result in pin.reported {
            #expect(!String(describing: result).contains("7395"))
        }
    }

    @Test func undoAndRedoGoThroughTheUndoManagerToTheHistory() throws {
        let harness = try Harness("phone-br")
        harness.type("419")
        let manager = try #require(harness.field.undoManager)
        manager.undo()
        #expect(harness.field.text == "(41) ")
        manager.undo()
        #expect(harness.field.text == "(4")
        manager.redo()
        #expect(harness.field.text == "(41) ")
        manager.redo()
        #expect(harness.field.text == "(41) 9")
        #expect(!manager.canRedo)
        #expect(harness.delegate.state.value == "419")
    }

    @Test func autocorrectAndPredictiveTextInAFreeTextField() throws {
        let harness = try Harness("optional")
        harness.type("I saw teh")
        harness.field.userReplaces(NSRange(location: 6, length: 3), with: "the")
        harness.type(" Mari")
        harness.field.userReplaces(NSRange(location: 10, length: 4), with: "Mariana ")
        #expect(harness.field.text == "I saw the Mariana ")
        #expect(harness.field.selectedUTF16Range == NSRange(location: 18, length: 0))
    }
}
