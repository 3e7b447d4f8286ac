import Foundation

/// A day on the proleptic Gregorian calendar, years 1 to 9999, with no time or time zone.
///
/// Calendar arithmetic is done here, without Foundation, so it can run on every keystroke.
public struct GregorianDate: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The year, 1…9999.
    public let year: Int
    /// The month, 1…12.
    public let month: Int
    /// The day of the month, 1…28/29/30/31.
    public let day: Int

    /// Creates a date, or `nil` when no such day exists (31 February, 29 February 2023, month 13).
    /// - Parameters:
    ///   - year: The year, 1…9999.
    ///   - month: The month, 1…12.
    ///   - day: The day of the month.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
              day >= 1, day <= Self.daysIn(month: month, year: year) else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Whether `year` has a 29 February: divisible by 4, except centuries not divisible by 400.
    public static func isLeap(year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    /// The number of days in `month` (1…12) of `year`; 0 for a month out of range.
    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 1, 3, 5, 7, 8, 10, 12: 31
        case 4, 6, 9, 11: 30
        case 2: isLeap(year: year) ? 29 : 28
        default: 0
        }
    }

    /// Full years from `self` (a birth date) to `date`; a 29 February birthday
    /// counts on 1 March in common years.
    public func years(until date: GregorianDate) -> Int {
        let beforeBirthday = (date.month, date.day) < (month, day)
        return date.year - year - (beforeBirthday ? 1 : 0)
    }

    /// Today in the current time zone, from the system clock.
    public static func today() -> GregorianDate {
        let now = Date()
        // The zone's offset and integer arithmetic: what a Gregorian `Calendar` computes, at a tenth of the cost.
        let local = Self.civil(secondsSince1970: now.timeIntervalSince1970 + Double(TimeZone.current.secondsFromGMT(for: now)))
        return local.flatMap { GregorianDate(year: $0.year, month: $0.month, day: $0.day) }
            ?? GregorianDate(unchecked: 1970, 1, 1)
    }

    /// The proleptic Gregorian year, month and day of a count of seconds since 1970-01-01T00:00
    /// (local time when an offset was added); `nil` outside years 1…9999 or for a non-finite count.
    static func civil(secondsSince1970 seconds: Double) -> (year: Int, month: Int, day: Int)? {
        // Days of years 1…9999 from 1970: -719162 ..< 2932897; checked on the Double before converting.
        let days = (seconds / 86_400).rounded(.down)
        guard days >= -719_162, days < 2_932_897 else { return nil }
        return civil(daysSince1970: Int(days))
    }

    /// The proleptic Gregorian date `days` days after 1970-01-01 (negative before), for days in years 1…9999.
    static func civil(daysSince1970 days: Int) -> (year: Int, month: Int, day: Int) {
        // Count from 0000-03-01 so the leap day ends each 400-year era's years (eras of 146097 days).
        let fromMarch = days + 719_468
        let era = fromMarch / 146_097
        let dayOfEra = fromMarch - era * 146_097
        // Years of the era: 365 days each, plus leap days (every 4th year, but not the 100th, and the 400th).
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153  // 0 = March … 11 = February
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (year, month, day)
    }

    /// `yyyy-MM-dd`.
    public var description: String {
        DatePattern.iso.render(self)
    }

    public static func < (lhs: GregorianDate, rhs: GregorianDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    private init(unchecked year: Int, _ month: Int, _ day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }
}
