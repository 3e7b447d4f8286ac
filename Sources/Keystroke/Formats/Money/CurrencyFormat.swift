import Foundation  // Decimal only (public amounts); layout and keystrokes use none of it.

/// A money field typed like a cash register: `currency:LOCALE:CODE`.
///
/// The field starts at zero with the fraction showing (`R$ 0,00`); each digit
/// typed shifts in from the right (`R$ 0,01`, `R$ 0,12`, `R$ 1,23`), and
/// backspace shifts back. Separators, symbol, spacing (non-breaking spaces
/// included), grouping (Indian 3;2 too) and fraction digits are CLDR's for the
/// locale, from the CLDR data the package ships (`CLDRCurrencyData`, every
/// locale CLDR has), so every platform renders the same text. The layout is
/// resolved once when the format is made; each keystroke is then rendered from
/// integer minor units by `CurrencyPattern` alone.
///
/// Locales whose default numbering system is not Latin (`ar-EG`, `fa-IR`,
/// `ne-NP`) display their own digits, as CLDR says; typing accepts both
/// ASCII digits and the locale's digits. Add `-u-nu-latn` to the locale
/// (`currency:ar-EG-u-nu-latn:EGP`) for Latin digits.
///
/// Amounts are exact: integer minor units and `Decimal`, never `Double`.
/// Negative amounts cannot be typed; a stored negative value displays in the
/// locale's negative form and fails validation (`currency.tooSmall`; `currency.negative`
/// for a minus sign on zero, `-0.00`).
///
/// ```swift
/// let brl = try CurrencyFormat(locale: "pt-BR", currencyCode: "BRL")
/// try brl.format("1234.56")                // "R$ 1.234,56" (U+00A0 after R$)
/// try brl.validate("R$ 1.234,56").value    // "1234.56"
/// ```
public struct CurrencyFormat: FieldFormat {
    public let id: String
    /// The locale identifier as given (`pt-BR`).
    public let localeIdentifier: String
    /// The ISO 4217 code (`BRL`).
    public let currencyCode: String
    /// The largest amount, in minor units (cents for BRL, yen for JPY).
    public let maximumMinorUnits: UInt64
    /// The smallest valid amount, in minor units (zero by default).
    public let minimumMinorUnits: UInt64
    let pattern: CurrencyPattern
    /// Scalars the format writes itself (affixes, separators): never reported as dropped.
    private let ownScalars: [UInt32]
    /// Whether positive renderings hold ASCII digits and otherwise no digit or minus sign,
    /// so ``validate(_:)`` may compare a text with the rendering of its ASCII digits.
    private let rendersPlainDigits: Bool

    /// The CLDR release whose data the package ships and every currency format renders with (`"47"`).
    public static var cldrVersion: String { CLDRCurrencyData.cldrVersion }

    /// The default largest amount: 999 999 999 999 units of the currency, fraction included.
    public static let defaultMaximumIntegerDigits = 12

