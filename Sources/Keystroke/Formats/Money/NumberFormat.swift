import Foundation  // Decimal only (the accessor and the bounds); typing and rendering use none of it.

/// A free-form number typed left to right: `number:LOCALE`, `percent:LOCALE`, `amount:LOCALE:CODE`.
///
/// Digits go in at the caret and the locale's grouping (Indian 3;2 too) is put in
/// as you type, the caret staying after the same digit. The locale's decimal
/// separator and `.` are the decimal key; `-` and the locale's minus sign toggle
/// the sign where ``minimum`` is below zero. An unfinished fraction shows as
/// typed (`1.234,` then `1.234,5`). Symbols, patterns and digits are CLDR's
/// (the data ``CurrencyFormat`` ships), and the text is rendered from integers
/// by the same renderer as the cash register: no binary floating point.
///
/// - `number`: CLDR's decimal pattern; at most 3 fraction digits by default.
/// - `percent`: CLDR's percent pattern; the value is in percent units
///   (`"12.5"` for `12,5 %`), at most 2 fraction digits by default.
/// - `amount`: CLDR's currency pattern; fraction digits are the currency's (JPY 0,
///   BHD 3) and ``validate(_:)`` and ``format(_:)`` give the cash register's text.
///
/// ```swift
/// let number = try NumberFormat(locale: "de-DE", fractionDigits: 2, minimum: -1000, maximum: 1000)
/// try number.format("-999.5")              // "-999,5"
/// try number.validate("1.000").value       // "1000"
/// ```
public struct NumberFormat: FieldFormat {
    /// Which CLDR pattern a number is written with.
    public enum Style: String, Sendable, Hashable {
        /// The decimal pattern (`#,##0.###`).
        case number
        /// The percent pattern (`#,##0 %`); values in percent units.
        case percent
        /// The currency pattern (`#,##0.00 ¤`) of a currency.
        case amount
    }

    public var id: String { storage.id }
    /// The pattern the number is written with.
    public var style: Style { storage.style }
    /// The locale identifier as given (`de-DE`).
    public var localeIdentifier: String { storage.localeIdentifier }
    /// The ISO 4217 code of an amount, `nil` otherwise.
    public var currencyCode: String? { storage.currencyCode }
    /// The most fraction digits a value may have.
    public var fractionDigits: Int { storage.fractionDigits }
    /// The smallest valid value; negative values can be typed only when it is below zero.
    public var minimum: Decimal { Self.decimal(minimumBound) }
    /// The largest valid value.
    public var maximum: Decimal { Self.decimal(maximumBound) }

    /// Everything the format is made of, fixed when it is made (see ``Storage``).
    let storage: Storage

    /// Integer digits a value may have at most without `max`: 15, fewer when the fraction is long.
    public static let defaultMaximumIntegerDigits = 15

    /// Creates a number format.
    /// - Parameters:
    ///   - locale: A locale identifier CLDR has data for (`de-DE`, `en_IN`, `ar-EG-u-nu-latn`).
    ///   - style: The pattern: ``Style/number``, ``Style/percent`` or ``Style/amount``.
    ///   - currencyCode: The ISO 4217 code of an ``Style/amount`` (`BRL`); `nil` otherwise.
    ///   - fractionDigits: The most fraction digits (0…9); defaults to the pattern's
    ///     maximum (3), 2 for percentages, the currency's for amounts (which take no other).
    ///   - minimum: The smallest valid value; defaults to zero, so negatives cannot be typed.
    ///   - maximum: The largest valid value; defaults to 15 nines (fewer past 3 fraction digits).
    /// - Throws: ``FormatError`` (`.badParameter`) for an unknown locale or currency, or bad bounds.
    public init(locale: String, style: Style = .number, currencyCode: String? = nil, fractionDigits: Int? = nil,
                minimum: Decimal? = nil, maximum: Decimal? = nil) throws(FormatError) {
        try self.init(locale: locale, style: style, currencyCode: currencyCode, fractionDigits: fractionDigits,
                      minimum: minimum, maximum: maximum, formatID: nil)
    }

