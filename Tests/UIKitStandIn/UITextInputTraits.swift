/// Stand-in for `UIKeyboardType`.
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
        decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// Stand-in for `UITextAutocapitalizationType`.
public enum UITextAutocapitalizationType: Int, Sendable { case none, words, sentences, allCharacters }
/// Stand-in for `UITextAutocorrectionType`.
public enum UITextAutocorrectionType: Int, Sendable { case `default`, no, yes }
/// Stand-in for `UITextSpellCheckingType`.
public enum UITextSpellCheckingType: Int, Sendable { case `default`, no, yes }
/// Stand-in for `UITextSmartQuotesType`.
public enum UITextSmartQuotesType: Int, Sendable { case `default`, no, yes }
/// Stand-in for `UITextSmartDashesType`.
public enum UITextSmartDashesType: Int, Sendable { case `default`, no, yes }
/// Stand-in for `UITextSmartInsertDeleteType`.
public enum UITextSmartInsertDeleteType: Int, Sendable { case `default`, no, yes }

/// Stand-in for `UITextContentType`, a string-backed struct in UIKit.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let telephoneNumber = Self(rawValue: "tel")
    public static let creditCardNumber = Self(rawValue: "cc-number")
    /// iOS 17.
    public static let creditCardSecurityCode = Self(rawValue: "cc-csc")
    /// iOS 17.
    public static let creditCardExpiration = Self(rawValue: "cc-exp")
    public static let oneTimeCode = Self(rawValue: "one-time-code")
    public static let emailAddress = Self(rawValue: "email")
    public static let username = Self(rawValue: "username")
    public static let password = Self(rawValue: "password")
    public static let newPassword = Self(rawValue: "new-password")
    public static let postalCode = Self(rawValue: "postal-code")
    public static let name = Self(rawValue: "name")
}
