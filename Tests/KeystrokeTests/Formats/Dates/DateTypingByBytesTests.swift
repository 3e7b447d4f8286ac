import KeystrokeTestSupport
import Testing
@testable import Keystroke

/// The date and time checks that every keystroke runs read bytes; each must give what its rule,
/// written out here another way, says.
@Suite struct DateTypingByBytesTests {
    /// The first digit after which the typed prefix can no longer become a date, found by
    /// reading every prefix whole: its day, month and year so far against the calendar.
    static func expectedImpossibleIndex(_ digits: [Int], fields: [Character]) -> Int? {
        let longest = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        for length in 1...max(digits.count, 1) where length <= min(digits.count, fields.count) {
            let day = (0..<length).filter { fields[$0] == "d" }.map { digits[$0] }
            let month = (0..<length).filter { fields[$0] == "M" }.map { digits[$0] }
            let dayValue = day.reduce(0) { $0 * 10 + $1 }
            let monthValue = month.reduce(0) { $0 * 10 + $1 }
            let year = (0..<length).filter { fields[$0] == "y" }.map { digits[$0] }
            let yearValue = year.reduce(0) { $0 * 10 + $1 }
            let commonYear = !(yearValue % 400 == 0 || (yearValue % 4 == 0 && yearValue % 100 != 0))
            let impossible = (day.count >= 1 && day[0] > 3) || (day.count == 2 && !(1...31).contains(dayValue))
                || (month.count >= 1 && month[0] > 1) || (month.count == 2 && !(1...12).contains(monthValue))
                || (day.count == 2 && month.count == 2 && (1...12).contains(monthValue) && dayValue > longest[monthValue - 1])
                || (year.count == 4 && yearValue == 0)
                || (day.count == 2 && month.count == 2 && year.count == 4 && monthValue == 2 && dayValue == 29 && commonYear)
            if impossible { return length - 1 }
        }
        return nil
    }

    @Test(arguments: ["dd.MM.yyyy", "MM/dd/yyyy", "yyyy-MM-dd", "MM/yyyy", "yyyy/MM"])
    func impossibleDigitsFollowTheCalendar(pattern text: String) throws {
        let pattern = try DatePattern.parse(text).get()
        // One field letter per digit, in display order.
        let fields = text.filter { "dMy".contains($0) }.map { $0 }
        var random = SeededGenerator(seed: UInt64(text.utf8.count))
        for _ in 0..<3_000 {
            let digits = (0..<Int.random(in: 0...10, using: &random)).map { _ in
                // Small digits often, so that whole days and months come up.
                Int.random(in: 0...(Bool.random(using: &random) ? 3 : 9), using: &random)
            }
            // Digits among other characters, as a typed text holds them.
            var typed = ""
            for digit in digits {
                if Int.random(in: 0..<4, using: &random) == 0 { typed += ["/", ".", "é", " ", "x"].randomElement(using: &random)! }
                typed += String(digit)
            }
            let found = pattern.firstImpossibleDigit(in: typed)
            #expect(found?.index == Self.expectedImpossibleIndex(digits, fields: fields), "\(text) \(typed)")
            #expect(found.map { !$0.reason.isEmpty } ?? true)
        }
    }

    @Test func aMonthsLastDayIsNamed() throws {
        let pattern = try DatePattern.parse("dd/MM/yyyy").get()
        #expect(pattern.firstImpossibleDigit(in: "31/04")?.index == 3)
        #expect(pattern.firstImpossibleDigit(in: "31/04")?.reason == "April has no day 31.")
        // 29 February waits for the year, and a common year is refused at its last digit.
        #expect(pattern.firstImpossibleDigit(in: "29/02/202") == nil)
        #expect(pattern.firstImpossibleDigit(in: "29/02/2024") == nil)
        #expect(pattern.firstImpossibleDigit(in: "29/02/2023")?.index == 7)
        #expect(pattern.firstImpossibleDigit(in: "29/02/2023")?.reason == "February 2023 has no day 29.")
        #expect(pattern.firstImpossibleDigit(in: "29/02/1900")?.reason == "February 1900 has no day 29.")
        #expect(pattern.firstImpossibleDigit(in: "29/02/2000") == nil)
        #expect(pattern.firstImpossibleDigit(in: "01/01/0000")?.reason == "There is no year 0000.")
        #expect(pattern.firstImpossibleDigit(in: "29/02/0300")?.reason == "February 0300 has no day 29.")
        // Year first: the day's last digit is the one refused.
        let yearFirst = try DatePattern.parse("yyyy-MM-dd").get()
        #expect(yearFirst.firstImpossibleDigit(in: "2023-02-29")?.index == 7)
        #expect(yearFirst.firstImpossibleDigit(in: "2024-02-29") == nil)
        #expect(pattern.firstImpossibleDigit(in: "4")?.reason == "No day of the month starts with 4.")
    }

    /// A marker key: the letters by scalar, lower-cased, as the Unicode rule gives them.
    @Test func asciiMarkerKeysAreTheUnicodeRulesOwn() {
        var random = SeededGenerator(seed: 11)
        let alphabet = Array("aApPmM .:-1x\u{7F}\t")
        for _ in 0..<2_000 {
            let text = String((0..<Int.random(in: 0...6, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
            var scalars = String.UnicodeScalarView()
            scalars.append(contentsOf: text.unicodeScalars.filter { $0.properties.isAlphabetic })
            #expect(TimePattern.key(text) == String(scalars).lowercased(), "\(text.debugDescription)")
        }
        #expect(TimePattern.key("오후") == "오후")
        #expect(TimePattern.key("P.M.") == "pm")
    }
}
