/// A locale's number layout, built once from CLDR data (``CLDRCurrencyLayout``)
/// and then rendered from integers: the one number renderer of the cash register
/// (``CurrencyFormat``, fixed fraction digits) and the free-form numbers
/// (``NumberFormat``, the fraction as typed).
///
/// The CLDR pattern gives the affixes around the number (with `¤` replaced by
/// the symbol), the negative subpattern (or `-` before the positive prefix, as
/// CLDR says when there is none) and the group sizes (`#,##0.00` 3, Indian
/// `#,##,##0.00` 3 then 2). Fraction digits come from the currency, not the
/// pattern. Where group separators stand is ``DigitGrouping``'s rule; no currency
/// spacing is inserted, as in Babel.
struct CurrencyPattern: Sendable {
    /// UTF-8 of the text before and after the digits of a positive amount.
    var positivePrefix: [UInt8]
    var positiveSuffix: [UInt8]
    /// UTF-8 of the text before and after the digits of a negative amount.
    var negativePrefix: [UInt8]
    var negativeSuffix: [UInt8]
    /// Character counts of the affixes, so the caret needs no string walk.
    var positivePrefixCount: Int
    var positiveSuffixCount: Int
    var negativeAffixCount: Int
    var negativePrefixCount: Int
    var grouping: [UInt8]
    var groupingCount: Int
    var decimal: [UInt8]
    var decimalCount: Int
    /// Where the group separators stand (Indian grouping: 3, then 2).
    var digitGrouping: DigitGrouping
    /// Digits after the decimal separator: 2 for BRL, 0 for JPY, 3 for BHD.
    var fractionDigits: Int
    /// The numbering system's digit zero (U+0030, U+0660 Arabic-Indic, U+0966 Devanagari, …).
    var zero: Unicode.Scalar
    /// UTF-8 of the ten digits, `digitWidth` bytes each.
    var digitBytes: [UInt8]
    var digitWidth: Int
    /// The digits, affixes and separators in one table, for ``render(minorUnits:negative:)``.
    private var table: UTF8Pieces
    private var pieces = Pieces()

    /// Where each piece lies in `table`.
    private struct Pieces: Sendable {
        var positivePrefix = UTF8Pieces.Piece()
        var positiveSuffix = UTF8Pieces.Piece()
        var negativePrefix = UTF8Pieces.Piece()
        var negativeSuffix = UTF8Pieces.Piece()
        var grouping = UTF8Pieces.Piece()
        var decimal = UTF8Pieces.Piece()
    }

