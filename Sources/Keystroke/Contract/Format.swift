/// A field format, built in or custom, behind one concrete type.
///
/// ```swift
/// let cpf = try Format(id: "cpf")
/// try cpf.format("12345678909")    // "123.456.789-09"
/// try cpf.validate("123.456.789-09")
/// ```
public struct Format: FieldFormat {
    /// The wrapped format.
    public let base: any FieldFormat

    /// Wraps any format.
    /// - Parameter base: The format to wrap.
    public init(_ base: some FieldFormat) {
        if let format = base as? Format {
            self = format
        } else {
            self.base = base
        }
    }

    // The requirements below forward to `base`; their documentation is the protocols'.
    public var id: String { base.id }
    public var keyboard: KeyboardHint { base.keyboard }
    public var traits: TextInputTraits { base.traits }
    public var minLength: Int { base.minLength }
    public var maxLength: Int? { base.maxLength }
    public var acceptsEmpty: Bool { base.acceptsEmpty }
    public func apply(_ input: MaskInput) -> MaskResult { base.apply(input) }
    public func refusal(of text: String) -> Refusal? { base.refusal(of: text) }
    public var admitsEveryLayout: Bool { base.admitsEveryLayout }
    public func applyJudging(_ input: MaskInput) -> (result: MaskResult, refusal: Refusal?) { base.applyJudging(input) }
    public var insertsByOwnRule: Bool { base.insertsByOwnRule }
    public var hasFixedPlaces: Bool { base.hasFixedPlaces }
    public var asksForSecureEntry: Bool { base.asksForSecureEntry }
    public func applyInsertion(_ insertion: Insertion) -> (result: MaskResult, refusal: Refusal?)? {
        base.applyInsertion(insertion)
    }
    public func applyDeletion(_ deletion: Deletion, to text: String) -> MaskResult? { base.applyDeletion(deletion, to: text) }
    public func applyDeletion(_ deletion: Deletion, to text: String, value: String, autoskip: Bool) -> MaskResult? {
        base.applyDeletion(deletion, to: text, value: value, autoskip: autoskip)
    }
    public func completeValue(of value: String) -> String? { base.completeValue(of: value) }
    public func allows(_ character: Character) -> Bool { base.allows(character) }
    public func rawValue(of text: String) -> String { base.rawValue(of: text) }
    public func layOut(_ value: String) -> String { base.layOut(value) }

    /// Validates `text` strictly, as a stored value, an answer or a batch cell is read: empty
    /// text is ``ValidationError/required`` unless the format accepts empty values, and
    /// whitespace around a value is an error (``ValidationError/leadingWhitespace``), never trimmed.
    public func validate(_ text: String) throws(ValidationError) -> ValidatedValue {
        if Self.isBlank(text) {
            guard base.acceptsEmpty else { throw .required }
            guard text.isEmpty else { throw .leadingWhitespace }
            return ValidatedValue(text: "", value: "")
        }
        return try base.validate(text)
    }

    /// Validates text a person typed into a field, at the lenient end of typing.
    ///
    /// Whitespace around typed text is the typist's (a space after an autocorrected word), not
    /// the value's: where the format refuses it, it is dropped before ``validate(_:)``. A
    /// format that takes it as part of the value, such as `password`, keeps it.
    public func validate(typed text: String) throws(ValidationError) -> ValidatedValue {
        do {
            return try validate(text)
        } catch where error.code == ValidationError.leadingWhitespace.code {
            return try validate(String(FormatText.trimmed(text)))
        }
    }

    /// Whether `text` is empty or all whitespace; a printable ASCII first byte answers at once.
    private static func isBlank(_ text: String) -> Bool {
        if let first = text.utf8.first, first &- 0x21 < 0x5E { return false }
        return text.allSatisfy(\.isWhitespace)
    }
}