    /// Creates a currency format.
    /// - Parameters:
    ///   - locale: A locale identifier CLDR has data for (`pt-BR`, `en_IN`, `ar-EG-u-nu-latn`).
    ///   - currencyCode: An ISO 4217 code (`BRL`).
    ///   - maximum: The largest amount; digits beyond it are refused. Defaults to 999 999 999 999.99…
    ///   - minimum: The smallest valid amount (not negative); defaults to zero.
    ///   - currencySpacing: Apply CLDR's `currencySpacing` as ICU does (en-US `CHF 1,234.56`, U+00A0
    ///     between a letter symbol and the digits). Off by default, as in Babel (`CHF1,234.56`).
    /// - Throws: ``FormatError`` (`.badParameter`) for an unknown locale or currency, or bad bounds.
    public init(locale: String, currencyCode: String, maximum: Decimal? = nil, minimum: Decimal = 0,
                currencySpacing: Bool = false) throws(FormatError) {
        var id = "currency:\(locale):\(currencyCode)"
        if let maximum { id += ":\(maximum)" }
        let resolved = try Self.resolveLocale(locale, id: id)
        try Self.checkCurrency(currencyCode, id: id)
        guard let layout = CLDRCurrencyCatalog.shared.layout(locale: resolved.cldrID, code: currencyCode,
                                                             numberingSystem: resolved.numberingSystem),
              let pattern = CurrencyPattern(layout, currencySpacing: currencySpacing) else {
            throw FormatError(kind: .badParameter, id: id, message: "cannot read the currency layout of \(currencyCode) in locale '\(locale)'")
        }
        let fraction = pattern.fractionDigits
        let ceiling = Self.power(of: 10, Self.defaultMaximumIntegerDigits + fraction) - 1
        var maximumUnits = ceiling
        if let maximum {
            guard let units = Self.exactMinorUnits(maximum, fractionDigits: fraction), units <= ceiling, units > 0 else {
                throw FormatError(kind: .badParameter, id: id, message: "maximum must be a positive amount with at most \(fraction) fraction digits and \(Self.defaultMaximumIntegerDigits) integer digits, got \(maximum)")
            }
            maximumUnits = units
        }
        guard let minimumUnits = Self.exactMinorUnits(minimum, fractionDigits: fraction), minimumUnits <= maximumUnits else {
            throw FormatError(kind: .badParameter, id: id, message: "minimum must be an amount from 0 to the maximum with at most \(fraction) fraction digits, got \(minimum)")
        }
        self.id = id
        self.localeIdentifier = locale
        self.currencyCode = currencyCode
        self.maximumMinorUnits = maximumUnits
        self.minimumMinorUnits = minimumUnits
        self.pattern = pattern
        let own = pattern.positivePrefix + pattern.positiveSuffix + pattern.negativePrefix + pattern.negativeSuffix
            + pattern.grouping + pattern.decimal
        self.ownScalars = Array(Set(String(decoding: own, as: UTF8.self).unicodeScalars.map(\.value)))
        let positive = pattern.positivePrefix + pattern.positiveSuffix + pattern.grouping + pattern.decimal
        self.rendersPlainDigits = pattern.zero.value == 0x30 && String(decoding: positive, as: UTF8.self).unicodeScalars.allSatisfy {
            CurrencyPattern.digitValue($0) == nil && $0 != "-" && $0 != "\u{2212}"
        }
    }

    /// Digits after the decimal separator for this currency (2 for BRL, 0 for JPY, 3 for BHD).
    public var fractionDigits: Int { pattern.fractionDigits }
    /// The largest amount.
    public var maximum: Decimal { Self.decimal(minorUnits: maximumMinorUnits, fractionDigits: fractionDigits) }

    public var keyboard: KeyboardHint { .numberPad }
    public var minLength: Int { 1 }
    /// The length of the largest raw value (`999999999999.99` → 15).
    public var maxLength: Int? { plainString(minorUnits: maximumMinorUnits).count }

    /// Digits only, in any numbering system: separators are the format's own.
    public func allows(_ character: Character) -> Bool {
        character.unicodeScalars.count == 1 && character.unicodeScalars.first.flatMap(CurrencyPattern.digitValue) != nil
    }

    // MARK: - Keystrokes

    /// Reformats the field after an edit, cash-register style, caret at the end.
    ///
    /// All digits of the text, in order, are the amount in minor units. Digits
    /// that would pass the maximum are refused (reported in `dropped`), nearest
    /// the caret first; other characters that are not the format's own are
    /// dropped too. Deletions come through ``applyDeletion(_:to:)``.
    public func apply(_ input: MaskInput) -> MaskResult {
        var units: UInt64 = 0
        var overflow = false
        var stray = false
        let zero = pattern.zero.value
        for scalar in input.text.unicodeScalars {
            let value = scalar.value
            // ASCII and the locale's own digits first; the format's own scalars before Unicode properties.
            var digit = value &- 0x30
            if digit >= 10 { digit = value &- zero }
            if digit >= 10 {
                if ownScalars.contains(value) { continue }
                guard let other = CurrencyPattern.digitValue(scalar) else {
                    if !Self.isIgnorable(scalar) { stray = true }
                    continue
                }
                digit = UInt32(other)
            }
            if units > maximumMinorUnits {
                overflow = true
                continue
            }
            units = units * 10 + UInt64(digit)
        }
        if overflow || units > maximumMinorUnits || stray {
            return slowApply(input)
        }
        let rendered = pattern.render(minorUnits: units)
        return MaskResult(text: rendered.text, caret: rendered.count, value: plainString(minorUnits: units),
                          isComplete: units >= minimumMinorUnits, dropped: "")
    }

