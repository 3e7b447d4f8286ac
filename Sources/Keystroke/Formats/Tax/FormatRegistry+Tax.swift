extension FormatRegistry {
    /// Names resolved in this file: vat (and vat:CC).
    static let taxNames: [String] = ["vat"]

    /// Resolves vat and vat:CC; `nil` when `name` is not vat.
    static func taxFormat(name: String, parameters: [String], id: String) throws(FormatError) -> (any FieldFormat)? {
        guard name == "vat" else { return nil }
        guard parameters.count <= 1 else {
            throw FormatError(kind: .badParameter, id: id, message: "vat takes at most one parameter, the country (vat:DE)")
        }
        guard let code = parameters.first else { return VATFormat() }
        guard let country = VATCountry(code: code) else {
            let known = VATCountry.allCases.map(\.rawValue).joined(separator: ", ")
            throw FormatError(kind: .badParameter, id: id, message: "unknown VAT country '\(code)'; known: \(known) (GR is read as EL)")
        }
        return VATFormat(country: country)
    }
}
