extension FormatRegistry {
    /// Names resolved in this file: date, time.
    static let dateNames: [String] = ["date", "time"]

    /// Resolves date and time; `nil` when `name` is neither.
    static func dateFormat(name: String, parameters: [String], id: String) throws(FormatError) -> (any FieldFormat)? {
        switch name {
        case "date": try dateFormat(parameters, id: id)
        case "time": try timeFormat(parameters, id: id)
        default: nil
        }
    }

    /// `time[:LOCALE]` then any of `seconds` and `step=N` (minutes).
    private static func timeFormat(_ parameters: [String], id: String) throws(FormatError) -> TimeFormat {
        var locale: String?
        var seconds = false
        var step = 1
        for (index, parameter) in parameters.enumerated() {
            if parameter == "seconds" {
                seconds = true
            } else if parameter.hasPrefix("step=") {
                guard let value = Int(parameter.dropFirst(5)) else {
                    throw FormatError(kind: .badParameter, id: id, message: "step must be a whole number of minutes, got '\(parameter)'")
                }
                step = value
            } else if index == 0, !parameter.contains("=") {
                locale = parameter
            } else {
                throw FormatError(kind: .badParameter, id: id,
                                  message: "unexpected parameter '\(parameter)'; expected LOCALE first, then seconds or step=N")
            }
        }
        return try TimeFormat(locale: locale, seconds: seconds, step: step)
    }

    /// `date[:DISPLAY[:OUTPUT]]` or `date:locale=LOCALE[:month-year][:OUTPUT]`, then any of `age=N`,
    /// `min=yyyy-MM-dd`, `max=yyyy-MM-dd` (`yyyy-MM` for a date without a day).
    private static func dateFormat(_ parameters: [String], id: String) throws(FormatError) -> DateFormat {
        var patterns: [String] = []
        var locale: String?
        var monthYear = false
        var age: Int?
        var minimum: GregorianDate?
        var maximum: GregorianDate?
        var monthBound: String?
        func bad(_ message: String) -> FormatError { FormatError(kind: .badParameter, id: id, message: message) }
        /// A bound: `yyyy-MM-dd`, or `yyyy-MM` (its first day), which only a date without a day takes.
        func day(_ text: String) throws(FormatError) -> GregorianDate {
            let parts = text.split(separator: "-", omittingEmptySubsequences: false)
            guard (2...3).contains(parts.count), parts[0].count == 4, parts[1].count == 2, parts.count == 2 || parts[2].count == 2,
                  let year = Int(parts[0]), let month = Int(parts[1]), let dayNumber = parts.count == 2 ? 1 : Int(parts[2]),
                  let date = GregorianDate(year: year, month: month, day: dayNumber) else {
                throw bad("'\(text)' is not a yyyy-MM-dd date (or yyyy-MM, for a month and year)")
            }
            if parts.count == 2 { monthBound = text }
            return date
        }
        for parameter in parameters {
            if parameter.hasPrefix("age=") {
                guard let value = Int(parameter.dropFirst(4)) else { throw bad("age must be a whole number, got '\(parameter)'") }
                age = value
            } else if parameter.hasPrefix("min=") {
                minimum = try day(String(parameter.dropFirst(4)))
            } else if parameter.hasPrefix("max=") {
                maximum = try day(String(parameter.dropFirst(4)))
            } else if parameter.hasPrefix("locale="), locale == nil, patterns.isEmpty {
                locale = String(parameter.dropFirst(7))
            } else if parameter == "month-year" {
                // Only where it reads as the locale's option: a fixed pattern says it with its own fields (`MM/yyyy`).
                guard locale != nil, !monthYear, patterns.isEmpty else {
                    throw bad("month-year goes with locale=LOCALE, once, before OUTPUT (a fixed pattern leaves dd out instead: date:MM/yyyy)")
                }
                monthYear = true
            } else if patterns.count < (locale == nil ? 2 : 1), !parameter.contains("=") {
                patterns.append(parameter)
            } else {
                throw bad("unexpected parameter '\(parameter)'; expected DISPLAY or locale=LOCALE[:month-year], OUTPUT, age=N, min=yyyy-MM-dd or max=yyyy-MM-dd")
            }
        }
        let format = if let locale {
            try DateFormat(locale: locale, monthYear: monthYear, output: patterns.first, minimum: minimum, maximum: maximum,
                           minimumAge: age)
        } else {
            try DateFormat(display: patterns.first ?? "dd/MM/yyyy", output: patterns.count > 1 ? patterns[1] : nil,
                           minimum: minimum, maximum: maximum, minimumAge: age)
        }
        // A month bound on a date with a day would leave which day unsaid.
        if let monthBound, format.display.hasDay {
            throw bad("'\(monthBound)' is a month: a date with a day takes min and max as yyyy-MM-dd")
        }
        return format
    }
}
