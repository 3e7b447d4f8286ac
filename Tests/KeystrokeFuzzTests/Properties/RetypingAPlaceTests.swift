@testable import Keystroke
import KeystrokeFuzzSupport
import Testing

/// Retyping a selected part of a whole value key by key gives the text back: the day, month or year
/// of a date, the hour of a time, a part of a postal code, a group of a code. Typed over, the parts
/// after the selection stay where they are (``InputFormatter/hasFixedPlaces``), or move up and come
/// back as the keys fill them (a code's digits, as a mask types them). Either way no key is refused
/// and nothing is moved for good: `K` over the `K1A` of `K1A 0B1` made `K0B 1`, and `0` over the
/// month of `31/12/1990` was refused.
///
/// The cash register (`currency:`) is left out: it takes every digit in at the end of its amount,
/// by design, as a calculator does.
@Suite struct RetypingAPlaceTests {
    /// The catalog's formats, every country's postal code with its examples, and dates and times
    /// in locales of every order, script and marker.
    static let cases: [(id: String, samples: [String])] = {
        var cases: [(id: String, samples: [String])] = FuzzCatalog.formatIDs.filter { !$0.hasPrefix("currency:") }.compactMap { id in
            guard let subject = try? FuzzCatalog.subject(named: id) else { return nil }
            return (id, subject.validValues)
        }
        for region in AddressMetadataStore.shared.regions {
            guard let format = try? PostalCodeFormat(region: region), !format.rules.examples.isEmpty else { continue }
            cases.append(("postal-code:\(region)", format.rules.examples))
        }
        // hsb and th end a time in text of their own (` hodź.`, ` น.`).
        for locale in ["en-US", "de-DE", "ja", "ko", "hu", "bg", "fr-FR", "zh-TW", "ar-EG", "fa", "he", "pt-BR", "hsb", "th"] {
            cases.append(("date:locale=\(locale)", ["1990-05-31", "2024-12-31"]))
            cases.append(("time:\(locale)", ["23:45", "03:09"]))
        }
        cases.append(("date:MM/yyyy", ["2030-12"]))
        return cases
    }()

    @Test func everyKindOfFieldIsCovered() {
        #expect(Self.cases.count > 250)
        #expect(Self.cases.contains { $0.id == "postal-code:CA" })
    }

    @Test(arguments: cases.map(\.id))
    func retypingASelectedPlaceGivesTheTextBack(id: String) throws {
        let format = try Format(id: id)
        let samples = try #require(Self.cases.first { $0.id == id }).samples
        for sample in samples where !sample.isEmpty {
            // The sample as the field shows it: a stored value (`1990-05-31`) is read strictly first.
            let start = EditingState(formatter: format, text: (try? format.validate(sample))?.text ?? sample)
            let text = Array(start.text)
            for place in Self.places(of: text) where place.upperBound < text.count {
                var field = start
                field.select(place)
                for key in text[place] {
                    let typed = field.insert(key)
                    #expect(typed.refusal == nil, "\(id): \(key) over \(place) of \(start.text) → \(typed.refusal?.message ?? "")")
                }
                #expect(field.text == start.text, "\(id): \(place) of \(start.text) retyped is \(field.text)")
            }
        }
    }

    /// The runs of letters and digits, in Characters: of ASCII ones, of other letters, or of other
    /// digits, so that a marker written against its digits (zh-TW `下午11:45`) is a place of its own.
    static func places(of text: [Character]) -> [Range<Int>] {
        func kind(_ character: Character) -> Int {
            if character.isASCII { return character.isLetter || character.isNumber ? 1 : 0 }
            return character.isLetter ? 2 : character.isNumber ? 3 : 0
        }
        guard !text.isEmpty else { return [] }
        var places: [Range<Int>] = []
        var start = 0
        for offset in 1...text.count where offset == text.count || kind(text[offset]) != kind(text[start]) {
            if kind(text[start]) != 0 { places.append(start..<offset) }
            start = offset
        }
        return places
    }
}
