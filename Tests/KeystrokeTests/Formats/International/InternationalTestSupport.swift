import Keystroke
import KeystrokeTestSupport

/// The seeded generator under its older name in these tests.
typealias IntlSeededGenerator = SeededGenerator

/// Random test values drawn from the seeded generator.
extension SeededGenerator {
    /// `digits` with the digit at a random position in `positions` replaced by another digit.
    mutating func changingOneDigit(of digits: String, in positions: Range<Int>) -> String {
        var characters = Array(digits)
        let position = Int.random(in: positions, using: &self)
        let old = characters[position].wholeNumberValue ?? 0
        characters[position] = Character(String((old + Int.random(in: 1...9, using: &self)) % 10))
        return String(characters)
    }

    /// A string of `count` random ASCII digits.
    mutating func digits(_ count: Int) -> String {
        String((0..<count).map { _ in Character(String(Int.random(in: 0...9, using: &self))) })
    }
}

/// Simulates a user at a keyboard: each key is inserted at the caret and the
/// formatter reformats the whole text, as the editing model does.
struct IntlTypist {
    let formatter: any InputFormatter
    var result: MaskResult

    init(_ formatter: any InputFormatter, text: String = "", caret: Int? = nil) {
        self.formatter = formatter
        result = formatter.apply(MaskInput(text: text, caret: caret ?? text.count, gravity: .backward(autoskip: false)))
    }

    /// Types `keys` one at a time, returning the text after each key.
    @discardableResult
    mutating func type(_ keys: String, autocomplete: Bool = false) -> [String] {
        var steps: [String] = []
        for key in keys {
            var characters = Array(result.text)
            let caret = min(result.caret, characters.count)
            characters.insert(key, at: caret)
            result = formatter.apply(MaskInput(text: String(characters), caret: caret + 1, gravity: .forward(autocomplete: autocomplete)))
            steps.append(result.text)
        }
        return steps
    }

    /// Deletes the character before the caret `times` times.
    mutating func backspace(_ times: Int = 1, autoskip: Bool = false) {
        for _ in 0..<times {
            var characters = Array(result.text)
            let caret = min(result.caret, characters.count)
            guard caret > 0 else { return }
            characters.remove(at: caret - 1)
            result = formatter.apply(MaskInput(text: String(characters), caret: caret - 1, gravity: .backward(autoskip: autoskip)))
        }
    }

    /// Moves the caret.
    mutating func moveCaret(to offset: Int) { result.caret = offset }

    /// Pastes `text` at the caret.
    mutating func paste(_ text: String) {
        var characters = Array(result.text)
        let caret = min(result.caret, characters.count)
        characters.insert(contentsOf: text, at: caret)
        result = formatter.apply(MaskInput(text: String(characters), caret: caret + text.count, gravity: .forward(autocomplete: false)))
    }
}

/// The validation error code of `text`, or `nil` when it is valid.
func intlErrorCode(_ format: some FieldFormat, _ text: String) -> String? {
    do {
        _ = try format.validate(text)
        return nil
    } catch {
        return error.code
    }
}
