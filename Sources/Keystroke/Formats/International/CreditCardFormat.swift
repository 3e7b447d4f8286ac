/// The `credit-card` format: a payment card number grouped by its brand as it
/// is typed, checked for the brand's lengths and its Luhn check digit.
///
/// ```swift
/// let card = CreditCardFormat()
/// try card.format("378282246310005")           // "3782 822463 10005" (Amex 4-6-5)
/// try card.validate("4111 1111 1111 1111").value   // "4111111111111111"
/// ```
///
/// The brand (``CardBrand/detect(_:)``) is read again after every keystroke, so
/// the grouping and the maximum length follow it: Amex 4-6-5, Diners 4-6-4 for
/// 14 digits, otherwise 4-4-4-4 and 4-4-4-4-3 for 19 digits.
///
/// Error codes: `card.characters`, `card.brand`, `card.length`, `card.luhn`.
public struct CreditCardFormat: FieldFormat {
    /// Whether UnionPay numbers must pass the Luhn check too (off by default:
    /// UnionPay issues some cards without a Luhn check digit).
    public var luhnValidatesUnionPay: Bool

    /// Creates the format.
    /// - Parameter luhnValidatesUnionPay: Whether UnionPay numbers are Luhn-checked too; defaults to `false`.
    public init(luhnValidatesUnionPay: Bool = false) {
        self.luhnValidatesUnionPay = luhnValidatesUnionPay
    }

    public var id: String { "credit-card" }
    public var keyboard: KeyboardHint { .numberPad }
    /// A card number, for autofill from saved cards.
    public var traits: TextInputTraits { TextInputTraits(keyboard: keyboard, contentType: .creditCardNumber) }
    public var minLength: Int { 12 }
    public var maxLength: Int? { 19 }

    /// Digits, and the space or hyphen people type between groups.
    public func allows(_ character: Character) -> Bool {
        character.isASCII && (character.isNumber || character == " " || character == "-")
    }

    /// Regroups the digits by the brand they start with; the caret stays after the same digit.
    ///
    /// A character filter keeps the digits (at most the brand's maximum length) and ignores
    /// the separators people type; the brand's mask lays them out.
    public func apply(_ input: MaskInput) -> MaskResult {
        FormatText.filterBytes(input, limit: 19, classify: { byte, _ in Self.classify(byte) }, then: { all in
            let brand = Self.brand(of: all.kept, count: all.kept.count)
            // The first six digits name the brand, and so the most digits the number may have.
            let filtered = all.prefix(brand?.maxLength ?? 19)
            var result = Self.layOut(filtered.kept, brand: brand, caret: filtered.caret, input: input)
            result.isComplete = brand?.allowsLength(filtered.kept.count) ?? false
            result.dropped = filtered.dropped
            result.overflowed = filtered.overflowed
            // A complete number that may still grow (Visa at 16 of 19) ends on its last digit:
            // the next group's space comes with the next digit.
            if result.isComplete, result.text.utf8.last == 0x20 {
                result.text.removeLast()
                result.caret = min(result.caret, result.text.utf8.count)  // ASCII: bytes are Characters
            }
            return result
        })
    }

    /// Digits are kept, the separators people type ignored, anything else refused.
    @inline(__always)
    private static func classify(_ byte: UInt8) -> FormatText.ByteVerdict {
        if byte &- 0x30 < 10 { return .keep(byte) }
        return isSeparator(byte) ? .skip : .drop
    }

    /// Lays out the digits with the mask of `brand`: 4-6-5 for Amex, 4-6-4 for Diners up to 14
    /// digits, otherwise groups of four up to the brand's maximum length (16 or 19; 19 when the
    /// brand is not known yet).
    private static func layOut(
        _ digits: ByteView, brand: CardBrand?, caret: Int, input: MaskInput
    ) -> MaskResult {
        // Each mask is called in place: handing a Mask around would retain its arrays every keystroke.
        let wide = brand?.usesWideGroups(count: digits.count) == true
        switch brand {
        case .amex? where wide:
            return amexGroups.layOut(digits, caret: caret, gravity: input.gravity, typed: input.text)
        case _? where wide:
            return dinersGroups.layOut(digits, caret: caret, gravity: input.gravity, typed: input.text)
        case let brand? where brand.maxLength == 16:
            return groupsOfFourTo16.layOut(digits, caret: caret, gravity: input.gravity, typed: input.text)
        default:
            return groupsOfFourTo19.layOut(digits, caret: caret, gravity: input.gravity, typed: input.text)
        }
    }

    private static let groupsOfFourTo16 = FormatText.builtInMask("[0000] [0000] [0000] [0000]")
    private static let groupsOfFourTo19 = FormatText.builtInMask("[0000] [0000] [0000] [0000] [000]")
    private static let amexGroups = FormatText.builtInMask("[0000] [000000] [00000]")
    private static let dinersGroups = FormatText.builtInMask("[0000] [000000] [0000]")

    /// The digits of `text`.
    public func rawValue(of text: String) -> String {
        FormatText.digits(of: text)
    }

    /// A stored number grouped by its brand.
    public func layOut(_ value: String) -> String {
        apply(MaskInput(text: value, gravity: .backward(autoskip: false))).text
    }

