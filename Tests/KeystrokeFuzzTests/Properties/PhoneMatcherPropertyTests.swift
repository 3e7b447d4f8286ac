import Keystroke
import KeystrokeTestSupport
import Testing

/// What any text gives ``PhoneNumberMatcher``: matches in order, each where it says it is in
/// Characters, UTF-16 and UTF-8, each a number libphonenumber's checks passed; the same from a
/// stream cut anywhere.
@Suite struct PhoneMatcherPropertyTests {
    /// Pieces text is made of: numbers, their look-alikes, punctuation, labels, and scalars that
    /// join the Characters around them (combining marks, ZWJ, flags, keycaps, CR LF).
    static let pieces = [
        "(201) 555-0123", "+44 20 7031 3000", "201 555 0124", "+33 1 42 68 53 00", "0049 89 123456", "12/03/2021",
        "2012-01-02 08:00", ":30", "$45", "45%", " ext. 12", " x7", "/x8", "#", "(", ")", "[", "]", "+", "-", ".", "/",
        " ", "  ", "\u{A0}", "\u{3000}", "x", "xx", "tel:", "abc", "é", "e\u{301}", "\u{301}", "\u{200D}", "👩‍👩‍👧",
        "🇫🇷", "1\u{FE0F}\u{20E3}", "\r\n", "\n", "電話", "٣", "５", "－", "—", ";ext=5", ",,9", "0", "1", "7", "99",
    ]

    @Test func matchesAreWhereTheySayAndTheSameFromAStream() {
        var generator = SeededGenerator(seed: 0x5EED_0026)
        var found = 0
        for round in 0..<600 {
            let text = (0..<Int.random(in: 1...24, using: &generator)).map { _ in Self.pieces.randomElement(using: &generator)! }.joined()
            let region = ["US", "GB", "FR", "DE", nil].randomElement(using: &generator)!
            let leniency: PhoneNumberMatcher.Leniency = round % 3 == 0 ? .possible : .valid
            let matches = Array(PhoneNumberMatcher(text: text, region: region, leniency: leniency))
            found += matches.count
            let characters = Array(text), utf16 = Array(text.utf16), utf8 = Array(text.utf8)
            var end = 0
            for match in matches {
                #expect(match.utf8Range.lowerBound >= end, "\(text.debugDescription): matches out of order")
                end = match.utf8Range.upperBound
                #expect(String(decoding: utf8[match.utf8Range], as: UTF8.self) == match.rawString)
                #expect(String(decoding: utf16[match.utf16Range], as: UTF16.self) == match.rawString)
                // The Character range holds the number, whole Characters around a bound inside one.
                let held = Array(String(characters[match.range]).unicodeScalars), raw = Array(match.rawString.unicodeScalars)
                #expect(held.indices.contains { held[$0...].starts(with: raw) }, "\(text.debugDescription)")
                #expect(held.count - raw.count < 8, "\(text.debugDescription): the range is wider than its Characters")
                #expect(match.number.e164.hasPrefix("+"))
                if leniency == .valid { #expect(match.number.isValid, "\(match.rawString)") }
            }
            var stream = PhoneNumberStreamMatcher(region: region, leniency: leniency, maxTries: 65_535)
            var streamed: [PhoneNumberMatch] = []
            // Pieces cut between scalars, inside Characters too.
            var rest = Substring(text).unicodeScalars
            while !rest.isEmpty {
                let piece = rest.prefix(Int.random(in: 1...6, using: &generator))
                streamed += stream.append(String(String.UnicodeScalarView(piece)))
                rest = rest.dropFirst(piece.count)
            }
            streamed += stream.finish()
            #expect(streamed == matches, "\(text.debugDescription) in \(region ?? "nil")")
        }
        #expect(found > 200)
    }
}
