/// What a phone field's text holds for the as-you-type formatter: a leading `+`, the digits (as
/// ASCII, at most a limit), where the caret sits among them, and what was dropped.
struct PhoneKeystrokes {
    /// Whether a `+` was typed before the first digit.
    private(set) var hasPlus = false
    /// The digits, ASCII, at most the limit.
    private(set) var digits = ""
    /// `+` (typed, or implied for international entry) and the ASCII digits: what the formatter is fed.
    private(set) var typed = ""
    /// How many characters of ``typed`` come before the caret.
    private(set) var caretIndex = 0
    /// Characters that are not part of a number, a misplaced `+`, and digits past the limit.
    private(set) var dropped = ""

    init(text: String, caret: Int, international: Bool, limit: Int) {
        var digitsBeforeCaret = 0
        var plusBeforeCaret = false
        var count = 0
        if text.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) {
            // One byte per Character: no grapheme breaking.
            var kept: [UInt8] = []
            kept.reserveCapacity(min(text.utf8.count, limit))
            for (offset, byte) in text.utf8.enumerated() {
                if byte &- 0x30 < 10 {
                    guard count < limit else {
                        dropped.unicodeScalars.append(Unicode.Scalar(byte))
                        continue
                    }
                    kept.append(byte)
                    count += 1
                    if offset < caret { digitsBeforeCaret += 1 }
                } else if byte == UInt8(ascii: "+") {
                    if count == 0 && !hasPlus {
                        hasPlus = true
                        plusBeforeCaret = offset < caret
                    } else {
                        dropped.append("+")
                    }
                } else if !PhoneNumberReader.isPunctuation(Character(Unicode.Scalar(byte))) {
                    dropped.unicodeScalars.append(Unicode.Scalar(byte))
                }
            }
            digits = String(decoding: kept, as: UTF8.self)
            finish(international: international, digitsBeforeCaret: digitsBeforeCaret, plusBeforeCaret: plusBeforeCaret)
            return
        }
        for (offset, character) in text.enumerated() {
            if let digit = PhoneNumberReader.asciiDigit(character) {
                guard count < limit else {
                    dropped.append(character)
                    continue
                }
                digits.unicodeScalars.append(digit)
                count += 1
                if offset < caret { digitsBeforeCaret += 1 }
            } else if character == "+" || character == "\u{FF0B}" {
                if count == 0 && !hasPlus {
                    hasPlus = true
                    plusBeforeCaret = offset < caret
                } else {
                    dropped.append(character)
                }
            } else if !PhoneNumberReader.isPunctuation(character) {
                dropped.append(character)
            }
        }
        finish(international: international, digitsBeforeCaret: digitsBeforeCaret, plusBeforeCaret: plusBeforeCaret)
    }

    private mutating func finish(international: Bool, digitsBeforeCaret: Int, plusBeforeCaret: Bool) {
        // International entry implies the + once there is a digit; a field of punctuation stays empty.
        let leadingPlus = hasPlus || (international && !digits.isEmpty)
        typed = leadingPlus ? "+" + digits : digits
        caretIndex = digitsBeforeCaret
        if leadingPlus && (plusBeforeCaret || (!hasPlus && digitsBeforeCaret > 0)) { caretIndex += 1 }
    }

    /// What was typed, as the field's value while editing: `+` (typed or implied) and the digits.
    var value: String {
        guard !digits.isEmpty || hasPlus else { return "" }
        return typed
    }

    /// The caret in the laid-out `text`: after the same digit (or `+`), then past the separators
    /// that follow unless backward gravity with autoskip keeps it next to the character.
    func caret(in text: String, gravity: CaretGravity) -> Int {
        guard caretIndex > 0 else { return 0 }
        var skipsSeparators = true
        if case .backward(let autoskip) = gravity { skipsSeparators = !autoskip }
        if text.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) {
            // One byte per Character: no grapheme breaking.
            return position(in: text.utf8.lazy.map { $0 == UInt8(ascii: "+") || $0 &- 0x30 < 10 }, skipsSeparators)
        }
        return position(in: text.lazy.map { $0 == "+" || $0.isASCII && $0.isNumber }, skipsSeparators)
    }

    /// The offset after the ``caretIndex``-th significant character of a text given as one flag
    /// per Character, then past the separators that follow when `skipsSeparators`.
    private func position(in significance: some Sequence<Bool>, _ skipsSeparators: Bool) -> Int {
        var seen = 0
        var position = 0
        var found = false
        for significant in significance {
            if found {
                if significant || !skipsSeparators { break }
            } else if significant {
                seen += 1
                found = seen == caretIndex
            }
            position += 1
        }
        return position
    }
}
