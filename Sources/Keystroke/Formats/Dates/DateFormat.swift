/// A calendar date typed through a mask: `date`, `date:MM/dd/yyyy`,
/// `date:dd.MM.yyyy:yyyyMMdd:age=18:min=1900-01-01:max=2030-12-31`.
///
/// The display pattern (default `dd/MM/yyyy`) is what the user types and sees;
/// its separators are inserted as digits arrive. The output pattern (default
/// `yyyy-MM-dd`) is what ``ValidatedValue/value`` carries, like Neoform's
/// `dateFormatShow` / `dateFormatSave`. Validation checks the real calendar
/// (no 31/02; 29/02 only in leap years), the optional minimum and maximum
/// dates, and an optional minimum age in full years on "today" (injectable for
/// tests; someone born on 29 February comes of age on 1 March in common years).
///
/// ```swift
/// let birth = try DateFormat(minimumAge: 18)
/// try birth.validate("31/05/1990").value   // "1990-05-31"
/// ```
public struct DateFormat: FieldFormat {
    public let id: String
    /// The pattern typed and shown (`dd/MM/yyyy`).
    public var displayPattern: String { display.text }
    /// The pattern of the validated value (`yyyy-MM-dd`).
    public var outputPattern: String { output.text }
    /// The earliest valid date, if any.
    public let minimum: GregorianDate?
    /// The latest valid date, if any.
    public let maximum: GregorianDate?
    /// The fewest full years between the date and today, if any (SwiftFormBuilder's legal age).
    public let minimumAge: Int?
    private let today: @Sendable () -> GregorianDate
    let display: DatePattern
    let output: DatePattern
    /// The keystroke mask of the display pattern.
    let mask: Mask

    /// Creates a date format.
    /// - Parameters:
    ///   - display: The typed pattern: `dd`, `MM`, `yyyy` once each (`dd` may be left out for a month
    ///     and year, `MM/yyyy`) and literal text (ASCII letters in apostrophes, as in CLDR).
    ///   - output: The pattern of the validated value, same rules; `nil` for `yyyy-MM-dd`, or
    ///     `yyyy-MM` when the display pattern has no day.
    ///   - minimum: The earliest valid date (its month, when the display pattern has no day).
    ///   - maximum: The latest valid date (its month, when the display pattern has no day).
    ///   - minimumAge: The fewest full years between the date and today (a birth date's legal age).
    ///   - today: The clock for the minimum age; defaults to the system's current day.
    /// - Throws: ``FormatError`` (`.badParameter`) for a bad pattern or bounds.
    public init(display: String = "dd/MM/yyyy", output: String? = nil,
                minimum: GregorianDate? = nil, maximum: GregorianDate? = nil, minimumAge: Int? = nil,
                today: @escaping @Sendable () -> GregorianDate = GregorianDate.today) throws(FormatError) {
        let parsed = DatePattern.parse(display)
        let hasDay = (try? parsed.get())?.hasDay ?? true
        let output = output ?? (hasDay ? "yyyy-MM-dd" : "yyyy-MM")
        var id = "date"
        if display != "dd/MM/yyyy" || output != "yyyy-MM-dd" { id += ":\(display)" }
        if output != (hasDay ? "yyyy-MM-dd" : "yyyy-MM") { id += ":\(output)" }
        let pattern: DatePattern
        switch parsed {
        case .success(let read): pattern = read
        case .failure(let problem):
            throw FormatError(kind: .badParameter, id: Self.id(id, minimum, maximum, minimumAge),
                              message: "display pattern '\(display)': \(problem.message)")
        }
        try self.init(id: id, display: pattern, output: output, minimum: minimum, maximum: maximum,
                      minimumAge: minimumAge, today: today)
    }

