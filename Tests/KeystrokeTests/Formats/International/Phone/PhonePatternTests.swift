import PCRE2
import Testing

@testable import Keystroke

/// The first-digit filter the phone patterns apply before running PCRE2, checked on examples and
/// against PCRE2's own partial matching for every pattern of the metadata.
@Suite struct PhonePatternTests {
    /// The digits of a bit set, as a string (`"28"` for bits 2 and 8).
    static func digits(_ bits: UInt16) -> String {
        String((0...9).filter { bits & (1 << UInt16($0)) != 0 }.map { Character(String($0)) })
    }

    @Test(arguments: [
        (#"800\d{6}"#, "8"),
        (#"[2-9]\d{7}"#, "23456789"),
        (#"(?:1[1-9]|2[12478])\d{8}"#, "12"),
        (#"300\d{6}|[59]00\d{6,7}"#, "359"),
        (#"(?:30[03]\d{3}|4(?:0(?:0\d|20)|370))\d{4}"#, "34"),
        (#"\+|00"#, "0"),
        (#"[1-35]\d"#, "1235"),
        (#"\d{8}"#, "0123456789"),
    ])
    func readsTheFirstDigitsOfAPattern(source: String, expected: String) {
        #expect(Self.digits(PhonePattern.possibleFirstDigits(of: source)) == expected)
    }

    @Test(arguments: [
        #"1?\d{7}"#, #"0{0,2}1"#, "(?:|1)2", "(?=1)\\d", "[+-9]", "[^1]", ".1", #"\s1"#, "(1", "[12", "a|1",
    ])
    func answersAnyDigitWhenItCannotTell(source: String) {
        #expect(PhonePattern.possibleFirstDigits(of: source) == PhonePattern.anyFirstDigit)
    }

    /// A digit the filter rules out must be one no match can begin with: PCRE2's hard partial
    /// matching of that digit alone says no continuation of it matches.
    @Test func everyMetadataPatternRulesOutOnlyDigitsNoMatchBeginsWith() throws {
        PhoneFormat.preloadMetadata()
        let store = PhoneMetadataStore.shared
        var seen = Set<String>()
        var ruledOut = 0
        for id in PhoneFormat.supportedRegions {
            let region = try #require(store.region(id))
            for pattern in region.allPatterns where seen.insert(pattern.source).inserted {
                let filter = pattern.firstDigits
                guard filter != PhonePattern.anyFirstDigit else { continue }
                let oracle = try Pattern(pattern.source, options: [.asciiClasses, .noJIT])
                for digit in 0...9 where filter & (1 << UInt16(digit)) == 0 {
                    #expect(try oracle.partialMatch(String(digit)) == .none, "\(id) '\(pattern.source)' starting with \(digit)")
                    ruledOut += 1
                }
            }
        }
        // The filter is worth having only if it rules out much: most patterns begin with few digits.
        #expect(ruledOut > 10_000)
    }
}
