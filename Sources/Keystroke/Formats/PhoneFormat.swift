/// The `phone` format: an international number `+CC …` in E.164, its country
/// code recognised and its national number grouped the way that country writes it.
///
/// ```swift
/// let phone = PhoneFormat()
/// phone.format("5541999998888")                  // "+55 (41) 99999-8888"
/// phone.format("+14155552671")                   // "+1 (415) 555-2671"
/// try phone.validate("+39 347 123 4567").value   // "+393471234567"
/// ```
///
/// Groupings: Brazil `+55 (AA) NNNNN-NNNN` / `(AA) NNNN-NNNN`, NANP
/// `+1 (NNN) NNN-NNNN`, Russia and Kazakhstan `+7 (NNN) NNN-NN-NN`, France
/// `+33 N NN NN NN NN`, Portugal `+351 NNN NNN NNN`, and by number type for
/// Italy, Germany and the United Kingdom; any other country gets 3-3-4.
/// Numbers have 8 to 15 digits with the country code (E.164); the countries
/// above also have their national lengths checked.
///
/// Error codes: `phone.characters`, `phone.countryCode`, `phone.length`.
public struct PhoneFormat: FieldFormat {
    /// Creates the format.
    public init() {}

    public var id: String { "phone" }
    public var keyboard: KeyboardHint { .phonePad }
    public var minLength: Int { 8 }
    public var maxLength: Int? { 15 }

    /// Digits, `+`, spaces, parentheses, hyphens and dots.
    public func allows(_ character: Character) -> Bool {
        character.isASCII && (character.isNumber || "+ ()-.".contains(character))
    }

    /// Lays the digits out as `+CC` and the country's grouping; the caret stays after the same digit.
    public func apply(_ input: MaskInput) -> MaskResult {
        InternationalKeystrokes.withCharacterBytes(input.text) { bytes in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(bytes.count, 1)) { buffer in
                var scan = InternationalKeystrokes.collect(
                    bytes, caret: input.caret, limit: 15, into: buffer, classify: Self.classify)
                var layout = Layout(UnsafeBufferPointer(rebasing: buffer[0..<scan.count]))
                if scan.count > layout.maxDigits {
                    scan = InternationalKeystrokes.collect(
                        bytes, caret: input.caret, limit: layout.maxDigits, into: buffer, classify: Self.classify)
                    layout = Layout(UnsafeBufferPointer(rebasing: buffer[0..<scan.count]))
                }
                let (text, caret) = InternationalKeystrokes.render(
                    layout.digits, caretIndex: scan.caretIndex, gravity: input.gravity,
                    isFull: scan.count >= layout.maxDigits, typed: input.text, separator: layout.separator(before:))
                return MaskResult(
                    text: text,
                    caret: caret,
                    value: layout.e164,
                    isComplete: layout.isComplete,
                    dropped: InternationalKeystrokes.characters(of: input.text, at: scan.droppedOffsets))
            }
        }
    }

    /// The number in E.164 (`+5541999998888`), or an empty string without digits.
    public func rawValue(of text: String) -> String {
        apply(MaskInput(text: text)).value
    }

    /// A stored number, E.164 or digits only, grouped for its country.
    public func format(_ value: String) -> String {
        apply(MaskInput(text: value, gravity: .backward(autoskip: false))).text
    }

    /// Checks the characters, the country code and the length.
    public func validate(_ text: String) throws(ValidationError) -> ValidatedValue {
        let trimmed = String(FormatText.trimmed(text))
        var digits: [UInt8] = []
        for (offset, byte) in trimmed.utf8.enumerated() {
            if InternationalKeystrokes.isDigit(byte) {
                digits.append(byte)
            } else if !(byte == 0x2B ? offset == 0 : Self.isSeparator(byte)) {
                throw ValidationError(
                    code: "phone.characters",
                    message: "A phone number has digits, a leading +, spaces, parentheses and hyphens only.")
            }
        }
        let failure: ValidationError? = digits.withUnsafeBufferPointer { digits in
            let layout = Layout(digits)
            guard let codeLength = layout.codeLength else {
                if digits.isEmpty {
                    return ValidationError(code: "phone.length", message: "A phone number has 8 to 15 digits.",
                                           parameters: ["min": "8", "max": "15"])
                }
                return ValidationError(code: "phone.countryCode",
                                       message: "The number does not start with a country calling code.")
            }
            guard !layout.isComplete else { return nil }
            let code = String(decoding: digits[0..<codeLength], as: UTF8.self)
            let range = layout.plan.nationalLengths(codeLength: codeLength)
            let lengths = layout.plan == .unitedKingdom ? "7, 9 or 10"
                : "\(range.lowerBound)" + (range.count > 1 ? " to \(range.upperBound)" : "")
            return ValidationError(
                code: "phone.length",
                message: "A +\(code) number has \(lengths) digits after the country code.",
                parameters: ["countryCode": code, "min": String(range.lowerBound), "max": String(range.upperBound)])
        }
        if let failure { throw failure }
        let result = apply(MaskInput(text: trimmed, gravity: .backward(autoskip: false)))
        return ValidatedValue(text: result.text, value: result.value)
    }

    // MARK: - Helpers

    @inline(__always)
    private static func isSeparator(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x28 || byte == 0x29 || byte == 0x2D || byte == 0x2E || byte == 0x09
    }

    @inline(__always)
    private static func classify(_ byte: UInt8, _ kept: Int) -> InternationalKeystrokes.ByteClass {
        if InternationalKeystrokes.isDigit(byte) { return .keep(byte) }
        return byte == 0x2B || isSeparator(byte) ? .skip : .drop
    }
}

// MARK: - Layout

extension PhoneFormat {
    /// How a country writes its national numbers.
    enum Plan {
        case nanp, brazil, russia, italy, germany, france, unitedKingdom, portugal, other

