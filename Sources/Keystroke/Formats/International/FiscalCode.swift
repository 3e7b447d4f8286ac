/// The Italian codice fiscale: the 16-character code of persons and the
/// 11-digit numeric code of companies and other bodies.
///
/// ```swift
/// FiscalCode.isValid("RSSMRA85T10A562S")          // true
/// FiscalCode.checkCharacter(for: "RSSMRA85T10A562")   // "S"
/// FiscalCode.isValid("00743110157")               // true (company)
/// ```
///
/// The personal code is six letters (surname, name), the birth year (two
/// digits), a month letter from `ABCDEHLMPRST`, the birth day (01–31, plus 40
/// for women), the place (a letter and three digits) and a check character
/// computed with the odd/even tables of DM 23/12/1976. In case of homocody
/// the Agenzia delle Entrate replaces digits of the seven numeric positions by
/// `LMNPQRSTUV` (0–9); such codes are accepted in any position.
///
/// The numeric code is seven digits (the body's number, not all zeros), three
/// for the office (001–100, 120, 121, 888 or 999) and a Luhn check digit.
public enum FiscalCode {
    /// Why a code is invalid.
    public enum Issue: String, Sendable, Hashable, CaseIterable {
        /// Neither 16 characters nor 11 digits.
        case length
        /// A character in the wrong place, or a numeric code whose body or office is impossible.
        case structure
        /// The month letter is not one of `ABCDEHLMPRST`.
        case month
        /// The day is not 01–31 (41–71 for women) or does not exist in that month.
        case day
        /// The 16th character is not the computed check character.
        case checkCharacter
        /// The 11th digit of a numeric code is not its check digit.
        case companyCheckDigit
    }

    /// Whether `code` (uppercase, no spaces) is a valid personal or numeric code.
    public static func isValid(_ code: some StringProtocol) -> Bool {
        issue(in: code) == nil
    }

    /// The first problem of `code` (uppercase, no spaces), or `nil` when it is valid (the `String` fast path).
    public static func issue(in code: String) -> Issue? {
        ByteView.with(code) { issue(bytes: $0) }
    }

    /// Whether `code` (uppercase, no spaces) is a valid personal or numeric code (the `String` fast path).
    public static func isValid(_ code: String) -> Bool {
        issue(in: code) == nil
    }

    /// The first problem of `code` (uppercase, no spaces), or `nil` when it is valid.
    public static func issue(in code: some StringProtocol) -> Issue? {
        ByteView.with(code) { issue(bytes: $0) }
    }

    /// The check character of the first 15 characters of a personal code
    /// (uppercase letters and digits); `nil` for any other input.
    public static func checkCharacter(for prefix: some StringProtocol) -> Character? {
        let bytes = Array(prefix.utf8)
        guard bytes.count == 15 else { return nil }
        var sum = 0
        for (index, byte) in bytes.enumerated() {
            guard let value = characterValue(byte, odd: index & 1 == 0) else { return nil }
            sum += value
        }
        return Character(Unicode.Scalar(UInt8(0x41 + sum % 26)))
    }

    /// The check digit of the first 10 digits of a numeric code; `nil` for any other input.
    public static func companyCheckDigit(for prefix: some StringProtocol) -> Int? {
        guard prefix.utf8.count == 10 else { return nil }
        return Luhn.checkDigit(for: prefix)
    }

    // MARK: - Checking bytes

    /// The first problem of a normalised code given as ASCII bytes.
    static func issue(bytes: ByteView) -> Issue? {
        switch bytes.count {
        case 16: personalIssue(bytes)
        case 11: companyIssue(bytes)
        default: .length
        }
    }

