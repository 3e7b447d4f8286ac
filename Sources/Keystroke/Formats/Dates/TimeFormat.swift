/// A time of day typed in a locale's CLDR short time pattern: `time`, `time:en-US`,
/// `time:de:seconds`, `time:ko:step=15`.
///
/// The pattern is the locale's short time (its medium time with `seconds`), with every
/// field widened to two digits so digits flow without typing separators (`h:mm a` →
/// `hh:mm a`); `time` alone is `HH:mm`. On a 12-hour clock the locale's AM/PM marker is typed
/// by its first letters (`p` → `PM`; Korean `오` then `후` → `오후`: when both markers begin
/// alike, enough letters to tell them apart), and `a`/`p` also work where the markers are
/// written in Latin letters. A digit that makes the time impossible (hour 25, minute 60, a
/// minute off the `step`) is refused at that key.
///
/// The validated value is the 24-hour `HH:mm` (or `HH:mm:ss`).
///
/// ```swift
/// let time = try TimeFormat(locale: "en-US")
/// time.displayPattern                  // "hh:mm a" (with U+202F before a)
/// try time.validate("03:05\u{202F}PM").value    // "15:05"
/// ```
public struct TimeFormat: FieldFormat {
    public let id: String
    /// The minutes a time must fall on: 1 for any minute, 15 for 00, 15, 30 and 45.
    public let step: Int
    let pattern: TimePattern

    /// The widened pattern typed and shown, in CLDR notation (`hh:mm a`).
    public var displayPattern: String { pattern.text }

    /// Creates a time format.
    /// - Parameters:
    ///   - locale: A BCP 47 or ICU locale identifier (`en-US`, `de`, `ko`), or `nil` for 24-hour `HH:mm`.
    ///   - seconds: Whether seconds are typed too (the locale's medium time pattern).
    ///   - step: The minute step: a minute that is not a multiple of it is refused; 1…60.
    /// - Throws: ``FormatError`` (`.badParameter`) for an unknown locale, a pattern that cannot
    ///   be typed as digits and a marker, or a step out of range.
    public init(locale: String? = nil, seconds: Bool = false, step: Int = 1) throws(FormatError) {
        var id = "time"
        if let locale { id += ":\(locale)" }
        if seconds { id += ":seconds" }
        if step != 1 { id += ":step=\(step)" }
        guard (1...60).contains(step) else {
            throw FormatError(kind: .badParameter, id: id, message: "step must be 1…60 minutes, got \(step)")
        }
        if let locale {
            let cldr = try CLDRDateCatalog.resolve(locale, id: id)
            let source = seconds ? cldr.entry.mediumTime : cldr.entry.shortTime
            switch TimePattern.widened(cldr: source, am: cldr.entry.am, pm: cldr.entry.pm) {
            case .success(let pattern): self.pattern = pattern
            case .failure(let problem):
                throw FormatError(kind: .badParameter, id: id, message: "locale '\(locale)': \(problem.message)")
            }
            if seconds && !pattern.hasSeconds {
                throw FormatError(kind: .badParameter, id: id, message: "locale '\(locale)' has no time pattern with seconds")
            }
        } else {
            pattern = TimePattern.iso(seconds: seconds)
        }
        self.id = id
        self.step = step
    }

    /// Digits only on a 24-hour clock; letters too for the marker (ASCII ones where the markers are Latin).
    public var keyboard: KeyboardHint { pattern.hasMarker ? (pattern.latinKeys ? .asciiCapable : .text) : .numberPad }
    /// The keyboard, with the system's text aids off even on a text keyboard: they would fight the layout.
    public var traits: TextInputTraits {
        TextInputTraits(keyboard: keyboard, contentType: nil, autocapitalization: .none, autocorrection: false,
                        spellChecking: false, smartPunctuation: false)
    }
    /// The digits, and the marker's letter on a 12-hour clock.
    public var minLength: Int { pattern.digitCount + (pattern.hasMarker ? 1 : 0) }
    public var maxLength: Int? { minLength }

    /// Digits, the pattern's literal text and the markers' letters (and `a`, `p`, `m` for Latin markers).
    public func allows(_ character: Character) -> Bool {
        if DatePattern.digit(character) != nil || pattern.tokens.contains(.literal(character)) { return true }
        guard pattern.hasMarker else { return false }
        if pattern.markers.contains(where: { $0.contains(character) }) { return true }
        return pattern.latinKeys && "apmAPM".contains(character)
    }

    // MARK: - Keystrokes

