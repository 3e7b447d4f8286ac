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
    /// Whether digits past the limit were dropped: the number has no room for them.
    private(set) var overflowed = false

    init(text: String, caret: Int, international: Bool, limit: Int) {
        guard PhoneNumberText.mayHaveParts(text), let parts = try? PhoneNumberText.parts(of: text) else {
            self.init(scanning: text, caret: caret, international: international, limit: limit)
            return
        }
        // A pasted extension is its own part, never digits of the number: it is reported as
        // dropped. Vanity letters are dialled one for one, so the caret keeps its place; a
        // `tel:` URI rewritten puts it at the end.
        let numberCount = parts.number.count
        // A rewritten `tel:` number is never longer than the text; the limit keeps that a fact, not a trap.
        let extensionStart = parts.extension == nil
            ? text.endIndex
            : text.utf8.index(text.startIndex, offsetBy: parts.number.utf8.count, limitedBy: text.endIndex) ?? text.endIndex
        let sameShape = parts.extension == nil ? numberCount == text.count : text[..<extensionStart].count == numberCount
        self.init(scanning: parts.number, caret: sameShape ? min(caret, numberCount) : numberCount, international: international, limit: limit)
        if parts.extension != nil && sameShape { dropped = String(text[extensionStart...]) + dropped }
    }

    /// Reads `text` as it is: `+`, digits and punctuation, everything else dropped; in
    /// international entry, a leading `00` is read as the `+` it dials.
    private init(scanning text: String, caret: Int, international: Bool, limit: Int) {
        defer { if international { readZerosAsPlus() } }
        if ByteView.ifContiguous(text, { readASCII($0, caret: caret, international: international, limit: limit) }) == true {
            return
        }
        // Other text goes Character by Character.
        var digitsBeforeCaret = 0
        var plus = false
        var plusBeforeCaret = false
        var count = 0
        var digits = ""
        for (offset, character) in text.enumerated() {
            if let digit = PhoneNumberReader.asciiDigit(character) {
                guard count < limit else {
                    dropped.append(character)
                    overflowed = true
                    continue
                }
                digits.unicodeScalars.append(digit)
                count += 1
                if offset < caret { digitsBeforeCaret += 1 }
            } else if character == "+" || character == "\u{FF0B}" {
                if count == 0 && !plus {
                    plus = true
                    plusBeforeCaret = offset < caret
                } else {
                    dropped.append(character)
                }
            } else if !PhoneNumberReader.isPunctuation(character) {
                dropped.append(character)
            }
        }
        let leadingPlus = settle(
            plus: plus, plusBeforeCaret: plusBeforeCaret, count: count, digitsBeforeCaret: digitsBeforeCaret,
            international: international)
        typed = leadingPlus ? "+" + digits : digits
    }

    /// Records what a pass over the text counted, with the caret among `+` and the digits;
    /// returns whether ``typed`` starts with `+`.
    private mutating func settle(plus: Bool, plusBeforeCaret: Bool, count: Int, digitsBeforeCaret: Int, international: Bool) -> Bool {
        // International entry implies the + once there is a digit; a field of punctuation stays empty.
        let leadingPlus = plus || (international && count > 0)
        hasPlus = plus
        digitCount = count
        caretIndex = digitsBeforeCaret
        if leadingPlus && (plusBeforeCaret || (!plus && digitsBeforeCaret > 0)) { caretIndex += 1 }
        return leadingPlus
    }

    /// Reads an ASCII text (one byte per Character: no grapheme breaking) in one pass, writing
    /// `typed` once its length is known; false, with nothing changed, for any other text.
    private mutating func readASCII(_ bytes: ByteView, caret: Int, international: Bool, limit: Int) -> Bool {
        var digitsBeforeCaret = 0
        var plusBeforeCaret = false
        var plus = false
        var count = 0
        var offset = 0
        var dropped = ""
        for byte in bytes {
            if byte &- 0x30 < 10 {
                if count < limit {
                    count += 1
                    if offset < caret { digitsBeforeCaret += 1 }
                } else {
                    dropped.unicodeScalars.append(Unicode.Scalar(byte))
                    overflowed = true
                }
            } else if byte >= 0x80 || byte == 0x0D {
                return false
            } else if byte == UInt8(ascii: "+") {
                if count == 0 && !plus {
                    plus = true
                    plusBeforeCaret = offset < caret
                } else {
                    dropped.append("+")
                }
            } else if !PhoneNumberReader.isASCIIPunctuation(byte) {
                dropped.unicodeScalars.append(Unicode.Scalar(byte))
            }
            offset += 1
        }
        let leadingPlus = settle(
            plus: plus, plusBeforeCaret: plusBeforeCaret, count: count, digitsBeforeCaret: digitsBeforeCaret,
            international: international)
        self.dropped = dropped
        typed = ASCIIWriter.string(capacity: count + (leadingPlus ? 1 : 0)) { writer in
            if leadingPlus { writer.append(UInt8(ascii: "+")) }
            var left = count
            for byte in bytes where byte &- 0x30 < 10 {
                guard left > 0 else { break }
                writer.append(byte)
                left -= 1
            }
        }
        return true
    }

    /// `+00` (the `+` typed or implied) read as `+`: no calling code starts with 0, so the zeros
    /// are the international prefix most of the world dials. The caret stays after the same digit.
    private mutating func readZerosAsPlus() {
        // Every pair goes, so that the text read again stays as it is (`+0000…` can be no number).
        while PhoneNumberReader.hasASCIIPrefix(typed, "+00") {
            typed = "+" + String(typed.utf8.dropFirst(3))!
            digitCount -= 2
            hasPlus = true
            caretIndex = caretIndex <= 1 ? caretIndex : max(1, caretIndex - 2)
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
        Self.caret(after: caretIndex, in: text, gravity: gravity)
    }

    /// The caret in `text` after its `caretIndex`-th `+` or digit, then past the separators that
    /// follow as ``caret(in:gravity:)`` says.
    static func caret(after caretIndex: Int, in text: String, gravity: CaretGravity) -> Int {
        guard caretIndex > 0 else { return 0 }
        let skipsSeparators = skipsSeparators(gravity)
        // One byte per Character while the text is ASCII (the formatter writes ASCII): no grapheme breaking.
        if let position = ByteView.ifContiguous(text, { caret(after: caretIndex, inASCII: $0, skipsSeparators: skipsSeparators) }),
            let position
        {
            return position
        }
        var walk = CaretWalk(target: caretIndex, skipsSeparators: skipsSeparators)
        for character in text {
            if !walk.take(character == "+" || character.isASCII && character.isNumber) { break }
        }
        return walk.position
    }

    /// Whether the caret moves past the separators after the character it follows: unless
    /// backward gravity with autoskip keeps it next to the character.
    static func skipsSeparators(_ gravity: CaretGravity) -> Bool {
        if case .backward(let autoskip) = gravity { return !autoskip }
        return true
    }

    /// ``caret(in:gravity:)`` over ASCII bytes: the offset after the `target`-th digit or `+`,
    /// then past the separators that follow when `skipsSeparators`; nil when a byte the walk
    /// reaches is not ASCII.
    private static func caret(after target: Int, inASCII bytes: ByteView, skipsSeparators: Bool) -> Int? {
        var seen = 0
        var position = 0
        while position < bytes.count && seen < target {
            let byte = bytes[position]
            if byte >= 0x80 || byte == 0x0D { return nil }
            if byte == UInt8(ascii: "+") || byte &- 0x30 < 10 { seen += 1 }
            position += 1
        }
        guard skipsSeparators else { return position }
        while position < bytes.count {
            let byte = bytes[position]
            if byte >= 0x80 || byte == 0x0D { return nil }
            if byte == UInt8(ascii: "+") || byte &- 0x30 < 10 { break }
            position += 1
        }
        return position
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
