import Foundation

/// A day in the proleptic Gregorian calendar, without time or time zone.
public struct CalendarDate: Sendable, Hashable, Comparable, Codable {
    /// The year (four digits in patterns).
    public var year: Int
    /// The month, 1…12.
    public var month: Int
    /// The day of the month, 1…31.
    public var day: Int

    /// Creates a date; `nil` when the day does not exist (`2023-02-29`).
    /// - Parameters:
    ///   - year: The year, 1…9999.
    ///   - month: The month, 1…12.
    ///   - day: The day of the month.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
            (1...Self.daysIn(month: month, year: year)).contains(day)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Today in `timeZone`.
    public static func today(in timeZone: TimeZone = .current) -> CalendarDate {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: Date())
        return CalendarDate(year: parts.year ?? 2000, month: parts.month ?? 1, day: parts.day ?? 1)
            ?? CalendarDate(uncheckedYear: 2000, month: 1, day: 1)
    }

    private init(uncheckedYear year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// Whole years from `self` to `date` (an age on `date` for a birth date `self`).
    ///
    /// Someone born on 29 February turns a year older on 1 March in common years.
    public func years(until date: CalendarDate) -> Int {
        let hadBirthday = (date.month, date.day) >= (month, day)
        return date.year - year - (hadBirthday ? 0 : 1)
    }

    /// Earlier dates first.
    public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// The number of days in `month` of `year`.
    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
