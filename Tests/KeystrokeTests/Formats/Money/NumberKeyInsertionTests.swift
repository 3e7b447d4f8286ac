import Keystroke
import Testing

/// A number field types a key through `applyInsertion(_:)`: it receives the key and its offset
/// rather than working them out from the new text. Typed key by key anywhere in the field, a digit
/// it places gives what reading the new text as a paste gives (`apply`), and a key it refuses
/// leaves the field as it was and says so.
@Suite struct NumberKeyInsertionTests {
    @Test(arguments: ["number:en-US", "number:de-DE:fraction=2", "percent:de-DE", "amount:en-US:USD",
                      "number:ar-EG", "number:en-US:max=100", "number:fr-FR:min=-50"])
    func keysAnywhereMatchTheLayoutOfTheNewText(id: String) throws {
        let format = try Format(id: id)
        let keys = ["0", "1", "5", "9", ".", ",", "-", "+", "%", "x", " ", "٣", "٫", "e"]
        var random = IntlSeededGenerator(seed: 29)
        var handled = 0
        for _ in 0..<200 {
            var field = EditingState(formatter: format)
            for _ in 0..<Int.random(in: 1...9, using: &random) {
                let key = keys.randomElement(using: &random)!
                let caret = Int.random(in: 0...field.text.count, using: &random)
                field.moveCaret(to: caret)
                let before = field.text
                let index = before.index(before.startIndex, offsetBy: caret)
                let edited = String(before[..<index]) + key + String(before[index...])
                let insertion = Insertion(inserted: key, range: caret..<caret, text: before, edited: edited, isPaste: false)
                guard let own = format.applyInsertion(insertion) else { continue }
                handled += 1
                let place = "\(id): '\(key)' at \(caret) of '\(before)'"
                if own.refusal == nil {
                    // What a key gives is a rendering of the field's.
                    #expect(format.apply(MaskInput(text: own.result.text)).text == own.result.text, "\(place)")
                    // A digit placed is the digit in the number the new text reads as, where it reads as
                    // one (a paste reading knows no keys: de-DE `5.1093` is no number, `5.103` with a key).
                    let laidOut = format.apply(MaskInput(text: edited, caret: caret + 1, gravity: .forward(autocomplete: true)))
                    if key.first!.isNumber, !laidOut.value.isEmpty {
                        #expect(own.result.text == laidOut.text && own.result.value == laidOut.value, "\(place)")
                        #expect(own.result.caret == laidOut.caret, "\(place)")
                    }
                }
                let result = field.insert(key)
                if own.refusal != nil {
                    #expect(!result.wasApplied && field.text == before && result.refusal?.characters == key, "\(place)")
                } else {
                    #expect(field.text == own.result.text, "\(place)")
                    if field.text != before { #expect(field.caret == own.result.caret, "\(place)") }
                }
            }
        }
        // The field's own text always reads as its number: every key is the format's to place.
        #expect(handled > 900, "\(id): \(handled) keys")
    }

    /// A key the field refuses says why, from the format.
    @Test func refusedKeysSayWhy() throws {
        var field = EditingState(formatter: try Format(id: "number:en-US:fraction=2"))
        field.insert("1"); field.insert("."); field.insert("2"); field.insert("5")
        let third = field.insert("7")
        #expect(!third.wasApplied)
        #expect(third.refusal?.reason == .full)
        field.moveCaret(to: 1)
        let second = field.insert(".")
        #expect(!second.wasApplied)
        #expect(field.text == "1.25")
        #expect(second.refusal != nil)
    }
}
