/// The `bic` format: a business identifier code (SWIFT code, ISO 9362), `DEUTDEFF` or
/// `DEUTDEFF500`.
///
/// ```swift
/// let bic = BICFormat()
/// try bic.format("deutdeff500")           // "DEUTDEFF500"
/// try bic.validate("DEUT DE FF").value    // "DEUTDEFF"
/// ```
///
/// Four letters for the bank, two for the country (an ISO 3166-1 alpha-2 code, from pycountry
/// 26.2.16), two letters or digits for the location and, optionally, three for the branch.
/// Typing uppercases letters, ignores spaces and drops what cannot stand where it is typed
/// (a digit in the bank code, a country code ISO 3166 does not assign). The value and the text
/// are the 8 or 11 characters. The bank code takes letters only, as SWIFT issues them
/// (ISO 9362:2014 would allow digits).
///
/// Error codes: `bic.characters`, `bic.length`, `bic.structure`, `bic.country`.
public struct BICFormat: FieldFormat {
    /// Creates the format.
    public init() {}

    public var id: String { "bic" }
    public var keyboard: KeyboardHint { .asciiCapable }
    public var minLength: Int { 8 }
    public var maxLength: Int? { 11 }

    /// ASCII letters and digits, and spaces.
    public func allows(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber || character == " ")
    }

    /// Keeps the characters that fit where they are typed, uppercased.
    public func apply(_ input: MaskInput) -> MaskResult {
        var country: UInt8 = 0
        return FormatText.filterBytes(input, limit: 11, classify: { byte, count in
            if byte == 0x20 { return .skip }
            let upper = byte &- 0x61 < 26 ? byte &- 0x20 : byte
            switch count {
            case 4:
                guard ISO3166.isFirstLetter(upper) else { return .drop }
                country = upper
                return .keep(upper)
            case 5:
                return ISO3166.isAssigned(country, upper) ? .keep(upper) : .drop
            default:
                return Self.fits(upper, at: count) ? .keep(upper) : .drop
            }
        }, isComplete: { $0.count == 8 || $0.count == 11 })
    }

    /// The code's letters (uppercased) and digits.
    public func rawValue(of text: String) -> String { apply(MaskInput(text: text)).value }

    /// A stored code uppercased.
    public func layOut(_ value: String) -> String { apply(MaskInput(text: value)).text }

    /// Validates a BIC of 8 or 11 characters; letters may be lowercase, spaces are ignored.
    /// - Throws: `bic.characters`, `bic.length`, `bic.structure` or `bic.country`.
    public func validate(_ text: String) throws(ValidationError) -> ValidatedValue {
        // A stored code, already uppercase and without spaces, is checked in place.
        if ByteView.ifContiguous(text, { Self.issue(in: $0) == nil }) == true { return ValidatedValue(text: text, value: text) }
        try FormatText.checkNoSurroundingWhitespace(text)
        return try ByteView.with(text) { bytes -> Result<ValidatedValue, ValidationError> in
            var stray = false
            let checked = ASCIIWriter.withBytes(capacity: 12, filling: { code in
                for byte in bytes where byte != 0x20 {
                    guard byte &- 0x30 < 10 || byte &- 0x41 < 26 || byte &- 0x61 < 26 else { stray = true; return false }
                    guard code.remaining > 0 else { return false }
                    code.append(byte &- 0x61 < 26 ? byte &- 0x20 : byte)
                }
                return true
            }, then: { code -> Result<ValidatedValue, ValidationError> in
                if let issue = Self.issue(in: code) { return .failure(Self.error(issue)) }
                let value = code.string
                return .success(ValidatedValue(text: value, value: value))
            })
            if let checked { return checked }
            return .failure(Self.error(stray ? .characters : .length))
        }.get()
    }

    // MARK: - Rules

    /// Why a BIC is invalid.
    enum Issue { case characters, length, structure, country }

    /// The first problem of a BIC given as its bytes (uppercase, no spaces), or `nil`.
    static func issue(in code: ByteView) -> Issue? {
        for byte in code where !(byte &- 0x30 < 10 || byte &- 0x41 < 26) { return .characters }
        guard code.count == 8 || code.count == 11 else { return .length }
        for index in 0..<code.count where !fits(code[index], at: index) { return .structure }
        return ISO3166.isAssigned(code[4], code[5]) ? nil : .country
    }

    /// Whether uppercase `byte` may stand at `index`: letters in the bank and country codes,
    /// letters or digits in the location and branch codes.
    @inline(__always)
    private static func fits(_ byte: UInt8, at index: Int) -> Bool {
        index < 6 ? byte &- 0x41 < 26 : byte &- 0x30 < 10 || byte &- 0x41 < 26
    }

    private static func error(_ issue: Issue) -> ValidationError {
        switch issue {
        case .characters:
            ValidationError(code: "bic.characters", message: "A BIC may contain only letters, digits and spaces.")
        case .length:
            ValidationError(
                code: "bic.length", message: "A BIC has 8 or 11 characters.", parameters: ["lengths": "8, 11"])
        case .structure:
            ValidationError(
                code: "bic.structure",
                message: "A BIC is 4 letters for the bank, 2 for the country, 2 letters or digits for the location and optionally 3 for the branch.")
        case .country:
            ValidationError(
                code: "bic.country", message: "The 5th and 6th characters of a BIC are an ISO 3166 country code (DE, FR, …).")
        }
    }
}
