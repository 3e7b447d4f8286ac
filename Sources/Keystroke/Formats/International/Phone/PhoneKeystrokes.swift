/// What a phone field's text holds for the as-you-type formatter: a leading `+`, the digits (as
/// ASCII, at most a limit), where the caret sits among them, and what was dropped.
struct PhoneKeystrokes {
    /// Whether a `+` was typed before the first digit.
    private(set) var hasPlus = false
    /// How many digits there are (at most the limit).
    private(set) var digitCount = 0
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
        // One byte per Character while the text is ASCII (no grapheme breaking); the first byte
        // that is not sends the whole text Character by Character. This pass counts the digits
        // (and keeps what it drops); `typed` is written once its length is known.
        var offset = 0
        var ascii = true
        for byte in text.utf8 {
            if byte &- 0x30 < 10 {
                if count < limit {
                    count += 1
                    if offset < caret { digitsBeforeCaret += 1 }
                } else {
                    dropped.unicodeScalars.append(Unicode.Scalar(byte))
                }
            } else if byte >= 0x80 || byte == 0x0D {
                ascii = false
                break
            } else if byte == UInt8(ascii: "+") {
                if count == 0 && !hasPlus {
                    hasPlus = true
                    plusBeforeCaret = offset < caret
                } else {
                    dropped.append("+")
                }
            } else if !PhoneNumberReader.isPunctuation(UInt32(byte)) {
                dropped.unicodeScalars.append(Unicode.Scalar(byte))
            }
            offset += 1
        }
        if ascii {
            // International entry implies the + once there is a digit; a field of punctuation stays empty.
            let leadingPlus = hasPlus || (international && count > 0)
            digitCount = count
            typed = Self.digits(ofASCII: text, count: count, plus: leadingPlus)
            caretIndex = digitsBeforeCaret
            if leadingPlus && (plusBeforeCaret || (!hasPlus && digitsBeforeCaret > 0)) { caretIndex += 1 }
            return
        }
        (hasPlus, dropped, digitsBeforeCaret, plusBeforeCaret, count) = (false, "", 0, false, 0)
        var digits = ""
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
        // International entry implies the + once there is a digit; a field of punctuation stays empty.
        let leadingPlus = hasPlus || (international && !digits.isEmpty)
        digitCount = count
        typed = leadingPlus ? "+" + digits : digits
        caretIndex = digitsBeforeCaret
        if leadingPlus && (plusBeforeCaret || (!hasPlus && digitsBeforeCaret > 0)) { caretIndex += 1 }
    }

    /// The digits, ASCII.
    var digits: Substring.UTF8View {
        Substring(typed).utf8.dropFirst(typed.utf8.first == UInt8(ascii: "+") ? 1 : 0)
    }

    /// The first `count` ASCII digits of `text`, after a `+` when `plus`.
    private static func digits(ofASCII text: String, count: Int, plus: Bool) -> String {
        ASCIIWriter.string(capacity: count + (plus ? 1 : 0)) { writer in
            if plus { writer.append(UInt8(ascii: "+")) }
            var left = count
            for byte in text.utf8 where byte &- 0x30 < 10 {
                guard left > 0 else { break }
                writer.append(byte)
                left -= 1
            }
        }
    }

    /// What was typed, as the field's value while editing: `+` (typed or implied) and the digits.
    var value: String {
        guard digitCount > 0 || hasPlus else { return "" }
        return typed
    }

    /// The caret in the laid-out `text`: after the same digit (or `+`), then past the separators
    /// that follow unless backward gravity with autoskip keeps it next to the character.
    func caret(in text: String, gravity: CaretGravity) -> Int {
        guard caretIndex > 0 else { return 0 }
        var skipsSeparators = true
        if case .backward(let autoskip) = gravity { skipsSeparators = !autoskip }
        // One byte per Character while the text is ASCII (the formatter writes ASCII): no grapheme breaking.
        var walk = CaretWalk(target: caretIndex, skipsSeparators: skipsSeparators)
        for byte in text.utf8 {
            if byte >= 0x80 || byte == 0x0D {
                walk = CaretWalk(target: caretIndex, skipsSeparators: skipsSeparators)
                for character in text {
                    if !walk.take(character == "+" || character.isASCII && character.isNumber) { break }
                }
                return walk.position
            }
            if !walk.take(byte == UInt8(ascii: "+") || byte &- 0x30 < 10) { break }
        }
        return walk.position
    }

    /// Finds the offset after the `target`-th significant Character (a digit or `+`), then past
    /// the separators that follow when `skipsSeparators`, one Character at a time.
    private struct CaretWalk {
        let target: Int
        let skipsSeparators: Bool
        private var seen = 0
        private var found = false
        private(set) var position = 0

        init(target: Int, skipsSeparators: Bool) {
            self.target = target
            self.skipsSeparators = skipsSeparators
        }

        /// Takes the next Character; false once the offset is found (that Character is not taken).
        mutating func take(_ significant: Bool) -> Bool {
            if found {
                if significant || !skipsSeparators { return false }
            } else if significant {
                seen += 1
                found = seen == target
            }
            position += 1
            return true
        }
    }
}
