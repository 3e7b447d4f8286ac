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
        let parts = Calendar(identifier: .gregorian).dateComponents(in: .current, from: Date())
        return GregorianDate(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1)
            ?? GregorianDate(unchecked: 1970, 1, 1)
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
