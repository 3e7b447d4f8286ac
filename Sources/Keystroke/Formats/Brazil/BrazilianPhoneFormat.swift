/// A Brazilian phone number with its area code: `(00) 0000-0000` for landlines,
/// `(00) 00000-0000` for mobiles, chosen as the user types.
///
/// The mask follows the first digit after the area code: a 9 starts a mobile
/// number (nine digits), anything else an eight-digit number. Validation follows
/// Anatel's numbering plan as libphonenumber's metadata has it:
/// - the area code (DDD) must be one of the 67 assigned codes;
/// - a nine-digit number is a mobile and starts with 9;
/// - an eight-digit number is a landline starting with 2, 3, 4 or 5, or one of the
///   older mobiles starting with 7.
///
/// Non-geographic numbers (toll-free 0800, shared-cost 0300 and 4004, premium 0900)
/// are not personal phone numbers: they are refused with `phone.nonGeographic`.
///
/// A leading country code `+55` is accepted and dropped.
///
/// ```swift
/// let phone = try Format(id: "phone-br")
/// try phone.format("4133333333")               // "(41) 3333-3333"
/// try phone.validate("(11) 98765-4321").value  // "11987654321"
/// ```
public struct BrazilianPhoneFormat: FieldFormat {
    /// The area codes (DDD) assigned in Anatel's numbering plan, two digits each.
    public static let areaCodes: Set<Int> = Set(
        [11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 24, 27, 28, 31, 32, 33, 34, 35, 37, 38]
            + [41, 42, 43, 44, 45, 46, 47, 48, 49, 51, 53, 54, 55, 61, 62, 63, 64, 65, 66, 67, 68, 69]
            + [71, 73, 74, 75, 77, 79, 81, 82, 83, 84, 85, 86, 87, 88, 89, 91, 92, 93, 94, 95, 96, 97, 98, 99]
    )

    /// Creates the format.
    public init() {}

    public var id: String { "phone-br" }
    public var keyboard: KeyboardHint { .phonePad }
    public var minLength: Int { 10 }
    public var maxLength: Int? { 11 }

    /// The ASCII digits 0–9.
    public func allows(_ character: Character) -> Bool { FormatText.isDigit(character) }

    /// The landline mask `([00]) [0000]-[0000]`.
    public static let landlineMask = FormatText.builtInMask("([00]) [0000]-[0000]")
    /// The mobile mask `([00]) [00000]-[0000]`.
    public static let mobileMask = FormatText.builtInMask("([00]) [00000]-[0000]")

    /// Formats the digits typed so far, with the mobile mask when the number after
    /// the area code starts with 9; a pasted `+55` is dropped.
    public func apply(_ input: MaskInput) -> MaskResult {
        var national = input
        if input.text.utf8.first == UInt8(ascii: "+") {
            let rest = Self.droppingCountryCode(Substring(input.text))
            national.text = String(input.text[rest.startIndex...])
            national.caret = max(0, input.caret - input.text[..<rest.startIndex].count)
        }
        if Self.isMobile(national.text) {
            return Self.mobileMask.apply(national)
        }
        return Self.landlineMask.apply(national)
    }

    /// The digits of the text (area code and number).
    public func rawValue(of text: String) -> String { FormatText.digits(of: text) }

    /// `"4133333333"` → `"(41) 3333-3333"`, `"41999998888"` → `"(41) 99999-8888"`.
    public func layOut(_ value: String) -> String {
        apply(MaskInput(text: String(FormatText.trimmed(value)))).text
    }

    /// Validates a number, raw or formatted, with or without `+55`.
    /// - Throws: `phone.characters`, `phone.nonGeographic`, `phone.length`, `phone.areaCode`,
    ///   `phone.mobilePrefix` or `phone.landlinePrefix`.
    public func validate(_ text: String) throws(ValidationError) -> ValidatedValue {
        if let valid = Self.validatedPlainNumber(text) { return valid }
        let national = Self.droppingCountryCode(Substring(try FormatText.nonEmpty(text)))
        try FormatText.checkCharacters(national, code: "phone.characters", allowed: { allows($0) || Self.separators.contains($0) }) {
            "A phone number has only digits, spaces, parentheses and hyphens; found \($0)."
        }
        let digits = FormatText.digits(of: national)
        let bytes = Array(digits.utf8)
        if let type = try? PhoneNumber(parsing: digits, region: "BR").type,
            ![.fixedLine, .mobile, .fixedLineOrMobile].contains(type)
        {
            throw ValidationError(
                code: "phone.nonGeographic",
                message: "This is a non-geographic (\(type.rawValue)) number, not a landline or mobile.",
                parameters: ["numberType": type.rawValue]
            )
        }
        guard bytes.count == 10 || bytes.count == 11 else {
            throw ValidationError(
                code: "phone.length",
                message: "A Brazilian phone number has 10 or 11 digits with the area code; this one has \(bytes.count).",
                parameters: ["found": String(bytes.count)]
            )
        }
        let areaCode = Int(bytes[0] - 0x30) * 10 + Int(bytes[1] - 0x30)
        guard Self.areaCodes.contains(areaCode) else {
            throw ValidationError(
                code: "phone.areaCode",
                message: "\(digits.prefix(2)) is not an assigned Brazilian area code (DDD).",
                parameters: ["areaCode": String(digits.prefix(2))]
            )
        }
        let first = bytes[2]
        if bytes.count == 11, first != 0x39 {
            throw ValidationError(
                code: "phone.mobilePrefix",
                message: "A nine-digit number is a mobile and starts with 9.",
                parameters: ["prefix": String(UnicodeScalar(first))]
            )
        }
        if bytes.count == 10, !(0x32...0x35).contains(first) && first != 0x37 {
            throw ValidationError(
                code: "phone.landlinePrefix",
                message: "An eight-digit number starts with 2, 3, 4 or 5 (a landline) or 7 (a mobile).",
                parameters: ["prefix": String(UnicodeScalar(first))]
            )
        }
        return ValidatedValue(text: layOut(digits), value: digits)
    }

