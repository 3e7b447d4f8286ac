/// Where a locale's group separators stand in the integer part of a number: the one rule that
/// rendering, caret placement and strict reading of the `currency`, `number`, `percent` and
/// `amount` formats all follow.
///
/// CLDR patterns give the sizes: `#,##0.00` groups by 3, Indian `#,##,##0.00` by 3 then 2.
/// Counted from the decimal separator leftwards, a separator stands after the primary group and
/// then after every secondary group, as long as digits are left before it (`12,34,567`).
/// Grouping starts only when the integer part has `primary + minimum` digits.
struct DigitGrouping: Sendable, Equatable {
    /// Digits in the group nearest the decimal separator (0: no grouping).
    var primary: Int
    /// Digits in every further group.
    var secondary: Int
    /// How many digits beyond the primary group an integer part needs before it is grouped.
    /// 1 for every locale here: grouping starts at four digits, as Babel does (`1.234,56 €`),
    /// not at CLDR's `minimumGroupingDigits`.
    var minimum: Int

    /// No group separators at all (`#0.00`).
    static let none = DigitGrouping(primary: 0, secondary: 0, minimum: 1)

    /// The grouping of a CLDR pattern's integer part (`#,##,##0`), `none` without a comma, or
    /// `nil` when a group would be empty (`#,,##0`).
    init?(integerPattern: Substring) {
        guard let last = integerPattern.lastIndex(of: ",") else {
            self = .none
            return
        }
        primary = integerPattern.distance(from: last, to: integerPattern.endIndex) - 1
        let before = integerPattern[..<last]
        secondary = before.lastIndex(of: ",").map { before.distance(from: $0, to: before.endIndex) - 1 } ?? primary
        minimum = 1
        guard primary > 0, secondary > 0 else { return nil }
    }

    init(primary: Int, secondary: Int, minimum: Int) {
        self.primary = primary
        self.secondary = secondary
        self.minimum = minimum
    }

    /// Whether an integer part of `integerDigits` digits is grouped at all.
    @inline(__always)
    func groups(integerDigits: Int) -> Bool {
        primary > 0 && integerDigits >= primary &+ minimum
    }

    /// How many separators an integer part of `integerDigits` digits gets.
    @inline(__always)
    func separatorCount(integerDigits: Int) -> Int {
        guard groups(integerDigits: integerDigits) else { return 0 }
        return 1 &+ (integerDigits &- primary &- 1) / secondary
    }

    /// The size of the `index`-th group counted from the decimal separator (0 is the primary
    /// group), for the groups a separator closes.
    @inline(__always)
    func size(ofGroup index: Int) -> Int {
        index == 0 ? primary : secondary
    }

    /// Whether a separator follows the first `digitsBefore` digits of an integer part of
    /// `integerDigits` digits.
    @inline(__always)
    func hasSeparator(after digitsBefore: Int, integerDigits: Int) -> Bool {
        let digitsAfter = integerDigits &- digitsBefore
        guard digitsBefore > 0, digitsAfter >= primary, groups(integerDigits: integerDigits) else { return false }
        return (digitsAfter &- primary) % secondary == 0
    }

    /// How many separators stand between the first `digits` digits of an integer part of
    /// `integerDigits` digits: the separators before a caret just after its `digits`-th digit.
    @inline(__always)
    func separators(within digits: Int, integerDigits: Int) -> Int {
        let count = separatorCount(integerDigits: integerDigits)
        guard count > 0 else { return 0 }
        // The j-th separator from the right follows `integerDigits - primary - j * secondary`
        // digits; it is within when that is below `digits`, so from j = ⌈outside / secondary⌉ on.
        let outside = integerDigits &- primary &- digits &+ 1
        guard outside > 0 else { return count }
        return max(0, count &- (outside &+ secondary &- 1) / secondary)
    }

    /// Bit `n` set for each separator that follows `n` digits of an integer part of
    /// `integerDigits` digits (at most 63).
    @inline(__always)
    func separatorBits(integerDigits: Int) -> UInt64 {
        guard groups(integerDigits: integerDigits) else { return 0 }
        var bits: UInt64 = 0
        var digitsBefore = integerDigits &- primary
        while digitsBefore > 0 {
            bits |= 1 << digitsBefore
            digitsBefore &-= secondary
        }
        return bits
    }
}
