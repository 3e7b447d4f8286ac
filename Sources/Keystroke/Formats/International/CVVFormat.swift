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

    /// Keeps up to ``length`` digits.
    public func apply(_ input: MaskInput) -> MaskResult {
        let length = length
        return InternationalKeystrokes.withCharacterBytes(input.text) { bytes in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(bytes.count, 1)) { digits in
                let scan = InternationalKeystrokes.collect(bytes, caret: input.caret, limit: length, into: digits) { byte, _ in
                    InternationalKeystrokes.isDigit(byte) ? .keep(byte) : (byte == 0x20 ? .skip : .drop)
                }
                let significant = UnsafeBufferPointer(rebasing: digits[0..<scan.count])
                let (text, caret) = InternationalKeystrokes.render(
                    significant, caretIndex: scan.caretIndex, gravity: input.gravity, isFull: scan.count == length, typed: input.text
                ) { _ in .none }
                return MaskResult(
                    text: text, caret: caret, value: text, isComplete: scan.count == length,
                    dropped: InternationalKeystrokes.characters(of: input.text, at: scan.droppedOffsets))
            }
        }
    }

    /// The digits of `text`.
    public func rawValue(of text: String) -> String {
        FormatText.digits(of: text)
    }

    /// A stored code as it is.
    public func format(_ value: String) -> String {
        apply(MaskInput(text: value)).text
    }

    /// Checks that the code is exactly ``length`` digits (surrounding whitespace ignored).
    public func validate(_ text: String) throws(ValidationError) -> ValidatedValue {
        let trimmed = String(FormatText.trimmed(text))
        guard trimmed.utf8.allSatisfy(InternationalKeystrokes.isDigit) else {
            throw ValidationError(code: "cvv.characters", message: "A security code has digits only.")
        }
        guard trimmed.utf8.count == length else {
            var parameters = ["length": String(length)]
            if let brand { parameters["brand"] = brand.rawValue }
            throw ValidationError(
                code: "cvv.length",
                message: "\(brand?.nameWithArticle ?? "A card") security code has \(length) digits.",
                parameters: parameters)
        }
        return ValidatedValue(text: trimmed, value: trimmed)
    }
}
