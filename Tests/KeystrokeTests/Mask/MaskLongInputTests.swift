import Testing
@testable import Keystroke

/// Pastes far longer than the mask: what fits is kept, the rest is reported.
@Suite struct MaskLongInputTests {
    @Test func tenMegabytesOfDigits() throws {
        let mask = try Mask("+7 ([000]) [000] [00] [00]")
        let text = String(repeating: "1234567890", count: 1_000_000)
        let result = mask.apply(MaskInput(text: text, caret: text.utf8.count))
        #expect(result.text == "+7 (123) 456 78 90")
        #expect(result.value == "1234567890")
        #expect(result.isComplete)
        #expect(result.caret == result.text.count)
        #expect(result.dropped.utf8.count == 10_000_000 - 10)
        #expect(result.dropped.hasPrefix("1234567890"))
        // +10 consumed, −8 separators inserted, −(10 M − 10) dropped.
        #expect(result.affinity == 10 - 8 - (10_000_000 - 10))
    }

    @Test func longNonASCIIPaste() throws {
        let mask = try Mask("[000]-[000]")
        let text = String(repeating: "٤", count: 200_000) + "👍"
        let result = mask.apply(MaskInput(text: text, caret: 0, gravity: .backward(autoskip: false)))
        #expect(result.text == "444-444")
        #expect(result.value == "444444")
        #expect(result.caret == 0)
        #expect(result.dropped.count == 200_000 - 6 + 1)
        #expect(result.affinity == 6 - 1 - (200_000 - 6 + 1))
    }

    @Test func caretInsideTheDroppedTail() throws {
        let mask = try Mask("[00]")
        let result = mask.apply(MaskInput(text: "12345", caret: 4))
        #expect(result.text == "12")
        #expect(result.caret == 2)
        #expect(result.dropped == "345")
        #expect(result.affinity == -1)
    }

    @Test func longPasteIntoEllipsis() throws {
        let mask = try Mask("[0…]")
        let text = String(repeating: "7a", count: 100_000)
        let result = mask.apply(MaskInput(text: text))
        #expect(result.text.utf8.count == 100_000)
        #expect(result.dropped.utf8.count == 100_000)
        #expect(result.caret == 100_000)
    }
}