    /// The rare path: stray characters or digits beyond the maximum.
    private func slowApply(_ input: MaskInput) -> MaskResult {
        var digits: [UInt8] = []
        var beforeCaret = 0
        var dropped = ""
        for (offset, character) in input.text.enumerated() {
            var own = true
            for scalar in character.unicodeScalars {
                if let digit = CurrencyPattern.digitValue(scalar) {
                    digits.append(UInt8(digit))
                    if offset < input.caret { beforeCaret = digits.count }
                } else if !ownScalars.contains(scalar.value) && !Self.isIgnorable(scalar) {
                    own = false
                }
            }
            if !own { dropped.append(character) }
        }
        // Leading zeros carry no value; past the maximum's digit count every extra digit must go,
        // in one step, so a huge paste stays linear.
        let leadingZeros = digits.prefix { $0 == 0 }.count
        digits.removeFirst(leadingZeros)
        beforeCaret = max(0, beforeCaret - leadingZeros)
        var refused: [UInt8] = []
        let excess = digits.count - String(maximumMinorUnits).count
        if excess > 0 {
            let nearCaret = min(excess, beforeCaret)
            refused = Array(digits[(beforeCaret - nearCaret)..<beforeCaret])
            digits.removeSubrange((beforeCaret - nearCaret)..<beforeCaret)
            beforeCaret -= nearCaret
            refused += digits.suffix(excess - nearCaret)
            digits.removeLast(excess - nearCaret)
        }
        // Then refuse the digits nearest before the caret (the ones just typed) until the amount fits.
        while Self.units(of: digits).map({ $0 > maximumMinorUnits }) ?? true {
            let index = beforeCaret > 0 ? beforeCaret - 1 : digits.count - 1
            refused.insert(digits.remove(at: index), at: 0)
            if beforeCaret > 0 { beforeCaret -= 1 }
        }
        let refusedText = String(refused.map { Character(Unicode.Scalar(UInt8(0x30) + $0)) })
        return result(Self.units(of: digits) ?? 0, dropped: dropped + refusedText, overflowed: !refused.isEmpty)
    }

    // MARK: - Deleting

    /// Deletes cash-register style, the caret staying at the end: Backspace removes the digit
    /// before the caret (the one before a separator or symbol too), Delete the digit after it,
    /// a removed range its digits, or the digit before it when it holds none.
    ///
    /// Backspace on zero keeps zero: the caret never walks left into the amount, where the
    /// next digits would land in the whole part.
    public func applyDeletion(_ deletion: Deletion, to text: String) -> MaskResult? {
        let lower: Int, upper: Int
        switch deletion {
        case .backward(let caret): (lower, upper) = (caret - 1, caret)
        case .forward(let caret): (lower, upper) = (caret, caret + 1)
        case .range(let range): (lower, upper) = (range.lowerBound, range.upperBound)
        }
        // Which digits go, by their order in the text: those in lower..<upper, or the one before.
        var digitsBefore = 0, digitsInside = 0
        forEachDigit(in: text) { offset, _ in
            if offset < lower { digitsBefore += 1 } else if offset < upper { digitsInside += 1 }
        }
        let removed = digitsInside > 0 ? digitsBefore..<(digitsBefore + digitsInside) : max(digitsBefore - 1, 0)..<digitsBefore
        var units: UInt64 = 0
        var index = 0
        var fits = true
        forEachDigit(in: text) { _, digit in
            defer { index += 1 }
            guard !removed.contains(index) else { return }
            let (shifted, overflow) = units.multipliedReportingOverflow(by: 10)
            let (sum, carry) = shifted.addingReportingOverflow(UInt64(digit))
            if overflow || carry { fits = false }
            units = sum
        }
        // A text that is not an amount of this format (too many digits) is spliced as any other.
        guard fits, units <= maximumMinorUnits else { return nil }
        return result(units, dropped: "")
    }

    /// Calls `body` with the Character offset and the value of each digit of `text`, in order.
    ///
    /// Scalars are read, not Characters: a new Character starts at every scalar but one that
    /// extends the one before, which only a text other than a rendering holds.
    private func forEachDigit(in text: String, _ body: (Int, UInt32) -> Void) {
        let zero = pattern.zero.value
        var offset = -1
        for scalar in text.unicodeScalars {
            let value = scalar.value
            var digit = value &- 0x30
            if digit >= 10 { digit = value &- zero }
            let own = digit >= 10 && ownScalars.contains(value)
            if offset < 0 || value < 0x300 || digit < 10 || own || !NumberReader.extends(scalar) { offset += 1 }
            if digit >= 10 {
                guard value > 0x7F, !own, let other = CurrencyPattern.digitValue(scalar) else { continue }
                digit = UInt32(other)
            }
            body(offset, digit)
        }
    }

