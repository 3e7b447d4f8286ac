#if KEYSTROKE_UIKIT_STANDIN
import UIKitStandIn
#elseif canImport(UIKit)
import UIKit
#endif

#if KEYSTROKE_UIKIT_STANDIN || canImport(UIKit)
import Keystroke

extension TextInputTraits {
    /// Sets a text field's keyboard, content type, capitalisation, text aids and secure entry.
    /// - Parameter field: The text field to set up.
    @MainActor
    public func apply(to field: UITextField) {
        field.keyboardType = switch keyboard {
        case .text, .name: .default
        case .numberPad: .numberPad
        case .decimalPad: .decimalPad
        case .phonePad: .phonePad
        case .email: .emailAddress
        case .password, .asciiCapable: .asciiCapable
        }
        field.textContentType = contentType.flatMap(Self.uiContentType)
        field.autocapitalizationType = switch autocapitalization {
        case .none: .none
        case .words: .words
        case .sentences: .sentences
        case .allCharacters: .allCharacters
        }
        field.autocorrectionType = autocorrection ? .default : .no
        field.spellCheckingType = spellChecking ? .default : .no
        field.smartQuotesType = smartPunctuation ? .default : .no
        field.smartDashesType = smartPunctuation ? .default : .no
        field.smartInsertDeleteType = smartPunctuation ? .default : .no
        field.isSecureTextEntry = isSecureEntry
    }

    /// UIKit's content type; the card security code and expiry exist from iOS 17.
    @MainActor
    static func uiContentType(_ type: ContentType) -> UITextContentType? {
        switch type {
        case .telephoneNumber: return .telephoneNumber
        case .creditCardNumber: return .creditCardNumber
        case .oneTimeCode: return .oneTimeCode
        case .emailAddress: return .emailAddress
        case .username: return .username
        case .password: return .password
        case .newPassword: return .newPassword
        case .postalCode: return .postalCode
        case .name: return .name
        case .creditCardSecurityCode:
            guard #available(iOS 17.0, tvOS 17.0, visionOS 1.0, *) else { return nil }
            return .creditCardSecurityCode
        case .creditCardExpiration:
            guard #available(iOS 17.0, tvOS 17.0, visionOS 1.0, *) else { return nil }
            return .creditCardExpiration
        }
    }
}
#endif