    /// Builds the layout from a resolved CLDR pattern and its symbols.
    ///
    /// With `currencySpacing`, CLDR's root `currencySpacing` rule is applied as ICU
    /// does: a symbol right next to the digits whose adjacent character is neither a
    /// symbol (S*) nor a separator (Z*) gets U+00A0 between it and the digits
    /// (en-US `CHF 1,234.56`). Babel does not apply it, so it is off by default.
    /// Returns `nil` for a pattern without a number part.
    init?(_ layout: CLDRCurrencyLayout, currencySpacing: Bool = false) {
        let subpatterns = layout.pattern.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)
        guard let positive = Self.parts(subpatterns[0]) else { return nil }
        var negative = (prefix: "-" + positive.prefix, number: positive.number, suffix: positive.suffix)
        if subpatterns.count == 2 {
            guard let explicit = Self.parts(subpatterns[1]) else { return nil }
            negative = explicit
        }
        func affix(_ text: String, before: Bool) -> [UInt8] {
            var text = text
            if currencySpacing {
                let spaced = before ? text.hasSuffix("\u{A4}") : text.hasPrefix("\u{A4}")
                if spaced, let edge = before ? layout.symbol.unicodeScalars.last : layout.symbol.unicodeScalars.first,
                   !Self.isSymbolOrSeparator(edge) {
                    text = before ? text + "\u{A0}" : "\u{A0}" + text
                }
            }
            // `-` and `%` in a pattern stand for the locale's minus and percent signs.
            let signs = text.replacing("-", with: layout.minusSign).replacing("%", with: layout.percentSign)
            return Array(signs.replacing("\u{A4}", with: layout.symbol).utf8)
        }
        positivePrefix = affix(positive.prefix, before: true)
        positiveSuffix = affix(positive.suffix, before: false)
        negativePrefix = affix(negative.prefix, before: true)
        negativeSuffix = affix(negative.suffix, before: false)
        func characters(_ bytes: [UInt8]) -> Int { String(decoding: bytes, as: UTF8.self).count }
        positivePrefixCount = characters(positivePrefix)
        positiveSuffixCount = characters(positiveSuffix)
        negativePrefixCount = characters(negativePrefix)
        negativeAffixCount = negativePrefixCount + characters(negativeSuffix)
        grouping = Array(layout.group.utf8)
        groupingCount = layout.group.count
        decimal = Array(layout.decimal.utf8)
        decimalCount = layout.decimal.count
        guard let digitGrouping = DigitGrouping(integerPattern: positive.number.prefix { $0 != "." }) else { return nil }
        self.digitGrouping = digitGrouping
        fractionDigits = layout.fractionDigits
        zero = layout.zero
        guard var table = UTF8Pieces(digitsFrom: layout.zero) else { return nil }
        digitBytes = (0..<10).flatMap { table.utf8(table.digit($0)) }
        digitWidth = table.digitWidth
        func add(_ piece: [UInt8]) -> UTF8Pieces.Piece { table.add(String(decoding: piece, as: UTF8.self)) }
        pieces.positivePrefix = add(positivePrefix)
        pieces.positiveSuffix = add(positiveSuffix)
        pieces.negativePrefix = add(negativePrefix)
        pieces.negativeSuffix = add(negativeSuffix)
        pieces.grouping = add(grouping)
        pieces.decimal = add(decimal)
        self.table = table
    }

    /// Whether a scalar is in a Unicode symbol (S*) or separator (Z*) category: CLDR's `[[:^S:]&[:^Z:]]` negated.
    private static func isSymbolOrSeparator(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol,
             .spaceSeparator, .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }

    /// Splits a CLDR subpattern into prefix, number (`#,##0.00`) and suffix; quoted literals are unquoted.
    private static func parts(_ pattern: Substring) -> (prefix: String, number: Substring, suffix: String)? {
        let isNumber: (Character) -> Bool = { "#0123456789@.,".contains($0) }
        guard let start = pattern.firstIndex(where: isNumber) else { return nil }
        let end = pattern[start...].firstIndex { !isNumber($0) } ?? pattern.endIndex
        func unquoted(_ text: Substring) -> String {
            String(text.replacing("''", with: "\u{0}").replacing("'", with: "").replacing("\u{0}", with: "'"))
        }
        return (unquoted(pattern[..<start]), pattern[start..<end], unquoted(pattern[end...]))
    }

    // MARK: - Rendering

    /// Renders `minorUnits` (an amount times 10^fractionDigits) in this layout.
    ///
    /// Returns the text and its Character count. One pass, right to left, from
    /// one packed byte table into the string's own storage: no
    /// intermediate arrays, no allocation for texts of up to 15 UTF-8 bytes.
    func render(minorUnits: UInt64, negative: Bool = false) -> (text: String, count: Int) {
        render(units: minorUnits, fraction: fractionDigits, point: fractionDigits > 0, negative: negative)
    }

    /// Renders `units` with its last `fraction` digits after the decimal separator, which
    /// shows when `point` (a typed `1.234,` keeps it); the free-form numbers' rendering.
    /// `leadingZeros` are shown before the integer's first digit, grouped with it (`000,000`).
    /// Inlined: a call copies the whole pattern (272 bytes) to pass it.
    @inline(__always)
    func render(units: UInt64, fraction: Int, point: Bool, negative: Bool, leadingZeros: Int = 0) -> (text: String, count: Int) {
        let layout = layout(units: units, fraction: fraction, point: point, negative: negative, leadingZeros: leadingZeros)
        // An ASCII rendering is written in the string's own storage; another one on the stack, so
        // that its UTF-8, made of whole pieces, is not checked again. The closures take the plan,
        // not `self`, whose copy would retain every array of the layout.
        let plan = plan
        if table.isASCII {
            let text = table.withBytes { pieces in
                ASCIIWriter.string(capacity: layout.byteCount) { text in
                    Self.write(minorUnits: units, negative: negative, layout: layout, plan: plan, from: pieces, into: &text)
                }
            }
            return (text, layout.count)
        }
        let text = ASCIIWriter.string(capacity: layout.byteCount, pieces: table) { text, pieces in
            Self.write(minorUnits: units, negative: negative, layout: layout, plan: plan, from: pieces, into: &text)
        }
        return (text, layout.count)
    }

    /// Calls `body` with the UTF-8 bytes of ``render(units:fraction:point:negative:leadingZeros:)``
    /// (no leading zeros), laid out on the stack.
    func withRenderedBytes<Result>(
        units: UInt64, fraction: Int, point: Bool, negative: Bool, _ body: (ByteView) -> Result
    ) -> Result {
        let layout = layout(units: units, fraction: fraction, point: point, negative: negative)
        let plan = plan
        return table.withBytes { pieces in
            ASCIIWriter.withBytes(capacity: layout.byteCount, { bytes in
                Self.write(minorUnits: units, negative: negative, layout: layout, plan: plan, from: pieces, into: &bytes)
            }, body)
        }
    }

    /// The sizes of a rendering: its UTF-8 bytes, Characters, integer digits and group separators,
    /// and the fraction digits and decimal separator it shows.
    struct Layout {
        var byteCount: Int
        var count: Int
        var integerDigits: Int
        var separators: Int
        var fraction: Int
        var point: Bool
    }

    @inline(__always)
    func layout(
        units minorUnits: UInt64, fraction fractionDigits: Int, point hasFraction: Bool, negative: Bool, leadingZeros: Int = 0
    ) -> Layout {
        var integer = minorUnits
        for _ in 0..<fractionDigits { integer /= 10 }
        var integerDigits = 1 + max(leadingZeros, 0)
        while integer >= 10 {
            integer /= 10
            integerDigits += 1
        }
        let separators = digitGrouping.separatorCount(integerDigits: integerDigits)
        let prefix = negative ? pieces.negativePrefix : pieces.positivePrefix
        let suffix = negative ? pieces.negativeSuffix : pieces.positiveSuffix
        let byteCount = prefix.count + suffix.count + (integerDigits + fractionDigits) * digitWidth
            + separators * pieces.grouping.count + (hasFraction ? pieces.decimal.count : 0)
        let count = integerDigits + fractionDigits + separators * groupingCount + (hasFraction ? decimalCount : 0)
            + (negative ? negativeAffixCount : positivePrefixCount + positiveSuffixCount)
        return Layout(byteCount: byteCount, count: count, integerDigits: integerDigits, separators: separators,
                      fraction: fractionDigits, point: hasFraction)
    }

    /// The Character offset in a rendering just after its `digits`-th digit (counted from 1,
    /// leftmost first; 0 is after the prefix), or after its decimal separator and `afterPoint`
    /// fraction digits when `afterPoint` is not `nil`.
    func caretOffset(_ layout: Layout, digits: Int, afterPoint: Int?, negative: Bool) -> Int {
        let offset = negative ? negativePrefixCount : positivePrefixCount
        if let afterPoint, layout.point {
            return offset + layout.integerDigits + layout.separators * groupingCount + decimalCount + min(afterPoint, layout.fraction)
        }
        let digits = min(max(digits, 0), layout.integerDigits)
        return offset + digits + digitGrouping.separators(within: digits, integerDigits: layout.integerDigits) * groupingCount
    }

    /// What ``write(minorUnits:negative:layout:plan:from:into:)`` needs besides the table: no reference.
    private struct Plan {
        var pieces: Pieces
        var digitGrouping: DigitGrouping
        /// Whether the digits are ASCII `0`…`9`, written without the table.
        var asciiDigits: Bool
    }

    private var plan: Plan {
        Plan(pieces: pieces, digitGrouping: digitGrouping, asciiDigits: zero == "0")
    }

    /// Writes a rendering right to left from the table's pieces, filling `text` (of `layout.byteCount` bytes) exactly.
    private static func write(minorUnits: UInt64, negative: Bool, layout: Layout, plan: Plan, from bytes: UTF8Pieces.Bytes,
                              into text: inout ASCIIWriter) {
        let pieces = plan.pieces
        var value = minorUnits
        /// Writes the last `count` digits of `value` and drops them from it.
        @inline(__always)
        func putDigits(_ count: Int) {
            if plan.asciiDigits {
                text.prepend(digitsOf: &value, count: count)
            } else {
                text.prepend(digitsOf: &value, count: count, from: bytes)
            }
        }
        text.prepend(negative ? pieces.negativeSuffix : pieces.positiveSuffix, from: bytes)
        putDigits(layout.fraction)
        if layout.point { text.prepend(pieces.decimal, from: bytes) }
        // The integer part a group at a time, from the decimal separator, then what is left.
        var left = layout.integerDigits
        for group in 0..<layout.separators {
            let size = plan.digitGrouping.size(ofGroup: group)
            putDigits(size)
            text.prepend(pieces.grouping, from: bytes)
            left -= size
        }
        putDigits(left)
        text.prepend(negative ? pieces.negativePrefix : pieces.positivePrefix, from: bytes)
    }

    /// Renders minor-unit digits of any length (amounts past 64 bits); the slow twin of ``render(minorUnits:negative:)``.
    func render(digits: [UInt8], negative: Bool) -> String {
        var minor = digits
        if minor.count < fractionDigits + 1 { minor.insert(contentsOf: repeatElement(0, count: fractionDigits + 1 - minor.count), at: 0) }
        let integer = minor.dropLast(fractionDigits)
        var bytes = negative ? negativePrefix : positivePrefix
        for (index, digit) in integer.enumerated() {
            bytes += digitBytes[Int(digit) * digitWidth ..< Int(digit + 1) * digitWidth]
            if digitGrouping.hasSeparator(after: index + 1, integerDigits: integer.count) { bytes += grouping }
        }
        if fractionDigits > 0 {
            bytes += decimal
            for digit in minor.suffix(fractionDigits) { bytes += digitBytes[Int(digit) * digitWidth ..< Int(digit + 1) * digitWidth] }
        }
        bytes += negative ? negativeSuffix : positiveSuffix
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The plain ASCII amount `"1234.56"` of `minorUnits`, the form APIs store.
    func plain(minorUnits: UInt64) -> String {
        NumberText(units: minorUnits, fraction: fractionDigits, point: fractionDigits > 0, hasDigits: true).plain()
    }

    /// The value of a decimal digit in any Unicode numbering system, or `nil`.
    @inline(__always)
    static func digitValue(_ scalar: Unicode.Scalar) -> Int? {
        if scalar.value &- 0x30 < 10 { return Int(scalar.value &- 0x30) }
        guard scalar.value > 0x7F, scalar.properties.numericType == .decimal,
              let value = scalar.properties.numericValue else { return nil }
        return Int(value)
    }
}
