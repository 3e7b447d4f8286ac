/// The Luhn (mod 10) check digit of ISO/IEC 7812 card numbers.
///
/// ```swift
/// Luhn.isValid("4111111111111111")   // true
/// Luhn.checkDigit(for: "411111111111111")   // 1
/// ```
public enum Luhn {
    /// Whether `number`, digits only, ends in its Luhn check digit.
    ///
    /// Anything but ASCII digits, or fewer than two digits, is not valid.
    /// - Complexity: O(n), no allocation.
    public static func isValid(_ number: some StringProtocol) -> Bool {
        ByteView.with(number) { isValid(bytes: $0) }
    }

    /// Whether `number`, digits only, ends in its Luhn check digit (the `String` fast path).
    public static func isValid(_ number: String) -> Bool {
        ByteView.with(number) { isValid(bytes: $0) }
    }

    /// The digit that, appended to `payload` (digits only), makes a Luhn-valid number;
    /// `nil` when `payload` has a non-digit.
    public static func checkDigit(for payload: some StringProtocol) -> Int? {
        var sum = 0
        var double = true
        for byte in payload.utf8.reversed() {
            let digit = Int(byte &- 0x30)
            guard digit < 10 else { return nil }
            sum += double ? doubled[digit] : digit
            double.toggle()
        }
        return (10 - sum % 10) % 10
    }

    /// Whether these ASCII bytes are all digits (at least two) and Luhn-valid.
    static func isValid(bytes: ByteView) -> Bool {
        guard bytes.count >= 2 else { return false }
        if let words = DigitWords(bytes) { return words.isLuhnValid }
        guard bytes.count > DigitWords.capacity else { return false }
        var invalid: UInt8 = 0
        for byte in bytes { invalid |= byte &- 0x30 > 9 ? 1 : 0 }
        return invalid == 0 && isValid(longDigits: bytes)
    }

    /// Whether these ASCII digits (at least two, already checked to be digits) are Luhn-valid.
    static func isValid(digits bytes: ByteView) -> Bool {
        guard bytes.count >= 2 else { return false }
        if let words = DigitWords(bytes) { return words.isLuhnValid }
        return bytes.count > DigitWords.capacity && isValid(longDigits: bytes)
    }

    /// The Luhn check of digits too many for ``DigitWords``, one pair at a time.
    private static func isValid(longDigits bytes: ByteView) -> Bool {
        // From the right: the check digit as is, the next one doubled, and so on.
        var sum = 0
        var double = false
        for index in stride(from: bytes.count - 1, through: 0, by: -1) {
            let digit = Int(bytes[index] &- 0x30)
            sum &+= double ? doubled[digit] : digit
            double.toggle()
        }
        return sum % 10 == 0
    }

    /// A digit doubled, less 9 when over 9.
    static let doubled = [0, 2, 4, 6, 8, 1, 3, 5, 7, 9]
}