    /// The public initializer, with the id as the registry was given it.
    init(locale: String, style: Style, currencyCode: String?, fractionDigits: Int?,
         minimum: Decimal?, maximum: Decimal?, formatID: String?) throws(FormatError) {
        var id = style == .amount ? "amount:\(locale):\(currencyCode ?? "")" : "\(style.rawValue):\(locale)"
        if let fractionDigits { id += ":fraction=\(fractionDigits)" }
        if let minimum { id += ":min=\(minimum)" }
        if let maximum { id += ":max=\(maximum)" }
        if let formatID { id = formatID }
        func bad(_ message: String) -> FormatError { FormatError(kind: .badParameter, id: id, message: message) }
        let resolved = try CurrencyFormat.resolveLocale(locale, id: id)
        let catalog = CLDRCurrencyCatalog.shared
        guard let numbers = catalog.numberLayout(locale: resolved.cldrID, numberingSystem: resolved.numberingSystem,
                                                 percent: style == .percent) else {
            throw bad("cannot read the number layout of locale '\(locale)'")
        }
        var layout = numbers
        var fraction = style == .percent ? 2 : numbers.fractionDigits
        if style == .amount {
            guard let code = currencyCode else { throw bad("an amount needs a currency code: amount:LOCALE:CODE") }
            try CurrencyFormat.checkCurrency(code, id: id)
            guard fractionDigits == nil else { throw bad("an amount takes its fraction digits from the currency") }
            guard let money = catalog.layout(locale: resolved.cldrID, code: code, numberingSystem: resolved.numberingSystem) else {
                throw bad("cannot read the currency layout of \(code) in locale '\(locale)'")
            }
            layout = money
            layout.minusSign = numbers.minusSign
            fraction = money.fractionDigits
        } else if currencyCode != nil {
            throw bad("only an amount takes a currency code")
        }
        if let fractionDigits {
            guard (0...9).contains(fractionDigits) else { throw bad("fraction must be 0…9, got \(fractionDigits)") }
            fraction = fractionDigits
        }
        guard let pattern = CurrencyPattern(layout) else { throw bad("cannot read the pattern '\(layout.pattern)' of locale '\(locale)'") }
        let integerDigits = min(Self.defaultMaximumIntegerDigits, 18 - fraction)
        let ceiling = NumberText.power(integerDigits + fraction) - 1
        var upper = NumberText(units: ceiling, fraction: fraction, point: fraction > 0, hasDigits: true)
        var lower = NumberText(units: 0, fraction: fraction, point: fraction > 0, hasDigits: true)
        func bound(_ value: Decimal, _ name: String) throws(FormatError) -> NumberText {
            guard let plain = NumberReader.plainly(Substring("\(value)")), plain.fraction <= fraction,
                  let units = plain.units(atScale: fraction), units <= ceiling else {
                throw bad("\(name) must be a number with at most \(fraction) fraction digits and \(integerDigits) integer digits, got \(value)")
            }
            return NumberText(units: units, fraction: fraction, point: fraction > 0, negative: plain.negative && units > 0, hasDigits: true)
        }
        if let maximum { upper = try bound(maximum, "max") }
        if let minimum { lower = try bound(minimum, "min") }
        guard Self.compare(lower, upper) <= 0 else { throw bad("min \(minimum ?? 0) is above max \(maximum ?? 0)") }
        storage = Storage(id: id, style: style, localeIdentifier: locale, currencyCode: style == .amount ? currencyCode : nil,
                          fractionDigits: fraction, pattern: pattern, minusSign: layout.minusSign, minimum: lower, maximum: upper)
    }

    /// Whether negative values can be typed.
    public var allowsNegative: Bool { negativeCap > 0 }

    public var keyboard: KeyboardHint { fractionDigits == 0 && !allowsNegative ? .numberPad : .decimalPad }
    public var minLength: Int { 1 }
    /// The length of the longest raw value (`-1000.00` → 8).
    public var maxLength: Int? {
        let widest = max(positiveCap, negativeCap)
        let integer = NumberText.digitCount(widest / NumberText.power(fractionDigits))
        return integer + (fractionDigits > 0 ? fractionDigits + 1 : 0) + (allowsNegative ? 1 : 0)
    }

    /// Digits in any numbering system, the decimal keys and, where negatives are allowed, the sign keys.
    public func allows(_ character: Character) -> Bool {
        switch storage.reader.keyKind(character) {
        case .digit: true
        case .decimal: fractionDigits > 0
        case .minus: allowsNegative
        default: false
        }
    }

    // MARK: - Values

    /// The exact value of a text, formatted or raw (`"-1234.5"`); `""` when it holds no number.
    public func rawValue(of text: String) -> String {
        guard let number = read(text) else { return "" }
        return value(of: number)
    }

    /// The exact value of a text, formatted or raw, as a `Decimal`; `nil` when it holds no number.
    public func decimal(of text: String) -> Decimal? {
        guard let number = read(text), number.hasDigits || number.point else { return nil }
        return Self.decimal(number)
    }

