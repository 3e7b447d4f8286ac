@testable import Keystroke
import KeystrokeTestSupport
import Testing

/// A stored name of ASCII letters and marks is checked by bytes; anything it does not admit goes
/// to the Character rules. Whatever the text, `validate` answers as the Character rules do.
@Suite struct NameFormatByBytesTests {
    /// The outcome, value or error, as text.
    static func outcome(_ body: () throws(ValidationError) -> ValidatedValue) -> String {
        do {
            let valid = try body()
            return "valid \(valid.text) \(valid.value)"
        } catch {
            return "\(error.code) \(error.message) \(error.parameters.sorted { $0.key < $1.key })"
        }
    }

    @Test func bytesAgreeWithTheCharacterRules() {
        let name = NameFormat()
        var random = SeededGenerator(seed: 65)
        // Letters weigh most, so that many texts are names; the rest is what names may not hold.
        let pieces = ["a", "Z", "q", "b", "N", "x", "a", "o", " ", "'", "-", ".", "1", "\t", "é", "’", "‐", "\r\n", "\u{308}", "_"]
        var texts = ["", " ", "A", "A.", ".A", "A-B", "A-", "-A", "A'", "'A", "'", "A..B", "A-'B", "A  B", "A B ",
                     String(repeating: "a", count: 100), String(repeating: "a", count: 101)]
        for _ in 0..<20_000 {
            texts.append((0..<Int.random(in: 1...7, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined())
        }
        var admittedByBytes = 0
        for text in texts {
            if NameFormat.validatedASCII(text) != nil { admittedByBytes += 1 }
            let expected = Self.outcome { () throws(ValidationError) in try name.validateByCharacters(text) }
            #expect(Self.outcome { () throws(ValidationError) in try name.validate(text) } == expected, "\(text.debugDescription)")
        }
        // Both ways are exercised: bytes admit a share of the texts, the rest go to the Characters.
        #expect(admittedByBytes > 2_000 && admittedByBytes < texts.count * 3 / 4, "\(admittedByBytes)")
    }
}
