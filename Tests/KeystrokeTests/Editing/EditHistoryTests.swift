import Testing
import KeystrokeTestSupport
@testable import Keystroke

/// The history keeps its undo steps in a ring that grows, then wraps at the limit; from outside
/// it must behave as two plain bounded stacks.
@Suite struct EditHistoryTests {
    /// A step's fields, comparable.
    struct Step: Equatable, CustomStringConvertible {
        var text: String, textCount: Int, selection: Range<Int>, value: String, isComplete: Bool

        init(text: String, textCount: Int, selection: Range<Int>, value: String, isComplete: Bool) {
            (self.text, self.textCount, self.selection, self.value, self.isComplete) = (text, textCount, selection, value, isComplete)
        }

        init(_ snapshot: EditHistory.Snapshot) {
            (text, textCount, selection, value, isComplete) =
                (snapshot.text, snapshot.textCount, snapshot.selection, snapshot.value, snapshot.isComplete)
        }

        var snapshot: EditHistory.Snapshot {
            .init(text: text, textCount: textCount, selection: selection, value: value, isComplete: isComplete)
        }

        var description: String { "\(text.debugDescription) \(selection) \(value.debugDescription) \(isComplete)" }
    }

    /// A random step: short ASCII most often, sometimes long or non-ASCII, with the value the
    /// text itself or another string.
    static func randomStep(_ random: inout SeededGenerator) -> Step {
        let pieces = ["1", "a", "-", " ", "é", "👩‍💻", "\r\n", "ABCDEFGHIJ", "0123456789012345678901234567890123456789"]
        let length = Int.random(in: 0...(Bool.random(using: &random) ? 4 : 12), using: &random)
        let text = (0..<length).map { _ in pieces[Int.random(in: 0..<(Bool.random(using: &random) ? 4 : pieces.count), using: &random)] }
            .joined()
        let count = text.count
        let lower = Int.random(in: 0...count, using: &random)
        let upper = Int.random(in: lower...count, using: &random)
        let value = Bool.random(using: &random) ? text : String(text.filter(\.isNumber))
        return Step(text: text, textCount: count, selection: lower..<upper, value: value, isComplete: Bool.random(using: &random))
    }

    @Test(arguments: [1, 2, 3, 5, 8, 17, 100])
    func behavesAsTwoBoundedStacks(limit: Int) {
        var random = SeededGenerator(seed: UInt64(limit) &* 7919)
        var history = EditHistory(limit: limit)
        var undo: [Step] = [], redo: [Step] = []
        for operation in 0..<4_000 {
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<5:
                let step = Self.randomStep(&random)
                history.record(step.snapshot)
                undo.append(step)
                if undo.count > limit { undo.removeFirst() }
                redo.removeAll()
            default:
                // An undo or a redo, as `EditingState` makes them: the popped step is restored,
                // and the current state goes onto the other stack.
                let undoing = Bool.random(using: &random)
                let popped = (undoing ? history.popUndo() : history.popRedo()).map(Step.init)
                #expect(popped == (undoing ? undo.popLast() : redo.popLast()), "operation \(operation)")
                guard popped != nil else { break }
                let current = Self.randomStep(&random)
                if undoing {
                    history.pushRedo(current.snapshot)
                    redo.append(current)
                } else {
                    history.pushUndo(current.snapshot)
                    undo.append(current)
                    if undo.count > limit { undo.removeFirst() }
                }
            }
            #expect(history.undoCount == undo.count && history.redoCount == redo.count, "operation \(operation)")
        }
        // Emptied at the end: every step comes back, newest first.
        while let step = undo.popLast() { #expect(history.popUndo().map(Step.init) == step) }
        #expect(history.popUndo() == nil)
    }
}
