extension MessageCatalog {
    /// Brazilian Portuguese templates by code.
    static let brazilianPortuguese: [String: String] = [
        "required": "Este campo é obrigatório.",
        "mismatch": "As senhas não coincidem.",
        "selection.required": "Selecione pelo menos uma opção.",
        "dependency.unfilled": "O campo {field} deve ser preenchido.",
        "dependency.unmatched": "O valor não coincide com {field}.",
        "rule.minLength": "Use pelo menos {min} caracteres.",
        "rule.maxLength": "Use no máximo {max} caracteres.",
        "rule.minValue": "Informe {min} ou mais.",
        "rule.maxValue": "Informe {max} ou menos.",
        "rule.notANumber": "Informe um número.",
        "rule.pattern": "Verifique o valor informado.",
        "rule.custom": "Verifique o valor informado.",
        "rule.any": "Informe um valor em um dos formatos aceitos.",
        "rule.async": "Verifique o valor informado.",
        "form.invalid": "O formulário não pôde ser aceito.",
        "date.invalid": "Informe uma data válida.",
        "date.tooEarly": "Informe uma data a partir de {min}.",
        "date.tooLate": "Informe uma data até {max}.",
        "date.underage": "Você precisa ter pelo menos {age} anos.",
    ]
}
