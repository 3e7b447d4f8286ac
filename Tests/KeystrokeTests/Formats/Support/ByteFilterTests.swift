import Testing
@testable import Keystroke

/// `FormatText.filterBytes`: the character filter's byte face.
@Suite struct ByteFilterTests {
    static func digits(_ byte: UInt8, _ kept: Int) -> FormatText.ByteVerdict {
        byte &- 0x30 < 10 ? .keep(byte) : (byte == 0x20 ? .skip : .drop)
    }

    func filter(_ text: String, caret: Int? = nil, limit: Int = .max) -> MaskResult {
        FormatText.filterBytes(
            MaskInput(text: text, caret: caret), limit: limit, classify: Self.digits, isComplete: { $0.count == 3 })
    }

    @Test func keepsSkipsAndDrops() {
        let result = filter("1 2a3", caret: 3)
        #expect(result.text == "123")
        #expect(result.value == "123")
        #expect(result.caret == 2)
        #expect(result.dropped == "a")
        #expect(result.isComplete)
    }

    @Test func bytesPastTheLimitAreDropped() {
        let result = filter("12345", limit: 3)
        #expect(result.text == "123")
        #expect(result.dropped == "45")
        #expect(result.caret == 3)
    }

    @Test func nonASCIICharactersAreOneForeignByteEach() {
        // "é" composed and decomposed, a CR LF pair, an emoji: each one Character, each refused.
        let result = filter("1é2e\u{301}\r\n3👍🏽", caret: 6)
        #expect(result.text == "123")
        #expect(result.dropped == "ée\u{301}\r\n👍🏽")
        #expect(result.caret == 3)
    }

    @Test func theKeptTextIsTheInputWhenNothingChanged() {
        let input = MaskInput(text: "123")
        let shared = FormatText.filterBytes(input, limit: .max, classify: Self.digits) { $0.keptText }
        #expect(shared == "123")
        let uppercased = FormatText.filterBytes(
            MaskInput(text: "ab"), limit: .max, classify: { byte, _ in .keep(byte &- 0x20) }) { $0.keptText }
        #expect(uppercased == "AB")
    }

    @Test func offsetsAndCountsAreInCharacters() {
        let offsets = FormatText.filterBytes(MaskInput(text: "é1 2", caret: 2), limit: .max, classify: Self.digits) {
            (Array($0.offsets), $0.caret, $0.droppedOffsets)
        }
        #expect(offsets.0 == [1, 3])
        #expect(offsets.1 == 1)
        #expect(offsets.2 == [0])
    }

    @Test func theClassifierSeesHowManyWereKept() {
        // Keeps only while fewer than two are kept: the count is what it was told.
        let result = FormatText.filterBytes(
            MaskInput(text: "1234"), limit: .max, classify: { byte, kept in kept < 2 ? .keep(byte) : .drop },
            isComplete: { _ in true })
        #expect(result.text == "12")
        #expect(result.dropped == "34")
    }
}
