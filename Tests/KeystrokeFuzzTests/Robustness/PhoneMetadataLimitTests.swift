import Foundation
@testable import Keystroke
import Testing

/// libphonenumber's regular expressions, as our PCRE2 module runs them: every pattern of every
/// region compiles, and none backtracks its way into a hang on long or hostile subjects.
@Suite("Phone metadata patterns compile and stay fast")
struct PhoneMetadataLimitTests {
    @Test func everyPatternCompilesAndFailsFastOnLongSubjects() throws {
        let store = PhoneMetadataStore.shared
        let ids = PhoneMetadataData.regionIDs
        #expect(ids.count == 254)
        var patterns = 0
        var failures: [String] = []
        let subjects = [String(repeating: "9", count: 10_000), String(repeating: "0123456789", count: 1_000) + "x", ""]
        for id in ids {
            let region = id.hasPrefix("001:") ? store.metadata(forCallingCode: Int(id.dropFirst(4)) ?? 0) : store.region(id)
            guard let region else {
                failures.append("\(id): no metadata")
                continue
            }
            for pattern in region.allPatterns {
                patterns += 1
                if case .failure(let error) = pattern.pattern { failures.append("\(id) '\(pattern.source)': \(error)") }
                for subject in subjects {
                    let start = ContinuousClock.now
                    _ = pattern.fullyMatches(subject)
                    if ContinuousClock.now - start > .seconds(1) { failures.append("\(id) '\(pattern.source)' took over 1 s") }
                }
            }
        }
        #expect(patterns > 4_000)
        #expect(failures.isEmpty, "\(failures.prefix(5))")
    }

    @Test func hostileInputThroughTheFormatsIsRefusedClearly() throws {
        let phone = try Format(id: "phone:BR")
        let long = String(repeating: "1", count: 10_000)
        let error = #expect(throws: ValidationError.self) { try phone.validate(long) }
        #expect(error?.code == "phone.tooLong")
        var field = EditingState(formatter: phone)
        let paste = field.paste("+55" + long)
        #expect(paste.refusal?.reason == .full)
        #expect(field.text.count < 40)
        let mixed = #expect(throws: ValidationError.self) { try phone.validate("41 9999\u{0}9-8888") }
        #expect(mixed?.code == "phone.characters")
    }
}
