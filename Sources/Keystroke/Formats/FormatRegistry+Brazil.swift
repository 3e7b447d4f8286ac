extension FormatRegistry {
    /// Names resolved in this file: basics (optional, non-empty, letters, numbers, optional-numbers, pin4, pin6, pin:N, name, username), cpf, cnpj, cep, phone-br, regex:PATTERN.
    static let brazilNames: [String] = [
        "optional", "non-empty", "letters", "numbers", "optional-numbers", "pin4", "pin6", "pin:N",
        "name", "username", "cpf", "cnpj", "cep", "phone-br", "regex:PATTERN",
    ]

    /// Resolves basics (optional, non-empty, letters, numbers, optional-numbers, pin4, pin6, pin:N, name, username), cpf, cnpj, cep, phone-br, regex:PATTERN; `nil` when `name` is not one of them.
    static func brazilFormat(name: String, parameters: [String], id: String) throws(FormatError) -> (any FieldFormat)? {
        let format: any FieldFormat
        switch name {
        case "pin": return try pinFormat(parameters: parameters, id: id)
        case "regex": return try regexFormat(parameters: parameters, id: id)
        case "optional": format = TextFormat(isOptional: true)
        case "non-empty": format = TextFormat(isOptional: false)
        case "letters": format = LettersFormat()
        case "numbers": format = NumbersFormat(isOptional: false)
        case "optional-numbers": format = NumbersFormat(isOptional: true)
        case "pin4": format = try PINFormat(length: 4)
        case "pin6": format = try PINFormat(length: 6)
        case "name": format = NameFormat()
        case "username": format = UsernameFormat()
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

    /// `pin:N`: exactly one parameter, a whole number within ``PINFormat/lengths``.
    private static func pinFormat(parameters: [String], id: String) throws(FormatError) -> PINFormat {
        let range = PINFormat.lengths
        guard parameters.count == 1, let text = parameters.first,
              !text.isEmpty, text.count <= 4, text.allSatisfy(FormatText.isDigit),
              let length = Int(text), range.contains(length)
        else {
            let given = parameters.isEmpty ? "nothing" : "'\(parameters.joined(separator: ":"))'"
            throw FormatError(
                kind: .badParameter,
                id: id,
                message: "pin length must be a whole number \(range.lowerBound)…\(range.upperBound), got \(given) (write pin:6)"
            )
        }
        return try PINFormat(length: length)
    }

    /// `regex:PATTERN`: everything after the first colon is the pattern, colons included.
    private static func regexFormat(parameters: [String], id: String) throws(FormatError) -> RegexFormat {
        let source = parameters.joined(separator: ":")
        guard !source.isEmpty else {
            throw FormatError(kind: .badParameter, id: id, message: "regex needs a pattern (write regex:[0-9]{5})")
        }
        do {
            return try RegexFormat(source, id: id)
        } catch {
            throw FormatError(kind: .badParameter, id: id, message: "the pattern does not compile: \(error)")
        }
    }
}
