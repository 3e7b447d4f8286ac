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
    public var requiredClasses: Set<PasswordRule> {
        Set([needs.uppercase ? .uppercase : nil, needs.lowercase ? .lowercase : nil,
             needs.digit ? .digit : nil, needs.special ? .special : nil].compactMap { $0 })
    }
    /// The required classes as flags (count unused).
    private let needs: Classes

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
        self.needs = Classes(uppercase: uppercase, lowercase: lowercase, digit: digit, special: special)
    }

    public var keyboard: KeyboardHint { .password }
    /// A new password: the format states the rules a new one must meet.
    public var traits: TextInputTraits { TextInputTraits(keyboard: .password, contentType: .newPassword) }
    public var maxLength: Int? { maximumLength }

    /// Every character except controls and line breaks.
    public func allows(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy(Self.allows)
    }

    /// Keeps the text as typed, minus refused characters and anything past the maximum length.
    public func apply(_ input: MaskInput) -> MaskResult {
        if input.text.unicodeScalars.allSatisfy(Self.allows) {
            let found = Classes(input.text)
            if found.count <= maximumLength {
                return MaskResult(text: input.text, caret: min(max(input.caret, 0), found.count), value: input.text,
                                  isComplete: failingRules(found).isEmpty)
            }
        }
        var result = FormatText.filter(input, maxLength: maximumLength, completeAt: 0, allows: allows)
        result.isComplete = failingRules(result.text).isEmpty
        return result
    }

    /// Removes the deleted Characters and reads the rest again (a splice: the text is the value).
    public func applyDeletion(_ deletion: Deletion, to text: String, value: String, autoskip: Bool) -> MaskResult? {
        FormatText.deletingSplice(deletion, from: text, autoskip: autoskip, apply: apply)
    }

    public func rawValue(of text: String) -> String { text }

    /// A password is never reformatted for display.
    public func layOut(_ value: String) -> String { value }

    /// Each active rule and whether `text` satisfies it, for a live checklist.
    public func checklist(_ text: String) -> [PasswordRule: Bool] {
        let failing = Set(failingRules(text))
        var list: [PasswordRule: Bool] = [.minLength: !failing.contains(.minLength), .maxLength: !failing.contains(.maxLength)]
        for rule in requiredClasses { list[rule] = !failing.contains(rule) }
        return list
    }

    /// The rules `text` breaks, in ``PasswordRule`` order.
    public func failingRules(_ text: String) -> [PasswordRule] { failingRules(Classes(text)) }

    private func failingRules(_ found: Classes) -> [PasswordRule] {
        var failing: [PasswordRule] = []
        if found.count < minLength { failing.append(.minLength) }
        if found.count > maximumLength { failing.append(.maxLength) }
        if needs.uppercase && !found.uppercase { failing.append(.uppercase) }
        if needs.lowercase && !found.lowercase { failing.append(.lowercase) }
        if needs.digit && !found.digit { failing.append(.digit) }
        if needs.special && !found.special { failing.append(.special) }
        return failing
    }

    /// Scalars a password may hold: not controls (C0, DEL, C1) nor line or paragraph separators.
    private static func allows(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x7F { return value >= 0x20 }
        return !(0x7F...0x9F).contains(value) && value != 0x2028 && value != 0x2029
    }

    /// What a text holds: its Character count and which classes appear.
    private struct Classes: Sendable {
        var count = 0
        var uppercase = false
        var lowercase = false
        var digit = false
        var special = false

        /// The ASCII special characters as a 128-bit set (two words), for the common case.
        static let specialASCII: [UInt64] = PasswordRule.specialCharacters.reduce(into: [0, 0]) { bits, character in
            guard let ascii = character.asciiValue else { return }
            bits[Int(ascii >> 6)] |= 1 << UInt64(ascii & 63)
        }

        init(uppercase: Bool, lowercase: Bool, digit: Bool, special: Bool) {
            self.uppercase = uppercase
            self.lowercase = lowercase
            self.digit = digit
            self.special = special
        }

        init(_ text: String) {
            // ASCII text (the usual case) is classified byte by byte; "\r\n" is one Character.
            var previous: UInt8 = 0
            for byte in text.utf8 {
                guard byte < 0x80 else {
                    self = Classes(characters: text)
                    return
                }
                if byte != 0x0A || previous != 0x0D { count += 1 }
                classify(ascii: byte)
                previous = byte
            }
        }

        private init(characters text: String) {
            for character in text {
                count += 1
                if let ascii = character.asciiValue {
                    classify(ascii: ascii)
                    continue
                }
                if character.isUppercase { uppercase = true }
                if character.isLowercase { lowercase = true }
                if character.unicodeScalars.count == 1, character.unicodeScalars.first?.properties.numericType == .decimal {
                    digit = true
                }
                if PasswordRule.specialCharacters.contains(character) { special = true }
            }
        }

        private mutating func classify(ascii: UInt8) {
            switch ascii {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): uppercase = true
            case UInt8(ascii: "a")...UInt8(ascii: "z"): lowercase = true
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = true
            default: special = special || Self.specialASCII[Int(ascii >> 6)] & (1 << UInt64(ascii & 63)) != 0
            }
        }
    }

    /// Validates every rule; throws `password.rules` with one failure per broken rule.
    public func validate(_ text: String) throws(ValidationError) -> ValidatedValue {
        // A stored password with a character no one can type (NUL, a tab, a line break) is refused
        // whole: the typing path would drop it, and a different password must never pass.
        if !text.unicodeScalars.allSatisfy(Self.allows) {
            try FormatText.checkCharacters(text, code: "password.characters", allowed: allows) {
                "A password cannot contain \($0)."
            }
        }
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