    /// Displays a stored value in CLDR's form: `"1234.5"` → `"1.234,5"` (de-DE), `"12.5"` → `"12,5 %"`,
    /// `"1234.5"` → `"1.234,50 €"`; the field's own text is re-rendered in full.
    ///
    /// The field's own text is read first, as ``validate(_:)`` does: where `.` groups
    /// (de-DE), `"1.234"` is 1234 as the field shows it. Display a stored value with
    /// three fraction digits through ``format(decimal:)``. Text that holds no number
    /// is returned unchanged.
    public func layOut(_ value: String) -> String {
        guard let number = read(value), number.hasDigits || number.point else { return value }
        return fullText(of: number)
    }

    /// Displays a number in CLDR's form, exactly: `1.234` → `"1,234"` (de-DE).
    public func format(decimal value: Decimal) -> String {
        guard let number = NumberReader.plainly(Substring("\(value)")) else { return "\(value)" }
        return fullText(of: number)
    }

    /// Validates the field's text (`1.234,5`) or a raw ASCII decimal (`1234.5`).
    ///
    /// The field's own text is read first: in locales that group with `.`, `1.234`
    /// is one thousand two hundred thirty-four, as the field shows it.
    /// - Throws: `number.format` (not a number in this locale), `number.precision`
    ///   (more fraction digits than allowed), `number.tooSmall`, `number.negative` (a minus sign
    ///   on zero where no negative can be typed, `-0`), `number.tooLarge`.
    public func validate(_ text: String) throws(ValidationError) -> ValidatedValue {
        try validate(text, readingSpacedOnce: true)
    }

    /// ``validate(_:)``; without `readingSpacedOnce`, the field's text typed with ASCII spaces goes
    /// through the strict and loose reads, which tests hold the one read to.
    func validate(_ text: String, readingSpacedOnce: Bool) throws(ValidationError) -> ValidatedValue {
        // Read in place first: a stored value, `[-]digits[.digits]` in ASCII, and whether the text
        // has printable ASCII at both ends, so no whitespace around it, without the Unicode walk.
        let inPlace = ByteView.ifContiguous(text) { bytes -> (plain: NumberText?, checksEnds: Bool) in
            if let plain = NumberReader.plainASCII(bytes) { return (plain, false) }
            guard !bytes.isEmpty, bytes[0] &- 0x21 < 0x5E, bytes[bytes.count - 1] &- 0x21 < 0x5E else { return (nil, true) }
            return (NumberReader.plainlyBeyondASCII(bytes), false)
        }
        if let plain = inPlace?.plain, !mayBeOwnText(plain) {
            return try validated(plain, text: text, own: false, isPlain: true)
        }
        let checksEnds = inPlace?.checksEnds ?? true
        if checksEnds { try FormatText.checkNoSurroundingWhitespace(text) }
        // A plain value is what it says unless it may be the field's own text (`1.234` where `.` groups).
        let plain = checksEnds ? NumberReader.plainly(Substring(text)) : inPlace?.plain
        if let plain, !mayBeOwnText(plain) {
            return try validated(plain, text: text, own: false, isPlain: true)
        }
        var spaced: NumberText?
        if let number = canonicalNumber(text, spaced: &spaced) {
            return try validated(number, text: text, own: true, isPlain: false)
        }
        if let plain {
            return try validated(plain, text: text, own: false, isPlain: true)
        }
        // The field's text typed with ASCII spaces: what the strict and loose reads below find, read once.
        if readingSpacedOnce, let spaced {
            return try validated(spaced, text: text, own: false, isPlain: false)
        }
        return try validated(storage.reader.strictly(Substring(text)) ?? looseNumber(text), text: text, own: false, isPlain: false)
    }