    /// Lays the typed digits and marker out in the pattern; see `TimeTyping`.
    public func apply(_ input: MaskInput) -> MaskResult {
        TimeTyping(input.text, pattern: pattern, step: step, caret: input.caret).layOut(caret: input.caret, gravity: input.gravity)
    }

    /// Refuses a text whose digits can no longer become a time, saying why (`There is no hour 25.`).
    public func refusal(of text: String) -> Refusal? {
        guard let reason = TimeTyping(text, pattern: pattern, step: step).refusal else { return nil }
        return Refusal(reason: .formatRule, message: reason)
    }

    /// A layout never holds a refused digit: `apply` drops it.
    public var admitsEveryLayout: Bool { true }

    /// An hour, a minute and a second: a key over a selected one types over it.
    public var hasFixedPlaces: Bool { true }

    /// On a 12-hour clock, a marker's letters typed before other text go to ``applyInsertion(_:)``.
    public var insertsByOwnRule: Bool { pattern.hasMarker }

    /// Letters typed or pasted before other text (`후` after the `오` left of `오 09:45`, `p`
    /// before `09:45`): laid out as the time reads them, and kept when every digit the field held
    /// stays. The common rule keeps the value after the caret, and a time's value holds its
    /// marker after its digits wherever the text shows it, so it refused them. Digits, and
    /// letters at the end of the text, go the common way (`nil`).
    public func applyInsertion(_ insertion: Insertion) -> (result: MaskResult, refusal: Refusal?)? {
        // No ASCII digit, by bytes (Unicode letter lookups cost more than the key); any other
        // digit changes the digits, which sends it the common way below.
        guard pattern.hasMarker, insertion.inserted.utf8.allSatisfy({ $0 &- 0x30 >= 10 }),
              insertion.range.upperBound < insertion.text.count else { return nil }
        let caret = insertion.range.lowerBound + insertion.inserted.count
        let result = apply(MaskInput(text: insertion.edited, caret: caret, gravity: .forward(autocomplete: false)))
        let held = apply(MaskInput(text: insertion.text, caret: 0, gravity: .backward(autoskip: false)))
        // Only the marker may change: the digits are what the person typed, and a marker the
        // field showed may give way to another, not to none (`x` typed over the `P` of `PM`).
        let digits = { (value: String) in value.utf8.prefix(while: { $0 &- 0x30 < 10 }) }
        let (kept, had) = (digits(result.value), digits(held.value))
        guard kept.elementsEqual(had), kept.count < result.value.utf8.count || had.count == held.value.utf8.count
        else { return nil }
        return (result, nil)
    }

    /// Backspace and Delete that reach the marker (the Character they remove, or the nearest
    /// digit or marker past the separators there) remove the whole marker: a marker is chosen by
    /// its first letters, so one letter of it gone would be written back (`PM` less its `M` is
    /// still `PM`). The digits are laid out again without it (`03:45 PM|` → `03:45|`,
    /// `|오후 03:45` → `|03:45`). A letter whose loss leaves the choice open (`오전 |` → `오 `)
    /// and other deletions go the common way (`nil`).
    public func applyDeletion(_ deletion: Deletion, to text: String, value: String, autoskip: Bool) -> MaskResult? {
        // No marker in the value (its digits come first, its letters last): nothing of this rule.
        guard pattern.hasMarker, let last = value.utf8.last, last &- 0x30 >= 10 else { return nil }
        let (removed, forward, gravity): (Int, Bool, CaretGravity)
        switch deletion {
        case .backward(let caret): (removed, forward, gravity) = (caret - 1, false, .backward(autoskip: autoskip))
        case .forward(let caret): (removed, forward, gravity) = (caret, true, .backward(autoskip: false))
        case .range: return nil
        }
        // The value is the digits, then the marker's letters (or those still telling the markers
        // apart); a layout writes the digits in ASCII and the letters as the value holds them.
        let digits = value.utf8.prefix(while: { $0 &- 0x30 < 10 })
        let letters = value[digits.endIndex...]
        guard removed >= 0, let marker = Self.firstRange(of: letters, in: text) else { return nil }
        // Whether the key reaches the marker: it removes a Character of it, or the Characters from
        // the one it removes to the marker hold no digit. Counted from the marker, which a Korean
        // time shows first, so a digit removed far from it costs no walk over the text.
        let start = marker.lowerBound == text.startIndex ? 0 : text[..<marker.lowerBound].count
        // Letters still waiting to choose a marker are held as typed, and may join marks into one
        // Character (`오` with a joiner and an accent): counted by scalars only when they are a
        // marker's own letters.
        let ownLetters = pattern.markersAreScalars && ByteView.with(letters) { letters in
            pattern.markers.contains { marker in
                ByteView.with(marker) { $0.count >= letters.count && $0[0..<letters.count].hasSameBytes(as: letters) }
            }
        }
        let end = start + (ownLetters ? letters.unicodeScalars.count : letters.count)
        let index: String.Index
        if removed >= start && removed < end {
            guard let found = text.index(marker.lowerBound, offsetBy: removed - start, limitedBy: marker.upperBound),
                  found < marker.upperBound else { return nil }
            index = found
        } else if forward ? removed < start : removed >= end {
            guard Self.noDigit(between: removed, and: forward ? start : end, at: marker, in: text, forward: forward)
            else { return nil }
            index = forward ? marker.lowerBound : text.index(before: marker.upperBound)
        } else {
            return nil
        }
        if pattern.markersBeginAlike && letters.utf8.count > 1 {
            // A letter whose loss leaves letters still telling the markers apart (`오` of `오전`)
            // goes alone, the common way: only a chosen marker would be written back whole.
            let next = text.index(after: index)
            guard next <= marker.upperBound else { return nil }
            let left = text[marker.lowerBound..<index] + text[next..<marker.upperBound]
            if pattern.marker(typed: TimePattern.key(left)) == .ambiguous { return nil }
        }
        let caret = text.utf8[..<marker.lowerBound].count { $0 &- 0x30 < 10 }
        return apply(MaskInput(text: String(Substring(digits)), caret: caret, gravity: gravity))
    }

