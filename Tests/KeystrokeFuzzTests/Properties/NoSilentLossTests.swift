@testable import Keystroke
import KeystrokeFuzzSupport
import KeystrokeTestSupport
import Testing

/// An edit of a selection before other text never loses that text silently: deleting the
/// selection, or typing over it, takes the selection's letters and digits and no more. Where the
/// layout of what is left would drop more, the edit is refused. Letters the format writes and
/// its value does not hold (the ` г.` of a Bulgarian date, shown on a whole date only) are not counted.
///
/// Numbers are left out: their own rules take a digit with a separator deleted next to it, and
/// a number drops the zeros that come to lead it (`1.050` less its `1` is `50`).
@Suite struct NoSilentLossTests {
    /// How many letters and digits `text` holds.
    static func valueLike(_ text: some StringProtocol) -> Int { text.count { $0.isLetter || $0.isNumber } }

    /// How many digits `text` holds, and letters that `value` holds too.
    static func valueLike(_ text: String, of value: String) -> Int {
        text.count { $0.isNumber || ($0.isLetter && value.contains($0)) }
    }

    @Test(arguments: FuzzCatalog.names)
    func anEditInTheMiddleKeepsWhatFollows(name: String) throws {
        let subject = try #require(try FuzzCatalog.subject(named: name))
        guard subject.checksDeletion, !["number:", "percent:", "amount:", "currency:"].contains(where: name.hasPrefix) else { return }
        var random = SeededGenerator(seed: UInt64(truncatingIfNeeded: name.utf8.reduce(5) { $0 &* 31 &+ Int($1) }))
        for _ in 0..<150 {
            var field = EditingState.randomlyTyped(subject, using: &random)
            // A field with no value holds only what the format wrote (a `+7 (` prefix).
            guard field.textCount > 2, field.textCount <= 120, !field.value.isEmpty else { continue }
            let before = field.text
            let valueBefore = field.typedValue
            let lower = Int.random(in: 0..<(field.textCount - 1), using: &random)
            let upper = Int.random(in: (lower + 1)..<field.textCount, using: &random)
            let selected = Self.valueLike(before.dropFirst(lower).prefix(upper - lower))
            let typing = Bool.random(using: &random)
            field.select(lower..<upper)
            let result: EditResult
            if typing {
                let key = subject.alphabet.characters.filter(\.isASCII).randomElement(using: &random) ?? "1"
                result = field.insert(String(key))
            } else {
                result = field.deleteBackward()
            }
            guard result.wasApplied else {
                #expect(field.text == before, "\(name): a refused edit changed '\(before)'")
                continue
            }
            let lost = Self.valueLike(before, of: valueBefore) - Self.valueLike(field.text, of: field.typedValue)
            #expect(lost <= selected, "\(name): \(typing ? "typing" : "deleting") over \(lower)..<\(upper) of '\(before)' gave '\(field.text)'")
        }
    }

    /// A paste anywhere keeps every letter and digit it brings, or reports it dropped: random
    /// pastes of the format's alphabet (full-width and Arabic-Indic digits, combining marks,
    /// emoji) mixed into valid values, over random selections.
    ///
    /// Left out, besides numbers: formats that rewrite what is pasted by their rules. A phone
    /// number reads `00` as `+`, and a time's marker replaces the field's own, so a time is
    /// checked on pastes with no letters.
    @Test(arguments: FuzzCatalog.names)
    func aPasteReportsWhatItLeavesOut(name: String) throws {
        let subject = try #require(try FuzzCatalog.subject(named: name))
        let rewrites = ["number:", "percent:", "amount:", "currency:", "phone"]
        guard subject.checksDeletion, !rewrites.contains(where: name.hasPrefix) else { return }
        var random = SeededGenerator(seed: UInt64(truncatingIfNeeded: name.utf8.reduce(11) { $0 &* 31 &+ Int($1) }))
        let characters = Array(subject.alphabet.characters)
        // Letters the layout writes itself (bg's `г.` after a date) are no one's data.
        let sample = subject.formatter.apply(MaskInput(text: subject.validValues.first ?? ""))
        let literals = Set(sample.text.filter(\.isLetter)).subtracting(sample.value)
        func count(_ text: some StringProtocol) -> Int { text.count { ($0.isLetter || $0.isNumber) && !literals.contains($0) } }
        for _ in 0..<400 {
            var field = Bool.random(using: &random)
                ? EditingState.randomlyTyped(subject, using: &random) : EditingState(formatter: subject.formatter)
            let before = field.text
            var pasted = Bool.random(using: &random) ? subject.validValues.randomElement(using: &random) ?? "" : ""
            for _ in 0..<Int.random(in: 0...6, using: &random) {
                let at = pasted.index(pasted.startIndex, offsetBy: Int.random(in: 0...pasted.count, using: &random))
                pasted.insert(characters.randomElement(using: &random) ?? "1", at: at)
            }
            if name.hasPrefix("time") { pasted = pasted.filter { !$0.isLetter } }
            guard !pasted.isEmpty else { continue }
            let lower = Int.random(in: 0...field.text.count, using: &random)
            let upper = Int.random(in: lower...field.text.count, using: &random)
            field.select(lower..<upper)
            let result = field.paste(pasted)
            let kept = count(before) - count(before.dropFirst(lower).prefix(upper - lower))
            let expected = kept + count(pasted) - count(result.dropped)
            #expect(
                count(field.text) >= expected,
                "\(name): \(pasted.debugDescription) pasted over \(lower)..<\(upper) of \(before.debugDescription) gave \(field.text.debugDescription), dropping \(result.dropped.debugDescription)"
            )
        }
    }
}
