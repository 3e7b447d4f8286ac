@testable import Keystroke
import KeystrokeFuzzSupport
import KeystrokeTestSupport

extension EditingState {
    /// A field of `subject`'s formatter after 1 to 18 edits: ASCII keys of its alphabet, and now
    /// and then a paste of one of its valid values. The states the deletion properties start from.
    static func randomlyTyped(_ subject: FuzzSubject, using random: inout SeededGenerator) -> EditingState {
        let characters = subject.alphabet.characters.filter(\.isASCII)
        var field = EditingState(formatter: subject.formatter)
        for _ in 0..<Int.random(in: 1...18, using: &random) {
            if Int.random(in: 0..<8, using: &random) == 0, let sample = subject.validValues.randomElement(using: &random) {
                field.paste(sample)
            } else if let character = characters.randomElement(using: &random) {
                field.insert(String(character))
            }
        }
        return field
    }
}
