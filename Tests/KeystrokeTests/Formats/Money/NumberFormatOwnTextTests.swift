import Testing
@testable import Keystroke
import KeystrokeTestSupport

/// The piece-by-piece reading of the field's own text (the keystroke's fast path) against the
/// lenient reading plus a comparison with the rendering, which it replaces where it answers.
@Suite struct NumberFormatOwnTextTests {
    static let ids = [
        "number:de-DE:min=-1000000000", "number:en-US:min=-5", "number:en-IN", "number:hi-IN", "number:ar-EG:min=-10",
        "number:fa-IR:min=-10", "number:de-CH", "number:fr-FR", "number:sv-SE:min=-1000", "percent:fr-FR:min=-100",
        "percent:tr-TR", "percent:ar-EG", "amount:pt-BR:BRL:min=-100", "amount:fy:EUR:min=-100", "amount:ja-JP:JPY",
        "amount:en-US:BHD", "amount:hi-IN:INR", "amount:de-CH:CHF:min=-5",
    ]

    /// What the slow path reads: the lenient reading of the text without the key, when the rest is a rendering.
    static func slowReading(_ format: NumberFormat, _ text: String, keyOffset: Int?)
        -> (NumberText, Int, Int?, Range<Int>?, Unicode.Scalar?)? {
        let reading = format.storage.reader.leniently(text, caret: keyOffset ?? 0, skipping: keyOffset)
        guard reading.isClean else { return nil }
        if keyOffset != nil {
            guard let bytes = reading.skippedBytes, reading.skippedIsOneScalar,
                  format.isRendering(text, skipping: bytes, of: reading.number) else { return nil }
        } else {
            guard format.isRendering(text, of: reading.number) else { return nil }
        }
        return (reading.number, reading.integerBefore, reading.fractionBefore, reading.skippedBytes, reading.skippedScalar)
    }

    /// Texts near the field's renderings: the renderings of typed numbers, with a key put in at
    /// every offset, and with one Character dropped, doubled or replaced.
    static func texts(_ format: NumberFormat, using random: inout SeededGenerator) -> [String] {
        var texts: [String] = []
        let keys = ["5", "0", ",", ".", "-", "\u{2212}", " ", "\u{A0}", "\u{202F}", "٣", "'", "x", "%"]
        for _ in 0..<40 {
            let digits = Int.random(in: 1...16, using: &random)
            let fraction = format.fractionDigits == 0 ? 0 : Int.random(in: 0...format.fractionDigits, using: &random)
            var units: UInt64 = 0
            for _ in 0..<min(digits, 17) { units = units * 10 + UInt64.random(in: 0...9, using: &random) }
            let number = NumberText(units: units, fraction: fraction, point: fraction > 0 || Bool.random(using: &random),
                                    negative: format.allowsNegative && Bool.random(using: &random), hasDigits: true)
            let text = format.typedText(of: number).text
            texts.append(text)
            let characters = Array(text)
            for offset in 0...characters.count {
                var keyed = characters
                keyed.insert(Character(keys.randomElement(using: &random)!), at: offset)
                texts.append(String(keyed))
            }
            if !characters.isEmpty {
                let offset = Int.random(in: 0..<characters.count, using: &random)
                var dropped = characters
                dropped.remove(at: offset)
                texts.append(String(dropped))
                var doubled = characters
                doubled.insert(characters[offset], at: offset)
                texts.append(String(doubled))
                var replaced = characters
                replaced[offset] = Character(keys.randomElement(using: &random)!)
                texts.append(String(replaced))
            }
        }
        return texts + ["", "0", "00", "-", "0,5", "007", "1..2", "1,,234"]
    }

    /// Where the piece reading answers, the slow path answers the same; on the field's renderings
    /// with a key typed in, it answers wherever the slow path does.
    @Test(arguments: ids)
    func agreesWithTheLenientReading(id: String) throws {
        let format = try #require(try Format(id: id).base as? NumberFormat)
        #expect(format.readsPieces)
        var random = SeededGenerator(seed: 14)
        for text in Self.texts(format, using: &random) {
            let count = text.count
            for keyOffset in [nil] + Array(0..<count) {
                let fast = format.ownReading(text, keyOffset: keyOffset)
                let slow = Self.slowReading(format, text, keyOffset: keyOffset)
                if let fast {
                    let expected = try #require(slow, "\(id): \(text.debugDescription) key \(keyOffset ?? -1) read only by pieces")
                    #expect(fast.number == expected.0, "\(id): \(text.debugDescription)")
                    // Without a key, the lenient reading counts the digits before offset 0 and the piece reading all of them.
                    if keyOffset != nil {
                        #expect(fast.integerBefore == expected.1 && fast.fractionBefore == expected.2, "\(id): \(text.debugDescription)")
                        #expect(fast.keyBytes == expected.3 && fast.key == expected.4)
                    }
                } else if let slow, slow.0.hasDigits, NumberText.digitCount(slow.0.units) < 18, text.utf8.count < 60 {
                    Issue.record("\(id): \(text.debugDescription) key \(keyOffset ?? -1) not read by pieces")
                }
            }
        }
    }

    /// Clashing affixes (ar `ج.م.`) are left to the lenient reading.
    @Test func clashingAffixesAreNotReadByPieces() throws {
        let format = try #require(try Format(id: "amount:ar:EGP").base as? NumberFormat)
        #expect(!format.readsPieces)
        #expect(format.ownReading("\u{200F}1,234.56\u{A0}ج.م.\u{200F}", keyOffset: nil) == nil)
    }
}
