import Foundation
import Keystroke
import Testing

/// One line of Fixtures/phone-find.jsonl: a text and what phonenumbers' `PhoneNumberMatcher`
/// finds in it (written by `Scripts/generate-phone-metadata.py --fixtures`).
private struct FindCase: Decodable, Sendable, CustomStringConvertible {
    struct Found: Decodable, Sendable, Equatable {
        var raw: String
        var value: String
        var start: Int
        var end: Int
        var `extension`: String?
    }

    var `class`: String
    var format: String
    var leniency: String
    var maxTries: Int
    var text: String
    var matches: [Found]

    var region: String? { format.split(separator: ":").dropFirst().first.map(String.init) }
    var level: PhoneNumberMatcher.Leniency { leniency == "possible" ? .possible : .valid }
    var description: String { "\(self.class): \(format) \(leniency) \(text.debugDescription)" }
}

private func findCases() throws -> [FindCase] {
    let url = fixtureURL("phone-find.jsonl")
    let decoder = JSONDecoder()
    return try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map { line in
        try decoder.decode(FindCase.self, from: Data(line.utf8))
    }
}

private func found(_ matches: some Sequence<PhoneNumberMatch>) -> [FindCase.Found] {
    matches.map { .init(raw: $0.rawString, value: $0.number.e164, start: $0.range.lowerBound, end: $0.range.upperBound, extension: $0.number.extension) }
}

@Suite struct PhoneNumberMatcherTests {
    /// Every class of generated text (numbers in sentences, look-alikes, several a line,
    /// non-ASCII around them, fuzz, mutants, leniency POSSIBLE, few tries) finds what
    /// libphonenumber finds: raw text, E.164, Character range and extension.
    @Test func everyClassMatchesLibphonenumber() throws {
        let cases = try findCases()
        var checked: [String: Int] = [:]
        for testCase in cases {
            checked[testCase.class, default: 0] += 1
            let matcher = PhoneNumberMatcher(
                text: testCase.text, region: testCase.region, leniency: testCase.level, maxTries: testCase.maxTries)
            #expect(found(matcher) == testCase.matches, "\(testCase)")
        }
        for kind in ["examples", "sentences", "look-alikes", "several per line", "non-ASCII", "fuzz", "mutants", "possible"] {
            #expect(checked[kind, default: 0] >= 50, "\(kind)")
        }
        #expect(checked["max tries", default: 0] >= 30)
        #expect(cases.reduce(0) { $0 + $1.matches.count } > 400)
    }

    /// The same texts read in pieces of every few sizes find the same numbers at the same places.
    @Test(arguments: [1, 3, 7, 64])
    func streamsFindWhatTheWholeTextHolds(pieceSize: Int) throws {
        for testCase in try findCases() where testCase.maxTries == 65_535 {
            var stream = PhoneNumberStreamMatcher(region: testCase.region, leniency: testCase.level, maxTries: testCase.maxTries)
            var matches: [PhoneNumberMatch] = []
            var piece = ""
            for character in testCase.text.unicodeScalars {
                piece.unicodeScalars.append(character)
                if piece.unicodeScalars.count == pieceSize {
                    matches += stream.append(piece)
                    piece = ""
                }
            }
            matches += stream.append(piece)
            matches += stream.finish()
            let whole = Array(PhoneNumberMatcher(text: testCase.text, region: testCase.region, leniency: testCase.level))
            #expect(matches == whole, "\(testCase)")
        }
    }

    @Test func rangesCountCharactersAndUTF16Units() throws {
        let text = "Call 📞 (201) 555-0123 ext. 7 today, 🇫🇷 +33 1 42 68 53 00"
        let matches = Array(PhoneNumberMatcher(text: text, region: "US"))
        try #require(matches.count == 2)
        #expect(matches[0].rawString == "(201) 555-0123 ext. 7")
        #expect(matches[0].range == 7..<28)
        #expect(matches[0].utf16Range == 8..<29)
        #expect(matches[0].utf8Range == 10..<31)
        #expect(matches[0].number.e164 == "+12015550123")
        #expect(matches[0].number.extension == "7")
        // The flag is one Character of two scalars, four UTF-16 units and eight bytes.
        #expect(matches[1].range == 38..<55)
        #expect(matches[1].utf16Range == 42..<59)
        let nsText = text as NSString
        #expect(nsText.substring(with: NSRange(location: 42, length: 17)) == "+33 1 42 68 53 00")
        let characters = Array(text)
        #expect(String(characters[matches[1].range]) == "+33 1 42 68 53 00")
    }

    @Test func aBoundInsideACharacterTakesTheWholeCharacter() throws {
        // A keycap: the last digit carries U+FE0F U+20E3, so the number ends inside a Character.
        let text = "tel +1 201 555 0123\u{FE0F}\u{20E3} ok"
        let match = try #require(PhoneNumberMatcher(text: text, region: nil).first { _ in true })
        #expect(match.rawString == "+1 201 555 0123")
        #expect(match.range == 4..<19)
        #expect(match.utf16Range == 4..<19)
        // CR LF is one Character.
        let crlf = try #require(PhoneNumberMatcher(text: "a\r\nb\r\n(201) 555-0123", region: "US").first { _ in true })
        #expect(crlf.range == 4..<18)
        #expect(crlf.utf16Range == 6..<20)
    }

