import Keystroke
import KeystrokeFuzzSupport
import KeystrokeTestSupport
import Testing

/// The two-way contract, for every built-in format of the fuzz catalog: a strict reading (and
/// `format`, which is one) round-trips through the format's own text, and refuses whatever a
/// lenient reading drops.
@Suite struct ReadingPropertyTests {
    static func format(_ id: String) throws -> (format: Format, subject: FuzzSubject) {
        let subject = try #require(try FuzzCatalog.subject(named: id))
        return (try Format(id: id), subject)
    }

    @Test(arguments: FuzzCatalog.formatIDs)
    func strictReadingOfItsOwnTextGivesTheSameValue(id: String) throws {
        let (format, subject) = try Self.format(id)
        for sample in subject.validValues where !sample.isEmpty {
            let read = try format.read(sample, mode: .strict)
            let again = try format.read(read.text, mode: .strict)
            #expect(again.value == read.value, "\(id): \(sample) → \(read.text) → \(again.value)")
            #expect(again.text == read.text, "\(id): \(read.text) is displayed as \(again.text)")
            #expect(try format.format(sample) == read.text, "\(id): \(sample) formats otherwise than it reads")
        }
    }

    @Test(arguments: FuzzCatalog.formatIDs)
    func layingOutAReadValueGivesTheSameText(id: String) throws {
        let (format, subject) = try Self.format(id)
        for sample in subject.validValues where !sample.isEmpty {
            let read = try format.read(sample, mode: .strict)
            #expect(format.layOut(read.value) == read.text, "\(id): value \(read.value) of \(sample)")
        }
    }

    @Test(arguments: FuzzCatalog.formatIDs)
    func strictReadingRefusesWhatALenientReadingDrops(id: String) throws {
        let (format, subject) = try Self.format(id)
        var generator = SeededGenerator(seed: 0x5EED_0024)
        var texts = subject.alphabet.texts
        for _ in 0..<400 {
            let length = Int.random(in: 1...24, using: &generator)
            texts.append(String((0..<length).map { _ in subject.alphabet.characters.randomElement(using: &generator)! }))
        }
        var dropping = 0
        for text in texts {
            let lenient = try format.read(text, mode: .lenient)
            guard !lenient.dropped.isEmpty else { continue }
            dropping += 1
            #expect(throws: ValidationError.self, "\(id): \(text.debugDescription) drops \(lenient.dropped.debugDescription)") {
                try format.read(text, mode: .strict)
            }
            #expect(throws: ValidationError.self, "\(id): \(text.debugDescription) is formatted") { try format.format(text) }
        }
        // The texts are made to hold characters the format cannot place.
        #expect(dropping > 0, "\(id): no text dropped anything")
    }

    /// Whitespace around a stored value is never trimmed: the strict reading refuses it with
    /// `whitespace`, unless the format keeps it as part of the value (a password). The lenient
    /// reading and `validate(typed:)` drop it, and say so.
    @Test(arguments: FuzzCatalog.formatIDs)
    func strictReadingNeverTrims(id: String) throws {
        let (format, subject) = try Self.format(id)
        for sample in subject.validValues where !sample.isEmpty {
            let valid = try format.validate(sample)
            for (padded, edge) in [(" " + sample, " "), (sample + "\n", "\n"), ("\t" + sample, "\t"), (sample + "\u{A0}", "\u{A0}")] {
                do {
                    let kept = try format.validate(padded)
                    #expect(kept.value.contains(edge), "\(id): \(padded.debugDescription) read as \(kept.value.debugDescription)")
                } catch where error.code != "whitespace" {
                    // A password refuses a line end or a tab as a character it never takes.
                    #expect(id == "password", "\(id): \(padded.debugDescription) is \(error.code)")
                } catch {
                    #expect(try format.validate(typed: padded) == valid, "\(id): typed \(padded.debugDescription)")
                    let lenient = try format.read(padded, mode: .lenient)
                    #expect(lenient.dropped.contains(edge), "\(id): \(padded.debugDescription) dropped \(lenient.dropped.debugDescription)")
                }
            }
        }
    }
}