    /// Characters a written number may hold besides digits.
    static let separators: Set<Character> = ["(", ")", " ", "-", "."]
    /// ``separators`` as a bit mask over ASCII 0x20–0x5F, for the byte scan.
    private static let separatorBits = FormatText.separatorMask("() -.")
    /// ``areaCodes`` as a 100-bit mask (bit n for DDD n), to skip hashing on the fast path.
    private static let areaCodeBits: (low: UInt64, high: UInt64) = areaCodes.reduce((0, 0)) { bits, code in
        code < 64 ? (bits.0 | 1 << UInt64(code), bits.1) : (bits.0, bits.1 | 1 << UInt64(code - 64))
    }

    /// The validated value of a valid number written in ASCII digits and separators only
    /// (no `+55`), read in one pass over its bytes without the masks; `nil` for anything
    /// else, errors included, which ``validate(_:)`` then checks in full.
    static func validatedPlainNumber(_ text: String) -> ValidatedValue? {
        // A space is a separator inside the number, never at its ends: that is refused in full.
        guard text.utf8.first != 0x20, text.utf8.last != 0x20 else { return nil }
        var count = 0
        for byte in text.utf8 {
            if byte &- 0x30 < 10 {
                count &+= 1
            } else if byte &- 0x20 >= 64 || separatorBits & (1 << UInt64(byte &- 0x20)) == 0 {
                return nil
            }
        }
        guard count == 10 || count == 11 else { return nil }
        let value = FormatText.digits(of: text)
        let isValid = ByteView.with(value) { digits -> Bool in
            let areaCode = Int(digits[0] &- 0x30) &* 10 &+ Int(digits[1] &- 0x30)
            let bits = areaCode < 64 ? areaCodeBits.low >> UInt64(areaCode) : areaCodeBits.high >> UInt64(areaCode - 64)
            guard bits & 1 == 1 else { return false }
            // Mobiles: nine digits starting with 9; eight starting with 2 to 5 (landlines) or 7 (mobiles).
            return count == 11 ? digits[2] == 0x39 : digits[2] &- 0x32 < 4 || digits[2] == 0x37
        }
        guard isValid else { return nil }
        // The display is laid out by the mask's separators when it is read.
        return ValidatedValue(value: value, separators: count == 11 ? mobileMarks : landlineMarks)
    }

    /// Where each mask puts its punctuation among the digits: `(AA) NNNNN-NNNN`, `(AA) NNNN-NNNN`.
    private static let mobileMarks = SeparatorMarks(laidOutBy: mobileMask)
    private static let landlineMarks = SeparatorMarks(laidOutBy: landlineMask)

    /// Whether the third digit of `text`, the first after the area code, is 9 (a mobile).
    static func isMobile(_ text: String) -> Bool {
        // Full-width or Arabic-Indic digits, or a combining mark that turns an
        // ASCII digit into a non-digit Character: let the mask read the text.
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else {
            return isMobile(landlineMask.apply(MaskInput(text: text)).value)
        }
        var seen = 0
        for byte in text.utf8 {
            guard byte &- 0x30 < 10 else { continue }
            if seen == 2 { return byte == 0x39 }
            seen += 1
        }
        return false
    }

    /// `text` without a leading `+55` (and the space after it).
    static func droppingCountryCode(_ text: Substring) -> Substring {
        // A byte comparison: `hasPrefix` compares Characters, too slow for every keystroke.
        guard text.utf8.starts(with: "+55".utf8) else { return text }
        return FormatText.trimmed(text.dropFirst(3))
    }
}
