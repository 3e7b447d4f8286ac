#if KEYSTROKE_UIKIT_STANDIN
import UIKitStandIn
#elseif canImport(UIKit)
import UIKit
#endif

#if KEYSTROKE_UIKIT_STANDIN || canImport(UIKit)
import Foundation

extension UITextField {
    /// The selected range in UTF-16 code units (UITextField's positions count
    /// UTF-16 units); `nil` when the field has no selection.
    var utf16Selection: NSRange? {
        get {
            guard let range = selectedTextRange else { return nil }
            let start = offset(from: beginningOfDocument, to: range.start)
            return NSRange(location: start, length: offset(from: range.start, to: range.end))
        }
        set {
            guard let newValue,
                let start = position(from: beginningOfDocument, offset: newValue.location),
                let end = position(from: start, offset: newValue.length)
            else { return }
            selectedTextRange = textRange(from: start, to: end)
        }
    }
}
#endif
