/// The Brazilian CNPJ, masked `00.000.000/0000-00`, numeric or alphanumeric, with
/// both check digits verified.
///
/// From July 2026 the twelve base characters may be letters A–Z; letters typed in
/// lowercase are uppercased. The two check digits are always digits (see ``CNPJ``).
///
/// ```swift
/// let cnpj = try Format(id: "cnpj")
/// cnpj.format("12abc34501de35")               // "12.ABC.345/01DE-35"
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

    /// The mask `[XX].[XXX].[XXX]/[XXXX]-[00]`, where `X` is a digit or an uppercase letter A–Z.
    public static let mask = FormatText.builtInMask(
        "[XX].[XXX].[XXX]/[XXXX]-[00]",
        customNotations: [Notation(character: "X", characters: Set("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"), isOptional: false)]
    )

    /// Formats the characters typed so far into `00.000.000/0000-00`, uppercasing letters.
    public func apply(_ input: MaskInput) -> MaskResult {
        var upper = input
        upper.text = FormatText.asciiUppercased(input.text)
        return Self.mask.apply(upper)
    }

    /// The digits and letters of the text, letters uppercased.
    public func rawValue(of text: String) -> String {
        FormatText.asciiUppercased(String(text.filter(allows)))
    }

    /// `"12abc34501de35"` → `"12.ABC.345/01DE-35"`.
    public func format(_ value: String) -> String {
        apply(MaskInput(text: String(FormatText.trimmed(value)))).text
    }

    /// Validates a CNPJ, raw or formatted, numeric or alphanumeric.
    /// - Throws: `cnpj.characters`, `cnpj.length`, `cnpj.repeatedDigits` or `cnpj.checkDigit`.
    public func validate(_ text: String) throws(ValidationError) -> ValidatedValue {
        let value = try CNPJ.validate(FormatText.nonEmpty(text))
        return ValidatedValue(text: format(value), value: value)
    }
}
