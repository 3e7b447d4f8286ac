/// How a text control should be set up for a field: keyboard, autofill content
/// type, and which of the system's text aids to switch off.
///
/// Platform-neutral: an adapter maps it to `UITextInputTraits` (`keyboardType`,
/// `textContentType`, `autocapitalizationType`, …), an HTML `inputmode` and
/// `autocomplete`, or an Android `inputType`. Every format has one
/// (``FieldFormat/traits``); masked fields turn autocorrection, spell checking
/// and smart punctuation off, since they would fight the mask.
///
/// ```swift
/// let traits = try Format(id: "phone-br").traits
/// traits.contentType        // .telephoneNumber
/// traits.autocorrection     // false
/// ```
public struct TextInputTraits: Sendable, Hashable, Codable {
    /// What the field holds, for the system's autofill (UIKit's `UITextContentType`).
    public enum ContentType: String, Sendable, Hashable, Codable, CaseIterable {
        /// A telephone number.
        case telephoneNumber
        /// A payment card number.
        case creditCardNumber
        /// A card's security code (CVV).
        case creditCardSecurityCode
        /// A card's expiry date.
        case creditCardExpiration
        /// A one-time code or PIN.
        case oneTimeCode
        /// An e-mail address.
        case emailAddress
        /// An account name.
        case username
        /// An existing password.
        case password
        /// A new password (the system may suggest a strong one).
        case newPassword
        /// A postal code.
        case postalCode
        /// A person's full name.
        case name
    }

    /// Which letters the keyboard capitalises on its own.
    public enum Autocapitalization: String, Sendable, Hashable, Codable, CaseIterable {
        /// None.
        case none
        /// The first letter of each word (names).
        case words
        /// The first letter of each sentence (free text).
        case sentences
        /// Every letter (codes).
        case allCharacters
    }

    /// The keyboard to show.
    public var keyboard: KeyboardHint
    /// What the field holds, for autofill; `nil` when no content type fits.
    public var contentType: ContentType?
    /// Which letters the keyboard capitalises.
    public var autocapitalization: Autocapitalization
    /// Whether the system may autocorrect words.
    public var autocorrection: Bool
    /// Whether the system underlines misspelt words.
    public var spellChecking: Bool
    /// Whether smart quotes, smart dashes and smart insert-delete are on.
    public var smartPunctuation: Bool
    /// Whether the control hides its text (a password, a PIN); create the field's
    /// ``EditingState`` with `isSecureEntry` to match.
    public var isSecureEntry: Bool

    /// Creates traits.
    /// - Parameters:
    ///   - keyboard: The keyboard to show.
    ///   - contentType: What the field holds, for autofill.
    ///   - autocapitalization: Which letters the keyboard capitalises.
    ///   - autocorrection: Whether the system may autocorrect words.
    ///   - spellChecking: Whether misspelt words are underlined.
    ///   - smartPunctuation: Whether smart quotes, dashes and insert-delete are on.
    ///   - isSecureEntry: Whether the control hides its text.
    public init(
        keyboard: KeyboardHint,
        contentType: ContentType?,
        autocapitalization: Autocapitalization,
        autocorrection: Bool,
        spellChecking: Bool,
        smartPunctuation: Bool,
        isSecureEntry: Bool = false
    ) {
        self.keyboard = keyboard
        self.contentType = contentType
        self.autocapitalization = autocapitalization
        self.autocorrection = autocorrection
        self.spellChecking = spellChecking
        self.smartPunctuation = smartPunctuation
        self.isSecureEntry = isSecureEntry
    }

    /// The traits a keyboard implies: free text keeps the system's aids; every
    /// other keyboard belongs to a masked or filtered field and turns them off.
    /// - Parameters:
    ///   - keyboard: The field's keyboard.
    ///   - contentType: Overrides the content type the keyboard implies.
    public init(keyboard: KeyboardHint, contentType: ContentType? = nil) {
        let implied: ContentType? = switch keyboard {
        case .phonePad: .telephoneNumber
        case .email: .emailAddress
        case .password: .password
        case .name: .name
        case .text, .numberPad, .decimalPad, .asciiCapable: nil
        }
        let capitals: Autocapitalization = switch keyboard {
        case .text: .sentences
        case .name: .words
        case .asciiCapable: .allCharacters
        case .numberPad, .decimalPad, .phonePad, .email, .password: .none
        }
        let aids = keyboard == .text
        self.init(
            keyboard: keyboard, contentType: contentType ?? implied, autocapitalization: capitals,
            autocorrection: aids, spellChecking: aids, smartPunctuation: aids, isSecureEntry: keyboard == .password
        )
    }
}
