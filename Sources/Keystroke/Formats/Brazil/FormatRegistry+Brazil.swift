extension FormatRegistry {
    /// Names resolved in this file: cpf, cnpj, cep, phone-br.
    static let brazilNames: [String] = ["cpf", "cnpj", "cep", "phone-br"]

    /// Resolves cpf, cnpj, cep, phone-br; `nil` when `name` is not one of them.
    static func brazilFormat(name: String, parameters: [String], id: String) throws(FormatError) -> (any FieldFormat)? {
        let format: any FieldFormat
        switch name {
        case "cpf": format = CPFFormat()
        case "cnpj": format = CNPJFormat()
        case "cep": format = CEPFormat()
        case "phone-br": format = BrazilianPhoneFormat()
        default: return nil
        }
        guard parameters.isEmpty else {
            throw FormatError(kind: .badParameter, id: id, message: "format '\(name)' takes no parameters")
        }
        return format
    }
}