    /// - Parameter overflowed: Whether digits were refused for passing the maximum.
    private func result(_ units: UInt64, dropped: String, overflowed: Bool = false) -> MaskResult {
        let rendered = pattern.render(minorUnits: units)
        return MaskResult(text: rendered.text, caret: rendered.count, value: plainString(minorUnits: units),
                          isComplete: units >= minimumMinorUnits, dropped: dropped, overflowed: overflowed)
    }

    // MARK: - Values

    /// The raw value `"1234.56"` (ASCII, `.` before the fraction, `-` when negative); `""` without digits.
    public func rawValue(of text: String) -> String {
        guard let parsed = parse(text, rounding: true) else { return "" }
        return (parsed.negative && parsed.units > 0 ? "-" : "") + plainString(minorUnits: parsed.units)
    }

    /// The exact amount of a text, formatted or raw, or `nil` when it holds no amount.
    public func amount(of text: String) -> Decimal? {
        guard let parsed = parse(text, rounding: true) else { return nil }
        let value = Self.decimal(minorUnits: parsed.units, fractionDigits: fractionDigits)
        return parsed.negative ? -value : value
    }

    /// Displays a stored value: `"1234.56"` → `"R$ 1.234,56"`; formatted text is re-rendered.
    ///
    /// Raw values with more fraction digits than the currency has are rounded
    /// half to even. Text without digits is returned unchanged.
    public func layOut(_ value: String) -> String {
        guard let parsed = parse(value, rounding: true) else {
            if let plain = Self.plainDecimal(String(FormatText.trimmed(value))) {
                return pattern.render(digits: Self.roundedMinorDigits(plain, fractionDigits: fractionDigits), negative: plain.negative)
            }
            return value
        }
        return pattern.render(minorUnits: parsed.units, negative: parsed.negative && parsed.units > 0).text
    }

    /// Displays an amount in minor units (`123456` → `"R$ 1.234,56"`).
    public func format(minorUnits: UInt64) -> String { pattern.render(minorUnits: minorUnits).text }

    /// Validates a formatted text (`R$ 1.234,56`) or a raw amount (`1234.56`).
    ///
    /// - Throws: `currency.format` (not an amount in this layout), `currency.precision`
    ///   (more fraction digits than the currency has), `currency.tooSmall`, `currency.negative` (a minus
    ///   sign on zero), `currency.tooLarge`.
    public func validate(_ text: String) throws(ValidationError) -> ValidatedValue {
        // The common case, the field's own rendering, is checked byte for byte; anything else takes the full parse.
        if let (units, rendered) = renderedUnits(of: text), units >= minimumMinorUnits, units <= maximumMinorUnits {
            return ValidatedValue(text: rendered ?? text, value: plainString(minorUnits: units))
        }
        return try validateByParsing(text)
    }

    /// ``validate(_:)`` without its byte-for-byte shortcut: the full parse, which tests hold the
    /// shortcut to.
    func validateByParsing(_ text: String) throws(ValidationError) -> ValidatedValue {
        try FormatText.checkNoSurroundingWhitespace(text)
        let units: UInt64
        let negative: Bool
        if let plain = Self.plainDecimal(text) {
            guard plain.fraction.count <= fractionDigits else {
                throw ValidationError(code: "currency.precision", message: "\(currencyCode) amounts have at most \(fractionDigits) fraction digits.",
                                      parameters: ["digits": "\(fractionDigits)"])
            }
            guard let exact = Self.units(of: plain.integer + plain.fraction + Array(repeating: 0, count: fractionDigits - plain.fraction.count)) else {
                throw tooLarge()
            }
            units = exact
            negative = plain.negative
        } else {
            let digits = text.unicodeScalars.compactMap(CurrencyPattern.digitValue).map(UInt8.init)
            guard !digits.isEmpty else { throw badFormat() }
            guard let exact = Self.units(of: digits) else { throw tooLarge() }
            negative = text.unicodeScalars.contains { $0 == "-" || $0 == "\u{2212}" }
            let canonical = pattern.render(minorUnits: exact, negative: negative).text
            guard Self.loose(canonical) == Self.loose(text) else { throw badFormat() }
            units = exact
        }
        // No amount of a cash register is negative: one below the minimum is too small, and `-0`,
        // which is not, is refused for its sign.
        if units < minimumMinorUnits || negative && units > 0 {
            let minimum = plainString(minorUnits: minimumMinorUnits)
            throw ValidationError(code: "currency.tooSmall", message: "The amount must be at least \(layOut(minimum)).",
                                  parameters: ["minimum": minimum])
        }
        if negative { throw ValidationError(code: "currency.negative", message: "Negative amounts are not allowed here.") }
        guard units <= maximumMinorUnits else { throw tooLarge() }
        return ValidatedValue(text: pattern.render(minorUnits: units).text, value: plainString(minorUnits: units))
    }

