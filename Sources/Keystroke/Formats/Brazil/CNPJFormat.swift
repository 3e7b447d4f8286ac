/// The Brazilian CNPJ, masked `00.000.000/0000-00`, numeric or alphanumeric, with
/// both check digits verified.
///
/// From July 2026 the twelve base characters may be letters A–Z; letters typed in
/// lowercase are uppercased. The two check digits are always digits (see ``CNPJ``).
///
/// ```swift
/// let cnpj = try Format(id: "cnpj")
/// try cnpj.format("12abc34501de35")           // "12.ABC.345/01DE-35"
/// try cnpj.validate("11.222.333/0001-81").value  // "11222333000181"
/// ```
public struct CNPJFormat: FieldFormat {
    /// Creates the format.
    public init() {}

    public var id: String { "cnpj" }
    public var keyboard: KeyboardHint { .asciiCapable }
    public var minLength: Int { 14 }
    public var maxLength: Int? { 14 }

    /// Digits and ASCII letters (either case; letters are uppercased).
    public func allows(_ character: Character) -> Bool { CNPJ.isBaseCharacter(character) }

    /// The mask `[XX].[XXX].[XXX]/[XXXX]-[00]`, where `X` is a digit or an uppercase letter A–Z;
    /// it reads lowercase letters as uppercase (``Mask/uppercasesLetters``).
    public static let mask = FormatText.builtInMask(
        "[XX].[XXX].[XXX]/[XXXX]-[00]",
        customNotations: [Notation(character: "X", characters: Set("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"), isOptional: false)],
        uppercasesLetters: true
    )

    /// Formats the characters typed so far into `00.000.000/0000-00`, uppercasing letters.
    public func apply(_ input: MaskInput) -> MaskResult {
        Self.mask.apply(input)
    }

    /// The digits and letters of the text, letters uppercased.
    public func rawValue(of text: String) -> String {
        FormatText.asciiUppercased(String(text.filter(allows)))
    }

    /// `"12abc34501de35"` → `"12.ABC.345/01DE-35"`.
    public func layOut(_ value: String) -> String {
        apply(MaskInput(text: String(FormatText.trimmed(value)))).text
    }

    /// Validates a CNPJ, raw or formatted, numeric or alphanumeric.
    /// - Throws: `cnpj.characters`, `cnpj.length`, `cnpj.repeatedDigits` or `cnpj.checkDigit`.
    public func validate(_ text: String) throws(ValidationError) -> ValidatedValue {
        if let valid = Self.validatedPlainCNPJ(text) { return valid }
        let value = try CNPJ.validate(FormatText.nonEmpty(text))
        return ValidatedValue(text: layOut(value), value: value)
    }

    /// The validated value of a valid CNPJ written in ASCII digits, letters and `./-` only,
    /// without the mask: the one-pass check-digit scan, then the fourteen characters, read
    /// as the value with `00.000.000/0000-00`'s punctuation to put in. `nil` for anything else (whitespace, other
    /// characters, every error), which ``validate(_:)`` checks in full.
    static func validatedPlainCNPJ(_ text: String) -> ValidatedValue? {
        ByteView.with(text) { bytes -> ValidatedValue? in
            guard FormatText.identifierProblem(
                bytes, separators: CNPJ.separatorMask, allowsLetters: true, baseCount: 12, cycle: 8) == nil
            else { return nil }
            // Fourteen bytes are the fourteen characters, without separators: a stored value.
            if bytes.count == 14 { return validated(characters: bytes, stored: text) }
            return ASCIIWriter.withBytes(capacity: 14, filling: { characters in
                // Valid means fourteen digits or letters; the rest are separators to skip.
                for byte in bytes where byte &- 0x30 < 10 || (byte & 0xDF) &- 0x41 < 26 {
                    guard characters.remaining > 0 else { return false }
                    characters.append(byte)
                }
                return characters.remaining == 0
            }, then: { validated(characters: $0, stored: nil) })
        }
    }

    /// The display and raw forms of the fourteen characters of a valid CNPJ (ASCII digits
    /// and letters of either case); `stored` is the text they were read from when it is
    /// exactly those characters, reused as the value when it has no lowercase letter.
    /// The display text is laid out when ``ValidatedValue/text`` is read.
    @inline(__always)
    private static func validated(characters: ByteView, stored: String?) -> ValidatedValue {
        @inline(__always) func upper(_ byte: UInt8) -> UInt8 { byte &- 0x61 < 26 ? byte &- 0x20 : byte }
        var hasLowercase = false
        for byte in characters where byte &- 0x61 < 26 { hasLowercase = true }
        let value: String
        if let stored, !hasLowercase {
            value = stored
        } else {
            value = ASCIIWriter.string(capacity: 14) { text in
                for index in 0..<14 { text.append(upper(characters[index])) }
            }
        }
        return ValidatedValue(value: value, separators: punctuation)
    }

    /// Where the mask puts its punctuation among the fourteen characters.
    private static let punctuation = SeparatorMarks(laidOutBy: mask)
}
