extension DatePattern {
    /// The most days each month can have, February's in a leap year: 29 February waits for the year.
    private static let longestMonths = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    private static let monthNames = [
        "January", "February", "March", "April", "May", "June",
        "July", "August", "September", "October", "November", "December",
    ]

    /// The first ASCII digit of `text` (digits typed in display order, anything else skipped)
    /// after which no date can follow, and why; `nil` while every prefix can still become a date.
    ///
    /// A month above 12, a day above 31 and, once both are known, a day the month never has
    /// are refused at the digit that makes them impossible. 29 February waits for the year: a
    /// year that is not a leap year is refused at its last digit (or the day's, when the year
    /// comes first), and so is the year 0000, which the calendar does not have.
    func firstImpossibleDigit(in text: String) -> (index: Int, reason: String)? {
        var text = text
        // Every keystroke reads the value twice: by its bytes, not a lazy sequence of digits.
        // SAFETY: the UTF-8 is read only during the call that lends it.
        return text.withUTF8 { firstImpossibleDigit(in: $0) }
    }

    /// ``firstImpossibleDigit(in:)`` over UTF-8 bytes (a byte of a longer scalar is never a digit).
    func firstImpossibleDigit(in bytes: UnsafeBufferPointer<UInt8>) -> (index: Int, reason: String)? {
        var day = 0, month = 0, year = 0, dayDigits = 0, monthDigits = 0, yearDigits = 0
        var index = 0
        for byte in bytes where byte &- 0x30 < 10 {
            guard index < digitFields.count else { return nil }
            let digit = Int(byte &- 0x30)
            switch digitFields[index] {
            case Self.dayDigit:
                day = day * 10 + digit
                dayDigits += 1
                if dayDigits == 1 && digit > 3 { return (index, "No day of the month starts with \(digit).") }
                if dayDigits == 2 && !(1...31).contains(day) { return (index, "There is no day \(Self.twoDigits(day)).") }
            case Self.monthDigit:
                month = month * 10 + digit
                monthDigits += 1
                if monthDigits == 1 && digit > 1 { return (index, "No month starts with \(digit).") }
                if monthDigits == 2 && !(1...12).contains(month) { return (index, "There is no month \(Self.twoDigits(month)).") }
            default:
                year = year * 10 + digit
                yearDigits += 1
                if yearDigits == 4 && year == 0 { return (index, "There is no year 0000.") }
            }
            if dayDigits == 2 && monthDigits == 2 {
                if day > Self.longestMonths[month - 1] { return (index, "\(Self.monthNames[month - 1]) has no day \(day).") }
                // The one day a year can take away: a complete field must hold a day of the calendar.
                if month == 2 && day == 29 && yearDigits == 4 && !GregorianDate.isLeap(year: year) {
                    return (index, "February \(Self.fourDigits(year)) has no day 29.")
                }
            }
            index += 1
        }
        return nil
    }

    private static func twoDigits(_ value: Int) -> String { ASCIIWriter.string(capacity: 2) { $0.append(value, width: 2) } }
    private static func fourDigits(_ value: Int) -> String { ASCIIWriter.string(capacity: 4) { $0.append(value, width: 4) } }
}