    /// The outcome of ``validate(_:)`` for the number read from `text`: `own` when `text`
    /// is the field's own text, `isPlain` when it was read as a plain ASCII value.
    private func validated(_ found: NumberText?, text whole: String, own: Bool, isPlain: Bool) throws(ValidationError) -> ValidatedValue {
        guard let number = found, number.hasDigits || number.point else {
            let example = fullText(of: NumberText(units: 1_234_567, fraction: min(2, fractionDigits), point: fractionDigits > 0, hasDigits: true))
            throw ValidationError(code: "number.format", message: "Enter a number such as \(example).", parameters: ["example": example])
        }
        guard number.fraction <= fractionDigits || trimmedFraction(number).fraction <= fractionDigits else {
            let message = fractionDigits == 0 ? "Use a whole number." : "Use at most \(fractionDigits) digits after the decimal separator."
            throw ValidationError(code: "number.precision", message: message,
                                  parameters: ["digits": "\(fractionDigits)"])
        }
        let exact = trimmedFraction(number)
        guard let scaled = exact.units(atScale: fractionDigits) else { throw tooLarge() }
        let signed = NumberText(units: scaled, fraction: fractionDigits, point: fractionDigits > 0,
                                negative: exact.negative && scaled > 0, hasDigits: true)
        if Self.compare(signed, minimumBound) < 0 { throw tooSmall() }
        // A minus sign where no negative can be typed is refused even on zero: `-0` is not this
        // field's text. The number itself is within the bounds, so the error names the sign.
        if number.negative && !allowsNegative {
            throw ValidationError(code: "number.negative", message: "Negative numbers are not allowed here.")
        }
        if Self.compare(signed, maximumBound) > 0 { throw tooLarge() }
        // The field's own text in full form is kept as it is, without rendering it again.
        let isFull = own && exact == number && number.point == (number.fraction > 0) && !(number.negative && number.units == 0)
            && (style != .amount || number.fraction == fractionDigits)
        return ValidatedValue(text: isFull ? whole : fullText(of: exact),
                              value: isPlain && isStoredForm(whole, of: number, exact: exact) ? whole : value(of: exact, final: true))
    }

    /// Whether `text`, read plainly (``NumberReader/plainly(_:)``) as `number`, is already the value ``value(of:final:)`` gives for
    /// `exact`: ASCII, no leading zero, no `-0`, and the fraction the style keeps (none trailing
    /// for numbers and percentages, the currency's digits for amounts). Then the value is the text itself.
    private func isStoredForm(_ text: String, of number: NumberText, exact: NumberText) -> Bool {
        guard style == .amount ? number.fraction == fractionDigits : exact == number,
              !(number.negative && number.units == 0) else { return false }
        // The bytes left for the digits are ASCII digits without a leading zero exactly when `units`
        // has that many digits, or one integer byte is left (`0.5`): U+2212 or a locale's digit takes
        // more bytes than digits. One power of ten instead of counting digits, which divides.
        let digitBytes = text.utf8.count - (number.negative ? 1 : 0) - (number.fraction > 0 ? 1 : 0)
        guard digitBytes > number.fraction, digitBytes <= 19 else { return false }
        return digitBytes == number.fraction + 1 || number.units >= NumberText.power(digitBytes - 1)
    }

    /// Whether a plain ASCII value could also be the field's own text with another value: only
    /// where `.` groups, with as many digits after it as a group holds (`1.234` in de-DE).
    private func mayBeOwnText(_ plain: NumberText) -> Bool {
        storage.reader.group == 0x2E && plain.point && plain.fraction == storage.reader.digitGrouping.primary
    }

    private func tooSmall() -> ValidationError {
        let bound = minimumBound.plain(trimmed: style != .amount)
        return ValidationError(code: "number.tooSmall", message: "The number must be at least \(fullText(of: minimumBound)).",
                               parameters: ["minimum": bound])
    }

    private func tooLarge() -> ValidationError {
        let bound = maximumBound.plain(trimmed: style != .amount)
        return ValidationError(code: "number.tooLarge", message: "The number must be at most \(fullText(of: maximumBound)).",
                               parameters: ["maximum": bound])
    }

    // MARK: - Rendering

    /// The text of a number while it is typed: the fraction as typed, the sign alone when no digit is,
    /// and `leadingZeros` before the digits.
    @inline(__always)
    func typedText(of number: NumberText, leadingZeros: Int = 0) -> (text: String, count: Int) {
        if number.hasDigits || number.point {
            return storage.pattern.render(units: number.units, fraction: number.fraction, point: number.point,
                                  negative: number.negative, leadingZeros: leadingZeros)
        }
        // A sign typed before any digit shows alone (`-`, not `-%`), or with the suffix that holds it (fy `€ -`).
        guard number.negative else { return ("", 0) }
        if storage.pattern.negativePrefix != storage.pattern.positivePrefix {
            return (String(decoding: storage.pattern.negativePrefix, as: UTF8.self), storage.pattern.negativePrefixCount)
        }
        return (String(decoding: storage.pattern.negativePrefix + storage.pattern.negativeSuffix, as: UTF8.self), storage.pattern.negativeAffixCount)
    }

    /// CLDR's full form: fraction zeros dropped (`1,5`), an amount's fraction padded (`1.234,50 €`).
    func fullText(of number: NumberText) -> String {
        var shown = trimmedFraction(number)
        shown.negative = number.negative && number.units > 0
        if style == .amount, shown.fraction < fractionDigits, let units = shown.units(atScale: fractionDigits) {
            shown.units = units
            shown.fraction = fractionDigits
        }
        shown.point = shown.fraction > 0
        shown.hasDigits = true
        return storage.pattern.render(units: shown.units, fraction: shown.fraction, point: shown.point, negative: shown.negative).text
    }

