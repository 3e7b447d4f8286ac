@testable import Keystroke
import KeystrokeFuzzSupport
import KeystrokeTestSupport
import Testing

/// Backspace and Delete at a caret, on every format of the fuzz catalog, from random fields with
/// the caret anywhere: each deletion does something, in the direction of its key, and never adds.
@Suite struct DeletionByValueTests {
    /// The letters and digits of a text: what a person typed, where separators are not counted.
    static func lettersAndDigits(_ text: String) -> Int { text.count { $0.isLetter || $0.isNumber } }

    @Test(arguments: FuzzCatalog.names)
    func aDeletionEditsOrStepsTheCaretAndNeverAdds(name: String) throws {
        let subject = try #require(try FuzzCatalog.subject(named: name))
        var random = SeededGenerator(seed: UInt64(truncatingIfNeeded: name.utf8.reduce(11) { $0 &* 31 &+ Int($1) }))
        var stepped = 0
        var tried = 0
        for _ in 0..<150 {
            var field = EditingState.randomlyTyped(subject, using: &random)
            guard field.textCount > 0 else { continue }
            field.moveCaret(to: Int.random(in: 0...field.textCount, using: &random))
            let forward = Bool.random(using: &random)
            let (caret, text, value) = (field.caret, field.text, field.typedValue)
            guard forward ? caret < field.textCount : caret > 0 else { continue }
            tried += 1
            // A format's own rule may put the caret where it likes (a cash register keeps it at the end).
            let common = field.formatterBox.applyDeletion(
                forward ? .forward(caret: caret) : .backward(caret: caret), to: text, value: value, autoskip: field.autoskip) == nil
            let result = forward ? field.deleteForward() : field.deleteBackward()
            let key = "\(name): \(forward ? "Delete" : "Backspace") at \(caret) of '\(text)'"
            if field.text == text && field.typedValue == value {
                // Not an edit: a step over a Character the format writes back, or a refusal that says why.
                let step = forward ? caret + 1 : caret - 1
                if result.refusal == nil { stepped += 1 }
                // Refused in a field of fixed places, it selects the letter or digit it aimed at: the
                // nearest one on its side of the caret.
                let aimed = (forward ? Array(text.enumerated().dropFirst(caret)) : Array(text.enumerated().prefix(caret)).reversed())
                    .first { $0.element.isLetter || $0.element.isNumber }?.offset
                let selectsAimed = result.refusal != nil && field.formatterBox.hasFixedPlaces
                    && aimed.map { field.selection == $0..<($0 + 1) } == true
                let refusedInPlace = result.refusal != nil && (field.selection.isEmpty ? field.caret == caret : selectsAimed)
                #expect(!common || field.caret == step || refusedInPlace, "\(key): selection \(field.selection)")
            } else {
                #expect(result.refusal == nil, "\(key)")
                #expect(Self.lettersAndDigits(field.text) <= Self.lettersAndDigits(text), "\(key) gave '\(field.text)'")
                #expect((0...field.textCount).contains(field.caret), "\(key): caret \(field.caret)")
                // A secure field (a PIN) keeps no history.
                #expect(field.canUndo || field.isSecureEntry, "\(key)")
            }
        }
        // Most deletions take something, or say why not: stepping over what the format writes back is rarer.
        if tried > 30 { #expect(stepped * 2 < tried, "\(name): \(stepped) of \(tried) deletions stepped the caret") }
    }

    @Test func theValueIsPlacedFromTheEnd() {
        /// Where a deletion at `caret` finds the value in ASCII `text`.
        func place(_ value: String, in text: String, caret: Int, forward: Bool) -> Int? {
            ByteView.with(text) { bytes in
                ByteView.with(value) { value in
                    EditingState.valueCharacter(nearest: caret, forward: forward, text: bytes, textCount: text.count, value: value)
                        .found?.character
                }
            }
        }
        /// Whether the whole value is in the text in order.
        func inOrder(_ value: String, in text: String) -> Bool {
            ByteView.with(text) { bytes in
                ByteView.with(value) { value in
                    EditingState.valueCharacter(nearest: 0, forward: true, text: bytes, textCount: text.count, value: value).inOrder
                }
            }
        }
        // `+7 (7` holds the value `77`: the prefix's `7` is the first of it only when read from the end.
        #expect(place("77", in: "+7 (7", caret: 5, forward: false) == 4)
        #expect(place("529982", in: "529.982", caret: 3, forward: true) == 4)
        #expect(place("124", in: "12/3", caret: 2, forward: false) == nil)
        #expect(place("sw1a1", in: "SW1A 1", caret: 5, forward: false) == 3)
        #expect(place("1", in: "1", caret: 0, forward: false) == nil)
        #expect(place("1０", in: "1０", caret: 2, forward: false) == nil)
        #expect(inOrder("124", in: "12/4") && !inOrder("124", in: "12/3") && !inOrder("1０", in: "1０"))
        #expect(inOrder("", in: "(") && place("", in: "(", caret: 1, forward: false) == nil)
    }

    @Test func anyValueIsPlacedByCharacters() {
        func place(_ value: String, in text: String, caret: Int, forward: Bool) -> (inOrder: Bool, offset: Int?) {
            EditingState.valueCharacter(nearest: caret, forward: forward, text: text, textCount: text.count, value: value)
        }
        // A full-width digit, and a digit shown in another script than the value holds.
        #expect(place("1０", in: "1０", caret: 2, forward: false) == (true, 1))
        #expect(place("12", in: "１-２", caret: 2, forward: true) == (true, 2))
        // A letter in either case, and a Character of two scalars.
        #expect(place("ab", in: "A é B", caret: 4, forward: false) == (true, 0))
        #expect(place("é1", in: "e\u{301}-1", caret: 1, forward: false) == (true, 0))
        // A time's marker shown before its digits is not in order; nothing before the caret.
        #expect(place("0945오후", in: "오후 09:45", caret: 5, forward: false) == (false, nil))
        #expect(place("41", in: "(41)", caret: 1, forward: false) == (true, nil))
    }
}
