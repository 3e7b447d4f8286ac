import Keystroke
import Testing

/// Long seeded sequences of random edits: the state stays consistent, and
/// undoing everything returns to the start.
@Suite("EditingState: random edit sequences")
struct EditingStateRandomEditTests {
    static let formats = ["+7 ([000]) [000] [00] [00]", "([00]) [00000]-[0000]", "[0…]", "[AA]-[00]"]
    static let pieces = ["1", "7", "a", "Z", "-", " ", "(", "é", "👩‍💻", "\u{301}", "١", "99", "(41) 3", "x9y8"]

    @Test(arguments: formats, [UInt64(1), 2, 3])
    func randomEditsKeepTheStateConsistent(_ format: String, _ seed: UInt64) throws {
        let mask = try Mask(format)
        // The test target's seeded SplitMix64 generator, so failures replay.
        var random = IntlSeededGenerator(seed: seed)
        var field = EditingState(formatter: mask, historyLimit: 1_000)
        let start = (field.text, field.selection, field.value)
        for _ in 0..<300 {
            let count = field.text.count
            let a = Int.random(in: -1...(count + 1), using: &random)
            let b = Int.random(in: -1...(count + 1), using: &random)
            switch Int.random(in: 0..<8, using: &random) {
            case 0: field.select(min(a, b)..<max(a, b))
            case 1: field.moveCaret(to: a)
            case 2, 3: field.insert(Self.pieces.randomElement(using: &random) ?? "1")
            case 4: field.paste(String(repeating: Self.pieces.randomElement(using: &random) ?? "1", count: b & 7))
            case 5: field.deleteBackward()
            case 6: field.deleteForward()
            default: _ = field.cut()
            }
            #expect(field.selection.lowerBound >= 0 && field.selection.upperBound <= field.text.count)
            // The shown text is a fixed point of the mask, with the value it extracts.
            let again = mask.apply(MaskInput(text: field.text, caret: field.text.count, gravity: .backward(autoskip: false)))
            #expect(again.text == field.text, "\(format): \"\(field.text)\" is not formatted")
            #expect(again.value == field.value)
        }
        while field.canUndo { field.undo() }
        #expect(field.text == start.0 && field.selection == start.1 && field.value == start.2)
    }
}
