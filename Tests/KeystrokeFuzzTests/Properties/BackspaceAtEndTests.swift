@testable import Keystroke
import KeystrokeFuzzSupport
import KeystrokeTestSupport
import Testing

/// A Backspace at the end of ASCII text commits the formatter's layout of the text without its
/// last byte directly, when that removes exactly the value's last character. It must give what
/// the common deletion (`deleteByValue`) gives on the same state: same text, caret, value and completeness.
@Suite struct BackspaceAtEndTests {
    @Test(arguments: FuzzCatalog.names)
    func theShortcutGivesWhatTheProbeLoopGives(name: String) throws {
        let subject = try #require(try FuzzCatalog.subject(named: name))
        var random = SeededGenerator(seed: UInt64(truncatingIfNeeded: name.utf8.reduce(7) { $0 &* 31 &+ Int($1) }))
        var compared = 0
        var eligible = 0
        for _ in 0..<120 {
            let field = EditingState.randomlyTyped(subject, using: &random)
            let text = field.text
            guard text.utf8.count == field.textCount, field.caret == field.textCount, field.textCount > 0,
                field.formatterBox.applyDeletion(.backward(caret: field.caret), to: text, value: field.typedValue, autoskip: false) == nil
            else { continue }
            eligible += 1
            var shortcut = field
            var common = field
            guard let fast = shortcut.deleteLastByte() else { continue }
            let slow = common.deleteByValue(forward: false)
            compared += 1
            #expect(fast == slow, "\(name): Backspace at the end of '\(text)'")
            #expect(shortcut.typedValue == common.typedValue && shortcut.canUndo == common.canUndo,
                    "\(name): '\(text)'")
        }
        // Every format that deletes by splicing its text has states the shortcut takes.
        if eligible > 20 { #expect(compared > 0, "\(name): the shortcut never applied") }
    }
}
