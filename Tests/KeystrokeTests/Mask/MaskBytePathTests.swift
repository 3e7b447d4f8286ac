import Testing
@testable import Keystroke

/// The byte path of `Mask.apply` (ASCII text) must answer exactly as the
/// Character path on any input: text, caret, value, completeness, affinity and
/// dropped characters, including when it shares the typed string as the result.
@Suite struct MaskBytePathTests {
    static let formats = [
        "[00].[000].[000]/[0000]-[00]", "([00]) [00000]-[0000]", "[000].[000].[000]-[00]", "+7 ([000]) [000] [00] [00]",
        "[90]{.}[90]{.}[0000]", "[AA]-[___]{/}[--]", "[0…]", "[a…]", "{3.14}[9…]", "[0] [000] [000]", "",
        "[0000] [0000] [0000] [0000] [000]", "[_]", "{AB}[00]{CD}",
    ]
    static let pieces = ["0", "1", "7", "9", "a", "B", "z", ".", "-", "/", " ", "(", ")", "+", "{", "3.14", "12.345"]

    /// Random texts built from digits, letters and the masks' own literals, with random carets and gravities.
    @Test(arguments: formats)
    func randomTextsMatchTheCharacterPath(_ format: String) throws {
        var random = IntlSeededGenerator(seed: UInt64(truncatingIfNeeded: format.utf8.count &* 0x9E37))
        let gravities: [CaretGravity] = [.plain, .autocomplete, .backward, .autoskip]
        for rightToLeft in [false, true] {
            // A right-to-left mask cannot end in `…`.
            if rightToLeft && format.contains("…") { continue }
            let mask = try Mask(format, rightToLeft: rightToLeft)
            for _ in 0..<400 {
                var text = ""
                for _ in 0..<Int.random(in: 0...14, using: &random) {
                    text += Self.pieces.randomElement(using: &random) ?? ""
                }
                // Typed text is often the mask's own output plus a key: the case where the input is shared.
                if Bool.random(using: &random) {
                    text = mask.apply(MaskInput(text: text)).text + (Self.pieces.randomElement(using: &random) ?? "")
                }
                let input = MaskInput(
                    text: text, caret: Int.random(in: -1...text.count + 1, using: &random),
                    gravity: gravities.randomElement(using: &random) ?? .plain)
                let bytes = mask.applyBytes(input)
                #expect(bytes != nil)
                #expect(bytes == mask.applyCharacters(input), "\(format) \(rightToLeft) \(text.debugDescription)")
            }
        }
    }

    /// A mask that uppercases letters, on either path, equals the same mask without the option
    /// applied to an uppercased copy of the text.
    @Test func uppercasingMatchesAnUppercasedCopy() throws {
        var random = IntlSeededGenerator(seed: 0xC4_B1)
        let mask = CNPJFormat.mask
        #expect(mask.uppercasesLetters)
        let plain = try Mask(mask.format, customNotations: mask.customNotations)
        #expect(plain != mask)
        let pieces = ["1", "2", "a", "b", "z", "A", "Q", ".", "/", "-", " ", "~", "`", "{"]
        for _ in 0..<2000 {
            var text = ""
            for _ in 0..<Int.random(in: 0...20, using: &random) { text += pieces.randomElement(using: &random) ?? "" }
            let upper = String(text.map { $0.isASCII ? Character($0.uppercased()) : $0 })
            let gravity: CaretGravity = Bool.random(using: &random) ? .autocomplete : .autoskip
            let caret = Int.random(in: 0...text.count, using: &random)
            let expected = plain.applyCharacters(MaskInput(text: upper, caret: caret, gravity: gravity))
            #expect(mask.applyBytes(MaskInput(text: text, caret: caret, gravity: gravity)) == expected)
            #expect(mask.applyCharacters(MaskInput(text: text, caret: caret, gravity: gravity)) == expected)
            #expect(CNPJFormat().apply(MaskInput(text: text, caret: caret, gravity: gravity)) == expected)
        }
    }

    /// The option is part of a mask's identity and description, and maps ASCII only.
    @Test func uppercasingIsAnOptionOfTheMask() throws {
        let upper = try Mask("[AAA]", uppercasesLetters: true)
        let plain = try Mask("[AAA]")
        #expect(upper != plain)
        #expect(upper == (try Mask("[AAA]", uppercasesLetters: true)))
        #expect(upper.description == "Mask(\"[AAA]\", uppercasesLetters)")
        #expect(upper.apply(MaskInput(text: "abc")).text == "ABC")
        #expect(upper.apply(MaskInput(text: "abé")).text == "ABé")
        #expect(plain.apply(MaskInput(text: "abc")).text == "abc")
    }
}
