import Foundation

extension FormatRegistry {
    /// Names resolved in this file: free-form numbers, percentages and amounts.
    static let numberNames: [String] = ["number:LOCALE", "percent:LOCALE", "amount:LOCALE:CODE"]

    /// Resolves `number`, `percent` and `amount`; `nil` when `name` is not one of them.
    static func numberFormat(name: String, parameters: [String], id: String) throws(FormatError) -> (any FieldFormat)? {
        let style: NumberFormat.Style
        switch name {
        case "number": style = .number
        case "percent": style = .percent
        case "amount": style = .amount
        default: return nil
        }
        func bad(_ message: String) -> FormatError { FormatError(kind: .badParameter, id: id, message: message) }
        let fixed = style == .amount ? 2 : 1
        guard parameters.count >= fixed, !parameters[0].isEmpty else {
            throw bad(style == .amount ? "expected amount:LOCALE:CODE[:min=X][:max=Y], e.g. amount:pt-BR:BRL"
                : "expected \(name):LOCALE[:fraction=N][:min=X][:max=Y], e.g. \(name):de-DE:fraction=2")
        }
        var fraction: Int?
        var minimum: Decimal?
        var maximum: Decimal?
        func decimal(_ text: Substring) throws(FormatError) -> Decimal {
            guard NumberReader.plainly(text) != nil, text.first != "\u{2212}", let value = Decimal(string: String(text), locale: nil) else {
                throw bad("'\(text)' is not a plain decimal such as -1000 or 12.5")
            }
            return value
        }
        for option in parameters.dropFirst(fixed) {
            if option.hasPrefix("fraction="), style != .amount {
                guard let digits = Int(option.dropFirst(9)) else { throw bad("fraction must be a whole number, got '\(option)'") }
                fraction = digits
            } else if option.hasPrefix("min=") {
                minimum = try decimal(option.dropFirst(4))
            } else if option.hasPrefix("max=") {
                maximum = try decimal(option.dropFirst(4))
            } else {
                throw bad("unexpected option '\(option)'; expected \(style == .amount ? "" : "fraction=N, ")min=X or max=Y")
            }
        }
        return try NumberFormat(locale: parameters[0], style: style, currencyCode: style == .amount ? parameters[1] : nil,
                                fractionDigits: fraction, minimum: minimum, maximum: maximum, formatID: id)
    }
}
