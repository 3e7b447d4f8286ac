import Foundation
import Testing
@testable import Keystroke

/// Dates and card expiries are read from bytes and computed with integer calendar arithmetic;
/// these pin them to the general paths (Characters, Foundation's `Calendar`) on generated input.
@Suite struct CalendarFastPathTests {
    /// Text made of `pieces`, `count` of them at random.
    static func noise(_ pieces: [String], count: Int, using random: inout IntlSeededGenerator) -> String {
        (0..<count).map { _ in pieces.randomElement(using: &random) ?? "" }.joined()
    }

    static func calendar(_ zone: String) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: zone) ?? .gmt
        return calendar
    }

    // MARK: - Integer calendar

    @Test func civilDaysMatchFoundation() {
        let utc = Self.calendar("UTC")
        var random = IntlSeededGenerator(seed: 0xDA7E)
        // Both ends of the range, the epoch, leap days, and random days in between.
        var days = [-719_162, 2_932_896, 0, -1, 11_016, 10_956, -135_140, -25_509]
        days += (0..<2_000).map { _ in Int.random(in: -719_162...2_932_896, using: &random) }
        for day in days {
            let date = Date(timeIntervalSince1970: Double(day) * 86_400)
            let civil = GregorianDate.civil(daysSince1970: day)
            let parts = utc.dateComponents([.year, .month, .day], from: date)
            // Foundation switches to the Julian calendar before 15 October 1582: compare after it only.
            if day >= -141_427 {
                #expect(civil.year == parts.year && civil.month == parts.month && civil.day == parts.day, "\(day)")
            }
            #expect(GregorianDate(year: civil.year, month: civil.month, day: civil.day) != nil, "\(day)")
        }
    }

    @Test func civilDaysAreConsecutive() {
        // Walk every day of years 1…9999: each is the day after the one before.
        var previous = GregorianDate.civil(daysSince1970: -719_162)
        #expect(previous == (1, 1, 1))
        for day in -719_161...2_932_896 {
            let next = GregorianDate.civil(daysSince1970: day)
            let expected = previous.day < GregorianDate.daysIn(month: previous.month, year: previous.year)
                ? (previous.year, previous.month, previous.day + 1)
                : previous.month < 12 ? (previous.year, previous.month + 1, 1) : (previous.year + 1, 1, 1)
            guard next == expected else {
                Issue.record("day \(day): \(next), expected \(expected)")
                return
            }
            previous = next
        }
        #expect(previous == (9999, 12, 31))
    }

    @Test func civilSecondsOutsideTheRangeAreNil() {
        #expect(GregorianDate.civil(secondsSince1970: -719_162 * 86_400 - 1) == nil)
        #expect(GregorianDate.civil(secondsSince1970: 2_932_897 * 86_400) == nil)
        #expect(GregorianDate.civil(secondsSince1970: .nan) == nil)
        #expect(GregorianDate.civil(secondsSince1970: .infinity) == nil)
        #expect(GregorianDate.civil(secondsSince1970: -0.5) ?? (0, 0, 0) == (1969, 12, 31))
    }

    @Test func todayIsFoundationsToday() {
        // Retried across a midnight between the two readings.
        for _ in 0..<3 {
            let parts = Calendar(identifier: .gregorian).dateComponents(in: .current, from: Date())
            let today = GregorianDate.today()
            let again = Calendar(identifier: .gregorian).dateComponents(in: .current, from: Date())
            guard parts.day == again.day else { continue }
            #expect(today.year == parts.year && today.month == parts.month && today.day == parts.day)
            return
        }
    }

    @Test(arguments: ["UTC", "America/Sao_Paulo", "Europe/Rome", "Asia/Kolkata", "Pacific/Chatham", "America/St_Johns"])
    func expiryMonthMatchesFoundation(zone: String) {
        let calendar = Self.calendar(zone)
        var random = IntlSeededGenerator(seed: 0xE4)
        // 1600 to 2400 at random, then every hour around some month ends and DST changes.
        var instants = (0..<1_500).map { _ in Double(Int.random(in: -11_676_096_000...13_569_465_600, using: &random)) }
        for month in [Date(timeIntervalSince1970: 1_780_272_000), Date(timeIntervalSince1970: 1_774_915_200),
                      Date(timeIntervalSince1970: 1_761_955_200), Date(timeIntervalSince1970: 951_782_400)] {
            instants += stride(from: -30.0, through: 30, by: 0.5).map { month.timeIntervalSince1970 + $0 * 3_600 }
        }
        for instant in instants {
            let date = Date(timeIntervalSince1970: instant)
            let parts = calendar.dateComponents([.year, .month], from: date)
            let expected = (parts.year ?? 0) * 12 + (parts.month ?? 1)
            #expect(CardExpiryFormat.monthNumber(of: date, in: calendar) == expected, "\(zone) \(instant)")
        }
    }

    @Test func otherCalendarsAndEarlyDatesAskFoundation() {
        let buddhist = Calendar(identifier: .buddhist)
        let now = Date(timeIntervalSince1970: 1_780_000_000)
        let parts = buddhist.dateComponents([.year, .month], from: now)
        #expect(CardExpiryFormat.monthNumber(of: now, in: buddhist) == (parts.year ?? 0) * 12 + (parts.month ?? 1))
        let utc = Self.calendar("UTC")
        let julian = Date(timeIntervalSince1970: -12_300_000_000)  // 1580, before the reform
        let early = utc.dateComponents([.year, .month], from: julian)
        #expect(CardExpiryFormat.monthNumber(of: julian, in: utc) == (early.year ?? 0) * 12 + (early.month ?? 1))
    }

    // MARK: - Card expiry text

    /// The parse by Characters the byte parse replaced.
    static func referenceParse(_ text: String) -> (year: Int, month: Int)? {
        let compact = text.filter { $0 != " " }
        let monthText: Substring
        let yearText: Substring
        let parts = compact.split(separator: "/", omittingEmptySubsequences: false)
        let dashed = compact.split(separator: "-", omittingEmptySubsequences: false)
        if parts.count == 2 {
            (monthText, yearText) = (parts[0], parts[1])
        } else if dashed.count == 2, dashed[0].count == 4 {
            (monthText, yearText) = (dashed[1], dashed[0])
        } else if parts.count == 1, compact.count == 4 || compact.count == 6 {
            (monthText, yearText) = (compact.prefix(2), compact.dropFirst(2))
        } else {
            return nil
        }
        let isDigits: (Substring) -> Bool = { !$0.isEmpty && $0.utf8.allSatisfy { $0 &- 0x30 < 10 } }
        guard isDigits(monthText), isDigits(yearText), monthText.count <= 2, yearText.count == 2 || yearText.count == 4,
              let month = Int(monthText), let year = Int(yearText)
        else { return nil }
        return (yearText.count == 2 ? 2000 + year : year, month)
    }

    @Test func expiryParseMatchesTheCharacterParse() {
        var random = IntlSeededGenerator(seed: 0xC4D)
        let pieces = ["0", "1", "2", "5", "9", "/", "-", " ", " ", "a", "\u{301}", "é", "\r\n", "\t", "١", "12", "/2",
                      "2030", "-0"]
        var texts = ["", "12/30", "1/30", "12/2030", "1230", "123030", "2030-12", "2030-1", "12-30", "1 2 / 3 0",
                     "12/30\u{301}", " \u{301}12/30", "12\r\n30", "120/30", "12/300", "00/00", "99/99", "0000-00"]
        texts += (0..<3_000).map { _ in Self.noise(pieces, count: Int.random(in: 1...8, using: &random), using: &random) }
        for text in texts {
            let fast = CardExpiryFormat.parse(text)
            let reference = Self.referenceParse(text)
            #expect(fast?.year == reference?.year && fast?.month == reference?.month, "\(text.debugDescription)")
        }
    }

    @Test(arguments: [("12/30", "12/30", "2030-12"), ("1/31", "01/31", "2031-01"), ("123456/", "", ""),
                      ("05/9999", "05/99", "9999-05"), ("2100-10", "10/00", "2100-10")])
    func expiryRendering(text: String, display: String, value: String) throws {
        let format = CardExpiryFormat(now: { Date(timeIntervalSince1970: 1_780_000_000) })
        guard !display.isEmpty else {
            #expect(intlErrorCode(format, text) == "expiry.format")
            return
        }
        #expect(try format.validate(text) == ValidatedValue(text: display, value: value))
        #expect(format.layOut(text) == display)
    }

    // MARK: - Date text

    @Test(arguments: ["dd/MM/yyyy", "yyyy-MM-dd", "MM.dd.yyyy", "ddMMyyyy", "dd·MM·yyyy", "yyyy\u{2013}MM\u{2013}dd", "dd\r\nMM yyyy"])
    func dateReadingMatchesTheCharacterReading(pattern: String) throws {
        guard case .success(let parsed) = DatePattern.parse(pattern) else {
            Issue.record("pattern \(pattern)")
            return
        }
        var random = IntlSeededGenerator(seed: UInt64(pattern.utf8.count))
        let pieces = ["0", "1", "3", "9", "/", "-", ".", " ", "·", "\u{2013}", "\u{301}", "\r", "\n", "\r\n", "a", "١"]
        for index in 0..<3_000 {
            let date = GregorianDate.civil(daysSince1970: Int.random(in: -719_162...2_932_896, using: &random))
            guard let day = GregorianDate(year: date.year, month: date.month, day: date.day) else { continue }
            let rendered = parsed.render(day)
            #expect(rendered == parsed.characterRender(day), "\(pattern) \(day)")
            // The rendering itself, then damaged copies of it, then noise.
            var text = rendered
            if index % 3 == 1, !text.isEmpty {
                let at = text.index(text.startIndex, offsetBy: Int.random(in: 0..<text.count, using: &random))
                text.replaceSubrange(at...at, with: pieces.randomElement(using: &random) ?? "")
            } else if index % 3 == 2 {
                text = Self.noise(pieces, count: Int.random(in: 0...12, using: &random), using: &random)
            }
            let fast = parsed.fields(of: Substring(text))
            let reference = parsed.characterFields(of: Substring(text))
            #expect(fast?.year == reference?.year && fast?.month == reference?.month && fast?.day == reference?.day,
                    "\(pattern) \(text.debugDescription)")
            if case .read(let read) = parsed.byteFields(of: Substring(text)) {
                // What validation keeps as the display text is the rendering of what it read.
                #expect(GregorianDate(year: read.year, month: read.month, day: read.day).map(parsed.render) ?? text == text)
            }
        }
    }

    @Test func validatedDateTextIsTheRendering() throws {
        let format = try DateFormat()
        #expect(try format.validate("31/05/1990") == ValidatedValue(text: "31/05/1990", value: "1990-05-31"))
        #expect(throws: ValidationError.leadingWhitespace) { try format.validate(" 31/05/1990") }
        #expect(throws: ValidationError.trailingWhitespace) { try format.validate("31/05/1990\n") }
        #expect(try format.validate("31051990") == ValidatedValue(text: "31/05/1990", value: "1990-05-31"))
        #expect(try format.validate("1990-05-31") == ValidatedValue(text: "31/05/1990", value: "1990-05-31"))
        let dotted = try DateFormat(display: "dd·MM·yyyy", output: "yyyyMMdd")
        #expect(try dotted.validate("31·05·1990") == ValidatedValue(text: "31·05·1990", value: "19900531"))
    }
}
