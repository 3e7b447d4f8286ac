import Keystroke

/// A tiny digit mask for testing the editing model without the mask engine:
/// `#` is a required digit, anything else a separator. It follows InputMask's
/// rules closely enough for editing tests: separators typed in place are
/// consumed, missing ones inserted, forward gravity with autocomplete appends
/// separators after the last digit, everything unplaced is dropped.
struct DigitMask: InputFormatter {
    let pattern: [Character]

    init(_ pattern: String) { self.pattern = Array(pattern) }

    func apply(_ input: MaskInput) -> MaskResult {
        let characters = Array(input.text)
        let caretIn = min(max(input.caret, 0), characters.count)
        let leansForward: Bool
        let autocomplete: Bool
        switch input.gravity {
        case .forward(let flag): (leansForward, autocomplete) = (true, flag)
        case .backward: (leansForward, autocomplete) = (false, false)
        }
        var text = ""
        var count = 0
        var caret = 0
        var value = ""
        var dropped = ""
        var index = 0
        var slotsFilled = 0
        tokens: for token in pattern {
            if token == "#" {
                while index < characters.count, !characters[index].isASCII || !characters[index].isNumber {
                    dropped.append(characters[index])
                    index += 1
                }
                guard index < characters.count else { break tokens }
                text.append(characters[index])
                value.append(characters[index])
                count += 1
                index += 1
                slotsFilled += 1
                if index <= caretIn { caret = count }
            } else if index < characters.count {
                let consumed = characters[index] == token
                text.append(token)
                count += 1
                if consumed {
                    index += 1
                    if index <= caretIn { caret = count }
                } else if index == caretIn && leansForward {
                    caret = count
                }
            } else if autocomplete && caretIn == characters.count {
                text.append(token)
                count += 1
                caret = count
            } else {
                break tokens
            }
        }
        // Digits left over once every slot is filled: dropped for want of room.
        let overflowed = characters[index...].contains { $0.isASCII && $0.isNumber }
        if index < characters.count {
            dropped.append(contentsOf: characters[index...])
        }
        let slots = pattern.count(where: { $0 == "#" })
        return MaskResult(
            text: text, caret: caret, value: value, isComplete: slotsFilled == slots, dropped: dropped, overflowed: overflowed)
    }
}

/// Keeps ASCII digits only, without limit (like `[0…]`); complete when non-empty.
struct DigitsOnly: InputFormatter {
    func apply(_ input: MaskInput) -> MaskResult {
        var text = ""
        var dropped = ""
        var caret = 0
        for (offset, character) in input.text.enumerated() {
            if character.isASCII && character.isNumber {
                text.append(character)
                if offset < input.caret { caret += 1 }
            } else {
                dropped.append(character)
            }
        }
        return MaskResult(text: text, caret: caret, value: text, isComplete: !text.isEmpty, dropped: dropped)
    }
}

/// Leaves text untouched; admits at most `limit` Characters (a filter-style formatter).
struct ShortText: InputFormatter {
    let limit: Int

    func apply(_ input: MaskInput) -> MaskResult {
        MaskResult(text: input.text, caret: input.caret, value: input.text, isComplete: !input.text.isEmpty)
    }

    func refusal(of text: String) -> Refusal? {
        text.count <= limit ? nil : Refusal(reason: .formatRule, characters: text, message: "At most \(limit) characters.")
    }
}
