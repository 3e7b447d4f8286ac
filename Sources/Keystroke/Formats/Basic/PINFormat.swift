/// A PIN of exactly N digits: `pin4`, `pin6` and `pin:N`.
///
/// ```swift
/// let pin = try Format(id: "pin:5")
/// try pin.validate("12345").value   // "12345"
/// ```
public struct PINFormat: FieldFormat {
    /// The lengths a PIN may have.
    public static let lengths: ClosedRange<Int> = 1...64

    /// The number of digits.
    public let length: Int

    /// Creates a PIN format.
    /// - Parameter length: The number of digits, within ``lengths``.
    /// - Throws: ``FormatError`` (`badParameter`) for a length outside ``lengths``.
    public init(length: Int) throws(FormatError) {
        guard Self.lengths.contains(length) else {
            throw FormatError(
                kind: .badParameter,
                id: "pin:\(length)",
                message: "pin length must be \(Self.lengths.lowerBound)…\(Self.lengths.upperBound), got \(length)"
            )
        }
        self.length = length
    }

    /// `pin4`, `pin6`, or `pin:N` for other lengths.
    public var id: String {
        switch length {
        case 4, 6: "pin\(length)"
        default: "pin:\(length)"
        }
    }

    public var keyboard: KeyboardHint { .numberPad }
    /// A secure one-time code or PIN.
    public var traits: TextInputTraits {
        var traits = TextInputTraits(keyboard: .numberPad, contentType: .oneTimeCode)
        traits.isSecureEntry = true
        return traits
    }
    public var minLength: Int { length }
    public var maxLength: Int? { length }

    /// The ASCII digits 0–9.
    public func allows(_ character: Character) -> Bool { FormatText.isDigit(character) }

    /// Keeps digits, at most ``length`` of them; the rest is reported as dropped.
    public func apply(_ input: MaskInput) -> MaskResult {
        FormatText.filter(input, maxLength: length, completeAt: length, ascii: DigitsFormat.ascii, allows: allows)
    }

    /// Removes the deleted Characters and filters the rest again (a splice: the text is the value).
    public func applyDeletion(_ deletion: Deletion, to text: String, value: String, autoskip: Bool) -> MaskResult? {
        FormatText.deletingSplice(deletion, from: text, autoskip: autoskip, apply: apply)
    }

    /// The digits of the text.
    public func rawValue(of text: String) -> String { FormatText.digits(of: text) }

    /// The digits of the stored value.
    public func layOut(_ value: String) -> String { FormatText.digits(of: value) }

    /// Checks for exactly ``length`` digits (surrounding whitespace ignored).
    /// - Throws: `pin.characters` for anything but digits, `pin.length` for the wrong count.
    public func validate(_ text: String) throws(ValidationError) -> ValidatedValue {
        let text = try FormatText.nonEmpty(text)
        try FormatText.checkCharacters(text, code: "pin.characters", allowed: allows) {
            "A PIN has only digits; found \($0)."
        }
        guard text.count == length else {
            throw ValidationError(
                code: "pin.length",
                message: "The PIN must have \(length) digits; this one has \(text.count).",
                parameters: ["expected": String(length), "found": String(text.count)]
            )
        }
        return ValidatedValue(text: text, value: text)
    }
}
