/// Why a text is not a valid identifier number (``CPF``, ``CNPJ``), in the order the checks run.
public enum IdentifierProblem: String, Sendable, Hashable, CaseIterable {
    /// A character the identifier never contains, or a letter where only a digit may stand.
    case characters
    /// Too few or too many digits (or letters).
    case length
    /// One digit repeated throughout: the arithmetic passes but such numbers are never issued.
    case repeatedDigits
    /// A check digit does not match the rest of the number.
    case checkDigit

    /// The validation error for this problem, with a stable code `<prefix>.<problem>`.
    func error(
        prefix: String,
        name: String,
        expected: Int,
        unit: String,
        found: @autoclosure () -> Int,
        character: @autoclosure () -> Character?,
        allowed: String
    ) -> ValidationError {
        // `found` and `character` are autoclosures: they scan the text, and only one case needs each.
        let code = "\(prefix).\(rawValue)"
        switch self {
        case .characters:
            let character = character()
            let shown = character.map(FormatText.quoted) ?? "another character"
            return ValidationError(
                code: code,
                message: "A \(name) may contain only \(allowed); found \(shown).",
                parameters: character.map { ["character": String($0)] } ?? [:]
            )
        case .length:
            let found = found()
            return ValidationError(
                code: code,
                message: "A \(name) has \(expected) \(unit); this one has \(found).",
                parameters: ["expected": String(expected), "found": String(found)]
            )
        case .repeatedDigits:
            return ValidationError(code: code, message: "A \(name) cannot be one digit repeated throughout.")
        case .checkDigit:
            return ValidationError(code: code, message: "The check digits of this \(name) do not match; it may have a typo.")
        }
    }
}
