import Testing

@testable import Keystroke
import KeystrokeTestSupport

/// The one rule for where a number's group separators stand, held to a layout written out
/// group by group for every integer length up to 40 digits.
@Suite struct DigitGroupingTests {
    static let groupings: [DigitGrouping] = [
        DigitGrouping(primary: 3, secondary: 3, minimum: 1),
        DigitGrouping(primary: 3, secondary: 2, minimum: 1),
        DigitGrouping(primary: 4, secondary: 4, minimum: 1),
        DigitGrouping(primary: 3, secondary: 3, minimum: 2),
        DigitGrouping(primary: 2, secondary: 1, minimum: 1),
        .none,
    ]

    /// `digits` nines grouped by peeling groups off the right: primary first, then secondary
    /// ones while digits are left, and only from `primary + minimum` digits on.
    static func written(_ grouping: DigitGrouping, digits: Int) -> String {
        guard grouping.primary > 0, digits >= grouping.primary + grouping.minimum else {
            return String(repeating: "9", count: digits)
        }
        var groups: [String] = []
        var left = digits
        var size = grouping.primary
        while left > size {
            groups.insert(String(repeating: "9", count: size), at: 0)
            left -= size
            size = grouping.secondary
        }
        groups.insert(String(repeating: "9", count: left), at: 0)
        return groups.joined(separator: ",")
    }

    @Test(arguments: groupings)
    func agreesWithTheLayoutWrittenOut(_ grouping: DigitGrouping) {
        for digits in 1...40 {
            let text = Self.written(grouping, digits: digits)
            #expect(grouping.separatorCount(integerDigits: digits) == text.count { $0 == "," }, "\(grouping) \(digits)")
            // The digit counts separators follow, and how many separators precede each digit.
            var after: Set<Int> = []
            var within = [0]
            var seen = 0
            for character in text {
                if character == "," {
                    after.insert(seen)
                } else {
                    seen += 1
                    within.append(after.count)
                }
            }
            for digitsBefore in 0...digits {
                #expect(grouping.hasSeparator(after: digitsBefore, integerDigits: digits) == after.contains(digitsBefore),
                        "\(grouping) \(digits) after \(digitsBefore)")
                // A caret after `digitsBefore` digits stands before a separator that follows them.
                #expect(grouping.separators(within: digitsBefore, integerDigits: digits) == within[digitsBefore],
                        "\(grouping) \(digits) within \(digitsBefore)")
            }
            if digits <= 63 {
                let bits = after.reduce(UInt64(0)) { $0 | 1 << $1 }
                #expect(grouping.separatorBits(integerDigits: digits) == bits, "\(grouping) \(digits)")
            }
        }
    }

    @Test func readsTheIntegerPartOfACLDRPattern() {
        #expect(DigitGrouping(integerPattern: "#,##0") == DigitGrouping(primary: 3, secondary: 3, minimum: 1))
        #expect(DigitGrouping(integerPattern: "#,##,##0") == DigitGrouping(primary: 3, secondary: 2, minimum: 1))
        #expect(DigitGrouping(integerPattern: "#,###,##0") == DigitGrouping(primary: 3, secondary: 3, minimum: 1))
        #expect(DigitGrouping(integerPattern: "#0") == DigitGrouping.none)
        #expect(DigitGrouping(integerPattern: "#,,##0") == nil)
        #expect(DigitGrouping(integerPattern: "#,##0,") == nil)
    }

    /// The renderers and the strict reader follow the rule: Indian grouping both ways.
    @Test func indianGroupingRendersAndReadsBack() throws {
        let format = try Format(id: "number:en-IN")
        #expect(try format.format("1234567.5") == "12,34,567.5")
        #expect(try format.validate("12,34,567.5").value == "1234567.5")
        #expect(throws: ValidationError.self) { try format.validate("1,234,567.5") }
        let rupees = try Format(id: "currency:en-IN:INR")
        #expect(try rupees.format("1234567.50") == "₹12,34,567.50")
    }
}
