extension MessageCatalog {
    /// Italian templates by code (SwiftFormBuilder's wording where it has one).
    static let italian: [String: String] = [
        "required": "Il campo è obbligatorio.",
        "mismatch": "Le password non coincidono.",
        "selection.required": "Seleziona almeno un'opzione.",
        "dependency.unfilled": "Il campo {field} deve essere valorizzato.",
        "dependency.unmatched": "Il valore non coincide con {field}.",
        "rule.minLength": "Inserisci almeno {min} caratteri.",
        "rule.maxLength": "Inserisci al massimo {max} caratteri.",
        "rule.minValue": "Inserisci un valore pari o superiore a {min}.",
        "rule.maxValue": "Inserisci un valore pari o inferiore a {max}.",
        "rule.notANumber": "Inserisci un numero.",
        "rule.pattern": "Controlla il valore inserito.",
        "rule.custom": "Controlla il valore inserito.",
        "rule.any": "Inserisci un valore in uno dei formati accettati.",
        "rule.async": "Controlla il valore inserito.",
        "form.invalid": "Il modulo non può essere accettato.",
        "date.invalid": "Inserisci una data valida.",
        "date.tooEarly": "Inserisci una data uguale o successiva al {min}.",
        "date.tooLate": "Inserisci una data uguale o precedente al {max}.",
        "date.underage": "Devi avere almeno {age} anni.",
    ]
}
