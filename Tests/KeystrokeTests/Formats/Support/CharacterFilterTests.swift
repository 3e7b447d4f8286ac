import KeystrokeTestSupport
import Testing
@testable import Keystroke

/// `FormatText.filter`: plain ASCII goes through the byte engine, other text Character by
/// Character; both must give what the filter's rule says.
@Suite struct CharacterFilterTests {
    /// The rule, written out Character by Character.
    static func expected(
        _ input: MaskInput, maxLength: Int?, minimum: Int, collapsingSpaces: Bool = false, allows: (Character) -> Bool
    ) -> MaskResult {
        let caret = min(max(input.caret, 0), input.text.count)
        var kept = ""
        var dropped = ""
        var keptBeforeCaret = 0
        var overflowed = false
        for (offset, character) in input.text.enumerated() {
            let secondSpace = collapsingSpaces && character == " " && kept.last == " "
            if allows(character), !secondSpace, kept.count < (maxLength ?? .max) {
                kept.append(character)
                if offset < caret { keptBeforeCaret += 1 }
            } else {
                // Allowed where it stands, but past the maximum: no room for it.
                if allows(character), !secondSpace { overflowed = true }
                dropped.append(character)
            }
        }
        return MaskResult(
            text: kept, caret: keptBeforeCaret, value: kept, isComplete: kept.count >= minimum, dropped: dropped,
            overflowed: overflowed)
    }

    @Test(arguments: [false, true])
    func randomTextsFollowTheRule(nonASCII: Bool) {
        var random = SeededGenerator(seed: nonASCII ? 7 : 6)
        let ascii: [Character] = ["a", "B", "z", "1", "9", " ", "-", "_", "@", "\n", "\t"]
        let alphabet = nonASCII ? ascii + ["é", "ß", "\r\n", "👍🏽", "中"] : ascii
        let rules: [(String, (Character) -> Bool)] = [
            ("letters", { $0.isLetter }),
            ("digits", { $0.isASCII && $0.isNumber }),
            ("not space", { $0 != " " }),
        ]
        for _ in 0..<400 {
            let text = String((0..<Int.random(in: 0...12, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
            let input = MaskInput(text: text, caret: Int.random(in: -1...(text.count + 1), using: &random))
            let maxLength = Bool.random(using: &random) ? nil : Int.random(in: 0...8, using: &random)
            let minimum = Int.random(in: 0...4, using: &random)
            let collapsing = Bool.random(using: &random)
            for (name, allows) in rules {
                let expected = Self.expected(
                    input, maxLength: maxLength, minimum: minimum, collapsingSpaces: collapsing, allows: allows)
                // With the ASCII table made from the rule, and without it.
                for ascii in [ASCIISet(where: allows), nil] {
                    let result = FormatText.filter(
                        input, maxLength: maxLength, completeAt: minimum, collapsingSpaces: collapsing, ascii: ascii, allows: allows)
                    #expect(
                        result == expected,
                        "\(name) on \(text.debugDescription), caret \(input.caret), at most \(String(describing: maxLength))")
                }
            }
        }
    }

    /// A rule that remembers what it saw (a name's "no second space") is asked once a Character, in order.
    @Test func theRuleSeesEveryCharacterOnceInOrder() {
        var seen: [Character] = []
        _ = FormatText.filter(MaskInput(text: "Ana  Maria!"), maxLength: 5, completeAt: 1) { character in
            seen.append(character)
            return character != "!"
        }
        #expect(String(seen) == "Ana  Maria!")
        // Text that is not ASCII goes Character by Character, past the maximum too.
        seen = []
        let result = FormatText.filter(MaskInput(text: "Ána  Maria!"), maxLength: 5, completeAt: 1) { character in
            seen.append(character)
            return character != "!"
        }
        #expect(String(seen) == "Ána  Maria!")
        #expect(result.overflowed)
    }

    /// The built-in filters, with their ASCII tables, type what their `allows` says.
    @Test(arguments: ["name", "username", "letters", "numbers", "pin4", "non-empty"])
    func builtInFiltersFollowTheirRule(id: String) throws {
        let format = try Format(id: id)
        var random = SeededGenerator(seed: 11)
        let alphabet = Array("aZ09 ._-'@!\t\n") + ["é", "’"]
        for _ in 0..<300 {
            let text = String((0..<Int.random(in: 0...10, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
            let input = MaskInput(text: text, caret: Int.random(in: 0...text.count, using: &random))
            var expected = Self.expected(
                input, maxLength: format.maxLength, minimum: format.minLength, collapsingSpaces: id == "name", allows: format.allows)
            let result = format.apply(input)
            // Completeness is the format's own rule (a name's, a PIN's): compared with itself.
            expected.isComplete = result.isComplete
            #expect(result == expected, "\(id) on \(text.debugDescription)")
        }
    }

    @Test func unchangedASCIITextIsKeptAsItIs() {
        let result = FormatText.filter(MaskInput(text: "abc", caret: 2), maxLength: nil, completeAt: 3) { $0.isLetter }
        #expect(result == MaskResult(text: "abc", caret: 2, value: "abc", isComplete: true, dropped: ""))
    }
}
