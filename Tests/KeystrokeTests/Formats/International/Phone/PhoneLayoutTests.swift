@testable import Keystroke
import Testing

/// The shortcuts the phone formatter takes on the metadata, checked against the metadata itself.
@Suite struct PhoneLayoutTests {
    @Test(arguments: [
        ("[2-9]", true), ("1(?:[2-9]|0[1-9])", true), ("9(?!0)", false), ("8$", false), (#"1\b"#, false),
        ("(?<=1)2", false), (#"7\z"#, false), ("(?:12|3)4", true),
    ])
    func prefixPatternsThatKeepMatchingAsDigitsAreAdded(source: String, grows: Bool) {
        #expect(PhoneLayout.onlyGrowsMatches(source) == grows)
    }

    /// The formatter skips re-matching a layout's leading digits once they matched a shorter
    /// number; that is sound only if a match of a prefix stays a match as the number grows.
    @Test func leadingDigitsThatMatchKeepMatchingInEveryRegion() throws {
        PhoneFormat.preloadMetadata()
        let store = PhoneMetadataStore.shared
        var checked = 0
        for id in PhoneFormat.supportedRegions {
            let region = try #require(store.region(id))
            for layout in region.layouts + region.internationalLayouts where layout.leadingDigitsStayMatched {
                for pattern in layout.leadingDigits {
                    for first in 0...99 {
                        let prefix = String(first)
                        guard pattern.fullyMatches(prefix) else { continue }
                        #expect(pattern.fullyMatches(prefix + "0123456789"), "\(id) '\(pattern.source)' on \(prefix)")
                        checked += 1
                    }
                }
            }
        }
        #expect(checked > 1_000)
    }

    /// Completeness rules out numbers shorter than a calling code's shortest: that must be the
    /// shortest of every region of the code, as their loaded plans give it.
    @Test func aCallingCodesShortestNumberIsItsRegionsShortest() throws {
        let store = PhoneMetadataStore.shared
        var codes = Set<Int>()
        for id in PhoneFormat.supportedRegions { codes.insert(try #require(store.callingCodeByRegion[id])) }
        for code in codes {
            let shortest = store.regions(ofCallingCode: code).compactMap { store.region($0)?.general?.lengthRange?.lowerBound }.min()
            #expect(store.shortestNationalLength(forCallingCode: code) == shortest, "+\(code)")
        }
        // Canada's 7-digit numbers make +1's shortest 7, though the United States' is 10.
        #expect(store.shortestNationalLength(forCallingCode: 1) == 7)
        #expect(store.region("US")?.general?.lengthRange?.lowerBound == 10)
        #expect(store.shortestNationalLength(forCallingCode: 999) == nil)
    }

    @Test func preloadingLoadsEveryRegion() throws {
        PhoneFormat.preloadMetadata()
        for id in PhoneFormat.supportedRegions {
            #expect(PhoneMetadataStore.shared.region(id)?.callingCode == PhoneMetadataStore.shared.callingCodeByRegion[id])
        }
    }
}