    /// Whether the Characters from Character `removed` to the marker (`edge`, the Character offset
    /// of the marker's start going forward, of its end going back) hold no ASCII digit. By bytes
    /// while the text between is ASCII (a Korean time's ` 09:45` after its marker); by Characters else.
    private static func noDigit(
        between removed: Int, and edge: Int, at marker: Range<String.Index>, in text: String, forward: Bool
    ) -> Bool {
        let span = forward ? edge - removed : removed - edge + 1
        let utf8 = text.utf8
        var byte = forward ? marker.lowerBound : marker.upperBound
        var ascii = true
        for _ in 0..<span {
            if forward {
                guard byte > utf8.startIndex else { return false }
                utf8.formIndex(before: &byte)
            }
            guard byte < utf8.endIndex else { return false }
            let unit = utf8[byte]
            if unit &- 0x30 < 10 { return false }
            if unit >= 0x80 { ascii = false; break }
            if !forward { utf8.formIndex(after: &byte) }
        }
        if ascii { return true }
        // Not ASCII: walk the same span by Characters.
        var walk = forward ? marker.lowerBound : marker.upperBound
        for _ in 0..<span {
            if forward { text.formIndex(before: &walk) }
            guard walk < text.endIndex else { return false }
            if let unit = text[walk].asciiValue, unit &- 0x30 < 10 { return false }
            if !forward { text.formIndex(after: &walk) }
        }
        return true
    }

