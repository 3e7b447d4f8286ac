import Testing

@testable import Keystroke
import KeystrokeTestSupport

/// The integer arithmetic under the free-form numbers.
@Suite struct NumberTextTests {
    @Test func powersOfTenUpTo64Bits() {
        var expected: UInt64 = 1
        for exponent in 0...19 {
            #expect(NumberText.power(exponent) == expected)
            expected &*= 10
        }
        #expect(NumberText.power(-1) == 1)
        #expect(NumberText.power(20) == expected)
    }

    /// Digit counts at every power of ten and either side of it, where an estimate from the bit length can be off by one.
    @Test func digitCountsAtEveryPowerOfTen() {
        #expect(NumberText.digitCount(0) == 1)
        #expect(NumberText.digitCount(UInt64.max) == 20)
        for exponent in 1...19 {
            let power = NumberText.power(exponent)
            #expect(NumberText.digitCount(power - 1) == exponent)
            #expect(NumberText.digitCount(power) == exponent + 1)
            #expect(NumberText.digitCount(power + 1) == exponent + 1)
        }
        var random = SeededGenerator(seed: 15)
        for _ in 0..<1_000 {
            let value = UInt64.random(in: 0...UInt64.max, using: &random) >> UInt64.random(in: 0...63, using: &random)
            #expect(NumberText.digitCount(value) == String(value).count)
        }
    }

    @Test func plainTextOfUnitsAndFraction() {
        #expect(NumberText(units: 123_456_789, fraction: 2, point: true, hasDigits: true).plain() == "1234567.89")
        #expect(NumberText(units: 5, fraction: 3, point: true, negative: true, hasDigits: true).plain() == "-0.005")
        #expect(NumberText(units: 1_500, fraction: 3, point: true, hasDigits: true).plain(trimmed: true) == "1.5")
        #expect(NumberText(units: 12, fraction: 0, hasDigits: true).plain(padTo: 2) == "12.00")
    }
}