    /// Creates a date format typed in a locale's CLDR short date pattern, widened to fixed width.
    ///
    /// Days and months are widened to two digits and years to four, so digits flow without
    /// typing separators; the locale's field order and literal text are kept
    /// (`de-DE` `dd.MM.yy` → `dd.MM.yyyy`, `ko` `yy. M. d.` → `yyyy. MM. dd.`,
    /// `bg` `d.MM.yy 'г'.` → `dd.MM.yyyy г.`). With `monthYear`, the locale's numeric month
    /// and year (CLDR's `yM`) is widened alike (`en-US` `M/y` → `MM/yyyy`, `ja` `y/M` → `yyyy/MM`).
    ///
    /// ```swift
    /// let german = try DateFormat(locale: "de-DE")
    /// german.displayPattern                      // "dd.MM.yyyy"
    /// try german.validate("31.05.1990").value    // "1990-05-31"
    ///
    /// let month = try DateFormat(locale: "ja", monthYear: true)
    /// month.displayPattern                       // "yyyy/MM"
    /// try month.validate("2029/05").value        // "2029-05"
    /// ```
    /// - Parameters:
    ///   - locale: A BCP 47 or ICU locale identifier (`de-DE`, `ko`, `pt_BR`).
    ///   - monthYear: Whether only a month and year are typed; bounds are then compared by month,
    ///     and a minimum age is refused (it needs a day).
    ///   - output: The pattern of the validated value; `nil` for `yyyy-MM-dd`, or `yyyy-MM` with `monthYear`.
    ///   - minimum: The earliest valid date (its month, with `monthYear`).
    ///   - maximum: The latest valid date (its month, with `monthYear`).
    ///   - minimumAge: The fewest full years between the date and today.
    ///   - today: The clock for the minimum age; defaults to the system's current day.
    /// - Throws: ``FormatError`` (`.badParameter`) for an unknown locale, a locale whose pattern
    ///   is not numeric, a bad output pattern or bounds.
    public init(locale: String, monthYear: Bool = false, output: String? = nil,
                minimum: GregorianDate? = nil, maximum: GregorianDate? = nil, minimumAge: Int? = nil,
                today: @escaping @Sendable () -> GregorianDate = GregorianDate.today) throws(FormatError) {
        let defaultOutput = monthYear ? "yyyy-MM" : "yyyy-MM-dd"
        var id = "date:locale=\(locale)"
        if monthYear { id += ":month-year" }
        if let output, output != defaultOutput { id += ":\(output)" }
        let cldr = try CLDRDateCatalog.resolve(locale, id: Self.id(id, minimum, maximum, minimumAge))
        let pattern: DatePattern
        switch DatePattern.widened(cldr: monthYear ? cldr.entry.monthYear : cldr.entry.shortDate, hasDay: !monthYear) {
        case .success(let widened): pattern = widened
        case .failure(let problem):
            throw FormatError(kind: .badParameter, id: Self.id(id, minimum, maximum, minimumAge),
                              message: "locale '\(locale)': \(problem.message)")
        }
        try self.init(id: id, display: pattern, output: output ?? defaultOutput, minimum: minimum, maximum: maximum,
                      minimumAge: minimumAge, today: today)
    }

    /// `id` with the bounds and age appended, as the format's id shows them.
    private static func id(_ id: String, _ minimum: GregorianDate?, _ maximum: GregorianDate?, _ minimumAge: Int?) -> String {
        var id = id
        if let minimumAge { id += ":age=\(minimumAge)" }
        if let minimum { id += ":min=\(minimum)" }
        if let maximum { id += ":max=\(maximum)" }
        return id
    }

    private init(id base: String, display: DatePattern, output: String, minimum: GregorianDate?, maximum: GregorianDate?,
                 minimumAge: Int?, today: @escaping @Sendable () -> GregorianDate) throws(FormatError) {
        let id = Self.id(base, minimum, maximum, minimumAge)
        func bad(_ message: String) -> FormatError { FormatError(kind: .badParameter, id: id, message: message) }
        self.display = display
        switch DatePattern.parse(output) {
        case .success(let pattern): self.output = pattern
        case .failure(let problem): throw bad("output pattern '\(output)': \(problem.message)")
        }
        if self.output.hasDay && !display.hasDay {
            throw bad("output pattern '\(output)' has a day that the display pattern '\(display.text)' does not ask for")
        }
        if display.tokens.contains(where: { if case .literal(let c) = $0 { c.isNumber } else { false } }) {
            throw bad("display pattern '\(display.text)' cannot use digits as separators")
        }
        do {
            self.mask = try Mask(display.maskFormat)
        } catch {
            throw bad("display pattern '\(display.text)' makes no mask: \(error)")
        }
        if let minimum, let maximum, minimum > maximum { throw bad("minimum \(minimum) is after maximum \(maximum)") }
        if let minimumAge, !(0...150).contains(minimumAge) { throw bad("minimum age must be 0…150, got \(minimumAge)") }
        if minimumAge != nil && !display.hasDay { throw bad("a minimum age needs a day in the display pattern") }
        self.id = id
        self.minimum = minimum
        self.maximum = maximum
        self.minimumAge = minimumAge
        self.today = today
    }

    public var keyboard: KeyboardHint { .numberPad }
    public var minLength: Int { display.digitCount }
    public var maxLength: Int? { display.digitCount }

    public func allows(_ character: Character) -> Bool { DatePattern.digit(character) != nil }

    // MARK: - Keystrokes

