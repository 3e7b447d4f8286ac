import Testing
@testable import Keystroke

/// The writer behind every hand-built string: what it writes, and that a broken contract
/// stops the program instead of touching memory outside the buffer.
@Suite struct ASCIIWriterTests {
    @Test func appendsWriteForwardsAndTheTextEndsWhereTheyStop() {
        let text = ASCIIWriter.string(capacity: 20) { writer in
            writer.append(UInt8(ascii: "("))
            Array("41".utf8).withUnsafeBufferPointer { writer.append(contentsOf: $0) }
            writer.append(UInt8(ascii: ")"))
            #expect(writer.remaining == 16)
        }
        #expect(text == "(41)")
        #expect(text.utf8.count == 4)
    }

    @Test(arguments: ["", "(41) 9", "(41) 99999-8888", "a longer text than fifteen bytes", "R$ 1,00 – ok"])
    func copiesAreTheBytesGiven(text: String) {
        let bytes = Array(text.utf8)
        let copy = bytes.withUnsafeBufferPointer { ASCIIWriter.string(copying: $0) }
        #expect(copy == text)
    }

    @Test func aCopyOfBrokenUTF8IsRepairedNotBroken() {
        let copy = [UInt8(ascii: "a"), 0xFF, UInt8(ascii: "b")].withUnsafeBufferPointer { ASCIIWriter.string(copying: $0) }
        #expect(copy == "a\u{FFFD}b")
    }

    @Test func numbersAreZeroPaddedToTheirWidthAndKeepTheirLastDigits() {
        let text = ASCIIWriter.string(capacity: 12) { writer in
            writer.append(7, width: 2)
            writer.append(UInt8(ascii: "/"))
            writer.append(2026, width: 2)
            writer.append(UInt8(ascii: "/"))
            writer.append(42, width: 4)
            writer.append(123, width: 0)
        }
        #expect(text == "07/26/0042")
    }

    @Test func prependsWriteBackwardsFromTheEnd() {
        let text = ASCIIWriter.string(capacity: 7) { writer in
            var value = 123_456
            for _ in 0..<3 {
                writer.prepend(UInt8(truncatingIfNeeded: 0x30 + value % 10))
                value /= 10
            }
            writer.prepend(UInt8(ascii: ","))
            while value > 0 {
                writer.prepend(UInt8(truncatingIfNeeded: 0x30 + value % 10))
                value /= 10
            }
        }
        #expect(text == "123,456")
    }

    @Test func bothEndsMeetInOneText() {
        let text = ASCIIWriter.string(capacity: 5) { writer in
            writer.append(UInt8(ascii: "a"))
            writer.append(UInt8(ascii: "b"))
            writer.prepend(UInt8(ascii: "e"))
            writer.prepend(UInt8(ascii: "d"))
            writer.prepend(UInt8(ascii: "c"))
            #expect(writer.remaining == 0)
        }
        #expect(text == "abcde")
    }

    @Test func utf8PiecesFromValidStringsKeepTheirScalars() {
        // "R$ 1,50" with a no-break space and "€", as a currency layout writes them.
        let euro = Array("€".utf8), space = Array("\u{A0}".utf8)
        let text = ASCIIWriter.string(capacity: euro.count + space.count + 4) { writer in
            Array("1,50".utf8).withUnsafeBufferPointer { writer.append(contentsOf: $0) }
            space.withUnsafeBufferPointer { writer.append(utf8: $0) }
            euro.withUnsafeBufferPointer { writer.append(utf8: $0) }
        }
        #expect(text == "1,50\u{A0}€")
        #expect(text.count == 6)

        let prefixed = ASCIIWriter.string(capacity: euro.count + 2) { writer in
            writer.prepend(UInt8(ascii: "5"))
            writer.prepend(UInt8(ascii: " "))
            euro.withUnsafeBufferPointer { writer.prepend(utf8: $0) }
        }
        #expect(prefixed == "€ 5")
    }

    @Test func anEmptyCapacityOrNothingWrittenGivesTheEmptyString() {
        #expect(ASCIIWriter.string(capacity: 0) { _ in }.isEmpty)
        #expect(ASCIIWriter.string(capacity: 8) { _ in }.isEmpty)
    }

    @Test func withBytesHandsOverExactlyTheWrittenBytes() {
        let bytes = ASCIIWriter.withBytes(capacity: 6, { writer in
            writer.prepend(UInt8(ascii: "9"))
            writer.prepend(UInt8(ascii: "8"))
            writer.append(UInt8(ascii: "1"))
            writer.append(UInt8(ascii: "2"))
            writer.append(UInt8(ascii: "3"))
            writer.append(UInt8(ascii: "4"))
        }, { Array($0) })
        #expect(bytes == Array("123489".utf8))
        let prefix = ASCIIWriter.withBytes(capacity: 6, { $0.append(UInt8(ascii: "x")) }, { Array($0) })
        #expect(prefix == [UInt8(ascii: "x")])
    }

    @Test func withBytesFillingGivesNilWhenTheFillGivesUp() {
        func digits(of text: String, capacity: Int) -> String? {
            ASCIIWriter.withBytes(capacity: capacity, filling: { writer in
                for byte in text.utf8 where byte &- 0x30 < 10 {
                    guard writer.remaining > 0 else { return false }
                    writer.append(byte)
                }
                return true
            }, then: { $0.string })
        }
        #expect(digits(of: "12a4", capacity: 3) == "124")
        #expect(digits(of: "12a4", capacity: 2) == nil)
        #expect(digits(of: "", capacity: 0) == "")
    }

    // MARK: - Broken contracts stop the program

    @Test func writingPastTheCapacityTraps() async {
        await #expect(processExitsWith: .failure) {
            _ = ASCIIWriter.string(capacity: 2) { writer in
                for byte in Array("abc".utf8) { writer.append(byte) }
            }
        }
        await #expect(processExitsWith: .failure) {
            _ = ASCIIWriter.string(capacity: 3) { writer in
                writer.append(UInt8(ascii: "a"))
                writer.append(UInt8(ascii: "b"))
                Array("cd".utf8).withUnsafeBufferPointer { writer.prepend(utf8: $0) }
            }
        }
        await #expect(processExitsWith: .failure) {
            _ = ASCIIWriter.string(capacity: 3) { writer in writer.append(12_345, width: 5) }
        }
    }

    @Test func aNonASCIIByteTraps() async {
        await #expect(processExitsWith: .failure) {
            _ = ASCIIWriter.string(capacity: 4) { writer in writer.append(0xC3) }
        }
        await #expect(processExitsWith: .failure) {
            _ = ASCIIWriter.string(capacity: 4) { writer in
                Array("é".utf8).withUnsafeBufferPointer { writer.append(contentsOf: $0) }
            }
        }
    }

    @Test func aGapOfUnwrittenBytesTraps() async {
        await #expect(processExitsWith: .failure) {
            _ = ASCIIWriter.string(capacity: 4) { writer in
                writer.append(UInt8(ascii: "a"))
                writer.prepend(UInt8(ascii: "z"))
            }
        }
    }
}