        init(code: Int) {
            switch code {
            case 1: self = .nanp
            case 7: self = .russia
            case 33: self = .france
            case 39: self = .italy
            case 44: self = .unitedKingdom
            case 49: self = .germany
            case 55: self = .brazil
            case 351: self = .portugal
            default: self = .other
            }
        }

        /// The national (significant) number lengths the plan allows.
        func nationalLengths(codeLength: Int) -> ClosedRange<Int> {
            switch self {
            case .nanp, .russia: 10...10
            case .brazil: 10...11
            case .italy: 6...11
            case .germany: 6...13
            case .france, .portugal: 9...9
            case .unitedKingdom: 7...10
            case .other: (8 - codeLength)...(15 - codeLength)
            }
        }

        /// The separator before national digit `index` (> 0) of `national`.
        func separator(before index: Int, national n: UnsafeBufferPointer<UInt8>) -> InternationalKeystrokes.Separator {
            let space = InternationalKeystrokes.Separator.space
            func digit(_ position: Int) -> UInt8 { position < n.count ? n[position] : 0 }
            switch self {
            case .nanp:
                return index == 3 ? Self.closeParen : (index == 6 ? Self.hyphen : .none)
            case .russia:
                return index == 3 ? Self.closeParen : (index == 6 || index == 8 ? Self.hyphen : .none)
            case .brazil:
                // Mobiles (9 after the area code, 11 digits) are 5-4, landlines 4-4.
                if index == 2 { return Self.closeParen }
                return index == (digit(2) == 0x39 || n.count >= 11 ? 7 : 6) ? Self.hyphen : .none
            case .france:
                return index & 1 == 1 && index < 9 ? space : .none
            case .portugal:
                return index == 3 || index == 6 ? space : .none
            case .italy:
                // Mobiles 3xx xxx xxxx; Milan and Rome 0x xxxx xxxx; other landlines 0xx xxx xxxx.
                let gaps = digit(0) == 0x30 && (digit(1) == 0x32 || digit(1) == 0x36) ? (2, 6) : (3, 6)
                return index == gaps.0 || index == gaps.1 ? space : .none
            case .germany:
                // Area code or mobile prefix, then the subscriber number in one block.
                let area: Int
                if digit(0) == 0x31 && digit(1) >= 0x35 && digit(1) <= 0x37 {
                    area = 3
                } else if [(0x33, 0x30), (0x34, 0x30), (0x36, 0x39), (0x38, 0x39)].contains(where: { $0 == (digit(0), digit(1)) }) {
                    // Berlin 30, Hamburg 40, Frankfurt 69, Munich 89.
                    area = 2
                } else {
                    area = digit(2) == 0x31 ? 3 : 4
                }
                return index == area ? space : .none
            case .unitedKingdom:
                // London and other 2x: 2-4-4; mobiles 7xxx xxxxxx; 1x1 and 11x: 3-3-4; other 1xxx: 4-6; 3/8/9: 3-3-4.
                let first = digit(0)
                if first == 0x32 { return index == 2 || index == 6 ? space : .none }
                if first == 0x37 || (first == 0x31 && digit(1) != 0x31 && digit(2) != 0x31) {
                    return index == 4 ? space : .none
                }
                return index == 3 || index == 6 ? space : .none
            case .other:
                return index == 3 || index == 6 || index == 10 ? space : .none
            }
        }

        /// The separator between the country code and the national number.
        var lead: InternationalKeystrokes.Separator {
            switch self {
            case .nanp, .russia, .brazil: InternationalKeystrokes.Separator(" (")
            default: .space
            }
        }

        static let closeParen = InternationalKeystrokes.Separator(") ")
        static let hyphen = InternationalKeystrokes.Separator("-")
    }

    /// The digits of a number with its country code and plan.
    struct Layout {
        let digits: UnsafeBufferPointer<UInt8>
        let codeLength: Int?
        let plan: Plan

        init(_ digits: UnsafeBufferPointer<UInt8>) {
            self.digits = digits
            codeLength = CountryCallingCodes.codeLength(digits)
            if let codeLength {
                var code = 0
                for index in 0..<codeLength { code = code * 10 + Int(digits[index] &- 0x30) }
                plan = Plan(code: code)
            } else {
                plan = .other
            }
        }

        /// The most digits, country code included, this number may grow to.
        var maxDigits: Int {
            guard let codeLength else { return 15 }
            return min(15, codeLength + plan.nationalLengths(codeLength: codeLength).upperBound)
        }

        /// Whether the national number has an allowed length (and the whole 8 to 15 digits).
        var isComplete: Bool {
            guard let codeLength else { return false }
            let national = digits.count - codeLength
            // Ofcom's plan has no 8-digit national numbers (7 only for 0800 1111-style ones).
            return plan.nationalLengths(codeLength: codeLength).contains(national)
                && !(plan == .unitedKingdom && national == 8) && (8...15).contains(digits.count)
        }

        /// `+` and the digits, or nothing without digits.
        var e164: String {
            guard !digits.isEmpty else { return "" }
            return String(unsafeUninitializedCapacity: digits.count + 1) { buffer in
                buffer[0] = 0x2B
                _ = UnsafeMutableBufferPointer(rebasing: buffer[1...]).initialize(fromContentsOf: digits)
                return digits.count + 1
            }
        }

        func separator(before index: Int) -> InternationalKeystrokes.Separator {
            if index == 0 { return InternationalKeystrokes.Separator("+") }
            guard let codeLength, index >= codeLength else { return .none }
            if index == codeLength { return plan.lead }
            return plan.separator(
                before: index - codeLength, national: UnsafeBufferPointer(rebasing: digits[codeLength...]))
        }
    }
}
