/// The `cvv` format: a card security code, 3 digits, or 4 when the card is Amex.
///
/// ```swift
/// var cvv = CVVFormat()           // id "cvv": 3 digits
/// cvv.brand = .amex               // id "cvv:amex": 4 digits
/// try cvv.validate("1234").value  // "1234"
/// ```
///
/// A form links the field to a card number field by setting ``brand`` to the
/// brand detected there.
///
/// Error codes: `cvv.characters`, `cvv.length`.
public struct CVVFormat: FieldFormat {
    /// The brand of the card the code belongs to, when known.
    public var brand: CardBrand?

    /// Creates the format.
    /// - Parameter brand: The card's brand; `nil` (unknown) means 3 digits.
    public init(brand: CardBrand? = nil) {
        self.brand = brand
    }

    /// `cvv`, or `cvv:BRAND` (`cvv:amex`).
    public var id: String { brand.map { "cvv:\($0.rawValue)" } ?? "cvv" }
    public var keyboard: KeyboardHint { .numberPad }
    /// A security code, for autofill from saved cards.
    public var traits: TextInputTraits { TextInputTraits(keyboard: keyboard, contentType: .creditCardSecurityCode) }
    /// The number of digits: 4 for Amex, 3 otherwise.
    public var length: Int { brand?.securityCodeLength ?? 3 }
    public var minLength: Int { length }
    public var maxLength: Int? { length }

    /// Digits only.
    public func allows(_ character: Character) -> Bool {
        character.isASCII && character.isNumber
    }

    /// Keeps up to ``length`` digits (a character filter); spaces are ignored, anything else is refused.
    public func apply(_ input: MaskInput) -> MaskResult {
        let length = length
        return FormatText.filterBytes(
            input, limit: length,
            classify: { byte, _ in byte &- 0x30 < 10 ? .keep(byte) : (byte == 0x20 ? .skip : .drop) },
            isComplete: { $0.count == length })
    }

    /// The digits of `text`.
    public func rawValue(of text: String) -> String {
        FormatText.digits(of: text)
    }

    /// A stored code as it is.
    public func layOut(_ value: String) -> String {
        apply(MaskInput(text: value)).text
    }

    /// Checks that the code is exactly ``length`` digits (surrounding whitespace ignored).
    public func validate(_ text: String) throws(ValidationError) -> ValidatedValue {
        try FormatText.checkNoSurroundingWhitespace(text)
        guard text.utf8.allSatisfy({ $0 &- 0x30 < 10 }) else {
            throw ValidationError(code: "cvv.characters", message: "A security code has digits only.")
        }
        guard text.utf8.count == length else {
            var parameters = ["length": String(length)]
            if let brand { parameters["brand"] = brand.rawValue }
            throw ValidationError(
                code: "cvv.length",
                message: "\(brand?.nameWithArticle ?? "A card") security code has \(length) digits.",
                parameters: parameters)
        }
        return ValidatedValue(text: text, value: text)
    }
}
