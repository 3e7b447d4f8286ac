/// One rule of a ``PasswordFormat``, for checklists ("at least one digit ✓").
public enum PasswordRule: String, Sendable, Hashable, CaseIterable, Codable {
    /// At least `minLength` characters.
    case minLength
    /// At most `maxLength` characters.
    case maxLength
    /// At least one upper-case letter (any script: "É", "Ж").
    case uppercase
    /// At least one lower-case letter (any script: "é", "ж").
    case lowercase
    /// At least one decimal digit (any script: "7", "٧").
    case digit
    /// At least one of the special characters `# ? ! @ $ % ^ & * £ | ) ( - _ ; , =`.
    case special

    /// The stable validation code of the rule (`password.uppercase`).
    public var code: String { "password.\(rawValue)" }

    /// The special characters of SwiftFormBuilder's password rules, taken literally.
    public static let specialCharacters: Set<Character> = [
        "#", "?", "!", "@", "$", "%", "^", "&", "*", "£", "|", ")", "(", "-", "_", ";", ",", "=",
    ]
}
