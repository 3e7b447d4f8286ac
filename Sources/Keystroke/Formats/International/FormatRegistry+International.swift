extension FormatRegistry {
    /// Names resolved in this file: credit-card, cvv, card-expiry, phone, fiscal-code, email.
    static let internationalNames: [String] = ["credit-card", "cvv", "card-expiry", "phone", "fiscal-code", "email"]

    /// Resolves credit-card, cvv, card-expiry, phone, fiscal-code, email; `nil` when `name` is not one of them.
    static func internationalFormat(name: String, parameters: [String], id: String) throws(FormatError) -> (any FieldFormat)? {
        switch name {
        case "credit-card":
            try noParameters(parameters, id: id)
            return CreditCardFormat()
        case "cvv":
            guard parameters.count <= 1 else {
                throw FormatError(kind: .badParameter, id: id, message: "cvv takes at most one parameter, the card brand")
            }
            guard let name = parameters.first else { return CVVFormat() }
            guard let brand = CardBrand(rawValue: name.lowercased()) else {
                let brands = CardBrand.allCases.map(\.rawValue).joined(separator: ", ")
                throw FormatError(kind: .badParameter, id: id, message: "unknown card brand '\(name)'; known brands: \(brands)")
            }
            return CVVFormat(brand: brand)
        case "card-expiry":
            try noParameters(parameters, id: id)
            return CardExpiryFormat()
        case "phone":
            guard parameters.count <= 1 else {
                throw FormatError(kind: .badParameter, id: id, message: "phone takes at most one parameter, the region (phone:US)")
            }
            guard let region = parameters.first else { return PhoneFormat() }
            return try PhoneFormat(region: region)
        case "fiscal-code":
            try noParameters(parameters, id: id)
            return FiscalCodeFormat()
        case "email":
            guard parameters.isEmpty || parameters == ["local"] else {
                throw FormatError(kind: .badParameter, id: id, message: "email takes one optional parameter, local (email:local)")
            }
            return EmailFormat(requiresDotInDomain: parameters.isEmpty)
        default:
            return nil
        }
    }

    /// Refuses parameters on a format that takes none.
    private static func noParameters(_ parameters: [String], id: String) throws(FormatError) {
        guard parameters.isEmpty else {
            throw FormatError(kind: .badParameter, id: id, message: "this format takes no parameters")
        }
    }
}
