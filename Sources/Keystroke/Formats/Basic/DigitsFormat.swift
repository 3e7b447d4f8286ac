/// Digits only: Neoform's `numbersOnly` and `optionalNumbersOnly`.
///
/// Only the ASCII digits 0–9 may be typed; anything else is dropped.
///
/// ```swift
/// let quantity = try Format(id: "numbers")
/// try quantity.validate("042").value     // "042"
/// try quantity.validate(" 042 ")         // throws: whitespace is no part of a value
/// ```
public struct DigitsFormat: CharacterFilterFormat {
    /// Whether an empty value is valid (`optional-numbers`) or not (`numbers`).
    public let isOptional: Bool

    /// Creates a digits-only format.
    /// - Parameter isOptional: `true` for `optional-numbers`, `false` for `numbers`.
    public init(isOptional: Bool = false) {
        self.isOptional = isOptional
    }

    public var id: String { isOptional ? "optional-numbers" : "numbers" }
    public var keyboard: KeyboardHint { .numberPad }
    public var minLength: Int { isOptional ? 0 : 1 }
    public var acceptsEmpty: Bool { isOptional }

    /// The ASCII digits 0–9.
    public func allows(_ character: Character) -> Bool { FormatText.isDigit(character) }

    /// Drops the characters ``allows(_:)`` refuses; the caret stays after the same character.
    public func apply(_ input: MaskInput) -> MaskResult {
        FormatText.filter(input, maxLength: nil, completeAt: minLength, ascii: Self.ascii, allows: allows)
    }

    /// The ASCII characters ``allows(_:)`` accepts.
    static let ascii = ASCIISet(where: DigitsFormat().allows)

    /// The digits of the text.
    public func rawValue(of text: String) -> String { FormatText.digits(of: text) }

    /// The digits of the stored value.
    public func layOut(_ value: String) -> String { FormatText.digits(of: value) }

    /// Checks that the untrimmed text has only digits.
    /// - Throws: `numbers.characters` for any other character.
    public func validate(_ text: String) throws(ValidationError) -> ValidatedValue {
        guard let text = try FormatText.nonEmpty(text, allowsEmpty: isOptional) else { return .empty }
        try FormatText.checkCharacters(text, code: "numbers.characters", allowed: allows) {
            "Only digits are allowed; found \($0)."
        }
        return ValidatedValue(text: text, value: text)
    }
}

/// The former name of ``DigitsFormat``, which reads apart from ``NumberFormat`` (`number:`).
@available(*, deprecated, renamed: "DigitsFormat")
public typealias NumbersFormat = DigitsFormat
