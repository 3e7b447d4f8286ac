import KeystrokeTestSupport
import PCRE2
import Testing
@testable import Keystroke

/// `LiteralAlternation`: long word lists in a pattern become tries that match the same texts.
@Suite struct LiteralAlternationTests {
    @Test func sharesFirstLettersAndKeepsTheRest() {
        #expect(LiteralAlternation.factoring("(?:AB|AL|B|BA|BB|C|JE|D)\\d") == "(?:(?:A[BL]|B[AB]?|JE|[CD]))\\d")
        // A capturing group keeps its parentheses, so its number does not change.
        #expect(LiteralAlternation.factoring("x(A1|A2|A3|B1|B2|C|D|E)y") == "x((?:A[123]|B[12]|[CDE]))y")
    }

    @Test func leavesOtherTextAlone() {
        for source in [
            "(?:AB|AL|B)",  // too few branches to pay
            "(?=AB|AC|AD|AE|AF|AG|AH|AI)",  // a lookahead is not a group of words
            "\\((?:AB|AC|AD|AE|AF|AG|AH|AI\\))",  // an escaped bar or parenthesis is not a word
            "[(]AB|AC|AD|AE|AF|AG|AH|AI)",  // a parenthesis in a class opens nothing
            "(?:A.|AC|AD|AE|AF|AG|AH|AI)",
            "\\d{5}(?:[ \\-]\\d{4})?",
        ] {
            #expect(LiteralAlternation.factoring(source) == source, "\(source)")
        }
    }

    /// Random word lists in a pattern, against every short text over their letters: the rewrite
    /// answers every match and partial match as the data's pattern does.
    @Test func matchesWhatTheOriginalMatches() throws {
        var random = SeededGenerator(seed: 28)
        let letters: [Character] = ["A", "B", "C", "1"]
        var subjects = [""]
        var frontier = [""]
        for _ in 0..<4 {
            frontier = frontier.flatMap { prefix in (letters + ["2"]).map { prefix + String($0) } }
            subjects += frontier
        }
        for _ in 0..<40 {
            let words = (0..<Int.random(in: 8...14, using: &random)).map { _ in
                String((0..<Int.random(in: 0...3, using: &random)).map { _ in letters.randomElement(using: &random)! })
            }
            let source = "(?:\(words.joined(separator: "|")))(?:\\d|C)?"
            let factored = LiteralAlternation.factoring(source)
            #expect(factored != source)
            let original = try Pattern("(?:\(source))")
            let rewritten = try Pattern("(?:\(factored))")
            for subject in subjects {
                #expect(try original.partialMatch(subject) == rewritten.partialMatch(subject), "\(source) → \(factored) on \(subject)")
                #expect(try original.matches(subject) == rewritten.matches(subject), "\(source) → \(factored) on \(subject)")
            }
        }
    }

    /// The United Kingdom's postcode areas, the list the rewrite is for: every example, each of its
    /// prefixes and single-letter mutants, with the same answer from both patterns.
    @Test func britishPostcodesMatchAsTheDataSays() throws {
        let metadata = try #require(AddressMetadata(region: "GB"))
        let source = try #require(metadata.postalCodePattern)
        let factored = LiteralAlternation.factoring(source)
        #expect(factored.utf8.count < source.utf8.count)
        let original = try Pattern("(?:\(source))", options: [.asciiClasses])
        let rewritten = try Pattern("(?:\(factored))", options: [.asciiClasses])
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 ")
        for example in metadata.postalCodeExamples + ["SW1A 1AA", "B1 1AA", "BA1 1AA", "YO31 1AA", "ZE2 9AA"] {
            let characters = Array(example)
            for end in 0...characters.count {
                let prefix = String(characters[..<end])
                #expect(try original.partialMatch(prefix) == rewritten.partialMatch(prefix), "\(prefix)")
                for position in 0..<end {
                    for letter in alphabet {
                        var mutant = Array(prefix)
                        mutant[position] = letter
                        let text = String(mutant)
                        #expect(try original.partialMatch(text) == rewritten.partialMatch(text), "\(text)")
                    }
                }
            }
        }
    }
}