    /// Checks a 16-character personal code.
    static func personalIssue(_ code: ByteView) -> Issue? {
        // Structure: letters at 0-5, 8 (the month), 11 and 15; digits or their substitutes elsewhere.
        var sum = 0
        for index in 0..<16 {
            let byte = code[index]
            switch index {
            case 6, 7, 9, 10, 12, 13, 14:
                guard numericValue(byte) != nil else { return .structure }
            default:
                guard isUpperLetter(byte) else { return .structure }
            }
            if index < 15, let value = characterValue(byte, odd: index & 1 == 0) { sum += value }
        }
        guard let month = monthNumber(code[8]) else { return .month }
        guard let year0 = numericValue(code[6]), let year1 = numericValue(code[7]),
              let day0 = numericValue(code[9]), let day1 = numericValue(code[10])
        else { return .structure }
        var day = day0 * 10 + day1
        if day > 40 { day -= 40 }
        let year = year0 * 10 + year1
        // The century is unknown: 29 February exists when the two digits are a multiple of 4 (00 is 2000).
        let daysInMonth = month == 2 ? (year % 4 == 0 ? 29 : 28) : (month == 4 || month == 6 || month == 9 || month == 11 ? 30 : 31)
        guard day >= 1 && day <= daysInMonth else { return .day }
        guard code[15] == UInt8(0x41 + sum % 26) else { return .checkCharacter }
        return nil
    }

    /// Checks an 11-digit numeric code.
    static func companyIssue(_ code: ByteView) -> Issue? {
        var body = 0
        for index in 0..<11 {
            let digit = code[index] &- 0x30
            guard digit < 10 else { return .structure }
            if index < 7 { body |= Int(digit) }
        }
        let office = Int(code[7] &- 0x30) * 100 + Int(code[8] &- 0x30) * 10 + Int(code[9] &- 0x30)
        guard body != 0, (1...100).contains(office) || office == 120 || office == 121 || office == 888 || office == 999
        else { return .structure }
        return Luhn.isValid(bytes: code) ? nil : .companyCheckDigit
    }

    // MARK: - Tables

    /// The odd-position values of `A`…`Z` (1, 0, 5, 7, 9, 13, …), each written as the letter
    /// of that rank so the table is a constant string (digits 0–9 take the values of `A`…`J`).
    private static var oddValues: StaticString { "BAFHJNPRTVCESULDGIMOQKWZYX" }

    /// A character's value for the check character: odd positions (1st, 3rd, …) use
    /// the odd table; even positions count digits 0–9 and letters 0–25.
    @inline(__always)
    static func characterValue(_ byte: UInt8, odd: Bool) -> Int? {
        let rank: Int
        if byte &- 0x30 < 10 {
            rank = Int(byte &- 0x30)
        } else if isUpperLetter(byte) {
            rank = Int(byte &- 0x41)
        } else {
            return nil
        }
        return odd ? Int(oddValues.utf8Start[rank] &- 0x41) : rank
    }

    /// The value of a digit or of its homocody substitute (`L`=0 … `V`=9).
    @inline(__always)
    static func numericValue(_ byte: UInt8) -> Int? {
        if byte &- 0x30 < 10 { return Int(byte &- 0x30) }
        switch byte {
        case 0x4C: return 0 // L
        case 0x4D: return 1 // M
        case 0x4E: return 2 // N
        case 0x50: return 3 // P
        case 0x51: return 4 // Q
        case 0x52: return 5 // R
        case 0x53: return 6 // S
        case 0x54: return 7 // T
        case 0x55: return 8 // U
        case 0x56: return 9 // V
        default: return nil
        }
    }

    /// The month (1–12) of a month letter `ABCDEHLMPRST`.
    @inline(__always)
    static func monthNumber(_ byte: UInt8) -> Int? {
        switch byte {
        case 0x41: 1 // A
        case 0x42: 2 // B
        case 0x43: 3 // C
        case 0x44: 4 // D
        case 0x45: 5 // E
        case 0x48: 6 // H
        case 0x4C: 7 // L
        case 0x4D: 8 // M
        case 0x50: 9 // P
        case 0x52: 10 // R
        case 0x53: 11 // S
        case 0x54: 12 // T
        default: nil
        }
    }

    @inline(__always)
    static func isUpperLetter(_ byte: UInt8) -> Bool { byte &- 0x41 < 26 }
}
