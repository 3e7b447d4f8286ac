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
    let digits: TimeDigits
    /// The chosen marker (0 AM, 1 PM) and the offset of the last Character that chose it.
    let marker: (index: Int, offset: Int)?
    /// Letters that begin both markers, shown as typed until one more tells them apart.
    let pending: [(character: Character, offset: Int)]
    /// Offsets of Characters left out.
    let dropped: [Int]
    /// Whether a digit came after the last field was full: the time has no room for it.
    let overflowed: Bool
    /// Why the first refused digit makes the time impossible.
    let refusal: String?
    private let text: String
    /// The Character count of `text`, found by the scan.
    private let textCount: Int

    /// Reads `text`; `caret`, in Characters, tells which of two markers written whole is the
    /// one just typed.
    init(_ text: String, pattern: TimePattern, step: Int, caret: Int = .max) {
        // Read into a state of its own, then stored once: a scan run on `self` made the
        // initializer copy and destroy the whole reading (about 290 instructions a key).
        var reading = Reading()
        reading.caret = caret
        // Typing reads the text on every key: by scalars where each scalar is a Character of its
        // own (Latin text, U+202F), by Characters otherwise. One scan serves both.
        // Scalars are decoded from the bytes in place where the string lends them.
        let byScalars = ByteView.ifContiguous(text) { bytes -> [(character: Character, offset: Int)]? in
            let scalars = ScalarsOfUTF8(bytes)
            guard scalars.allSatisfy(Self.isOwnCharacter) else { return nil }
            return reading.scan(scalars, literals: pattern.literalScalars, markers: pattern.markerScalars, pattern: pattern, step: step)
        }
        let letters: [(character: Character, offset: Int)]
        if let scanned = byScalars ?? nil {
            letters = scanned
        } else if byScalars == nil, text.unicodeScalars.allSatisfy(Self.isOwnCharacter) {
            // A string that does not lend its bytes (bridged): its own scalars.
            letters = reading.scan(text.unicodeScalars, literals: pattern.literalScalars, markers: pattern.markerScalars, pattern: pattern, step: step)
        } else {
            letters = reading.scan(text, literals: pattern.literals, markers: pattern.markerCharacters, pattern: pattern, step: step)
        }
        if !letters.isEmpty { reading.read(letters, pattern: pattern) }
        self.pattern = pattern
        self.text = text
        digits = reading.digits
        marker = reading.marker
        pending = reading.pending
        dropped = reading.dropped
        overflowed = reading.overflowed
        refusal = reading.refusal
        textCount = reading.textCount
    }

    /// What the scan has read so far.
    private struct Reading {
        var digits = TimeDigits()
        var marker: (index: Int, offset: Int)?
        var pending: [(character: Character, offset: Int)] = []
        var dropped: [Int] = []
        var overflowed = false
        var refusal: String?
        var textCount = 0
        /// Where the edit ended, in Characters.
        var caret = Int.max

        /// Reads the letters that are no whole marker as a marker's letters: the marker they
        /// choose, letters still waiting to tell the markers apart, or letters dropped.
        mutating func read(_ letters: [(character: Character, offset: Int)], pattern: TimePattern) {
            let key = TimePattern.key(Self.text(of: letters))
            // Letters that go on spelling the marker already shown (el `π.μ.` typed whole: the `μ`
            // after the `π` that chose it) keep it: they are not the other marker's first letters
            // (`μ.μ.`, PM). Read alone, they would turn an AM typed in full into a PM.
            if let chosen = marker, TimeTyping.spells(pattern.markerKeys[chosen.index], after: key) {
                marker = (chosen.index, max(chosen.offset, letters.last?.offset ?? 0))
                dropped.sort()
                return
            }
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

        /// The letters as one text: by their bytes when each is one ASCII byte (`p`, `PM`), the
        /// common case, which skips an array of the Characters.
        private static func text(of letters: [(character: Character, offset: Int)]) -> String {
            guard letters.allSatisfy({ TimeTyping.asciiByte(of: $0.character) != nil }) else { return String(letters.map(\.character)) }
            return ASCIIWriter.string(capacity: letters.count) { text in
                for letter in letters { if let byte = TimeTyping.asciiByte(of: letter.character) { text.append(byte) } }
            }
        }

        /// Reads digits, literals and whole markers from `units` (Characters, or scalars that are
        /// Characters), returning the other letters for the marker; offsets count units.
        mutating func scan<Units: BidirectionalCollection>(
            _ units: Units, literals: [Units.Element], markers: [(index: Int, units: [Units.Element])],
            pattern: TimePattern, step: Int
        ) -> [(character: Character, offset: Int)] where Units.Element: TimeTextUnit {
            var letters: [(character: Character, offset: Int)] = []
            var position = units.startIndex
            var offset = 0
            scan: while position < units.endIndex {
                let unit = units[position]
                // A marker written whole, the longer first in case one begins the other.
                for (choice, marker) in markers where marker.first == unit && units[position...].starts(with: marker) {
                    // Of two markers, the one written last before the caret wins (`PM` pasted
                    // before the field's old `AM`), else the one nearest after it.
                    if self.marker == nil || offset < caret { self.marker = (choice, offset + marker.count - 1) }
                    // Letters before it spell no marker (`ß` of `12:30 ßAM`): dropped, and said so.
                    if !letters.isEmpty {
                        dropped += letters.map(\.offset)
                        dropped.sort()
                        letters.removeAll()
                    }
                    offset += marker.count
                    position = units.index(position, offsetBy: marker.count)
                    continue scan
                }
                let next = units.index(after: position)
                if let digit = unit.asciiDigit {
                    // A lone hour digit that a separator closes is the hour's second digit (`3:45` →
                    // `03:45`, `0:` → `00:`), and so is a minute's or second's where the locale writes
                    // it without a zero (yo's `H:m`); so is a digit no two-digit value of its field starts
                    // with, where the locale writes the field so (`3` → `03` for en-US's `h:mm a`). A
                    // text laid out by us never has one, so this is stable.
                    if refusal == nil, digits.count % 2 == 0, digits.count < pattern.digitCount {
                        let field: TimePattern.Token = digits.isEmpty ? .hour : digits.count == 2 ? .minute : .second
                        // Closed: a separator follows, then more digits or nothing but separators. Not
                        // a marker after it: our own layout of a lone digit is `1 AM`, and stays so.
                        let closed = next < units.endIndex && units[next].asciiDigit == nil
                            && (units[next...].contains { $0.asciiDigit != nil } || !units[next...].contains { $0.isLetter })
                        let largestFirst = field == .hour ? pattern.hourCycle.range.upperBound / 10 : 5
                        if closed && (field == .hour || pattern.unpaddedFields.contains(field))
                            || (digit > largestFirst && pattern.unpaddedFields.contains(field)) {
                            digits.append((0, offset))
                        }
                    }
                    if refusal == nil, digits.count < pattern.digitCount {
                        if let reason = TimeTyping.check(digit, at: digits.count, after: digits.last?.value, pattern: pattern, step: step) {
                            refusal = reason
                            dropped.append(offset)
                        } else {
                            digits.append((digit, offset))
                        }
                    } else {
                        if refusal == nil { overflowed = true }
                        dropped.append(offset)
                    }
                } else if literals.contains(unit) {
                    // The pattern's own text: put back by the layout, never dropped.
                } else if pattern.hasMarker, unit.isLetter {
                    letters.append((unit.character, offset))
                } else {
                    dropped.append(offset)
                }
                position = next
                offset += 1
            }
            textCount = offset
            return letters
        }
    }

    /// Whether `key` (typed letters) stands in `markerKey` after its first letter: the rest of a
    /// marker being typed out after the letters that chose it.
    private static func spells(_ markerKey: String, after key: String) -> Bool {
        guard !key.isEmpty else { return false }
        let scalars = Array(markerKey.unicodeScalars)
        let typed = Array(key.unicodeScalars)
        guard scalars.count > typed.count else { return false }
        return (1...(scalars.count - typed.count)).contains { start in scalars[start..<(start + typed.count)].elementsEqual(typed) }
    }

    /// Whether `scalar` is always a Character of its own: below U+0300 (where combining marks
    /// and joiners begin) but CR (CR LF is one), or U+202F.
    @inline(__always)
    private static func isOwnCharacter(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x300 && scalar.value != 0x0D) || scalar.value == 0x202F
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
        // Digits alone, the value of most keys: no marker text to fetch, no letters to count.
        if marker == nil && pending.isEmpty {
            return ASCIIWriter.string(capacity: digits.count) { value in
                for digit in digits { value.append(UInt8(truncatingIfNeeded: 0x30 + digit.value)) }
            }
        }
        let marker = marker.map { pattern.markers[$0.index] } ?? ""
        return ASCIIWriter.string(capacity: digits.count + marker.utf8.count + pendingUTF8Count) { value in
            for digit in digits { value.append(UInt8(truncatingIfNeeded: 0x30 + digit.value)) }
            Self.append(marker, to: &value)
            for letter in pending { Self.append(letter.character, to: &value) }
        }
    }

    private var pendingUTF8Count: Int { pending.isEmpty ? 0 : pending.reduce(0) { $0 + $1.character.utf8.count } }

    /// Writes text of the pattern or the field (a literal, a marker, a letter) after what the writer holds.
    private static func append(_ character: Character, to writer: inout ASCIIWriter) {
        if let byte = asciiByte(of: character) { writer.append(byte) } else { append(String(character), to: &writer) }
    }

    /// The byte of a one-byte ASCII Character; not `asciiValue`, which reads CR LF as LF.
    @inline(__always)
    private static func asciiByte(of character: Character) -> UInt8? {
        let utf8 = character.utf8
        guard utf8.count == 1, let byte = utf8.first, byte < 0x80 else { return nil }
        return byte
    }

    private static func append(_ text: String, to writer: inout ASCIIWriter) {
        var text = text
        text.withUTF8 { writer.append(utf8: $0) }
    }

    var isComplete: Bool { digits.count == pattern.digitCount && (marker != nil || !pattern.hasMarker) }

    /// The text in the pattern, the caret after the last thing typed before `caret`.
    func layOut(caret: Int, gravity: CaretGravity) -> MaskResult {
        let showsMarker = marker != nil || !pending.isEmpty
        let tokens = showsMarker ? pattern.tokens : pattern.tokensWithoutMarker
        var placed = (count: 0, caret: 0)
        // Written into one buffer and made a String once: appending Characters to a String one
        // at a time cost more than the scan. The counts live inside the closure, which hands
        // them out once: a variable it changed on every write would be checked on every write.
        let output = ASCIIWriter.string(capacity: pattern.layoutCapacity + pendingUTF8Count) { output in
            var count = 0
            var caretOut = 0
            // Where the first thing typed at or after `caret` is written: a deletion's caret stays
            // after the literals before it (`03:4|5` less its `4` is `03:|5`), as a mask's does.
            var caretBeforeNext: Int?
            // The literal tokens since the last thing placed: written only when something follows them.
            var literalsStart: Int?
            var nextDigit = 0
            var lastToken: Int?
            func placeLiterals(before end: Int, into output: inout ASCIIWriter) {
                guard let start = literalsStart else { return }
                for case .literal(let character) in tokens[start..<end] { Self.append(character, to: &output) }
                count += end - start
                literalsStart = nil
            }
            for (tokenIndex, token) in tokens.enumerated() {
                switch token {
                case .literal:
                    if literalsStart == nil { literalsStart = tokenIndex }
                case .marker:
                    if let marker {
                        placeLiterals(before: tokenIndex, into: &output)
                        if marker.offset >= caret, caretBeforeNext == nil { caretBeforeNext = count }
                        let text = pattern.markers[marker.index]
                        Self.append(text, to: &output)
                        count += pattern.markerCounts[marker.index]
                        if marker.offset < caret { caretOut = max(caretOut, count) }
                        lastToken = tokenIndex
                    } else if !pending.isEmpty {
                        placeLiterals(before: tokenIndex, into: &output)
                        for letter in pending { Self.append(letter.character, to: &output) }
                        count += pending.count
                        if pending[pending.count - 1].offset < caret { caretOut = max(caretOut, count) }
                        lastToken = tokenIndex
                    } else {
                        literalsStart = nil
                    }
                case .hour, .minute, .second:
                    guard nextDigit < digits.count else { literalsStart = nil; continue }
                    placeLiterals(before: tokenIndex, into: &output)
                    for _ in 0..<2 where nextDigit < digits.count {
                        let digit = digits[nextDigit]
                        if digit.offset >= caret, caretBeforeNext == nil { caretBeforeNext = count }
                        output.append(UInt8(truncatingIfNeeded: 0x30 + digit.value))
                        count += 1
                        if digit.offset < caret { caretOut = max(caretOut, count) }
                        nextDigit += 1
                    }
                    lastToken = tokenIndex
                }
            }
            // Autocomplete: at the end, after a full field (or a chosen marker), the literals up to the
            // next one. A whole time's closing text (` hodź.`, ` น.`) is written whatever the caret
            // and gravity: an edit in the middle leaves the time whole (a digit typed over another).
            let atEnd = caretOut == count && caret >= textCount
            var autocompletes = false
            if case .forward(autocomplete: true) = gravity, atEnd, let lastToken {
                autocompletes = tokens[lastToken] == .marker ? marker != nil : nextDigit % 2 == 0
            }
            if let lastToken, autocompletes || isComplete {
                var index = lastToken + 1
                while index < tokens.count, case .literal(let character) = tokens[index] {
                    Self.append(character, to: &output)
                    count += 1
                    index += 1
                }
                if atEnd { caretOut = count }
            }
            if case .backward(autoskip: false) = gravity, let next = caretBeforeNext, next > caretOut { caretOut = next }
            placed = (count, caretOut)
        }
        return MaskResult(text: output, caret: placed.caret, value: value, isComplete: isComplete,
                          dropped: FormatText.characters(of: text, at: dropped), overflowed: overflowed)
    }
}

/// What the time scan reads a text as: Characters, or Unicode scalars where each is a Character.
protocol TimeTextUnit: Equatable {
    /// The digit 0…9 of a digit a mask's digit slot reads (ASCII, full-width, Arabic-Indic), else `nil`.
    var asciiDigit: Int? { get }
    /// Whether the unit is a letter (its first scalar is alphabetic, as `Character.isLetter`).
    var isLetter: Bool { get }
    var character: Character { get }
}

extension Character: TimeTextUnit {
    // Read as a date's mask reads it: `٣` is `3` (full-width and Arabic-Indic digits lie above
    // U+0300, so only this path meets them).
    var asciiDigit: Int? { DatePattern.typedDigit(self) }
    var character: Character { self }
}

extension Unicode.Scalar: TimeTextUnit {
    var asciiDigit: Int? { value &- 0x30 < 10 ? Int(value &- 0x30) : nil }
    var isLetter: Bool {
        value < 0x80 ? (value | 0x20) &- 0x61 < 26 : properties.isAlphabetic
    }
    var character: Character { Character(self) }
}