    /// Checks characters, brand, length and the Luhn check digit, in that order.
    ///
    /// The grouped display text is laid out when ``ValidatedValue/text`` is read.
    public func validate(_ text: String) throws(ValidationError) -> ValidatedValue {
        // A stored raw number that is valid, the common case, is read in place and is its own value.
        if case let brand?? = ByteView.with(text, rawBrand(of:)) { return ValidatedValue(value: text, separators: Self.groups(brand, count: text.utf8.count)) }
        try FormatText.checkNoSurroundingWhitespace(text)
        return try ByteView.with(text) { bytes in
            if Self.isRaw(bytes) { return check(bytes, text: text, isRaw: true) }
            var failure = Self.charactersError
            let checked = ASCIIWriter.withBytes(capacity: 20, filling: { digits in
                for byte in bytes {
                    if byte &- 0x30 < 10 {
                        guard digits.remaining > 0 else { failure = Self.lengthError(brand: CardBrand.detect(text)); return false }
                        digits.append(byte)
                    } else if !Self.isSeparator(byte) {
                        return false
                    }
                }
                return true
            }, then: { check($0, text: text, isRaw: false) })
            return checked ?? .failure(failure)
        }.get()
    }

    /// Checks the digits of `text` for brand, length and Luhn; the value is `text` itself
    /// when it is already raw.
    private func check(_ digits: ByteView, text: String, isRaw: Bool) -> Result<ValidatedValue, ValidationError> {
        let count = digits.count
        guard count > 0 else { return .failure(Self.lengthError(brand: nil)) }
        guard let brand = Self.brand(of: digits, count: count) else {
            return .failure(ValidationError(
                code: "card.brand",
                message: "The card number does not belong to a known card brand."))
        }
        guard brand.allowsLength(count) else { return .failure(Self.lengthError(brand: brand)) }
        if brand.requiresLuhn || luhnValidatesUnionPay, !Luhn.isValid(digits: digits) {
            return .failure(ValidationError(
                code: "card.luhn",
                message: "The card number is not valid: its check digit does not match.",
                parameters: ["brand": brand.rawValue]))
        }
        let value = isRaw ? text : digits.string
        return .success(ValidatedValue(value: value, separators: Self.groups(brand, count: count)))
    }

    /// For a raw number (1 to 19 ASCII digits), its brand when it is valid (a known brand, an
    /// allowed length, the Luhn check where it applies) or `.some(nil)`; `nil` for other text.
    private func rawBrand(of bytes: ByteView) -> CardBrand?? {
        let count = bytes.count
        guard count > 0, count <= 19, let words = DigitWords(bytes) else { return nil }
        guard let brand = Self.brand(of: bytes, count: count), brand.allowsLength(count),
              !(brand.requiresLuhn || luhnValidatesUnionPay) || words.isLuhnValid
        else { return .some(nil) }
        return brand
    }

    /// Whether `text` is a valid card number, as ``validate(_:)`` decides, without building
    /// a result or an error: for checking stored numbers in bulk.
    /// - Parameter text: Digits, optionally grouped with spaces or hyphens.
    public func isValid(_ text: String) -> Bool {
        let raw = ByteView.with(text, rawBrand(of:))
        return raw.map { $0 != nil } ?? ((try? validate(text)) != nil)
    }

    /// Where the spaces go in a number of `count` digits of `brand`: 4-6-rest for Amex and
    /// 14-digit Diners, otherwise groups of four (4-4-4-4-3 at 19 digits).
    private static func groups(_ brand: CardBrand, count: Int) -> SeparatorMarks {
        brand.usesWideGroups(count: count) ? wideGroups : groupsOfFour
    }

    // The masks' own groups: a validated number shows as the same number typed.
    private static let groupsOfFour = SeparatorMarks(laidOutBy: groupsOfFourTo19)
    private static let wideGroups = SeparatorMarks(laidOutBy: amexGroups)

    /// Whether `bytes` is a raw number: 1 to 19 ASCII digits.
    @inline(__always)
    private static func isRaw(_ bytes: ByteView) -> Bool {
        !bytes.isEmpty && bytes.count <= 19 && DigitWords(bytes) != nil
    }

    // MARK: - Helpers

    private static let charactersError = ValidationError(
        code: "card.characters",
        message: "A card number may contain only digits, spaces and hyphens.")

    private static func lengthError(brand: CardBrand?) -> ValidationError {
        guard let brand else {
            return ValidationError(
                code: "card.length",
                message: "A card number has 12 to 19 digits.",
                parameters: ["min": "12", "max": "19"])
        }
        let lengths = brand.lengths.map(String.init).joined(separator: ", ")
        let spoken = brand.lengths.count > 1
            ? brand.lengths.dropLast().map(String.init).joined(separator: ", ") + " or \(brand.lengths[brand.lengths.count - 1])"
            : lengths
        return ValidationError(
            code: "card.length",
            message: "\(brand.nameWithArticle) card number has \(spoken) digits.",
            parameters: ["brand": brand.rawValue, "lengths": lengths])
    }

    @inline(__always)
    private static func isSeparator(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x2D || (byte >= 0x09 && byte <= 0x0D)
    }

    /// The brand of the first `count` digits in `digits`.
    @inline(__always)
    private static func brand(of digits: ByteView, count: Int) -> CardBrand? {
        var prefix = 0
        let used = min(count, 6)
        for digit in digits[..<used] { prefix = prefix * 10 + Int(digit &- 0x30) }
        return CardBrand.detect(prefix: prefix, digits: used)
    }
}