    /// Where `letters` first stand in `text`, found by their bytes.
    private static func firstRange(of letters: Substring, in text: String) -> Range<String.Index>? {
        let found = ByteView.with(text) { text in
            ByteView.with(letters) { letters -> Int? in
                guard letters.count > 0, letters.count <= text.count else { return nil }
                return (0...text.count - letters.count).first { text[$0..<$0 + letters.count].hasSameBytes(as: letters) }
            }
        }
        guard let found else { return nil }
        let utf8 = text.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: found)
        return lower..<utf8.index(lower, offsetBy: letters.utf8.count)
    }

    /// The 24-hour value of a complete typed value (`0305PM` → `15:05`).
    public func completeValue(of value: String) -> String? {
        // Read in place, without arrays: the digits by their bytes, unless a byte after them is
        // not ASCII (a mark may join the last digit into a Character that is no digit).
        var digits = TimeDigits()
        let utf8 = value.utf8
        var position = utf8.startIndex
        while position < utf8.endIndex, utf8[position] &- 0x30 < 10 {
            guard digits.count < pattern.digitCount else { return nil }
            digits.append((Int(utf8[position] &- 0x30), 0))
            utf8.formIndex(after: &position)
        }
        var markerStart = position
        if position < utf8.endIndex, utf8[position] >= 0x80 {
            digits = TimeDigits()
            markerStart = value.endIndex
            for index in value.indices {
                guard let digit = DatePattern.digit(value[index]) else { markerStart = index; break }
                guard digits.count < pattern.digitCount else { return nil }
                digits.append((digit, 0))
            }
        }
        guard digits.count == pattern.digitCount else { return nil }
        let markerText = value[markerStart...]
        // Bytes first: a typed value holds the marker as the pattern writes it.
        // A 24-hour value has no marker to look for.
        let marker = markerText.isEmpty ? nil : ByteView.with(markerText) { text in
            pattern.markers.firstIndex { marker in ByteView.with(marker) { $0.hasSameBytes(as: text) } }
        } ?? pattern.markers.firstIndex { $0[...] == markerText }
        func field(_ first: Int) -> Int { digits[first].value * 10 + digits[first + 1].value }
        return Self.value(pattern.hour24(field(0), marker: marker), field(2), digits.count == 6 ? field(4) : nil)
    }

    // MARK: - Values

    /// What is typed for the text: its digits, then the chosen marker as the locale writes it
    /// (`03:05 PM` → `0305PM`); a valid text is read as its display first, so a 24-hour value
    /// (`15:05`) gives its marker too. Typed key by key, it gives the text back.
    public func rawValue(of text: String) -> String {
        apply(MaskInput(text: (try? validate(text).text) ?? text)).value
    }

    /// Displays a stored `HH:mm` (`HH:mm:ss`) value, or a text in the pattern, in the pattern;
    /// other text as if typed into the field.
    public func layOut(_ value: String) -> String {
        if let time = time(of: FormatText.trimmed(value)), pattern.hourCycle.range.contains(pattern.displayHour(time.hour)) {
            return pattern.render(hour: time.hour, minute: time.minute, second: time.second)
        }
        return apply(MaskInput(text: value, gravity: .backward(autoskip: false))).text
    }

    /// Validates the text: exactly the pattern's rendering of a time (`03:05 PM`), the 24-hour
    /// value (`15:05`), or the time as the locale writes it itself (`3:05 PM`, with a space or
    /// CLDR's narrow no-break space before the marker, for `en-US`'s `h:mm a`); whitespace around
    /// it is refused (`whitespace`), as is anything else.
    ///
    /// - Throws: `time.format` (not in the pattern), `time.invalid` (no such time of day),
    ///   `time.step` (a minute off the step).
    public func validate(_ text: String) throws(ValidationError) -> ValidatedValue {
        try FormatText.checkNoSurroundingWhitespace(text)
        let whole = Substring(text)
        guard let time = time(of: whole) else {
            throw ValidationError(code: "time.format", message: "Enter a time as \(pattern.text).",
                                  parameters: ["pattern": pattern.text])
        }
        guard (0...23).contains(time.hour), (0...59).contains(time.minute), (0...59).contains(time.second) else {
            throw ValidationError(code: "time.invalid", message: "\(whole) is not a time of day.",
                                  parameters: ["text": String(whole)])
        }
        guard time.minute % step == 0 else {
            throw ValidationError(code: "time.step", message: "The minutes must be a multiple of \(step).",
                                  parameters: ["step": "\(step)"])
        }
        return ValidatedValue(text: pattern.render(hour: time.hour, minute: time.minute, second: time.second),
                              value: Self.value(time.hour, time.minute, pattern.hasSeconds ? time.second : nil))
    }

    /// The 24-hour time of a text in the pattern or in the value's `HH:mm(:ss)`; fields out of
    /// range come back as they are (hour 99), an hour out of the pattern's cycle as hour 99.
    private func time(of text: Substring) -> (hour: Int, minute: Int, second: Int)? {
        // Our rendering, then the 24-hour value, then the locale's own writing of the pattern.
        let iso = TimePattern.iso(seconds: pattern.hasSeconds)
        let exact = pattern.fields(of: text)
        if exact == nil, let fields = iso.fields(of: text) { return (fields.hour, fields.minute, fields.second) }
        guard let fields = exact ?? (pattern !== iso ? pattern.fields(of: text, localeForm: true) : nil) else { return nil }
        let inCycle = pattern.hourCycle.range.contains(fields.hour)
        return (inCycle ? pattern.hour24(fields.hour, marker: fields.marker) : 99, fields.minute, fields.second)
    }

    /// `HH:mm` or `HH:mm:ss`.
    private static func value(_ hour: Int, _ minute: Int, _ second: Int?) -> String {
        ASCIIWriter.string(capacity: second == nil ? 5 : 8) { text in
            text.append(hour, width: 2)
            text.append(UInt8(ascii: ":"))
            text.append(minute, width: 2)
            if let second {
                text.append(UInt8(ascii: ":"))
                text.append(second, width: 2)
            }
        }
    }
}