    /// Types through the display pattern's ``Mask`` (`[00]/[00]/[0000]`): separators
    /// appear as digits arrive (with `autocomplete`, as soon as a field is full);
    /// other characters and digits past the last slot are reported in `dropped`.
    ///
    /// A digit that makes the date impossible (month 13, day 32, 31 February, 29 February of a
    /// common year, the year 0000) is refused with the digits after it, and ``refusal(of:)``
    /// says why.
    public func apply(_ input: MaskInput) -> MaskResult {
        let input = display.unpaddedFields.isEmpty ? input : display.padsLoneDigits(input)
        let result = mask.apply(input)
        let impossible = display.firstImpossibleDigit(in: result.value)
        if impossible != nil || !result.dropped.isEmpty, let date = pastedInLocaleForm(input) {
            let shown = display.render(date)
            return mask.apply(MaskInput(text: shown, caret: shown.count, gravity: input.gravity))
        }
        guard let impossible else { return result }
        let kept = String(result.value.prefix(impossible.index))
        var possible = mask.apply(MaskInput(text: kept, caret: kept.count, gravity: input.gravity))
        possible.caret = min(possible.caret, result.caret)
        possible.dropped = result.dropped + Self.asTyped(result.value.dropFirst(impossible.index), in: input.text, from: impossible.index)
        possible.overflowed = result.overflowed
        return possible
    }

