import Keystroke

/// A field under test: its formatter, the format behind it when there is one,
/// what to type into it, and values it must accept.
public struct FuzzSubject: Sendable, CustomStringConvertible {
    /// A readable name: the format id or the mask description.
    public let name: String
    /// The formatter the field applies after every edit.
    public let formatter: any InputFormatter
    /// The field format, for the format-level invariants (idempotence, raw round-trip).
    public let format: Format?
    /// What edit scripts type and paste.
    public let alphabet: Alphabet
    /// Values (raw or formatted) that must validate, and that typed key by key end complete.
    public let validValues: [String]
    /// Whether deleting everything must empty the field; not for a mask without
    /// slots, which is a constant text with nothing to delete.
    public var checksDeletion = true
    /// Whether applying the formatter to its own text must give it back; not for a mask whose
    /// optional slot accepts the literal after it, which InputMask's rules make unstable.
    public var checksConformance = true

    /// Creates a subject.
    /// - Parameters:
    ///   - name: A readable name.
    ///   - formatter: The formatter under test.
    ///   - format: The field format, when the formatter is one.
    ///   - alphabet: What edit scripts type and paste.
    ///   - validValues: Values the field must accept.
    public init(name: String, formatter: any InputFormatter, format: Format? = nil, alphabet: Alphabet, validValues: [String] = []) {
        self.name = name
        self.formatter = formatter
        self.format = format
        self.alphabet = alphabet
        self.validValues = validValues
    }

    /// A subject for a built-in or regex format id.
    /// - Parameters:
    ///   - id: The format id (`cpf`, `currency:pt-BR:BRL`, …).
    ///   - characters: The field's own characters, typed most often.
    ///   - validValues: Values the format must accept.
    public init(formatID id: String, characters: String, validValues: [String]) throws(FormatError) {
        let format = try Format(id: id)
        self.init(
            name: id, formatter: format, format: format,
            alphabet: Alphabet(characters: characters, samples: validValues), validValues: validValues
        )
    }

    /// The script that a list of codes decodes to, for this subject's alphabet.
    /// - Parameter codes: Step codes (see ``EditStep/init(code:alphabet:)``).
    public func script(_ codes: [UInt32]) -> [EditStep] {
        codes.map { EditStep(code: $0, alphabet: alphabet) }
    }

    public var description: String { name }
}
