import Foundation

extension FormatRegistry {
    /// Names resolved in this file: the cash register, currency:LOCALE:CODE.
    static let moneyNames: [String] = ["currency:LOCALE:CODE"]

    /// Resolves currency; `nil` when `name` is not it.
    static func moneyFormat(name: String, parameters: [String], id: String) throws(FormatError) -> (any FieldFormat)? {
        name == "currency" ? try currencyFormat(parameters, id: id) : nil
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
}
