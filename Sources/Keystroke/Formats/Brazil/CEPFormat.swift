/// The Brazilian postal code (CEP), masked `00000-000`.
///
/// Validation checks the shape: eight digits, raw or with the hyphen.
///
/// ```swift
/// let cep = try Format(id: "cep")
/// try cep.format("01310100")             // "01310-100"
/// try cep.validate("01310-100").value    // "01310100"
/// ```
public struct CEPFormat: FieldFormat {
    /// Creates the format.
    public init() {}

    public var id: String { "cep" }
    public var keyboard: KeyboardHint { .numberPad }
    /// A postal code, for address autofill.
    public var traits: TextInputTraits { TextInputTraits(keyboard: keyboard, contentType: .postalCode) }
    public var minLength: Int { 8 }
    public var maxLength: Int? { 8 }

    /// The ASCII digits 0–9.
    public func allows(_ character: Character) -> Bool { FormatText.isDigit(character) }

    /// The mask `[00000]-[000]`.
    public static let mask = FormatText.builtInMask("[00000]-[000]")

    /// Formats the digits typed so far into `00000-000`.
    public func apply(_ input: MaskInput) -> MaskResult { Self.mask.apply(input) }

    /// The digits of the text.
    public func rawValue(of text: String) -> String { FormatText.digits(of: text) }

    /// `"01310100"` → `"01310-100"`.
    public func layOut(_ value: String) -> String {
        Self.mask.apply(MaskInput(text: String(FormatText.trimmed(value)))).text
    }

    /// Validates a CEP: eight digits, with or without the hyphen (`.` is also tolerated: `01.310-100`).
    /// - Throws: `cep.characters` or `cep.length`.
    public func validate(_ text: String) throws(ValidationError) -> ValidatedValue {
        if let valid = Self.validatedPlainCEP(text) { return valid }
        let text = try FormatText.nonEmpty(text)
        try FormatText.checkCharacters(text, code: "cep.characters", allowed: { allows($0) || $0 == "-" || $0 == "." }) {
            "A CEP has only digits and a hyphen; found \($0)."
        }
        let digits = FormatText.digits(of: text)
        guard digits.utf8.count == 8 else {
            throw ValidationError(
                code: "cep.length",
                message: "A CEP has 8 digits; this one has \(digits.utf8.count).",
                parameters: ["expected": "8", "found": String(digits.utf8.count)]
            )
        }
        return ValidatedValue(text: layOut(digits), value: digits)
    }

    /// The validated value of eight ASCII digits with at most `-` and `.` between them, read
    /// byte by byte without the mask; `nil` for anything else, which ``validate(_:)`` checks in full.
    static func validatedPlainCEP(_ text: String) -> ValidatedValue? {
        var count = 0
        for byte in text.utf8 {
            if byte &- 0x30 < 10 {
                count &+= 1
            } else if byte != UInt8(ascii: "-") && byte != UInt8(ascii: ".") {
                return nil
            }
        }
        guard count == 8 else { return nil }
        // The display is laid out by the mask's separator when it is read.
        return ValidatedValue(value: FormatText.digits(of: text), separators: hyphen)
    }

    /// Where the mask puts its hyphen among the eight digits.
    private static let hyphen = SeparatorMarks(laidOutBy: mask)
}