    @Test func withoutARegionOnlyNumbersWithAPlusAreFound() {
        let text = "US (201) 555-0123, UK +44 20 7031 3000, FR 01 42 68 53 00"
        #expect(PhoneNumberMatcher(text: text, region: nil).map(\.number.e164) == ["+442070313000"])
        #expect(PhoneNumberMatcher(text: text, region: "ZZ").map(\.number.e164) == ["+442070313000"])
        #expect(PhoneNumberMatcher(text: text, region: "US").map(\.number.e164) == ["+12015550123", "+442070313000"])
        #expect(PhoneNumberMatcher(text: text, region: "FR").map(\.number.e164) == ["+442070313000", "+33142685300"])
    }

    @Test func lookAlikesAreNotNumbers() {
        let text = "On 12/03/2021 at 2012-01-02 08:00 we paid $2015550123 (45%), pages 211-227 (2003), ref abc2015550123."
        #expect(Array(PhoneNumberMatcher(text: text, region: "US")).isEmpty)
    }

    @Test func possibleFindsNumbersOfAPossibleLength() {
        let text = "call 201 555 0199 or 555 0100"
        #expect(PhoneNumberMatcher(text: text, region: "US").map(\.rawString) == ["201 555 0199"])
        #expect(PhoneNumberMatcher(text: text, region: "US", leniency: .possible).map(\.rawString) == ["201 555 0199", "555 0100"])
        #expect(PhoneNumberMatcher.Leniency.possible < .valid)
        #expect("\(PhoneNumberMatcher.Leniency.valid)" == "valid")
    }

    @Test func maxTriesGivesUpOnTheRest() {
        // Three dates, three candidates that fail, before the number.
        let text = "1/2/2020, 3/4/2021, 5/6/2022, (201) 555-0123"
        #expect(PhoneNumberMatcher(text: text, region: "US").map(\.rawString) == ["(201) 555-0123"])
        #expect(PhoneNumberMatcher(text: text, region: "US", maxTries: 4).map(\.rawString) == ["(201) 555-0123"])
        #expect(PhoneNumberMatcher(text: text, region: "US", maxTries: 3).map(\.rawString) == [])
        // Run together, the dates and the number are one candidate, a date, skipped whole.
        #expect(PhoneNumberMatcher(text: "1/2/2020 3/4/2021 (201) 555-0123", region: "US").map(\.rawString) == [])
        #expect(PhoneNumberMatcher(text: text, region: "US", maxTries: 0).map(\.rawString) == [])
        #expect(PhoneNumberMatcher(text: text, region: "US", maxTries: -5).maxTries == 0)
    }

    @Test func matchesAreFoundOneAtATime() {
        var iterator = PhoneNumberMatcher(text: "(201) 555-0123 and (201) 555-0124", region: "US").makeIterator()
        #expect(iterator.next()?.rawString == "(201) 555-0123")
        #expect(iterator.next()?.rawString == "(201) 555-0124")
        #expect(iterator.next() == nil)
        #expect(iterator.next() == nil)
    }

    /// Pathological text ends in bounded time: 200 KB of digits and spaces, of brackets, of
    /// spaces between a number and an extension label (a candidate whose pieces would cost the
    /// square of its length), of CJK, of combining marks and of dates.
    @Test(arguments: [
        String(repeating: "1 ", count: 100_000), String(repeating: "(", count: 200_000),
        "201 555 0123" + String(repeating: " ", count: 200_000) + "ext 5",
        String(repeating: "電話", count: 30_000) + " +1 201 555 0123",
        "+1 201 555 0123" + String(repeating: "\u{301}", count: 100_000),
        String(repeating: "12/12/12 ", count: 20_000) + "(201) 555-0123",
    ])
    func badInputEnds(text: String) {
        let clock = ContinuousClock()
        var found = 0
        let elapsed = clock.measure {
            found += PhoneNumberMatcher(text: text, region: "US").reduce(0) { count, _ in count + 1 }
            var stream = PhoneNumberStreamMatcher(region: "US")
            found += stream.append(text).count
            found += stream.finish().count
        }
        #expect(found <= 2)
        // A generous bound for a debug build on a loaded machine: the point is "seconds, not forever".
        #expect(elapsed < .seconds(60))
    }

    /// A run of spaces before an extension label makes one long candidate; its number is still read
    /// when the candidate is of a reasonable size.
    @Test func spacesBeforeAnExtensionLabel() {
        let text = "201 555 0123" + String(repeating: " ", count: 20) + "ext 5"
        #expect(PhoneNumberMatcher(text: text, region: "US").map(\.number.extension) == ["5"])
    }

    @Test func aStreamFindsANumberCutByEveryPieceBoundary() {
        let text = "Tél. 📞 +33 1 42 68 53 00, e\u{301} (201) 555-0123 x12\r\nfin"
        let whole = Array(PhoneNumberMatcher(text: text, region: "US"))
        #expect(whole.map(\.rawString) == ["+33 1 42 68 53 00", "(201) 555-0123 x12"])
        let utf8 = Array(text.utf8)
        // Every cut on a scalar boundary, and a cut inside the flag's cluster, the combining mark's and CR LF.
        for cut in 1..<utf8.count where utf8[cut] & 0xC0 != 0x80 {
            var stream = PhoneNumberStreamMatcher(region: "US")
            let found = stream.append(String(decoding: utf8[..<cut], as: UTF8.self))
                + stream.append(String(decoding: utf8[cut...], as: UTF8.self)) + stream.finish()
            #expect(found == whole, "cut at \(cut)")
        }
        var stream = PhoneNumberStreamMatcher(region: "US")
        _ = stream.finish()
        #expect(stream.append("(201) 555-0123 ") == [])
    }
}
