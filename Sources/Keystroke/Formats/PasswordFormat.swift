/// A password field with SwiftFormBuilder-style rules: `password`, `password:MIN:MAX`.
///
/// Rules: a minimum and a maximum length (8 and 40 by default) and, each on
/// by default, at least one upper-case letter, one lower-case letter, one digit
/// and one special character from `# ? ! @ $ % ^ & * £ | ) ( - _ ; , =`.
/// Validation reports every failing rule at once (`password.rules` with one
/// failure per rule) so a UI can show a checklist; ``checklist(_:)`` gives the
/// same answer for live feedback.
///
/// Letters and digits are Unicode-aware: "É" is upper case, "ß" lower case,
/// "٣" a digit. Characters that are neither (a "." or a "€") are allowed but
/// satisfy no rule. Lengths count Characters (grapheme clusters).
///
/// ```swift
/// let password = try PasswordFormat()
/// try password.validate("Secret#42")        // ok
/// password.checklist("secret")[.uppercase]   // false
/// ```
public struct PasswordFormat: FieldFormat {
    public let id: String
    public let minLength: Int
    /// The most characters allowed; typing stops there.
    public let maximumLength: Int
    /// The character-class rules that apply, besides the two lengths.
    public let requiredClasses: Set<PasswordRule>

    /// Creates a password format.
    /// - Parameters:
    ///   - minLength: The fewest characters, at least 3 (SwiftFormBuilder's floor); default 8.
    ///   - maxLength: The most characters, at least `minLength`; default 40.
    ///   - uppercase: Whether an upper-case letter is required; default `true`.
    ///   - lowercase: Whether a lower-case letter is required; default `true`.
    ///   - digit: Whether a digit is required; default `true`.
    ///   - special: Whether a special character is required; default `true`.
    /// - Throws: ``FormatError`` (`.badParameter`) when the lengths are out of range.
    public init(minLength: Int = 8, maxLength: Int = 40, uppercase: Bool = true, lowercase: Bool = true,
                digit: Bool = true, special: Bool = true) throws(FormatError) {
        let id = minLength == 8 && maxLength == 40 ? "password" : "password:\(minLength):\(maxLength)"
        guard minLength >= 3, maxLength >= minLength else {
            throw FormatError(kind: .badParameter, id: id, message: "password lengths must satisfy 3 ≤ min ≤ max, got min \(minLength), max \(maxLength)")
        }
        self.id = id
        self.minLength = minLength
        self.maximumLength = maxLength
        var classes: Set<PasswordRule> = []
        if uppercase { classes.insert(.uppercase) }
        if lowercase { classes.insert(.lowercase) }
        if digit { classes.insert(.digit) }
        if special { classes.insert(.special) }
        self.requiredClasses = classes
    }

    public var keyboard: KeyboardHint { .password }
    public var maxLength: Int? { maximumLength }

    /// Every character except controls and line breaks.
    public func allows(_ character: Character) -> Bool {
        !character.isNewline && !character.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }

    /// Keeps the text as typed, minus refused characters and anything past the maximum length.
    public func apply(_ input: MaskInput) -> MaskResult {
        var text = ""
        var dropped = ""
        var count = 0
        var caret = 0
        for (offset, character) in input.text.enumerated() {
            if allows(character) && count < maximumLength {
                text.append(character)
                count += 1
                if offset < input.caret { caret += 1 }
            } else {
                dropped.append(character)
            }
        }
        return MaskResult(text: text, caret: caret, value: text, isComplete: failingRules(text).isEmpty, dropped: dropped)
    }

    public func rawValue(of text: String) -> String { text }

    /// A password is never reformatted for display.
    public func format(_ value: String) -> String { value }

    /// Each active rule and whether `text` satisfies it, for a live checklist.
    public func checklist(_ text: String) -> [PasswordRule: Bool] {
        let failing = Set(failingRules(text))
        var list: [PasswordRule: Bool] = [.minLength: !failing.contains(.minLength), .maxLength: !failing.contains(.maxLength)]
        for rule in requiredClasses { list[rule] = !failing.contains(rule) }
        return list
    }

    /// The rules `text` breaks, in ``PasswordRule`` order.
    public func failingRules(_ text: String) -> [PasswordRule] {
        var count = 0
        var found: Set<PasswordRule> = []
        for character in text {
            count += 1
            if character.isUppercase { found.insert(.uppercase) }
            if character.isLowercase { found.insert(.lowercase) }
            if character.unicodeScalars.count == 1, character.unicodeScalars.first?.properties.numericType == .decimal {
                found.insert(.digit)
            }
            if PasswordRule.specialCharacters.contains(character) { found.insert(.special) }
        }
        var failing: [PasswordRule] = []
        if count < minLength { failing.append(.minLength) }
        if count > maximumLength { failing.append(.maxLength) }
        for rule in PasswordRule.allCases where requiredClasses.contains(rule) && !found.contains(rule) {
            failing.append(rule)
        }
        return failing
    }

    /// Validates every rule; throws `password.rules` with one failure per broken rule.
    public func validate(_ text: String) throws(ValidationError) -> ValidatedValue {
        let failing = failingRules(text)
        guard failing.isEmpty else {
            let failures = failing.map(error(for:))
            let message = failures.count == 1 ? failures[0].message
                : "The password breaks \(failures.count) rules: " + failures.map(\.message).joined(separator: " ")
            throw ValidationError(code: "password.rules", message: message, failures: failures)
        }
        return ValidatedValue(text: text, value: text)
    }

    /// The error of one broken rule.
    public func error(for rule: PasswordRule) -> ValidationError {
        switch rule {
        case .minLength:
            ValidationError(code: rule.code, message: "Use at least \(minLength) characters.", parameters: ["min": "\(minLength)"])
        case .maxLength:
            ValidationError(code: rule.code, message: "Use at most \(maximumLength) characters.", parameters: ["max": "\(maximumLength)"])
        case .uppercase:
            ValidationError(code: rule.code, message: "Include an upper-case letter.")
        case .lowercase:
            ValidationError(code: rule.code, message: "Include a lower-case letter.")
        case .digit:
            ValidationError(code: rule.code, message: "Include a digit.")
        case .special:
            ValidationError(code: rule.code, message: "Include one of # ? ! @ $ % ^ & * £ | ) ( - _ ; , =.",
                            parameters: ["characters": "# ? ! @ $ % ^ & * £ | ) ( - _ ; , ="])
        }
    }
}
