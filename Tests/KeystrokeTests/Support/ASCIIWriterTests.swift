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

    @Test(arguments: [(UInt64(1_234_567_890), 10, "1234567890", UInt64(0)), (987_654, 3, "654", 987), (42, 5, "00042", 0), (7, 0, "", 7)])
    func digitRunsArePrependedAndDroppedFromTheValue(value: UInt64, count: Int, text: String, rest: UInt64) {
        var left = value
        #expect(ASCIIWriter.string(capacity: count) { $0.prepend(digitsOf: &left, count: count) } == text)
        #expect(left == rest)
    }

    @Test func aDigitRunPastTheCapacityTraps() async {
        await #expect(processExitsWith: .failure) {
            var value: UInt64 = 123
            _ = ASCIIWriter.string(capacity: 2) { $0.prepend(digitsOf: &value, count: 3) }
        }
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

    // MARK: - Strings of whole pieces

    /// Arabic-Indic digits, a group separator, a no-break space and the euro sign, with ASCII bytes between.
    static func arabicTable() -> (UTF8Pieces, group: UTF8Pieces.Piece, euro: UTF8Pieces.Piece) {
        var table = UTF8Pieces(digitsFrom: "\u{660}")!
        let group = table.add("\u{66C}")
        let euro = table.add("\u{A0}€")
        return (table, group, euro)
    }

    @Test(arguments: [0, 7, 1_234, 1_234_567_890])
    func piecesAndASCIIBytesMakeTheTextTheyEncode(value: Int) {
        let (table, group, euro) = Self.arabicTable()
        let digits = Array(String(value))
        let capacity = 1 + digits.count * 2 + 2 + 5
        let text = ASCIIWriter.string(capacity: capacity, pieces: table) { writer, bytes in
            writer.prepend(euro, from: bytes)
            var rest = UInt64(value)
            writer.prepend(digitsOf: &rest, count: digits.count, from: bytes)
            writer.prepend(group, from: bytes)
            writer.prepend(UInt8(ascii: "-"))
        }
        let arabic = String(String.UnicodeScalarView(digits.map { Unicode.Scalar(0x660 + UInt32(String($0))!)! }))
        #expect(text == "-\u{66C}" + arabic + "\u{A0}€")
        #expect(text.utf8.count == capacity)
        #expect(Array(text.utf8) == Array(("-\u{66C}" + arabic + "\u{A0}€").utf8))
    }

    /// Every pair of digits, and a single one before it, in digits of one to four UTF-8 bytes.
    @Test(arguments: ["0", "\u{660}", "\u{966}", "\u{1D7CE}"] as [Unicode.Scalar])
    func runsOfDigitsAreTheirDigits(zero: Unicode.Scalar) {
        let table = UTF8Pieces(digitsFrom: zero)!
        func digit(_ value: UInt64) -> String { String(Character(Unicode.Scalar(zero.value + UInt32(value))!)) }
        for pair in UInt64(0)..<100 {
            let value = (pair % 10) * 100 + pair
            var rest = value * 10 + 4
            let text = ASCIIWriter.string(capacity: 4 * table.digitWidth + 1, pieces: table) { writer, bytes in
                writer.prepend(UInt8(ascii: "|"))
                writer.prepend(digitsOf: &rest, count: 1, from: bytes)
                writer.prepend(digitsOf: &rest, count: 0, from: bytes)
                writer.prepend(digitsOf: &rest, count: 3, from: bytes)
            }
            #expect(text == digit(value / 100) + digit(value / 10 % 10) + digit(value % 10) + digit(4) + "|")
            #expect(rest == 0)
        }
    }

    @Test func aTableOfDigitsOfUnequalWidthsIsRefused() {
        // U+007E then U+007F… are not ten digits of one width past U+0077 (U+0080 takes two bytes).
        #expect(UTF8Pieces(digitsFrom: "\u{77}") == nil)
        #expect(UTF8Pieces(digitsFrom: "0")?.isASCII == true)
        #expect(UTF8Pieces(digitsFrom: "\u{966}")?.digitWidth == 3)
    }

    @Test func bytesCopiedFromOutsideTheTableAreCheckedAsUsual() {
        let (table, _, _) = Self.arabicTable()
        let text = ASCIIWriter.string(capacity: 3, pieces: table) { writer, _ in
            [UInt8(ascii: "a"), 0xFF, UInt8(ascii: "b")].withUnsafeBufferPointer { writer.prepend(utf8: $0) }
        }
        #expect(text == "a\u{FFFD}b")
    }

    @Test func aPieceOfAnotherTableOutsideThisOneTraps() async {
        await #expect(processExitsWith: .failure) {
            var other = UTF8Pieces(digitsFrom: "0")!
            _ = other.add(String(repeating: "a longer piece than the whole other table ", count: 40))
            let far = other.add("€")
            let (table, _, _) = ASCIIWriterTests.arabicTable()
            _ = ASCIIWriter.string(capacity: 3, pieces: table) { writer, bytes in writer.prepend(far, from: bytes) }
        }
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