    /// The minor units of `text` when it is the positive rendering of its ASCII digits, else `nil`;
    /// with the rendering when `text` has an ASCII space where the rendering has a no-break one.
    ///
    /// Such a text passes the full parse with the same amount: its other scalars are the
    /// layout's own, which hold no digit and no minus sign (``rendersPlainDigits``), and the
    /// parse ignores spaces of every kind inside the text.
    private func renderedUnits(of text: String) -> (units: UInt64, rendered: String?)? {
        guard rendersPlainDigits else { return nil }
        var units: UInt64 = 0
        var digits = 0
        var isPlainDecimal = true
        for byte in text.utf8 {
            if byte &- 0x30 < 10 {
                guard digits < 18 else { return nil }
                units = units &* 10 &+ UInt64(byte &- 0x30)
                digits &+= 1
            } else if byte != UInt8(ascii: ".") {
                isPlainDecimal = false
            }
        }
        // Plain decimals (`1234.56`) and texts without digits are read by the full parse.
        guard digits > 0, !isPlainDecimal else { return nil }
        let rendered = pattern.render(minorUnits: units).text
        // Bytes, not String ==, which would compare canonical equivalents.
        if rendered.utf8.elementsEqual(text.utf8) { return (units, nil) }
        return Self.isRendering(rendered, typedWithSpaces: text) ? (units, rendered) : nil
    }

    /// Whether `text` is `rendered` with an ASCII space for each no-break space (U+00A0, U+202F)
    /// inside it, as keyboards type them. Never at either end, where the parse refuses a space.
    static func isRendering(_ rendered: String, typedWithSpaces text: String) -> Bool {
        let expected = rendered.utf8
        let typed = text.utf8
        var e = expected.startIndex
        var t = typed.startIndex
        var substituted = false
        while e != expected.endIndex {
            guard t != typed.endIndex else { return false }
            if expected[e] == typed[t] {
                e = expected.index(after: e)
                t = typed.index(after: t)
                continue
            }
            guard typed[t] == 0x20, e != expected.startIndex else { return false }
            let rest = expected[e...]
            let width = rest.starts(with: noBreakSpace) ? 2 : rest.starts(with: narrowNoBreakSpace) ? 3 : 0
            guard width > 0 else { return false }
            e = expected.index(e, offsetBy: width)
            t = typed.index(after: t)
            guard e != expected.endIndex else { return false }
            substituted = true
        }
        return substituted && t == typed.endIndex
    }

    private func tooLarge() -> ValidationError {
        let maximum = plainString(minorUnits: maximumMinorUnits)
        return ValidationError(code: "currency.tooLarge", message: "The amount must be at most \(layOut(maximum)).",
                               parameters: ["maximum": maximum])
    }

    private func badFormat() -> ValidationError {
        ValidationError(code: "currency.format", message: "Enter an amount such as \(format(minorUnits: 123456)).",
                        parameters: ["example": format(minorUnits: 123456)])
    }
}

extension Format {
    /// `currency:LOCALE:CODE`: an amount of `currency` typed as a cash register, laid out as
    /// `locale` writes it.
    /// - Parameters:
    ///   - locale: A locale CLDR has data for (`pt-BR`, `en_IN`).
    ///   - currency: The currency (`.brl`, `.usd`).
    ///   - maximum: The largest amount, if not the default 999 999 999 999.99….
    /// - Throws: ``FormatError`` for a locale CLDR has no data for.
    public static func currency(locale: String, currency: CurrencyCode, maximum: Decimal? = nil) throws(FormatError) -> Format {
        Format(try CurrencyFormat(locale: locale, currencyCode: currency.rawValue, maximum: maximum))
    }
}

/// U+00A0 and U+202F in UTF-8: the no-break spaces a currency layout may hold.
private let noBreakSpace: [UInt8] = [0xC2, 0xA0]
private let narrowNoBreakSpace: [UInt8] = [0xE2, 0x80, 0xAF]
