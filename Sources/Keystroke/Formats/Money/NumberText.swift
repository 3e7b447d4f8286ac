/// A number as a field holds it: its digits as one integer, how many of them
/// are fraction digits, whether a decimal separator was typed and the sign.
///
/// `1.234,5` is `units` 12345 with `fraction` 1; `1.234,` is 1234 with `point`
/// and no fraction digit. Exact by construction: no binary floating point.
struct NumberText: Sendable, Equatable {
    /// All digits, integer and fraction, as one integer.
    var units: UInt64 = 0
    /// Digits of `units` after the decimal separator.
    var fraction = 0
    /// Whether the decimal separator shows (typed, or fraction digits follow it).
    var point = false
    /// Whether a minus sign was typed.
    var negative = false
    /// Whether any digit was typed.
    var hasDigits = false

    /// Whether the text is empty: no digit, no separator, no sign.
    var isEmpty: Bool { !hasDigits && !point && !negative }

    /// The integer part.
    var integer: UInt64 { units / NumberText.power(fraction) }

    /// The integer digits shown: at least one (`0,5`) once anything is typed.
    var integerDigits: Int {
        guard hasDigits || point else { return 0 }
        return NumberText.digitCount(integer)
    }

    /// `units` scaled to `scale` fraction digits, `nil` on overflow; `scale` must be at least `fraction`.
    func units(atScale scale: Int) -> UInt64? {
        let (value, overflow) = units.multipliedReportingOverflow(by: NumberText.power(scale - fraction))
        return overflow ? nil : value
    }

    /// The exact ASCII decimal: `-1234.50`; `""` without digits. Trailing fraction zeros stay
    /// unless `trimmed`; with `padTo`, the fraction is padded to that many digits.
    func plain(trimmed: Bool = false, padTo: Int? = nil) -> String {
        guard hasDigits || point else { return "" }
        var units = units
        var fraction = fraction
        if trimmed {
            while fraction > 0, units % 10 == 0 {
                units /= 10
                fraction -= 1
            }
        }
        if let padTo, fraction < padTo {
            // Past 64 bits the fraction stays as it is: still the exact value.
            let (padded, overflow) = units.multipliedReportingOverflow(by: NumberText.power(padTo - fraction))
            if !overflow {
                units = padded
                fraction = padTo
            }
        }
        let negative = negative && units > 0
        let digits = NumberText.digitCount(units)
        let integerDigits = max(digits - fraction, 1)
        let count = (negative ? 1 : 0) + integerDigits + (fraction > 0 ? fraction + 1 : 0)
        // Written right to left straight into the string (inline up to 15 bytes).
        return ASCIIWriter.string(capacity: count) { text in
            var value = units
            text.prepend(digitsOf: &value, count: fraction)
            if fraction > 0 { text.prepend(UInt8(ascii: ".")) }
            text.prepend(digitsOf: &value, count: integerDigits)
            if negative { text.prepend(UInt8(ascii: "-")) }
        }
    }

    /// 10 to the `exponent` (0…19); 1 below, wrapped past 64 bits above.
    static func power(_ exponent: Int) -> UInt64 {
        // A switch of constants, which the compiler makes one table look-up.
        switch exponent {
        case 0: return 1
        case 1: return 10
        case 2: return 100
        case 3: return 1_000
        case 4: return 10_000
        case 5: return 100_000
        case 6: return 1_000_000
        case 7: return 10_000_000
        case 8: return 100_000_000
        case 9: return 1_000_000_000
        case 10: return 10_000_000_000
        case 11: return 100_000_000_000
        case 12: return 1_000_000_000_000
        case 13: return 10_000_000_000_000
        case 14: return 100_000_000_000_000
        case 15: return 1_000_000_000_000_000
        case 16: return 10_000_000_000_000_000
        case 17: return 100_000_000_000_000_000
        case 18: return 1_000_000_000_000_000_000
        case 19: return 10_000_000_000_000_000_000
        default:
            var value: UInt64 = 1
            for _ in 0..<max(0, exponent) { value &*= 10 }
            return value
        }
    }

    /// Decimal digits of `value` (1 for zero): estimated from its bit length (1233 / 4096 ≈ log₁₀ 2),
    /// then one comparison, instead of a chain of divisions.
    static func digitCount(_ value: UInt64) -> Int {
        let estimate = ((64 - value.leadingZeroBitCount) &* 1233) >> 12
        return max(1, value >= power(estimate) ? estimate + 1 : estimate)
    }

    /// `units` with digit `digit` put in `fromRight` places from its right end.
    static func inserting(_ digit: UInt64, into units: UInt64, fromRight: Int) -> UInt64? {
        let scale = power(fromRight)
        let (high, overflow) = (units / scale).multipliedReportingOverflow(by: 10)
        guard !overflow else { return nil }
        let (shifted, overflow2) = (high + digit).multipliedReportingOverflow(by: scale)
        guard !overflow2 else { return nil }
        let (sum, overflow3) = shifted.addingReportingOverflow(units % scale)
        return overflow3 ? nil : sum
    }
}
