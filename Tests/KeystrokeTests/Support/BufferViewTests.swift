import Testing

@testable import Keystroke

/// The bounds-checked byte view the formats read strings through.
@Suite struct BufferViewTests {
    @Test func readsAStringsBytesAndItsParts() {
        ByteView.with("12345-678") { bytes in
            #expect(bytes.count == 9)
            #expect(bytes[5] == UInt8(ascii: "-"))
            #expect(Array(bytes[..<5]) == Array("12345".utf8))
            #expect(Array(bytes[6...]) == Array("678".utf8))
            #expect(bytes[2..<4][1] == UInt8(ascii: "4"))
            #expect(bytes[9...].isEmpty)
            #expect(bytes.firstIndex { $0 == UInt8(ascii: "-") } == 5)
            #expect(bytes.first == UInt8(ascii: "1") && bytes.last == UInt8(ascii: "8"))
            #expect(bytes[1..<3].string == "23")
        }
    }

    @Test func readsASubstringThatIsNotAtTheStart() {
        let text = "ab:cd"
        let tail = text[text.index(text.startIndex, offsetBy: 3)...]
        #expect(ByteView.with(tail) { $0.string } == "cd")
    }

    @Test func wordsReadUpToEightBytesFirstLowest() {
        ByteView.with("ab٬cd") { bytes in
            #expect(bytes.word(at: 2, count: 2) == 0xAC_D9)
            #expect(bytes.word(at: 0, count: 0) == 0)
            #expect(bytes.word(at: 0, count: 6) == 0x64_63_AC_D9_62_61)
        }
    }

    @Test func sameBytesAreFoundWordByWordAndInTheTail() {
        for length in 0...20 {
            let text = String((0..<length).map { Character(String($0 % 10)) })
            #expect(ByteView.with(text) { a in ByteView.with(String(text)) { a.hasSameBytes(as: $0) } })
            for position in 0..<length {
                // One byte different, at every offset: in a whole word or in the tail.
                var changed = Array(text.utf8)
                changed[position] = UInt8(ascii: "x")
                #expect(!ByteView.with(text) { a in ByteView.with(changed) { a.hasSameBytes(as: $0) } }, "\(length) \(position)")
            }
            #expect(!ByteView.with(text) { a in ByteView.with(text + "1") { a.hasSameBytes(as: $0) } })
        }
    }

    @Test func aWordPastTheBytesTraps() async {
        await #expect(processExitsWith: .failure) {
            _ = ByteView.with("abc") { $0.word(at: 2, count: 2) }
        }
    }

    @Test func anIndexOutsideTheBytesTraps() async {
        await #expect(processExitsWith: .failure) {
            _ = ByteView.with("abc") { $0[3] }
        }
        await #expect(processExitsWith: .failure) {
            _ = ByteView.with("abc") { $0[-1] }
        }
    }

    @Test func aRangeOutsideTheBytesTraps() async {
        await #expect(processExitsWith: .failure) {
            _ = ByteView.with("abc") { $0[1..<4].count }
        }
        await #expect(processExitsWith: .failure) {
            _ = ByteView.with("abc") { $0[4...].count }
        }
    }

    /// The scalars decoded from a string's bytes are the string's own, read forwards and
    /// backwards, with byte offsets for indices: one-, two-, three- and four-byte scalars.
    @Test func scalarsOfUTF8AreTheStringsScalars() {
        var random = IntlSeededGenerator(seed: 0x5CA1)
        let pieces = CharacterCountTests.pieces + ["😀", "𝒜", "\u{10FFFF}", "\u{7F}", "\u{80}", "\u{7FF}", "\u{800}", "\u{FFFF}"]
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...8, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            ByteView.with(text) { bytes in
                let scalars = ScalarsOfUTF8(bytes)
                #expect(Array(scalars) == Array(text.unicodeScalars), "\(text.debugDescription)")
                #expect(Array(scalars.reversed()) == Array(text.unicodeScalars.reversed()), "\(text.debugDescription)")
                let offsets = text.unicodeScalars.indices.map { text.utf8.distance(from: text.utf8.startIndex, to: $0) }
                #expect(Array(scalars.indices) == offsets, "\(text.debugDescription)")
            }
        }
    }
}
