extension FormatRegistry {
    /// Names resolved in this file: postal-code (postal-code:REGION, postal-code:REGION:SUBDIVISION).
    static let addressNames: [String] = ["postal-code"]

    /// Resolves postal-code:REGION[:SUBDIVISION]; `nil` when `name` is not postal-code.
    static func addressFormat(name: String, parameters: [String], id: String) throws(FormatError) -> (any FieldFormat)? {
        guard name == "postal-code" else { return nil }
        guard let region = parameters.first, !region.isEmpty, parameters.count <= 2 else {
            throw FormatError(
                kind: .badParameter, id: id,
                message: "postal-code takes a region and optionally a subdivision (postal-code:GB, postal-code:US:CA)")
        }
        do {
            return try PostalCodeFormat(region: region, subdivision: parameters.count == 2 ? parameters[1] : nil)
        } catch {
            throw FormatError(kind: error.kind, id: id, message: error.message)
        }
    }
}
