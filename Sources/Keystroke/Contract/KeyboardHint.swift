/// A platform-neutral keyboard hint: map it to `UIKeyboardType` or an HTML `inputmode`.
public enum KeyboardHint: String, Sendable, Hashable, CaseIterable, Codable {
    /// Free text.
    case text
    /// Digits only.
    case numberPad
    /// Digits and a decimal separator.
    case decimalPad
    /// Digits, `+`, `*`, `#`.
    case phonePad
    /// An email address keyboard.
    case email
    /// A secure text keyboard.
    case password
    /// Letters for personal names.
    case name
    /// Letters and digits, no emoji (codes such as the codice fiscale).
    case asciiCapable
}
