import Foundation

/// Stand-in for `UITextPosition`: a UTF-16 offset, as UITextField's positions count.
@MainActor
open class UITextPosition: NSObject {
    let offset: Int
    init(offset: Int) { self.offset = offset }
}

/// Stand-in for `UITextRange`.
@MainActor
open class UITextRange: NSObject {
    /// `var start: UITextPosition { get }`.
    public let start: UITextPosition
    /// `var end: UITextPosition { get }`.
    public let end: UITextPosition
    /// `var isEmpty: Bool { get }`.
    public var isEmpty: Bool { start.offset == end.offset }
    init(start: UITextPosition, end: UITextPosition) {
        self.start = start
        self.end = end
    }
}

/// Stand-in for `UITextFieldDelegate` (an `@objc` protocol of optional methods in
/// UIKit; here, requirements with empty defaults).
@MainActor
public protocol UITextFieldDelegate: NSObjectProtocol {
    /// `optional func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool`
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// `optional func textFieldDidChangeSelection(_ textField: UITextField)` (iOS 13).
    func textFieldDidChangeSelection(_ textField: UITextField)
}

extension UITextFieldDelegate {
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
}

/// Stand-in for `UITextField`: text, selection and marked text in UTF-16 units,
/// its delegate, target-actions, and the text input traits. The `user…` methods
/// play the parts of the keyboard, the input method and autofill, calling the
/// delegate and sending events in the order UIKit documents.
@MainActor
open class UITextField: UIControl {
    /// `var text: String?`; setting it, as in UIKit, calls no delegate method and sends no event.
    open var text: String? {
        didSet {
            let count = (text ?? "").utf16.count
            selection = NSRange(location: count, length: 0)
        }
    }
    /// `var placeholder: String?`.
    open var placeholder: String?
    /// `weak var delegate: (any UITextFieldDelegate)?`.
    open weak var delegate: (any UITextFieldDelegate)?
    /// `var keyboardType: UIKeyboardType`.
    open var keyboardType: UIKeyboardType = .default
    /// `var textContentType: UITextContentType!`.
    open var textContentType: UITextContentType!
    /// `var autocapitalizationType: UITextAutocapitalizationType`.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// `var autocorrectionType: UITextAutocorrectionType`.
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// `var spellCheckingType: UITextSpellCheckingType`.
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// `var smartQuotesType: UITextSmartQuotesType`.
    open var smartQuotesType: UITextSmartQuotesType = .default
    /// `var smartDashesType: UITextSmartDashesType`.
    open var smartDashesType: UITextSmartDashesType = .default
    /// `var smartInsertDeleteType: UITextSmartInsertDeleteType`.
    open var smartInsertDeleteType: UITextSmartInsertDeleteType = .default
    /// `var isSecureTextEntry: Bool`.
    open var isSecureTextEntry = false

    /// The selection in UTF-16 units (UIKit keeps it in its text storage).
    private var selection = NSRange(location: 0, length: 0)
    private var marked: NSRange?

    public override init() {
        super.init()
    }

    /// `var beginningOfDocument: UITextPosition { get }`.
    open var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }
    /// `var endOfDocument: UITextPosition { get }`.
    open var endOfDocument: UITextPosition { UITextPosition(offset: (text ?? "").utf16.count) }

    /// `var selectedTextRange: UITextRange?`; setting it tells the delegate, as UIKit does.
    open var selectedTextRange: UITextRange? {
        get { range(selection) }
        set {
            guard let newValue else { return }
            let count = (text ?? "").utf16.count
            let lower = min(max(newValue.start.offset, 0), count)
            let upper = min(max(newValue.end.offset, lower), count)
            selection = NSRange(location: lower, length: upper - lower)
            delegate?.textFieldDidChangeSelection(self)
        }
    }

    /// `var markedTextRange: UITextRange? { get }`.
    open var markedTextRange: UITextRange? { marked.map(range) }

    /// `func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int`.
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { toPosition.offset - from.offset }

    /// `func position(from position: UITextPosition, offset: Int) -> UITextPosition?`.
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let target = position.offset + offset
        return (0...(text ?? "").utf16.count).contains(target) ? UITextPosition(offset: target) : nil
    }

    /// `func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?`.
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        UITextRange(start: fromPosition, end: toPosition)
    }

    private func range(_ range: NSRange) -> UITextRange {
        UITextRange(start: UITextPosition(offset: range.location), end: UITextPosition(offset: range.location + range.length))
    }

    // MARK: - The user, the keyboard and the system (stand-in only)

    /// The selection in UTF-16 units, for assertions.
    public var selectedUTF16Range: NSRange { selection }

    /// A key, a deletion, a paste or a suggestion: UIKit asks the delegate, and
    /// only if it agrees replaces the text, puts the caret after the replacement
    /// and sends `.editingChanged`.
    public func userReplaces(_ range: NSRange, with string: String) {
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string) ?? true else { return }
        let current = (text ?? "") as NSString
        text = current.replacingCharacters(in: range, with: string)
        selection = NSRange(location: range.location + string.utf16.count, length: 0)
        if marked != nil { marked = NSRange(location: range.location, length: string.utf16.count) }
        sendActions(for: .editingChanged)
    }

    /// Types one key at the selection.
    public func userTypes(_ key: String) { userReplaces(selection, with: key) }

    /// Backspace: the selection, or the Character before the caret (all its UTF-16 units).
    public func userPressesBackspace() {
        guard selection.length == 0 else { return userReplaces(selection, with: "") }
        // The whole Character (grapheme cluster) ending at the caret, as UIKit deletes it.
        var start = 0
        for character in text ?? "" {
            let end = start + character.utf16.count
            if end >= selection.location { break }
            start = end
        }
        guard selection.location > 0 else { return }
        userReplaces(NSRange(location: start, length: selection.location - start), with: "")
    }

    /// Moves the caret or selection, as a tap or the loupe does.
    public func userSelects(_ range: NSRange) {
        selectedTextRange = self.range(range)
    }

    /// An input method's marked text (`setMarkedText`): the marked range, or the
    /// selection when nothing is marked yet, is replaced through the delegate.
    public func userComposes(_ marked: String) {
        let range = self.marked ?? selection
        if self.marked == nil { self.marked = NSRange(location: selection.location, length: 0) }
        userReplaces(range, with: marked)
    }

    /// The input method commits (`unmarkText`): the marked text stays, unmarked,
    /// without a delegate call; `.editingChanged` follows.
    public func userCommitsComposition() {
        marked = nil
        sendActions(for: .editingChanged)
    }

    /// Autofill, a password manager or dictation: the text changes without the
    /// delegate, the caret goes to the end, `.editingChanged` follows.
    public func systemFills(_ newText: String) {
        text = newText
        sendActions(for: .editingChanged)
    }
}
