/// The CNPJ (Cadastro Nacional da Pessoa Jurídica), Brazil's company number:
/// twelve base characters and two modulo-11 check digits, written `00.000.000/0000-00`.
///
/// From July 2026 the Receita Federal also issues alphanumeric CNPJs: the twelve base
/// characters may be digits or the uppercase letters A–Z (`12.ABC.345/01DE-35`); the
/// two check digits stay digits.
///
/// ```swift
/// CNPJ.isValid("11.222.333/0001-81")   // true
/// CNPJ.isValid("12ABC34501DE35")       // true
/// CNPJ.checkDigits(for: "12ABC34501DE") // "35"
/// ```
///
/// The rule: each character counts as its ASCII code − 48 (digits keep their value,
/// `A` is 17, `Z` is 42). The first check digit comes from the twelve base values
/// weighted 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2; the second from those and the first check
/// digit weighted 6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2; of each sum, a remainder modulo 11
/// of 0 or 1 gives 0 and any other remainder r gives 11 − r. Lowercase letters are read
/// as uppercase; `.`, `/` and `-` are ignored wherever they stand. Fourteen identical
/// digits satisfy the rule but are refused.
public enum CNPJ {
    /// The characters a CNPJ may be written with besides its digits and letters.
    static let separators: Set<Character> = [".", "/", "-"]
    static let separatorMask = FormatText.separatorMask("./-")
    /// The characters of the twelve base positions.
    static let baseAlphabet = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ".utf8)

    /// Whether `text` (raw or formatted, without surrounding spaces) is a valid CNPJ,
    /// numeric or alphanumeric.
    /// - Complexity: O(n) in the UTF-8 length, without allocating.
    public static func isValid(_ text: some StringProtocol) -> Bool {
        problem(in: text) == nil
    }

    /// Why `text` is not a valid CNPJ, or `nil` when it is.
    public static func problem(in text: some StringProtocol) -> IdentifierProblem? {
        FormatText.identifierProblem(in: text, separators: separatorMask, allowsLetters: true, baseCount: 12, cycle: 8)
    }

    /// The two check digits of twelve base characters (`"12ABC34501DE"` → `"35"`), or
    /// `nil` when `base` is not twelve digits or letters (separators are skipped).
    public static func checkDigits(for base: some StringProtocol) -> String? {
        FormatText.identifierCheckDigits(for: base, separators: separatorMask, allowsLetters: true, baseCount: 12, cycle: 8)
    }

    /// A random valid CNPJ of 14 characters, for test data and examples.
    /// - Parameters:
    ///   - alphanumeric: Whether the base may hold letters (the format issued from July 2026).
    ///   - generator: The source of randomness (a seeded one gives repeatable values).
    public static func random(alphanumeric: Bool = false, using generator: inout some RandomNumberGenerator) -> String {
        let alphabet = alphanumeric ? baseAlphabet : FormatText.digitBytes
        while true {
            let base = FormatText.randomCode(length: 12, alphabet: alphabet, using: &generator)
            if let check = checkDigits(for: base), isValid(base + check) { return base + check }
        }
    }

    /// Validates a CNPJ written raw or formatted, never trimmed (whitespace around it is `whitespace`).
    /// - Returns: The 14 characters, letters uppercased.
    /// - Throws: ``ValidationError`` with code `cnpj.characters`, `cnpj.length`,
    ///   `cnpj.repeatedDigits` or `cnpj.checkDigit`.
    public static func validate(_ text: some StringProtocol) throws(ValidationError) -> String {
        try FormatText.checkNoSurroundingWhitespace(text)
        let kept = FormatText.asciiUppercased(String(text.filter { !separators.contains($0) }))
        guard let problem = problem(in: text) else { return kept }
        let stray = text.first { !isBaseCharacter($0) && !separators.contains($0) }
        if problem == .characters, stray == nil, let letter = kept.dropFirst(12).first(where: { !FormatText.isDigit($0) }) {
            throw ValidationError(
                code: "cnpj.characters",
                message: "The last two characters of a CNPJ are its check digits and must be digits; "
                    + "found \(FormatText.quoted(letter)).",
                parameters: ["character": String(letter)]
            )
        }
        throw problem.error(
            prefix: "cnpj",
            name: "CNPJ",
            expected: 14,
            unit: "characters",
            found: kept.count,
            character: stray,
            allowed: "digits, letters A–Z, “.”, “/” and “-”"
        )
    }

    /// Whether `character` may stand in a base position (lowercase letters count, read as uppercase).
    static func isBaseCharacter(_ character: Character) -> Bool {
        guard let byte = character.asciiValue else { return false }
        return byte &- 0x30 < 10 || (byte & 0xDF) &- 0x41 < 26
    }
}
