/// The checks text-like fields share: requirement, conditional requirement, rules, dependencies, asynchronous rules.
@_spi(KeystrokeInternal) public struct FieldChecks: Sendable {
    var isMandatory: Bool
    /// Weak: the checkbox often shows this field through its actions (see `ElementLink`).
    weak var requiredWhen: Checkbox?
    var rules: [Rule] = []
    var dependencies: [Dependency] = []
    var asyncRules: [AsyncRule] = []

    /// Whether an empty value is an error now.
    var isRequired: Bool { requiredWhen.map(\.isSelected) ?? isMandatory }

    /// Validates `text` (whose unvalidated value is `current`): `nil` for an allowed empty value, the parsed value otherwise.
    ///
    /// Read `strictly` (an answer, a stored value), whitespace alone is not an empty value but an error.
    // Inlined into each field's validation: the parse closure then calls the format directly (−29k instructions per 200 fields).
    @inline(__always)
    func validate(
        _ text: String, strictly: Bool = false, current: @autoclosure () -> FormOutput,
        parse: (String) throws(ValidationError) -> ValidatedValue
    ) throws(ValidationError) -> ValidatedValue? {
        if Self.isBlank(text) {
            if isRequired { throw .required }
            if strictly && !text.isEmpty { throw .leadingWhitespace }
            return nil
        }
        let validated = try parse(text)
        for rule in rules {
            if let failure = rule.validate(validated.value) { throw failure }
        }
        guard !dependencies.isEmpty else { return validated }
        let current = current()
        for dependency in dependencies {
            if let failure = dependency.check(current) { throw failure }
        }
        return validated
    }

    /// Whether `text` is empty or only whitespace; stops at the first other character.
    static func isBlank(_ text: String) -> Bool {
        // Most texts start with a printable ASCII character: answer without Unicode tables.
        if let first = text.utf8.first, first > 0x20, first < 0x80 { return false }
        return !text.unicodeScalars.contains { !$0.properties.isWhitespace }
    }
}
