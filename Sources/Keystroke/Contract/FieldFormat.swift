/// A field format: how a field behaves keystroke by keystroke, how a stored
/// value is displayed, and how a value is validated.
///
/// Every built-in format (`cpf`, `phone-br`, `currency:pt-BR:BRL`, …) conforms,
/// and so can your own. Look built-in ones up with ``Format/init(id:)``.
///
/// Lengths count Characters of the raw value (the text without mask separators).
public protocol FieldFormat: InputFormatter {
    /// The stable id, parameters included (`"pin:5"`, `"currency:pt-BR:BRL"`).
    var id: String { get }
    /// The kind of keyboard a UI should show.
    var keyboard: KeyboardHint { get }
    /// How a text control should be set up: keyboard, autofill content type,
    /// text aids. By default, what ``keyboard`` implies (``TextInputTraits/init(keyboard:contentType:)``).
    var traits: TextInputTraits { get }
    /// The fewest raw characters a valid value has.
    var minLength: Int { get }
    /// The most raw characters a value may have, or `nil` for no limit.
    var maxLength: Int? { get }
    /// Whether an empty text is a valid value (`optional`, `optional-numbers`).
    var acceptsEmpty: Bool { get }

    /// Whether `character` may ever be typed into this field.
    func allows(_ character: Character) -> Bool
    /// The raw (unmasked) value of a text: `"(41) 99999-8888"` → `"41999998888"`.
    func rawValue(of text: String) -> String
    /// The display text of a value laid out as typing it would be: what cannot belong is
    /// dropped, never reported (`"52998224725123"` → `"529.982.247-25"`). For a stored value,
    /// use ``format(_:)``, which refuses what is not exactly valid.
    func layOut(_ value: String) -> String
    /// Validates a non-empty text (formatted or raw) and returns its normalised forms.
    ///
    /// ``Format`` handles empty text (``ValidationError/required``) before calling this.
    func validate(_ text: String) throws(ValidationError) -> ValidatedValue
}

extension FieldFormat {
    /// The display text of a stored value, raw or already formatted, read strictly: a value
    /// that is not exactly valid is an error, never trimmed, rounded or guessed.
    ///
    /// ```swift
    /// try Format.cpf.format("52998224725")      // "529.982.247-25"
    /// try Format.cpf.format("52998224725123")   // throws cpf.length
    /// Format.cpf.layOut("52998224725123")       // "529.982.247-25", the extra digits dropped
    /// ```
    /// - Throws: The ``ValidationError`` of ``Format/validate(_:)`` (`required` for blank text,
    ///   unless the format accepts it).
    public func format(_ value: String) throws(ValidationError) -> String {
        try read(value, mode: .strict).text
    }

    /// No limit by default.
    public var maxLength: Int? { nil }
    /// Zero by default.
    public var minLength: Int { 0 }
    /// Empty text is "required" by default.
    public var acceptsEmpty: Bool { false }
    /// What ``keyboard`` implies: a phone pad is a telephone number, free text keeps
    /// autocorrection, every other keyboard turns the text aids off.
    public var traits: TextInputTraits { TextInputTraits(keyboard: keyboard) }
    /// What ``traits`` say: a password or a PIN is secure.
    public var asksForSecureEntry: Bool { traits.isSecureEntry }
}
