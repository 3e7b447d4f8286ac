import Foundation

extension FormatRegistry {
    /// Names resolved in this file: currency, date, password.
    static let moneyAndDateNames: [String] = ["currency:LOCALE:CODE", "date", "password"]

    /// Resolves currency, date, password; `nil` when `name` is not one of them.
    static func moneyAndDateFormat(name: String, parameters: [String], id: String) throws(FormatError) -> (any FieldFormat)? {
        switch name {
        case "currency": return try currencyFormat(parameters, id: id)
        case "date": return try dateFormat(parameters, id: id)
        case "password": return try passwordFormat(parameters, id: id)
        default: return nil
        }
    }

    /// `currency:LOCALE:CODE` or `currency:LOCALE:CODE:MAX` (MAX a plain decimal such as `10000.00`).
    private static func currencyFormat(_ parameters: [String], id: String) throws(FormatError) -> CurrencyFormat {
        guard (2...3).contains(parameters.count) else {
            throw FormatError(kind: .badParameter, id: id, message: "expected currency:LOCALE:CODE or currency:LOCALE:CODE:MAX, e.g. currency:pt-BR:BRL")
        }
        var maximum: Decimal?
        if parameters.count == 3 {
            guard let plain = CurrencyFormat.plainDecimal(parameters[2]), !plain.negative, let value = Decimal(string: parameters[2]) else {
                throw FormatError(kind: .badParameter, id: id, message: "maximum must be a plain decimal such as 10000.00, got '\(parameters[2])'")
            }
            maximum = value
        }
        return try CurrencyFormat(locale: parameters[0], currencyCode: parameters[1], maximum: maximum)
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

    /// `password` (8…40, every class required) or `password:MIN:MAX`.
    private static func passwordFormat(_ parameters: [String], id: String) throws(FormatError) -> PasswordFormat {
        switch parameters.count {
        case 0:
            return try PasswordFormat()
        case 2:
            guard let minimum = Int(parameters[0]), let maximum = Int(parameters[1]) else {
                throw FormatError(kind: .badParameter, id: id, message: "expected password:MIN:MAX with whole numbers, e.g. password:10:64")
            }
            return try PasswordFormat(minLength: minimum, maxLength: maximum)
        default:
            throw FormatError(kind: .badParameter, id: id, message: "expected password or password:MIN:MAX, e.g. password:10:64")
        }
    }
}
