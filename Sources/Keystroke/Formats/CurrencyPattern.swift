import Foundation

/// A locale's currency layout, read once from Foundation's CLDR data and then
/// rendered from integer minor units without Foundation.
///
/// Derivation formats a few probe amounts with `Decimal.FormatStyle.Currency`
/// and reads the pieces back: affixes, separators, grouping sizes, minimum
/// grouping digits, fraction digits and the numbering system's digits.
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
    var grouping: [UInt8]
    var groupingCount: Int
    var decimal: [UInt8]
    var decimalCount: Int
    /// Digits in the integer group nearest the decimal separator (0: no grouping).
    var primaryGroup: Int
    /// Digits in every further group (Indian grouping: 2).
    var secondaryGroup: Int
    /// Grouping starts only when the integer part has `primaryGroup + minimumGrouping` digits.
    var minimumGrouping: Int
    /// Digits after the decimal separator: 2 for BRL, 0 for JPY, 3 for BHD.
    var fractionDigits: Int
    /// The numbering system's digit zero (U+0030, U+0660 Arabic-Indic, U+0966 Devanagari, …).
    var zero: Unicode.Scalar
    /// UTF-8 of the ten digits, `digitWidth` bytes each.
    var digitBytes: [UInt8]
    var digitWidth: Int
    /// The digits, affixes and separators in one buffer, for ``render(minorUnits:negative:)``.
    private var packed: [UInt8] = []
    private var pieces = Pieces()

    /// Where each piece lies in `packed`.
    private struct Pieces: Sendable {
        var positivePrefix = 0..<0
        var positiveSuffix = 0..<0
        var negativePrefix = 0..<0
        var negativeSuffix = 0..<0
        var grouping = 0..<0
        var decimal = 0..<0
    }

    /// Reads the layout of `code` in `locale` from Foundation.
    ///
    /// Returns `nil` when Foundation's output cannot be read back (no digits, ragged groups).
    init?(locale: Locale, code: String) {
        let style = Decimal.FormatStyle.Currency(code: code, locale: locale)
        func render(_ value: Decimal) -> [Unicode.Scalar] { Array(value.formatted(style).unicodeScalars) }

        // 1 → prefix, suffix, decimal separator, fraction digits.
        guard let one = Self.split(render(1)) else { return nil }
        var fraction = 0
        var decimalScalars: [Unicode.Scalar] = []
        if let last = one.digits.lastIndex(where: { !Self.isDigit($0) }) {
            fraction = one.digits.count - last - 1
            var first = last
            while first > 0, !Self.isDigit(one.digits[first - 1]) { first -= 1 }
            decimalScalars = Array(one.digits[first...last])
        }
        guard let zeroScalar = one.digits.last(where: { Self.digitValue($0) == 0 })
            ?? Self.split(render(0))?.digits.first else { return nil }

        // A long integer part → grouping separator and group sizes.
        guard let big = Self.split(render(Decimal(string: "1234567890123")!)) else { return nil }
        let integerPart = Array(big.digits.dropLast(fraction == 0 ? 0 : fraction + decimalScalars.count))
        let runs = Self.runs(integerPart)
        var groupingScalars: [Unicode.Scalar] = []
        var primary = 0
        var secondary = 0
        if runs.digitRuns.count > 1 {
            groupingScalars = runs.separators[0]
            guard runs.separators.allSatisfy({ $0 == groupingScalars }) else { return nil }
            primary = runs.digitRuns[runs.digitRuns.count - 1]
            secondary = runs.digitRuns.count > 2 ? runs.digitRuns[runs.digitRuns.count - 2] : primary
            let inner = runs.digitRuns.dropFirst().dropLast()
            guard inner.allSatisfy({ $0 == secondary }), runs.digitRuns[0] <= secondary else { return nil }
        }

        // Minimum grouping digits: the shortest integer part that is grouped.
        var minimum = 1
        if primary > 0 {
            minimum = 0
            for extra in 1...4 {
                let probe = Decimal(sign: .plus, exponent: primary + extra - 1, significand: 1)
                guard let parts = Self.split(render(probe)) else { return nil }
                if Self.runs(parts.digits.dropLast(fraction == 0 ? 0 : fraction + decimalScalars.count)).digitRuns.count > 1 {
                    minimum = extra
                    break
                }
            }
            guard minimum > 0 else { return nil }
        }

        guard let negative = Self.split(render(-1)) else { return nil }

        positivePrefix = Self.utf8(one.prefix)
        positiveSuffix = Self.utf8(one.suffix)
        negativePrefix = Self.utf8(negative.prefix)
        negativeSuffix = Self.utf8(negative.suffix)
        positivePrefixCount = String(String.UnicodeScalarView(one.prefix)).count
        positiveSuffixCount = String(String.UnicodeScalarView(one.suffix)).count
        negativeAffixCount = String(String.UnicodeScalarView(negative.prefix)).count
            + String(String.UnicodeScalarView(negative.suffix)).count
        grouping = Self.utf8(groupingScalars)
        groupingCount = String(String.UnicodeScalarView(groupingScalars)).count
        decimal = Self.utf8(decimalScalars)
        decimalCount = String(String.UnicodeScalarView(decimalScalars)).count
        primaryGroup = primary
        secondaryGroup = secondary
        minimumGrouping = minimum
        fractionDigits = fraction
        zero = zeroScalar
        var bytes: [UInt8] = []
        var width = 0
        for offset in 0..<10 {
            guard let scalar = Unicode.Scalar(zeroScalar.value + UInt32(offset)) else { return nil }
            let encoded = Self.utf8([scalar])
            if width == 0 { width = encoded.count }
            guard encoded.count == width else { return nil }
            bytes += encoded
        }
        digitBytes = bytes
        digitWidth = width
        packed = bytes
        func add(_ piece: [UInt8]) -> Range<Int> {
            packed += piece
            return packed.count - piece.count ..< packed.count
        }
        pieces.positivePrefix = add(positivePrefix)
        pieces.positiveSuffix = add(positiveSuffix)
        pieces.negativePrefix = add(negativePrefix)
        pieces.negativeSuffix = add(negativeSuffix)
        pieces.grouping = add(grouping)
        pieces.decimal = add(decimal)
    }

    // MARK: - Rendering

    /// Renders `minorUnits` (an amount times 10^fractionDigits) as Foundation would.
    ///
    /// Returns the text and its Character count. One pass, right to left, from
    /// one packed byte table into the string's own storage: no Foundation, no
    /// intermediate arrays, no allocation for texts of up to 15 UTF-8 bytes.
    func render(minorUnits: UInt64, negative: Bool = false) -> (text: String, count: Int) {
        var integer = minorUnits
        for _ in 0..<fractionDigits { integer /= 10 }
        var integerDigits = 1
        while integer >= 10 {
            integer /= 10
            integerDigits += 1
        }
        let separators = separatorCount(integerDigits: integerDigits)
        let prefix = negative ? pieces.negativePrefix : pieces.positivePrefix
        let suffix = negative ? pieces.negativeSuffix : pieces.positiveSuffix
        let hasFraction = fractionDigits > 0
        let width = digitWidth
        let byteCount = prefix.count + suffix.count + (integerDigits + fractionDigits) * width
            + separators * pieces.grouping.count + (hasFraction ? pieces.decimal.count : 0)

        let text = packed.withUnsafeBufferPointer { source in
            String(unsafeUninitializedCapacity: byteCount) { buffer in
                var end = byteCount
                func copy(_ range: Range<Int>) {
                    end -= range.count
                    var target = end
                    for index in range {
                        buffer[target] = source[index]
                        target += 1
                    }
                }
                func putDigit(_ value: inout UInt64) {
                    let digit = Int(value % 10)
                    value /= 10
                    if width == 1 {
                        end -= 1
                        buffer[end] = source[digit]
                    } else {
                        copy(digit * width ..< digit * width + width)
                    }
                }
                copy(suffix)
                var value = minorUnits
                if hasFraction {
                    for _ in 0..<fractionDigits { putDigit(&value) }
                    copy(pieces.decimal)
                }
                var written = 0
                var groupSize = primaryGroup
                for _ in 0..<integerDigits {
                    if separators > 0, written == groupSize {
                        copy(pieces.grouping)
                        written = 0
                        groupSize = secondaryGroup
                    }
                    putDigit(&value)
                    written += 1
                }
                copy(prefix)
                return byteCount
            }
        }
        let count = integerDigits + fractionDigits + separators * groupingCount + (hasFraction ? decimalCount : 0)
            + (negative ? negativeAffixCount : positivePrefixCount + positiveSuffixCount)
        return (text, count)
    }

    /// The plain ASCII amount `"1234.56"` of `minorUnits`, the form APIs store.
    func plain(minorUnits: UInt64) -> String {
        var digits = 1
        var rest = minorUnits
        while rest >= 10 {
            rest /= 10
            digits += 1
        }
        let fraction = fractionDigits
        let count = max(digits - fraction, 1) + (fraction > 0 ? 1 + fraction : 0)
        return String(unsafeUninitializedCapacity: count) { buffer in
            var value = minorUnits
            var index = count
            for _ in 0..<fraction {
                index -= 1
                buffer[index] = 0x30 + UInt8(value % 10)
                value /= 10
            }
            if fraction > 0 {
                index -= 1
                buffer[index] = UInt8(ascii: ".")
            }
            while index > 0 {
                index -= 1
                buffer[index] = 0x30 + UInt8(value % 10)
                value /= 10
            }
            return count
        }
    }

    /// How many grouping separators an integer part of `integerDigits` digits gets.
    func separatorCount(integerDigits: Int) -> Int {
        guard primaryGroup > 0, integerDigits >= primaryGroup + minimumGrouping else { return 0 }
        return 1 + (integerDigits - primaryGroup - 1) / secondaryGroup
    }

    /// The value of a decimal digit in any Unicode numbering system, or `nil`.
    @inline(__always)
    static func digitValue(_ scalar: Unicode.Scalar) -> Int? {
        if scalar.value &- 0x30 < 10 { return Int(scalar.value &- 0x30) }
        guard scalar.value > 0x7F, scalar.properties.numericType == .decimal,
              let value = scalar.properties.numericValue else { return nil }
        return Int(value)
    }

    // MARK: - Derivation helpers

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { digitValue(scalar) != nil }

    private static func utf8(_ scalars: some Sequence<Unicode.Scalar>) -> [UInt8] {
        Array(String(String.UnicodeScalarView(scalars)).utf8)
    }

    /// Splits rendered text into the affixes and the digits-and-separators core.
    private static func split(_ scalars: [Unicode.Scalar]) -> (prefix: [Unicode.Scalar], digits: [Unicode.Scalar], suffix: [Unicode.Scalar])? {
        guard let first = scalars.firstIndex(where: isDigit), let last = scalars.lastIndex(where: isDigit) else { return nil }
        return (Array(scalars[..<first]), Array(scalars[first...last]), Array(scalars[(last + 1)...]))
    }

    /// Lengths of the digit runs and the separators between them.
    private static func runs(_ scalars: some Collection<Unicode.Scalar>) -> (digitRuns: [Int], separators: [[Unicode.Scalar]]) {
        var digitRuns: [Int] = []
        var separators: [[Unicode.Scalar]] = []
        var inDigits = false
        for scalar in scalars {
            if isDigit(scalar) {
                if inDigits { digitRuns[digitRuns.count - 1] += 1 } else { digitRuns.append(1) }
                inDigits = true
            } else {
                if inDigits || separators.isEmpty { separators.append([]) }
                separators[separators.count - 1].append(scalar)
                inDigits = false
            }
        }
        return (digitRuns, separators)
    }
}
