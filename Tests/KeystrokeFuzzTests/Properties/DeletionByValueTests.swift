@testable import Keystroke
import KeystrokeFuzzSupport
import KeystrokeTestSupport
import Testing

/// Backspace and Delete delete the value's Character nearest the caret, found by placing the value
/// in the text (ASCII, or any text whose Characters are one scalar each), with one layout.
/// Wherever that answers, it must give what the
/// deletion probe loop gives on the same state: same text, caret, value, completeness and history;
/// and where it hands its first layout on to the loop, the loop must end as it would alone.
@Suite struct DeletionByValueTests {
    @Test(arguments: FuzzCatalog.names)
    func theSpliceGivesWhatTheProbeLoopGives(name: String) throws {
        let subject = try #require(try FuzzCatalog.subject(named: name))
        var random = SeededGenerator(seed: UInt64(truncatingIfNeeded: name.utf8.reduce(11) { $0 &* 31 &+ Int($1) }))
        var eligible = 0
        var answered = 0
        for _ in 0..<150 {
            var field = EditingState.randomlyTyped(subject, using: &random)
            guard field.textCount > 0 else { continue }
            field.moveCaret(to: Int.random(in: 0...field.textCount, using: &random))
            let forward = Bool.random(using: &random)
            let caret = field.caret
            guard forward ? caret < field.textCount : caret > 0,
                field.formatterBox.applyDeletion(
                    forward ? .forward(caret: caret) : .backward(caret: caret), to: field.text, value: field.typedValue, autoskip: false) == nil
            else { continue }
            // Coverage is counted on ASCII text; other text (a time's Korean marker) is compared all the same.
            let counts = field.text.utf8.count == field.textCount
            if counts { eligible += 1 }
            var splicing = field
            var probing = field
            var firstStep: MaskResult?
            guard let spliced = splicing.deleteByValue(forward: forward, firstStep: &firstStep) else {
                // The loop then begins where the splice stopped, and must end as it would alone.
                if firstStep != nil {
                    #expect(splicing.deleteByProbing(forward: forward, firstStep: firstStep) == probing.deleteByProbing(forward: forward),
                            "\(name): handed on at \(caret) of '\(field.text)'")
                }
                continue
            }
            let probed = probing.deleteByProbing(forward: forward)
            if counts { answered += 1 }
            #expect(spliced == probed, "\(name): \(forward ? "Delete" : "Backspace") at \(caret) of '\(field.text)'")
            #expect(splicing.typedValue == probing.typedValue && splicing.canUndo == probing.canUndo, "\(name): '\(field.text)'")
        }
        // A format that deletes by splicing ASCII text has states the splice takes: most of them
        // (the rest: a date or time that puts a digit back, a Delete with no value after the caret).
        if eligible > 20 { #expect(answered * 5 > eligible * 3, "\(name): the splice answered \(answered) of \(eligible)") }
    }

    @Test func theValueIsPlacedFromTheEnd() {
        /// Where a deletion at `caret` finds the value in ASCII `text`.
        func place(_ value: String, in text: String, caret: Int, forward: Bool) -> Int? {
            ByteView.with(text) { bytes in
                ByteView.with(value) { value in
                    EditingState.valueCharacter(nearest: caret, forward: forward, text: bytes, textCount: text.count, value: value)?.character
                }
            }
        }
        // `+7 (7` holds the value `77`: the prefix's `7` is the first of it only when read from the end.
        #expect(place("77", in: "+7 (7", caret: 5, forward: false) == 4)
        #expect(place("529982", in: "529.982", caret: 3, forward: true) == 4)
        #expect(place("124", in: "12/3", caret: 2, forward: false) == nil)
        #expect(place("sw1a1", in: "SW1A 1", caret: 5, forward: false) == 3)
        #expect(place("1", in: "1", caret: 0, forward: false) == nil)
    }
}
