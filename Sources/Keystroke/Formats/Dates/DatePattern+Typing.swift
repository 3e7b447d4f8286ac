extension DatePattern {
    /// The most days each month can have, February's in a leap year: 29 February waits for the year.
    private static let longestMonths = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    private static let monthNames = [
        "January", "February", "March", "April", "May", "June",
        "July", "August", "September", "October", "November", "December",
    ]

    /// The first of `digits` (typed in display order) after which no date can follow, and why;
    /// `nil` while every prefix can still become a date.
    ///
    /// A month above 12, a day above 31 and, once both are known, a day the month never has
    /// are refused at the digit that makes them impossible. A day that only a leap year has
    /// (29 February) is left to validation, which knows the year.
    func firstImpossibleDigit(_ digits: some Sequence<Int>) -> (index: Int, reason: String)? {
        var day = 0, month = 0, dayDigits = 0, monthDigits = 0
        var iterator = digits.makeIterator()
        var index = 0
        // Tokens, not slots: a switch on a field's case, no comparison of literals, on every keystroke.
        for token in tokens {
            if case .literal = token { continue }
            for _ in 0..<token.width {
                guard let digit = iterator.next() else { return nil }
                defer { index += 1 }
                if let reason = check(token, digit) { return (index, reason) }
            }
        }
        return nil

        /// Adds `digit` to its field; why the date is now impossible, or `nil`.
        func check(_ token: Token, _ digit: Int) -> String? {
            switch token {
            case .day:
                day = day * 10 + digit
                dayDigits += 1
                if dayDigits == 1 && digit > 3 { return "No day of the month starts with \(digit)." }
                if dayDigits == 2 && !(1...31).contains(day) { return "There is no day \(Self.twoDigits(day))." }
            case .month:
                month = month * 10 + digit
                monthDigits += 1
                if monthDigits == 1 && digit > 1 { return "No month starts with \(digit)." }
                if monthDigits == 2 && !(1...12).contains(month) { return "There is no month \(Self.twoDigits(month))." }
            case .year, .literal:
                return nil
            }
            if dayDigits == 2 && monthDigits == 2 && day > Self.longestMonths[month - 1] {
                return "\(Self.monthNames[month - 1]) has no day \(day)."
            }
            return nil
        }
    }

    private static func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
