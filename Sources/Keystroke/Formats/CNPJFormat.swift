/// The Brazilian CNPJ, masked `00.000.000/0000-00`, numeric or alphanumeric, with
/// both check digits verified.
///
/// From July 2026 the twelve base characters may be letters A–Z; letters typed in
/// lowercase are uppercased. The two check digits are always digits (see ``CNPJ``).
///
/// ```swift
/// let cnpj = try Format(id: "cnpj")
/// cnpj.format("12abc34501de35")               // "12.ABC.345/01DE-35"
/// try cnpj.validate("11.222.333/0001-81").value  // "11222333000181"
/// ```
public struct CNPJFormat: FieldFormat {
    /// Creates the format.
    public init() {}

    public var id: String { "cnpj" }
    public var keyboard: KeyboardHint { .asciiCapable }
    public var minLength: Int { 14 }
    public var maxLength: Int? { 14 }

    /// Digits and ASCII letters (either case; letters are uppercased).
    public func allows(_ character: Character) -> Bool { CNPJ.isBaseCharacter(character) }

    /// The mask `[XX].[XXX].[XXX]/[XXXX]-[00]`, where `X` is a digit or an uppercase letter A–Z.
    public static let mask = FormatText.builtInMask(
        "[XX].[XXX].[XXX]/[XXXX]-[00]",
        customNotations: [Notation(character: "X", characters: Set("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"), isOptional: false)]
    )

    /// Formats the characters typed so far into `00.000.000/0000-00`, uppercasing letters.
    public func apply(_ input: MaskInput) -> MaskResult {
        // ASCII text is uppercased on the mask's byte path, without an uppercased copy.
        if let result = Self.mask.applyBytes(input, uppercasing: true) { return result }
        var upper = input
        upper.text = FormatText.asciiUppercased(input.text)
        return Self.mask.apply(upper)
    }

    /// The digits and letters of the text, letters uppercased.
    public func rawValue(of text: String) -> String {
        FormatText.asciiUppercased(String(text.filter(allows)))
    }

    /// `"12abc34501de35"` → `"12.ABC.345/01DE-35"`.
    public func format(_ value: String) -> String {
        apply(MaskInput(text: String(FormatText.trimmed(value)))).text
    }

    /// Validates a CNPJ, raw or formatted, numeric or alphanumeric.
    /// - Throws: `cnpj.characters`, `cnpj.length`, `cnpj.repeatedDigits` or `cnpj.checkDigit`.
    public func validate(_ text: String) throws(ValidationError) -> ValidatedValue {
        if let valid = Self.validatedPlainCNPJ(text) { return valid }
        let value = try CNPJ.validate(FormatText.nonEmpty(text))
        return ValidatedValue(text: format(value), value: value)
    }

    /// The validated value of a valid CNPJ written in ASCII digits, letters and `./-` only,
    /// without the mask: the one-pass check-digit scan, then the fourteen characters placed
    /// in `00.000.000/0000-00` directly. `nil` for anything else (whitespace, other
    /// characters, every error), which ``validate(_:)`` checks in full.
    static func validatedPlainCNPJ(_ text: String) -> ValidatedValue? {
        guard CNPJ.problem(in: text) == nil else { return nil }
        // Valid means fourteen digits or letters; the rest are separators to skip.
        let value = String(unsafeUninitializedCapacity: 14) { buffer in
            var count = 0
            for byte in text.utf8 where byte &- 0x30 < 10 || (byte & 0xDF) &- 0x41 < 26 {
                guard count < 14 else { break }
                buffer[count] = byte &- 0x61 < 26 ? byte &- 0x20 : byte
                count += 1
            }
            return count
        }
        let formatted = value.utf8.withContiguousStorageIfAvailable { characters in
            String(unsafeUninitializedCapacity: 18) { buffer in
                var end = 0
                for (index, character) in characters.enumerated() {
                    switch index {
                    case 2, 5: buffer[end] = UInt8(ascii: ".")
                    case 8: buffer[end] = UInt8(ascii: "/")
                    case 12: buffer[end] = UInt8(ascii: "-")
                    default: end -= 1
                    }
                    end += 1
                    buffer[end] = character
                    end += 1
                }
                return end
            }
        }
        guard let formatted, value.utf8.count == 14 else { return nil }
        return ValidatedValue(text: formatted, value: value)
    }
}
