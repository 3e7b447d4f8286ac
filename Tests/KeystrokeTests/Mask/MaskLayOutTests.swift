import Testing
@testable import Keystroke

/// `Mask.layOut`: a filtered value laid out by a mask, the caret kept after the same value byte.
@Suite struct MaskLayOutTests {
    let mask = FormatText.builtInMask("[0000] [0000]")

    func layOut(_ value: String, caret: Int, _ gravity: CaretGravity, typed: String = "") -> MaskResult {
        Array(value.utf8).withUnsafeBufferPointer { mask.layOut($0, caret: caret, gravity: gravity, typed: typed) }
    }

    @Test(arguments: [
        // (caret in value bytes, gravity, caret in the text)
        (4, CaretGravity.forward(autocomplete: false), 5),
        (4, .forward(autocomplete: true), 5),
        (4, .backward(autoskip: false), 5),
        (4, .backward(autoskip: true), 4),
        (2, .backward(autoskip: false), 2),
        (6, .backward(autoskip: true), 7),
        (0, .forward(autocomplete: true), 0),
    ])
    func caretStaysAfterTheSameValueByte(caret: Int, gravity: CaretGravity, expected: Int) {
        let result = layOut("411111", caret: caret, gravity)
        #expect(result.text == "4111 11")
        #expect(result.value == "411111")
        #expect(result.caret == expected)
        #expect(!result.isComplete)
        #expect(result.dropped.isEmpty)
    }

    @Test func autocompleteAtTheEndAppendsTheNextSeparator() {
        #expect(layOut("4111", caret: 4, .forward(autocomplete: true)).text == "4111 ")
        #expect(layOut("4111", caret: 4, .forward(autocomplete: true)).caret == 5)
        #expect(layOut("4111", caret: 4, .forward(autocomplete: false)).text == "4111")
        #expect(layOut("4111", caret: 3, .forward(autocomplete: true)).text == "4111")
        // A full mask has nothing to append.
        let full = layOut("41112222", caret: 8, .forward(autocomplete: true))
        #expect(full.text == "4111 2222")
        #expect(full.isComplete)
    }

    @Test func theTypedTextIsReturnedWhenTheLayoutEqualsIt() {
        #expect(layOut("41111", caret: 5, .forward(autocomplete: false), typed: "4111 1").text == "4111 1")
        #expect(layOut("41111", caret: 5, .forward(autocomplete: false), typed: "41111").text == "4111 1")
    }

    @Test func bytesPastTheMaskAreDropped() {
        let result = layOut("4111222233", caret: 10, .forward(autocomplete: false))
        #expect(result.text == "4111 2222")
        #expect(result.dropped == "33")
    }
}
