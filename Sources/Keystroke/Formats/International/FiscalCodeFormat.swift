/// The `fiscal-code` format: the Italian codice fiscale of a person
/// (`RSSMRA85T10A562S`) or the 11-digit numeric code of a company.
///
/// ```swift
/// let code = FiscalCodeFormat()
/// code.apply(MaskInput(text: "rssmra")).text      // "RSSMRA"
/// try code.validate("rssmra85t10a562s").value      // "RSSMRA85T10A562S"
/// ```
///
/// Letters are uppercased as they are typed; spaces and hyphens are ignored;
/// a code that starts with a digit is a numeric one and takes digits only.
/// See ``FiscalCode`` for the rules checked.
///
/// Error codes: `fiscalCode.length`, `fiscalCode.structure`, `fiscalCode.month`,
/// `fiscalCode.day`, `fiscalCode.checkCharacter`, `fiscalCode.companyCheckDigit`.
public struct FiscalCodeFormat: FieldFormat {
    /// Creates the format.
    public init() {}

    public var id: String { "fiscal-code" }
    public var keyboard: KeyboardHint { .asciiCapable }
    public var minLength: Int { 11 }
    public var maxLength: Int? { 16 }

    /// ASCII letters and digits.
    public func allows(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber)
    }

    /// Keeps letters (uppercased) and digits: 16 of them, or 11 digits for a numeric code
    /// (a character filter).
    public func apply(_ input: MaskInput) -> MaskResult {
        var numeric = false
        var overflowed = false
        var result = FormatText.filterBytes(
            input, limit: 16,
            classify: { byte, count in
                let classified = Self.classify(byte)
                guard case .keep(let upper) = classified else { return classified }
                if count == 0 { numeric = upper &- 0x30 < 10 }
                if numeric && count >= 11 && upper &- 0x30 < 10 { overflowed = true }
                if numeric && (count >= 11 || upper &- 0x30 >= 10) { return .drop }
                return classified
            },
            isComplete: { $0.count == (numeric ? 11 : 16) })
        // A numeric code is full at 11 digits, before the filter's limit.
        if overflowed { result.overflowed = true }
        return result
    }

    /// The code's letters (uppercased) and digits.
    public func rawValue(of text: String) -> String {
        apply(MaskInput(text: text)).value
    }

    /// A stored code uppercased.
    public func layOut(_ value: String) -> String {
        apply(MaskInput(text: value)).text
    }

    /// Checks length, structure, month, day and check character (or a numeric code's
    /// office and check digit); lowercase letters, spaces and hyphens are accepted.
    public func validate(_ text: String) throws(ValidationError) -> ValidatedValue {
        // A stored, already normalised code is checked in place, with no copy.
        if ByteView.with(text, { FiscalCode.issue(bytes: $0) }) == nil { return ValidatedValue(text: text, value: text) }
        try FormatText.checkNoSurroundingWhitespace(text)
        return try ByteView.with(text) { validate(text, bytes: $0) }.get()
    }

    private func validate(_ text: String, bytes: ByteView) -> Result<ValidatedValue, ValidationError> {
        var failure = FiscalCode.Issue.structure
        var changed = false
        let checked = ASCIIWriter.withBytes(capacity: 16, filling: { code in
            for byte in bytes {
                switch Self.classify(byte) {
                case .keep(let upper):
                    guard code.remaining > 0 else { failure = .length; return false }
                    code.append(upper)
                    changed = changed || upper != byte
                case .skip:
                    changed = true
                case .drop:
                    return false
                }
            }
            return true
        }, then: { code -> Result<ValidatedValue, ValidationError> in
            if let issue = FiscalCode.issue(bytes: code) { return .failure(Self.error(issue)) }
            let normalised = changed ? code.string : text
            return .success(ValidatedValue(text: normalised, value: normalised))
        })
        return checked ?? .failure(Self.error(failure))
    }

    // MARK: - Helpers

    @inline(__always)
    private static func classify(_ byte: UInt8) -> FormatText.ByteVerdict {
        if byte &- 0x30 < 10 || FiscalCode.isUpperLetter(byte) { return .keep(byte) }
        if byte &- 0x61 < 26 { return .keep(byte - 0x20) }
        return byte == 0x20 || byte == 0x2D || (byte >= 0x09 && byte <= 0x0D) ? .skip : .drop
    }

    /// The validation error of an issue.
    static func error(_ issue: FiscalCode.Issue) -> ValidationError {
        switch issue {
        case .length:
            ValidationError(
                code: "fiscalCode.length",
                message: "A fiscal code has 16 characters, or 11 digits for a company.",
                parameters: ["lengths": "16, 11"])
        case .structure:
            ValidationError(
                code: "fiscalCode.structure",
                message: "The fiscal code is malformed: letters and digits are not where they belong.")
        case .month:
            ValidationError(
                code: "fiscalCode.month",
                message: "The 9th character of a fiscal code is a month letter: A B C D E H L M P R S T.")
        case .day:
            ValidationError(
                code: "fiscalCode.day",
                message: "The birth day in the fiscal code (characters 10–11) is not a day of that month.")
        case .checkCharacter:
            ValidationError(
                code: "fiscalCode.checkCharacter",
                message: "The fiscal code is not valid: its last character does not match.")
        case .companyCheckDigit:
            ValidationError(
                code: "fiscalCode.companyCheckDigit",
                message: "The company fiscal code is not valid: its last digit does not match.")
        }
    }
}
