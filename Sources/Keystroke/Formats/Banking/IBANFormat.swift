/// The `iban` format: an international bank account number typed in groups of four,
/// uppercase, and checked against the IBAN registry, its check digits and the country's own.
///
/// ```swift
/// let iban = IBANFormat()
/// try iban.format("de89370400440532013000")          // "DE89 3704 0044 0532 0130 00"
/// try iban.validate("DE89 3704 0044 0532 0130 00").value   // "DE89370400440532013000"
/// ```
///
/// Typing keeps what can belong where it is typed: a first letter some country code starts
/// with, a second that completes one, two check digits, then the characters the country's
/// BBAN structure allows at each place (a letter where only digits stand is dropped and
/// reported), up to the country's length. Letters are uppercased; spaces are ignored. The
/// value is the electronic form (`DE89370400440532013000`), the text the paper form in groups
/// of four. Validation takes either form, lowercase too (see ``IBAN`` for the checks).
///
/// Error codes: `iban.characters`, `iban.country`, `iban.length`, `iban.structure`,
/// `iban.checksum`, `iban.nationalChecksum`.
public struct IBANFormat: FieldFormat {
    /// Creates the format.
    public init() {}

    public var id: String { "iban" }
    public var keyboard: KeyboardHint { .asciiCapable }
    public var minLength: Int { 15 }
    public var maxLength: Int? { 34 }

