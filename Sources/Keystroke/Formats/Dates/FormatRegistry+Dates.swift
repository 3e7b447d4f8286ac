extension FormatRegistry {
    /// Names resolved in this file: date.
    static let dateNames: [String] = ["date"]

    /// Resolves date; `nil` when `name` is not it.
    static func dateFormat(name: String, parameters: [String], id: String) throws(FormatError) -> (any FieldFormat)? {
        name == "date" ? try dateFormat(parameters, id: id) : nil
    }

    /// `date[:DISPLAY[:OUTPUT]]` then any of `age=N`, `min=yyyy-MM-dd`, `max=yyyy-MM-dd`.
    private static func dateFormat(_ parameters: [String], id: String) throws(FormatError) -> DateFormat {
        var patterns: [String] = []
        var age: Int?
        var minimum: GregorianDate?
        var maximum: GregorianDate?
        func bad(_ message: String) -> FormatError { FormatError(kind: .badParameter, id: id, message: message) }
        func day(_ text: String) throws(FormatError) -> GregorianDate {
            let parts = text.split(separator: "-", omittingEmptySubsequences: false)
            guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
                  let year = Int(parts[0]), let month = Int(parts[1]), let dayNumber = Int(parts[2]),
                  let date = GregorianDate(year: year, month: month, day: dayNumber) else {
                throw bad("'\(text)' is not a yyyy-MM-dd date")
            }
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
            } else if patterns.count < 2, !parameter.contains("=") {
                patterns.append(parameter)
            } else {
                throw bad("unexpected parameter '\(parameter)'; expected DISPLAY, OUTPUT, age=N, min=yyyy-MM-dd or max=yyyy-MM-dd")
            }
        }
        return try DateFormat(display: patterns.first ?? "dd/MM/yyyy", output: patterns.count > 1 ? patterns[1] : "yyyy-MM-dd",
                              minimum: minimum, maximum: maximum, minimumAge: age)
    }
}
