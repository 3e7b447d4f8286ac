/// The CPF (Cadastro de Pessoas Físicas), Brazil's individual taxpayer number:
/// nine base digits and two modulo-11 check digits, written `000.000.000-00`.
///
/// Pure, allocation-free checks over the text's UTF-8, for formats, generators and the CLI:
///
/// ```swift
/// CPF.isValid("529.982.247-25")      // true
/// CPF.isValid("52998224725")         // true
/// CPF.checkDigits(for: "529982247")  // "25"
/// ```
///
/// The Receita Federal rule: the first check digit comes from the nine base digits
/// weighted 10 down to 2, the second from those and the first check digit weighted
/// 11 down to 2; of each weighted sum, a remainder modulo 11 of 0 or 1 gives 0 and any
/// other remainder r gives 11 − r. Numbers of one repeated digit satisfy the rule but
/// are never issued, and are refused. The separators `.` and `-` are ignored wherever
/// they stand; no other character is accepted.
public enum CPF {
    /// The characters a CPF may be written with besides its digits.
    static let separators: Set<Character> = [".", "-"]
    private static let separatorMask = FormatText.separatorMask(".-")

    /// Whether `text` (raw digits or formatted, without surrounding spaces) is a valid CPF.
    /// - Complexity: O(n) in the UTF-8 length, without allocating.
    public static func isValid(_ text: some StringProtocol) -> Bool {
        problem(in: text) == nil
    }

    /// Why `text` is not a valid CPF, or `nil` when it is.
    public static func problem(in text: some StringProtocol) -> IdentifierProblem? {
        FormatText.identifierProblem(in: text, separators: separatorMask, allowsLetters: false, baseCount: 9, cycle: .max)
    }

    /// The two check digits of nine base digits (`"529982247"` → `"25"`), or `nil`
    /// when `base` is not nine digits (separators `.` and `-` are skipped).
    public static func checkDigits(for base: some StringProtocol) -> String? {
        FormatText.identifierCheckDigits(for: base, separators: separatorMask, allowsLetters: false, baseCount: 9, cycle: .max)
    }

    /// A random valid CPF of 11 digits, for test data and examples.
    /// - Parameter generator: The source of randomness (a seeded one gives repeatable values).
    public static func random(using generator: inout some RandomNumberGenerator) -> String {
        while true {
            let base = FormatText.randomCode(length: 9, alphabet: FormatText.digitBytes, using: &generator)
            if let check = checkDigits(for: base), isValid(base + check) { return base + check }
        }
    }

    /// Validates a CPF written raw or formatted, never trimmed (whitespace around it is `whitespace`).
    /// - Returns: The 11 digits.
    /// - Throws: ``ValidationError`` with code `cpf.characters`, `cpf.length`,
    ///   `cpf.repeatedDigits` or `cpf.checkDigit`.
    public static func validate(_ text: some StringProtocol) throws(ValidationError) -> String {
        try FormatText.checkNoSurroundingWhitespace(text)
        guard let problem = problem(in: text) else { return FormatText.digits(of: text) }
        throw error(problem, in: text)
    }

    /// The error for `problem` found in `text`.
    private static func error(_ problem: IdentifierProblem, in text: some StringProtocol) -> ValidationError {
        problem.error(
            prefix: "cpf",
            name: "CPF",
            expected: 11,
            unit: "digits",
            found: text.count { FormatText.isDigit($0) },
            character: text.first { !FormatText.isDigit($0) && !separators.contains($0) },
            allowed: "digits, “.” and “-”"
        )
    }

    // Built once: these do not depend on the text beyond its digit count, and batch runs
    // meet them by the thousand.
    private static let checkDigitError = error(.checkDigit, in: "")
    private static let repeatedDigitsError = error(.repeatedDigits, in: "")
    /// The length error for each digit count below 32 (any count but 11).
    private static let lengthErrors = (0..<32).map { error(.length, in: String(repeating: "0", count: $0)) }
    /// The characters error for each printable ASCII byte from `!` to `~` (digits and separators unused).
    private static let characterErrors = (0x21...0x7E).map { error(.characters, in: String(UnicodeScalar(UInt8($0)))) }

    /// ``validate(_:)`` in one pass over the UTF-8 of `text`, for the common cases: a valid
    /// CPF, one of digits and separators only with a wrong check digit, one repeated digit
    /// or a wrong length, or one with a stray printable ASCII character.
    /// Such text has no surrounding space to trim, so the outcome is the one ``validate(_:)``
    /// gives. `nil` for anything else (empty text, spaces, non-ASCII characters).
    static func quickValidate(_ text: String) -> Result<String, ValidationError>? {
        let outcome = ByteView.ifContiguous(text) { bytes -> Result<String, ValidationError>? in
            guard !bytes.isEmpty else { return nil }  // empty text is `required`, not a length error
            switch FormatText.identifierProblem(
                bytes, separators: separatorMask, allowsLetters: false, baseCount: 9, cycle: .max)
            {
            case nil: return .success(FormatText.digits(in: bytes))
            case .checkDigit?: return .failure(checkDigitError)
            case .repeatedDigits?: return .failure(repeatedDigitsError)
            case .length?:
                // Only digits and separators passed the scan: the count is of digit bytes.
                let found = bytes.count { $0 &- 0x30 < 10 }
                return found < lengthErrors.count ? .failure(lengthErrors[found]) : nil
            case .characters?:
                // The first byte that is no digit or separator is the character the error names
                // when it is printable ASCII followed by ASCII (a Character of its own, with no
                // space before it) and the text ends in printable ASCII (no whitespace to refuse
                // first); anything else takes the general path.
                let isStray = { (byte: UInt8) in byte &- 0x30 >= 10 && byte != UInt8(ascii: ".") && byte != UInt8(ascii: "-") }
                guard bytes[bytes.count - 1] &- 0x21 < 0x5E, let index = bytes.firstIndex(where: isStray),
                      bytes[index] &- 0x21 < 0x5E, index + 1 == bytes.count || bytes[index + 1] < 0x80
                else { return nil }
                return .failure(characterErrors[Int(bytes[index] &- 0x21)])
            }
        }
        return outcome ?? nil
    }
}
