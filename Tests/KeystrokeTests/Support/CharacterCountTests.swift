import Testing
@testable import Keystroke

/// The editing model counts Characters without grapheme breaking where it can; every
/// shortcut must give Swift's own count.
@Suite struct CharacterCountTests {
    /// Pieces that stress the shortcuts: CR LF (one Character), lone CR and LF, a combining
    /// mark, a flag, a ZWJ sequence, a prepend mark before a digit, and plain ASCII.
    static let pieces = ["a", "7", " ", "-", "\r", "\n", "\r\n", "\u{301}", "é", "🇧🇷", "👩‍💻", "\u{600}", "ABCDEFGH", "0123456789"]

    @Test func fastCountIsSwiftsCount() {
        var random = IntlSeededGenerator(seed: 0xC0C0)
        for _ in 0..<5_000 {
            var text = ""
            for _ in 0..<Int.random(in: 0...12, using: &random) { text += Self.pieces.randomElement(using: &random)! }
            #expect(text.fastCharacterCount == text.count, "\(text.debugDescription)")
        }
        // A CR in every lane of an 8-byte word, and at the edges of the tail.
        for offset in 0..<20 {
            let text = String(repeating: "x", count: offset) + "\r\n" + String(repeating: "y", count: 19 - offset)
            #expect(text.fastCharacterCount == 20, "\(offset)")
        }
    }

    @Test func joinedCountIsSwiftsCount() {
        var random = IntlSeededGenerator(seed: 0x101D)
        for _ in 0..<5_000 {
            var head = "", tail = ""
            for _ in 0..<Int.random(in: 0...4, using: &random) { head += Self.pieces.randomElement(using: &random)! }
            for _ in 0..<Int.random(in: 0...4, using: &random) { tail += Self.pieces.randomElement(using: &random)! }
            #expect(joinedCharacterCount(head, head.count, tail, tail.count) == (head + tail).count,
                    "\(head.debugDescription) + \(tail.debugDescription)")
            #expect(joinedCharacterCount(head[...], head.count, tail[...], tail.count) == (head + tail).count)
        }
    }

    /// A right-to-left mask's caret: the first Characters of its output counted as if joined
    /// alone, read off the joined text. Pieces that end in a ZWJ or a lone CR merge with what follows.
    @Test func rightToLeftPrefixCountIsSwiftsCount() {
        let characters: [Character] = ["1", "\r", "\n", "\u{301}", "👨\u{200D}", "👍", "🇧", "🇷", "\u{600}", "é"]
        var random = IntlSeededGenerator(seed: 0x7E7D)
        for _ in 0..<5_000 {
            let reversedOutput = (0..<Int.random(in: 0...8, using: &random)).map { _ in characters.randomElement(using: &random)! }
            let text = String(reversedOutput.reversed())
            let head = reversedOutput.suffix(Int.random(in: 0...reversedOutput.count, using: &random))
            #expect(Mask.joinedCount(of: head, in: text, total: reversedOutput.count) == String(head.reversed()).count,
                    "\(text.debugDescription) first \(head.count)")
        }
    }
}
