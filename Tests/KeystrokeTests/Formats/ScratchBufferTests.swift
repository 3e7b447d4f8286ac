import Testing

@testable import Keystroke

/// The bounds-checked scratch space the expiry date repairs its digits in.
@Suite struct ScratchBufferTests {
    @Test func startsFilledAndKeepsWhatIsWritten() {
        let text = ScratchBuffer.with(capacity: 4, filledWith: UInt8(ascii: "0")) { digits in
            digits[1] = UInt8(ascii: "7")
            digits[3] = digits[1]
            return digits.view(0..<4).string
        }
        #expect(text == "0707")
    }

    @Test func anIndexOutsideTheBufferTraps() async {
        await #expect(processExitsWith: .failure) {
            ScratchBuffer.with(capacity: 2, filledWith: 0) { (offsets: ScratchBuffer<Int>) in offsets[2] = 1 }
        }
        await #expect(processExitsWith: .failure) {
            _ = ScratchBuffer.with(capacity: 2, filledWith: UInt8(0)) { $0.view(0..<3).count }
        }
    }
}