    /// The stored value: exact ASCII, an amount's fraction padded to the currency's digits;
    /// a `final` number or percentage without trailing fraction zeros.
    func value(of number: NumberText, final: Bool = false) -> String {
        // A sign typed before any digit is kept in the value, so edits after it keep their place.
        if number.negative && !number.hasDigits && !number.point { return "-" }
        return style == .amount ? number.plain(padTo: fractionDigits) : number.plain(trimmed: final)
    }

    /// `number` without trailing fraction zeros.
    private func trimmedFraction(_ number: NumberText) -> NumberText {
        var number = number
        while number.fraction > 0, number.units % 10 == 0 {
            number.units /= 10
            number.fraction -= 1
        }
        return number
    }

    // MARK: - Reading

    /// The number of the field's own text when `text` is exactly how the field shows it.
    func canonicalNumber(_ text: String) -> NumberText? {
        var spaced: NumberText?
        return canonicalNumber(text, spaced: &spaced)
    }

    /// ``canonicalNumber(_:)``; when `text` is instead the field's text with an ASCII space for each
    /// no-break space inside it, as keyboards type it, that number in `spaced`.
    func canonicalNumber(_ text: String, spaced: inout NumberText?) -> NumberText? {
        if let own = ownReading(text, keyOffset: nil) { return own.number }
        let reading = storage.reader.leniently(text, caret: 0)
        guard reading.isClean else { return nil }
        if isRendering(text, of: reading.number) { return reading.number }
        if reading.number.hasDigits, text.utf8.contains(0x20),
           CurrencyFormat.isRendering(typedText(of: reading.number).text, typedWithSpaces: text) {
            spaced = reading.number
        }
        return nil
    }

    /// The number of a text that is the field's text but for spaces and bidi marks (`12,5 %` typed
    /// with a plain space), or `nil`.
    func looseNumber(_ text: String) -> NumberText? {
        let reading = storage.reader.leniently(text, caret: 0)
        guard reading.isClean, reading.number.hasDigits else { return nil }
        return CurrencyFormat.loose(typedText(of: reading.number).text) == CurrencyFormat.loose(text) ? reading.number : nil
    }

    /// Whether `text`, without the UTF-8 bytes `skipping`, is byte for byte the typed rendering of `number`.
    func isRendering(_ text: String, skipping: Range<Int> = 0..<0, of number: NumberText) -> Bool {
        ByteView.with(text) { bytes in
            /// Whether `rendered` is `bytes` without the skipped range, compared a byte at a time
            /// (slices' `elementsEqual` costs several times more on these short texts).
            func matches(_ rendered: ByteView) -> Bool {
                let skipped = skipping.count
                guard rendered.count == bytes.count - skipped else { return false }
                for index in 0..<rendered.count where rendered[index] != bytes[index < skipping.lowerBound ? index : index + skipped] {
                    return false
                }
                return true
            }
            if !number.hasDigits && !number.point {
                return ByteView.with(typedText(of: number).text, matches)
            }
            return storage.pattern.withRenderedBytes(units: number.units, fraction: number.fraction, point: number.point,
                                                     negative: number.negative, matches)
        }
    }

    /// Any reading of a text: the field's own, plain ASCII, a locale paste, then lenient.
    func read(_ text: String) -> NumberText? {
        let trimmed = FormatText.trimmed(text)
        if let number = canonicalNumber(String(trimmed)) ?? NumberReader.plainly(trimmed) ?? storage.reader.strictly(trimmed)
            ?? looseNumber(String(trimmed)) {
            return number
        }
        let reading = storage.reader.leniently(String(trimmed), caret: 0)
        return reading.isClean && (reading.number.hasDigits || reading.number.point) ? reading.number : nil
    }

    /// -1, 0 or 1 as `lhs` is below, equal to or above `rhs`; both at the same scale.
    static func compare(_ lhs: NumberText, _ rhs: NumberText) -> Int {
        let left = lhs.negative && lhs.units > 0, right = rhs.negative && rhs.units > 0
        if left != right { return left ? -1 : 1 }
        let order = lhs.units < rhs.units ? -1 : lhs.units > rhs.units ? 1 : 0
        return left ? -order : order
    }

    static func decimal(_ number: NumberText) -> Decimal {
        Decimal(sign: number.negative && number.units > 0 ? .minus : .plus, exponent: -number.fraction,
                significand: Decimal(number.units))
    }
}
