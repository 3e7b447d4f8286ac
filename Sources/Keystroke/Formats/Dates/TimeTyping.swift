/// A time field's text read leniently, as a person types it, and laid out again in the pattern.
///
/// Digits fill the hour, minute and second in order wherever they stand (a first hour digit
/// followed by a separator, then more digits, gets a zero before it: `3:45 PM` pastes as `03:45 PM`); the pattern's
/// literal text is skipped; a marker written whole (`PM`, `오후`) is read as that marker, and
/// other letters are a marker's first letters (`p`, `오후`'s `오` waits for `후`). A digit that
/// makes the time impossible is dropped with every digit after it, and ``refusal`` says why.
///
/// The typed value is the digits, then the marker once one is chosen (`0305PM`); the
/// layout puts the separators between the fields that are there and, with autocomplete at the
/// end of the text, the ones after a full field.
struct TimeTyping {
    let pattern: TimePattern
    /// The accepted digits and the Character offset each came from.
    private(set) var digits: [(value: Int, offset: Int)] = []
    /// The chosen marker (0 AM, 1 PM) and the offset of the last Character that chose it.
    private(set) var marker: (index: Int, offset: Int)?
    /// Letters that begin both markers, shown as typed until one more tells them apart.
    private(set) var pending: [(character: Character, offset: Int)] = []
    /// Offsets of Characters left out.
    private(set) var dropped: [Int] = []
    /// Why the first refused digit makes the time impossible.
    private(set) var refusal: String?
    private let text: String

    init(_ text: String, pattern: TimePattern, step: Int) {
        self.pattern = pattern
        self.text = text
        let characters = Array(text)
        var index = 0
        var letters: [(character: Character, offset: Int)] = []
        scan: while index < characters.count {
            // A marker written whole, the longer first in case one begins the other.
            for (choice, marker) in pattern.markerCharacters where characters[index...].starts(with: marker) {
                self.marker = (choice, index + marker.count - 1)
                letters.removeAll()
                index += marker.count
                continue scan
            }
            let character = characters[index]
            if let digit = DatePattern.digit(character) {
                // A lone first hour digit before a separator and more digits is the hour's second
                // digit (`3:45` → `03:45`); a text laid out by us never has one, so this is stable.
                if digits.isEmpty, refusal == nil, digit != 0, index + 1 < characters.count,
                   DatePattern.digit(characters[index + 1]) == nil,
                   characters[(index + 1)...].contains(where: { DatePattern.digit($0) != nil }) {
                    digits.append((0, index))
                }
                if refusal == nil, digits.count < pattern.digitCount {
                    if let reason = Self.check(digit, at: digits.count, after: digits.last?.value, pattern: pattern, step: step) {
                        refusal = reason
                        dropped.append(index)
                    } else {
                        digits.append((digit, index))
                    }
                } else {
                    dropped.append(index)
                }
            } else if pattern.tokens.contains(.literal(character)) {
                // The pattern's own text: put back by the layout, never dropped.
            } else if pattern.hasMarker, character.isLetter {
                letters.append((character, index))
            } else {
                dropped.append(index)
            }
            index += 1
        }
        let key = TimePattern.key(String(letters.map(\.character)))
        var choice = pattern.marker(typed: key)
        // Letters after a whole marker may continue it: `AN` then `w` is `ANW` (Akan's PM).
        if choice == .none, let chosen = marker, !key.isEmpty {
            choice = pattern.marker(typed: pattern.markerKeys[chosen.index] + key)
        }
        switch choice {
        case .chosen(let index): marker = (index, max(marker?.offset ?? 0, letters.last?.offset ?? 0))
        case .ambiguous where marker == nil: pending = letters
        default: dropped += letters.map(\.offset)
        }
        dropped.sort()
    }

    /// Why `digit`, the digit at `position` of the time (0 and 1 the hour, 2 and 3 the minute,
    /// 4 and 5 the second), cannot be typed after `previous`; `nil` when it can.
    private static func check(_ digit: Int, at position: Int, after previous: Int?, pattern: TimePattern, step: Int) -> String? {
        let range = pattern.hourCycle.range
        let (first, second) = (position % 2 == 0, position % 2 == 1)
        switch position / 2 {
        case 0:
            if first && digit > range.upperBound / 10 { return "No hour starts with \(digit)." }
            if second, let previous, !range.contains(previous * 10 + digit) { return "There is no hour \(previous)\(digit)." }
        case 1:
            if first && digit > 5 { return "No minute starts with \(digit)." }
            if second, let previous, (previous * 10 + digit) % step != 0 {
                return "The minutes go by \(step): \(previous)\(digit) is not one of them."
            }
        default:
            if first && digit > 5 { return "No second starts with \(digit)." }
        }
        return nil
    }

    /// The digits, then the chosen marker as the locale writes it (`0345PM`), or the letters still
    /// waiting to tell the markers apart (`0345오`): what reads back the same.
    var value: String {
        var value = String(digits.map { Character(Unicode.Scalar(UInt8(0x30 + $0.value))) })
        if let marker { value += pattern.markers[marker.index] }
        value.append(contentsOf: pending.map(\.character))
        return value
    }

    var isComplete: Bool { digits.count == pattern.digitCount && (marker != nil || !pattern.hasMarker) }

    /// The text in the pattern, the caret after the last thing typed before `caret`.
    func layOut(caret: Int, gravity: CaretGravity) -> MaskResult {
        let showsMarker = marker != nil || !pending.isEmpty
        let tokens = showsMarker ? pattern.tokens : pattern.tokensWithoutMarker
        var output = ""
        var count = 0
        var literals = ""
        var nextDigit = 0
        var caretOut = 0
        var lastToken: Int?
        func place(_ piece: String, from offset: Int, length: Int) {
            output += literals
            count += literals.count
            literals = ""
            output += piece
            count += length
            if offset < caret { caretOut = max(caretOut, count) }
        }
        for (tokenIndex, token) in tokens.enumerated() {
            switch token {
            case .literal(let character):
                literals.append(character)
            case .marker:
                if let marker {
                    place(pattern.markers[marker.index], from: marker.offset, length: pattern.markers[marker.index].count)
                    lastToken = tokenIndex
                } else if !pending.isEmpty {
                    place(String(pending.map(\.character)), from: pending[pending.count - 1].offset, length: pending.count)
                    lastToken = tokenIndex
                } else {
                    literals = ""
                }
            case .hour, .minute, .second:
                guard nextDigit < digits.count else { literals = ""; continue }
                for _ in 0..<2 where nextDigit < digits.count {
                    let digit = digits[nextDigit]
                    place(String(Character(Unicode.Scalar(UInt8(0x30 + digit.value)))), from: digit.offset, length: 1)
                    nextDigit += 1
                }
                lastToken = tokenIndex
            }
        }
        // Autocomplete: at the end, after a full field (or a chosen marker), the literals up to the next one.
        if case .forward(autocomplete: true) = gravity, let lastToken, caretOut == count, caret >= text.count,
           tokens[lastToken] == .marker ? marker != nil : nextDigit % 2 == 0 {
            var index = lastToken + 1
            while index < tokens.count, case .literal(let character) = tokens[index] {
                output.append(character)
                count += 1
                index += 1
            }
            caretOut = count
        }
        return MaskResult(text: output, caret: caretOut, value: value, isComplete: isComplete,
                          dropped: FormatText.characters(of: text, at: dropped))
    }
}
