@testable import Keystroke
import KeystrokeFuzzSupport
import Testing

/// Cutting any selection and pasting it back where it was gives the text back, where the cut is
/// taken: in the catalog's formats, every country's postal codes, and dates and times in twelve
/// locales. A field of fixed places refuses a cut that would pad a place or move what follows into
/// another (`2` cut from `23:59` made `03:59`, where the `2` found no room), and a number's `0`
/// before its decimal separator gives way to what is pasted before it (`12` back before `0,5`).
///
/// Left out, each by design: the cash register (`currency:`), which takes every digit in at the
/// end; a cut whose layout keeps fewer letters and digits than were left (the `1` of `1.000` cut
/// leaves `0`: leading zeros go); in a number, a cut with punctuation between digits, which is
/// pasted back as a number of its own (` 1.2` cut from pt-BR `R$ 1.234,50` reads as 1,2); and
/// `name`, which writes one space between words.
@Suite struct CutAndPasteBackTests {
    @Test(arguments: RetypingAPlaceTests.cases.map(\.id).filter { $0 != "name" })
    func cutThenPastedBackGivesTheTextBack(id: String) throws {
        let format = try Format(id: id)
        let samples = try #require(RetypingAPlaceTests.cases.first { $0.id == id }).samples
        for sample in samples where !sample.isEmpty {
            let start = EditingState(formatter: format, text: (try? format.validate(sample))?.text ?? sample)
            let count = start.text.count
            for lower in 0..<count {
                for upper in (lower + 1)...count {
                    var field = start
                    field.select(lower..<upper)
                    let (clipboard, cut) = field.cut()
                    guard cut.wasApplied, !(Self.isNumber(id) && Self.hasPunctuationBetweenDigits(clipboard)),
                          Self.lettersAndDigits(cut.text) == Self.lettersAndDigits(start.text) - Self.lettersAndDigits(clipboard)
                    else { continue }
                    let pasted = field.paste(clipboard)
                    #expect(
                        field.text == start.text,
                        "\(id): \(clipboard) cut from \(start.text) left \(cut.text), pasted back \(pasted.text) \(pasted.refusal?.message ?? "")")
                }
            }
        }
    }

    static func lettersAndDigits(_ text: String) -> Int { text.count(where: FormatText.isLetterOrNumber) }

    static func isNumber(_ id: String) -> Bool { ["number:", "percent:", "amount:"].contains { id.hasPrefix($0) } }

    static func hasPunctuationBetweenDigits(_ text: String) -> Bool {
        let characters = Array(text)
        return characters.indices.dropFirst().dropLast().contains { index in
            !characters[index].isNumber && characters[index - 1].isNumber && characters[index + 1].isNumber
        }
    }
}
