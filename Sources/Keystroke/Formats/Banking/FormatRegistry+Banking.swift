extension FormatRegistry {
    /// Names resolved in this file: iban, bic.
    static let bankingNames: [String] = ["iban", "bic"]

    /// Resolves iban, bic; `nil` when `name` is not one of them.
    static func bankingFormat(name: String, parameters: [String], id: String) throws(FormatError) -> (any FieldFormat)? {
        let format: any FieldFormat
        switch name {
        case "iban": format = IBANFormat()
        case "bic": format = BICFormat()
        default: return nil
        }
        guard parameters.isEmpty else {
            throw FormatError(kind: .badParameter, id: id, message: "format '\(name)' takes no parameters")
        }
        return format
    }
}
