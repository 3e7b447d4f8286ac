/// The Brazilian CPF, masked `000.000.000-00`, with both check digits verified.
///
/// Typing fills the mask digit by digit; validation accepts the number raw or
/// formatted and refuses wrong check digits and numbers of one repeated digit
/// (see ``CPF`` for the rule).
///
/// ```swift
/// let cpf = try Format(id: "cpf")
/// try cpf.format("52998224725")             // "529.982.247-25"
/// try cpf.validate("529.982.247-25").value  // "52998224725"
/// ```
public struct CPFFormat: FieldFormat {
    /// Creates the format.
    public init() {}

    public var id: String { "cpf" }
    public var keyboard: KeyboardHint { .numberPad }
    public var minLength: Int { 11 }
    public var maxLength: Int? { 11 }

    /// The ASCII digits 0–9.
    public func allows(_ character: Character) -> Bool { FormatText.isDigit(character) }

    /// The mask `[000].[000].[000]-[00]`.
    public static let mask = FormatText.builtInMask("[000].[000].[000]-[00]")

    /// Formats the digits typed so far into `000.000.000-00`.
    public func apply(_ input: MaskInput) -> MaskResult { Self.mask.apply(input) }

    /// The digits of the text.
    public func rawValue(of text: String) -> String { FormatText.digits(of: text) }

    /// `"52998224725"` → `"529.982.247-25"`; a formatted value stays as it is.
    public func layOut(_ value: String) -> String {
        Self.mask.apply(MaskInput(text: String(FormatText.trimmed(value)))).text
    }

    /// Validates a CPF, raw or formatted.
    /// - Throws: `cpf.characters`, `cpf.length`, `cpf.repeatedDigits` or `cpf.checkDigit`.
    public func validate(_ text: String) throws(ValidationError) -> ValidatedValue {
        // Most input is a bare CPF, read in one pass; the general path words the rest.
        let digits = switch CPF.quickValidate(text) {
        case .success(let digits)?: digits
        case .failure(let error)?: throw error
        case nil: try CPF.validate(FormatText.nonEmpty(text))
        }
        // The display is laid out by the mask's separators when it is read: no mask run.
        return ValidatedValue(value: digits, separators: Self.punctuation)
    }

    /// Where the mask puts its punctuation among the eleven digits.
    private static let punctuation = SeparatorMarks(laidOutBy: mask)
}