    /// ASCII letters and digits, and the spaces between groups.
    public func allows(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber || character == " ")
    }

    /// Keeps what fits the IBAN so far and lays it out in groups of four; the caret stays
    /// after the same character.
    public func apply(_ input: MaskInput) -> MaskResult {
        let registry = IBANRegistry.shared
        var first: UInt8 = 0
        var slot = -1
        var length = 34
        return FormatText.filterBytes(input, limit: 34, classify: { byte, count in
            if byte == 0x20 { return .skip }
            let upper = byte &- 0x61 < 26 ? byte &- 0x20 : byte
            switch count {
            case 0:
                guard registry.isFirstLetter(upper) else { return .drop }
                first = upper
            case 1:
                let candidate = IBANRegistry.slot(first, upper)
                guard registry.length(slot: candidate) > 0 else { return .drop }
                slot = candidate
                length = registry.length(slot: candidate)
            case 2, 3:
                guard upper &- 0x30 < 10 else { return .drop }
            default:
                guard count < length, IBANRegistry.fits(upper, registry.bbanClass(slot: slot, index: count &- 4)) else {
                    return .drop
                }
            }
            return .keep(upper)
        }, then: { filtered in
            let laidOut = FormatText.layOut(filtered.kept, caret: filtered.caret, typed: input.text) { offset in
                offset % Self.groupSize == 0 ? 0x20 : nil
            }
            let isComplete = slot >= 0 && filtered.kept.count == length
            let dropped = filtered.dropped
            return MaskResult(
                text: laidOut.text, caret: laidOut.caret, value: filtered.keptText,
                isComplete: isComplete, dropped: dropped,
                overflowed: filtered.overflowed || isComplete && Self.overflows(filtered, dropped: dropped))
        })
    }

    /// Whether a letter or digit came after the last character a complete IBAN kept: it had no room.
    /// Worked out after the filter, on the rare refused key, so that typing pays nothing for it.
    /// - Parameter dropped: `filtered.dropped`, made once.
    private static func overflows(_ filtered: FormatText.FilteredBytes, dropped: String) -> Bool {
        guard !dropped.isEmpty, let lastDropped = filtered.droppedOffsets.last, filtered.offsets.count > 0 else { return false }
        let lastKept = filtered.offsets[filtered.offsets.count - 1]
        guard lastDropped > lastKept else { return false }
        let after = filtered.droppedOffsets.count { $0 > lastKept }
        return dropped.suffix(after).contains { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }

    /// The letters (uppercased) and digits that fit.
    public func rawValue(of text: String) -> String {
        apply(MaskInput(text: text)).value
    }

    /// A stored IBAN in its paper form, groups of four.
    public func layOut(_ value: String) -> String {
        apply(MaskInput(text: value, gravity: .backward(autoskip: false))).text
    }

    /// Validates an IBAN in its electronic or paper form; letters may be lowercase.
    /// - Throws: `iban.characters`, `iban.country`, `iban.length`, `iban.structure`,
    ///   `iban.checksum` or `iban.nationalChecksum`.
    public func validate(_ text: String) throws(ValidationError) -> ValidatedValue {
        // A stored electronic-form IBAN, the common case, is checked in place and is its own value.
        if let issue = ByteView.ifContiguous(text, { bytes in Self.isElectronic(bytes) ? IBAN.issue(bytes: bytes) : .characters }) {
            if issue == nil { return ValidatedValue(value: text, separators: Self.groups) }
        }
        try FormatText.checkNoSurroundingWhitespace(text)
        return try ByteView.with(text) { bytes -> Result<ValidatedValue, ValidationError> in
            var stray: UInt8?
            let checked = ASCIIWriter.withBytes(capacity: 35, filling: { code in
                for byte in bytes {
                    if byte == 0x20 { continue }
                    guard byte &- 0x30 < 10 || byte &- 0x41 < 26 || byte &- 0x61 < 26 else { stray = byte; return false }
                    // More than 34 is a length error, whatever follows.
                    guard code.remaining > 0 else { return false }
                    code.append(byte &- 0x61 < 26 ? byte &- 0x20 : byte)
                }
                return true
            }, then: { code -> Result<ValidatedValue, ValidationError> in
                if let issue = IBAN.issue(bytes: code) { return .failure(Self.error(issue, code)) }
                return .success(ValidatedValue(value: code.string, separators: Self.groups))
            })
            if let checked { return checked }
            if stray != nil {
                let character = text.first { !($0.isASCII && ($0.isLetter || $0.isNumber || $0 == " ")) }
                return .failure(Self.charactersError(character))
            }
            return .failure(Self.error(.length, nil))
        }.get()
    }

    /// Whether `bytes` is an IBAN's electronic form at a glance: 5 to 34 uppercase letters and digits.
    @inline(__always)
    private static func isElectronic(_ bytes: ByteView) -> Bool {
        bytes.count >= 5 && bytes.count <= 34 && bytes.allSatisfy { $0 &- 0x30 < 10 || $0 &- 0x41 < 26 }
    }

    /// Characters in a group, for the typing layout and the display of a validated IBAN alike.
    private static let groupSize = 4

    /// A space before every fourth character.
    private static let groups = SeparatorMarks(every: groupSize, " ")

    // MARK: - Errors

    private static func charactersError(_ character: Character?) -> ValidationError {
        ValidationError(
            code: "iban.characters",
            message: "An IBAN may contain only letters, digits and spaces; found \(character.map(FormatText.quoted) ?? "another character").",
            parameters: character.map { ["character": String($0)] } ?? [:])
    }

    /// The error of `issue`, worded with the country of `code` (the electronic form) when known.
    static func error(_ issue: IBAN.Issue, _ code: ByteView?) -> ValidationError {
        let registry = IBANRegistry.shared
        let slot = code.map { $0.count >= 2 ? IBANRegistry.slot($0[0], $0[1]) : -1 } ?? -1
        let country = slot >= 0 ? String(decoding: code!.unsafeBuffer[0..<2], as: UTF8.self) : ""
        let length = registry.length(slot: slot)
        switch issue {
        case .characters:
            return charactersError(nil)
        case .country:
            return ValidationError(
                code: "iban.country",
                message: "An IBAN starts with the code of a country that uses IBANs (DE, FR, GB, …).",
                parameters: country.isEmpty ? [:] : ["country": country])
        case .length:
            guard length > 0, let code else {
                return ValidationError(
                    code: "iban.length", message: "An IBAN has 15 to 34 letters and digits.",
                    parameters: ["min": "15", "max": "34"])
            }
            return ValidationError(
                code: "iban.length",
                message: "An IBAN of \(country) has \(length) characters; this one has \(code.count).",
                parameters: ["country": country, "expected": String(length), "found": String(code.count)])
        case .structure:
            let spec = slot >= 0 ? registry.spec(slot: slot) : ""
            return ValidationError(
                code: "iban.structure",
                message: "This IBAN of \(country) does not follow its structure: two check digits, then \(spec) (n digits, a letters, c letters or digits).",
                parameters: ["country": country, "structure": spec])
        case .checksum:
            return ValidationError(
                code: "iban.checksum",
                message: "The IBAN is not valid: its check digits do not match; it may have a typo.",
                parameters: ["country": country])
        case .nationalChecksum:
            return ValidationError(
                code: "iban.nationalChecksum",
                message: "The IBAN is not valid: the account's own check digits (\(country)) do not match.",
                parameters: ["country": country])
        }
    }
}
