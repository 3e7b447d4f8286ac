extension FormatRegistry {
    /// Names resolved in this file: optional, non-empty, letters, numbers, optional-numbers, pin4, pin6, pin:N, name, username, password, regex:PATTERN.
    static let basicNames: [String] = [
        "optional", "non-empty", "letters", "numbers", "optional-numbers", "pin4", "pin6", "pin:N",
        "name", "username", "password", "regex:PATTERN",
    ]

    /// Resolves the basic formats above; `nil` when `name` is not one of them.
    static func basicFormat(name: String, parameters: [String], id: String) throws(FormatError) -> (any FieldFormat)? {
        let format: any FieldFormat
        switch name {
        case "pin": return try pinFormat(parameters: parameters, id: id)
        case "regex": return try regexFormat(parameters: parameters, id: id)
        case "password": return try passwordFormat(parameters, id: id)
        case "optional": format = TextFormat(isOptional: true)
        case "non-empty": format = TextFormat(isOptional: false)
        case "letters": format = LettersFormat()
        case "numbers": format = DigitsFormat(isOptional: false)
        case "optional-numbers": format = DigitsFormat(isOptional: true)
        case "pin4": format = try PINFormat(length: 4)
        case "pin6": format = try PINFormat(length: 6)
        case "name": format = NameFormat()
        case "username": format = UsernameFormat()
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

    /// `password` (8…40, every class required) or `password:MIN:MAX`.
    private static func passwordFormat(_ parameters: [String], id: String) throws(FormatError) -> PasswordFormat {
        switch parameters.count {
        case 0:
            return try PasswordFormat()
        case 2:
            guard let minimum = Int(parameters[0]), let maximum = Int(parameters[1]) else {
                throw FormatError(kind: .badParameter, id: id, message: "expected password:MIN:MAX with whole numbers, e.g. password:10:64")
            }
            return try PasswordFormat(minLength: minimum, maxLength: maximum)
        default:
            throw FormatError(kind: .badParameter, id: id, message: "expected password or password:MIN:MAX, e.g. password:10:64")
        }
    }
}