    /// The value's digits from `start` on as `text` wrote them: the mask reads `٣` as `3`, and a
    /// drop reported as `3` would match nothing typed, so the editing model would not report it.
    /// Every digit of `text` fills the next slot, so the value's nth digit is its nth digit.
    private static func asTyped(_ digits: Substring, in text: String, from start: Int) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return String(digits) }
        var typed = ""
        var index = 0
        for character in text where DatePattern.typedDigit(character) != nil {
            if index >= start { typed.append(character) }
            index += 1
            if index == start + digits.count { break }
        }
        return typed.count == digits.count ? typed : String(digits)
    }

    /// The date of a whole text written as the locale writes dates (`5/31/1990` pasted into
    /// `MM/dd/yyyy`), which the mask alone would misplace; `nil` unless the caret is at its end.
    private func pastedInLocaleForm(_ input: MaskInput) -> GregorianDate? {
        guard display.readsLocaleForm, input.caret >= input.text.count,
              let fields = display.localeFields(of: Substring(input.text)) else { return nil }
        return GregorianDate(year: fields.year, month: fields.month, day: fields.day)
    }

    /// Refuses a text whose digits can no longer become a date, saying why (`There is no month 13.`).
    public func refusal(of text: String) -> Refusal? {
        // Read as `apply` reads it: a lone digit the locale writes without its zero gets it first
        // (`2/31/2023` is February 31, not month 23).
        // Its digits as the mask reads them, too: `1٣` is month 13.
        let digits = text.utf8.allSatisfy { $0 < 0x80 } ? text : String(text.map { SlotClass.normalizedDigit($0) ?? $0 })
        let read = display.unpaddedFields.isEmpty
            ? digits : display.padsLoneDigits(MaskInput(text: digits, caret: digits.count, gravity: .forward(autocomplete: false))).text
        guard let impossible = display.firstImpossibleDigit(in: read) else {
            // More digits than the pattern holds: the date is whole, and a key after it does not
            // fit (so `5` after `01/01/2020` is not called a character the field never takes).
            // Only a text longer than the pattern can hold one; a layout never is.
            guard read.utf8.count > display.slots.count,
                  read.utf8.count(where: { $0 &- 0x30 < 10 }) > display.digitFields.count else { return nil }
            return Refusal(reason: .full, message: "The date is complete.")
        }
        return Refusal(reason: .formatRule, message: impossible.reason)
    }

    /// A layout never holds an impossible digit: `apply` drops it.
    public var admitsEveryLayout: Bool { true }

    /// A day, a month and a year: a key over a selected one types over it.
    public var hasFixedPlaces: Bool { true }

    // MARK: - Values

    /// The date of a complete typed value in the output pattern (`31051990` → `1990-05-31`), as
    /// ``validate(_:)`` gives it, bounds aside: what ``EditingState/value`` shows once the date
    /// is whole, as a time shows `HH:mm` and a phone number E.164.
    public func completeValue(of value: String) -> String? {
        var value = value
        // Read from the bytes in place: every keystroke of a complete field shows this value.
        // SAFETY: the UTF-8 is read only during the call that lends it.
        let fields = value.withUTF8 { bytes in
            bytes.allSatisfy({ $0 &- 0x30 < 10 }) ? display.fields(ofDigits: bytes.lazy.map { Int($0 &- 0x30) }) : nil
        }
        guard let fields, let date = GregorianDate(year: fields.year, month: fields.month, day: fields.day) else { return nil }
        return output.render(date)
    }

    /// The digits of the text (`"31/05/1990"` → `"31051990"`).
    public func rawValue(of text: String) -> String { String(text.filter { DatePattern.digit($0) != nil }) }

    /// Displays a stored value in the display pattern: output pattern (`1990-05-31`),
    /// display pattern or bare digits in display order; other text (no such date,
    /// a partial one) as if typed into the field.
    public func layOut(_ value: String) -> String {
        guard let date = parse(value) else { return mask.apply(MaskInput(text: value)).text }
        return display.render(date)
    }

    /// The date of a text in the display or output pattern or bare digits, or `nil`.
    public func date(of text: String) -> GregorianDate? { parse(text) }

    /// Validates the text: `.text` in the display pattern, `.value` in the output pattern.
    ///
    /// The text is read in the display pattern, as bare digits in display order
    /// (the mask's value), in the output pattern, or, for a locale's pattern, as the locale
    /// writes dates itself (`5/31/1990` in `en-US`, whose CLDR pattern is `M/d/yy`; a year
    /// always has four digits), in that order.
    ///
    /// - Throws: `date.format` (incomplete or not in the pattern), `date.invalid` (no such day),
    ///   `date.tooEarly`, `date.tooLate`, `date.minimumAge`.
    public func validate(_ text: String) throws(ValidationError) -> ValidatedValue {
        try FormatText.checkNoSurroundingWhitespace(text)
        let whole = Substring(text)
        // Text read byte for byte in the display pattern is already its rendering: keep it.
        let shown: Substring?
        let fields: (year: Int, month: Int, day: Int)?
        if case .read(let read) = display.byteFields(of: whole) {
            (shown, fields) = (whole, read)
        } else {
            (shown, fields) = (nil, self.fields(of: whole))
        }
        guard let fields else {
            throw ValidationError(code: "date.format", message: "Enter a date as \(display.text).",
                                  parameters: ["pattern": display.text])
        }
        // Digits that are no day in display order may be a stored value in the output pattern (`20171206`).
        guard let date = GregorianDate(year: fields.year, month: fields.month, day: fields.day)
                ?? (shown == nil ? output.fields(of: whole) : nil).flatMap({ GregorianDate(year: $0.year, month: $0.month, day: $0.day) })
        else {
            throw ValidationError(code: "date.invalid", message: "\(whole) is not a day of the calendar.",
                                  parameters: ["text": String(whole)])
        }
        if let minimum, isBefore(date, minimum) {
            throw ValidationError(code: "date.tooEarly", message: "The date must be on or after \(display.render(minimum)).",
                                  parameters: ["minimum": display.render(minimum)])
        }
        if let maximum, isBefore(maximum, date) {
            throw ValidationError(code: "date.tooLate", message: "The date must be on or before \(display.render(maximum)).",
                                  parameters: ["maximum": display.render(maximum)])
        }
        if let minimumAge, date.years(until: today()) < minimumAge {
            throw ValidationError(code: "date.minimumAge", message: "You must be at least \(minimumAge) years old.",
                                  parameters: ["age": "\(minimumAge)"])
        }
        return ValidatedValue(text: shown.map(String.init) ?? display.render(date), value: output.render(date))
    }

    /// Whether `date` comes before `bound`: by day, or by month when the display pattern has no day.
    private func isBefore(_ date: GregorianDate, _ bound: GregorianDate) -> Bool {
        display.hasDay ? date < bound : (date.year, date.month) < (bound.year, bound.month)
    }

    /// Field text first: the display pattern, then bare digits in display order, then the output
    /// pattern, then the locale's own form of the display pattern (`5/31/1990` for `MM/dd/yyyy`).
    private func fields(of text: Substring) -> (year: Int, month: Int, day: Int)? {
        if let fields = display.fields(of: text) { return fields }
        if text.allSatisfy({ DatePattern.digit($0) != nil }), let fields = display.fields(ofDigits: text.lazy.compactMap(DatePattern.digit)) {
            return fields
        }
        if let fields = output.fields(of: text) { return fields }
        return display.readsLocaleForm ? display.localeFields(of: text) : nil
    }

    /// Stored values first: the output pattern, then as field text.
    private func parse(_ text: String) -> GregorianDate? {
        let trimmed = FormatText.trimmed(text)
        guard let fields = output.fields(of: trimmed) ?? fields(of: trimmed) else { return nil }
        return GregorianDate(year: fields.year, month: fields.month, day: fields.day)
    }
}
