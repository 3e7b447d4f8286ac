import Testing
@testable import Keystroke

/// The editing model counts Characters without grapheme breaking where it can; every
/// shortcut must give Swift's own count.
@Suite struct CharacterCountTests {
    /// Pieces that stress the shortcuts: CR LF (one Character), lone CR and LF, a combining
    /// mark, a flag, a ZWJ sequence, a prepend mark before a digit, and plain ASCII.
    static let pieces = [
        "a", "7", " ", "-", "\r", "\n", "\r\n", "\u{301}", "é", "🇧🇷", "👩‍💻", "\u{600}", "ABCDEFGH", "0123456789",
        "\u{A0}", "\u{202F}", "R$\u{A0}", "ç", "€", "–", "\u{AD}", "\u{200D}", "\u{2028}", "\u{9F}", "ß\u{308}",
    ]

    /// The scalars `String.isolatedScalarCount(_:)` counts one a Character.
    static let isolated: [Unicode.Scalar] = [0xA0...0x24F, 0x2010...0x2027, 0x202F...0x202F, 0x2030...0x205E, 0x20A0...0x20C0]
        .flatMap { $0.compactMap(Unicode.Scalar.init) }
        .filter { $0 != "\u{AD}" }

    @Test func everyIsolatedScalarIsACharacterBesideAnyOther() {
        // Grapheme breaks between two of these scalars depend on the pair alone (no ZWJ,
        // Extend or regional indicator among them), so every pair, and each beside ASCII, is
        // two Characters, and the shortcut counts so.
        let neighbours = Self.isolated + ["a", "7", " ", "\r", "\n", "\t"]
        for first in Self.isolated {
            for second in neighbours {
                let text = String(first) + String(second)
                #expect(text.count == 2, "U+\(String(first.value, radix: 16)) U+\(String(second.value, radix: 16))")
                #expect(text.fastCharacterCount == 2)
                let reversed = String(second) + String(first)
                #expect(reversed.count == 2 && reversed.fastCharacterCount == 2)
            }
        }
    }

    @Test func utf16OffsetsAreSwiftsOnLatinText() {
        var random = IntlSeededGenerator(seed: 0x1616)
        for _ in 0..<2_000 {
            var text = ""
            for _ in 0..<Int.random(in: 0...10, using: &random) { text += Self.pieces.randomElement(using: &random)! }
            let count = text.count
            for offset in 0...count {
                let index = text.index(text.startIndex, offsetBy: offset)
                let units = text.utf16.distance(from: text.startIndex, to: index)
                #expect(text.utf16Offset(ofCharacter: offset, count: count) == units, "\(text.debugDescription) \(offset)")
                #expect(text.characterOffset(ofUTF16: units, count: count, roundingUp: false) == offset)
            }
        }
    }

    /// Up to `most` random pieces, joined.
    static func randomText(upTo most: Int, _ random: inout IntlSeededGenerator) -> String {
        (0..<Int.random(in: 0...most, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
    }

    /// Character offsets found among the bytes (ASCII), the scalars (one scalar a Character) or
    /// by grapheme breaking agree with Swift's own index walk, on strings and substrings.
    @Test func characterIndicesAreSwifts() {
        var random = IntlSeededGenerator(seed: 0x1DE7)
        let astral = ["😀", "𝒜"]
        for _ in 0..<2_000 {
            var text = ""
            for _ in 0..<Int.random(in: 0...10, using: &random) {
                text += Bool.random(using: &random) ? astral.randomElement(using: &random)! : Self.pieces.randomElement(using: &random)!
            }
            let count = text.count
            let piece = text.dropFirst(min(1, count))
            for offset in -1...(count + 1) {
                let expected = text.index(text.startIndex, offsetBy: min(max(offset, 0), count))
                #expect(text.characterIndex(at: offset, count: count) == expected, "\(text.debugDescription) \(offset)")
                let units = text.utf16.distance(from: text.startIndex, to: expected)
                #expect(text.utf16Offset(ofCharacter: offset, count: count) == units, "\(text.debugDescription) \(offset)")
                let pieceOffset = min(max(offset, 0), piece.count)
                #expect(piece.characterIndex(at: offset, count: piece.count) == piece.index(piece.startIndex, offsetBy: pieceOffset))
            }
        }
    }

    @Test func replacingCharactersIsTheSplice() {
        var random = IntlSeededGenerator(seed: 0x5911)
        for _ in 0..<2_000 {
            let text = Self.randomText(upTo: 8, &random), inserted = Self.randomText(upTo: 3, &random)
            let count = text.count
            let lowerOffset = Int.random(in: 0...count, using: &random)
            let upperOffset = Int.random(in: lowerOffset...count, using: &random)
            let lower = text.index(text.startIndex, offsetBy: lowerOffset)
            let upper = text.index(text.startIndex, offsetBy: upperOffset)
            let expected = String(text[..<lower]) + inserted + String(text[upper...])
            #expect(text.replacingCharacters(from: lower, to: upper, with: inserted) == expected,
                    "\(text.debugDescription) \(lowerOffset)..<\(upperOffset) \(inserted.debugDescription)")
        }
    }

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
            #expect(!text.fastCharacterCountAndUnits.oneUnitEach, "\(offset)")
        }
    }

    /// A text said to be one UTF-16 unit a Character has Character offsets that are UTF-16
    /// offsets, as the editing model then takes them; and the Latin texts it serves are said so.
    @Test func oneUnitEachMeansCharacterOffsetsAreUTF16Offsets() {
        var random = IntlSeededGenerator(seed: 0x16)
        var saidSo = 0
        for _ in 0..<5_000 {
            let text = Self.randomText(upTo: 12, &random)
            let (count, oneUnitEach) = text.fastCharacterCountAndUnits
            #expect(count == text.count)
            guard oneUnitEach else { continue }
            saidSo += 1
            var units = 0
            for character in text {
                #expect(character.utf16.count == 1, "\(text.debugDescription)")
                units += character.utf16.count
            }
            #expect(units == count)
        }
        #expect(saidSo > 500)
        for text in ["R$\u{A0}1.234,56", "03:45\u{202F}PM", "12,5\u{A0}%", "José", "a\rb", ""] {
            #expect(text.fastCharacterCountAndUnits == (text.count, true), "\(text.debugDescription)")
        }
    }

    @Test func joinedCountIsSwiftsCount() {
        var random = IntlSeededGenerator(seed: 0x101D)
        for _ in 0..<5_000 {
            let head = Self.randomText(upTo: 4, &random), tail = Self.randomText(upTo: 4, &random)
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
