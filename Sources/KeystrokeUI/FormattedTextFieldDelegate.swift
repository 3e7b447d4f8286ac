#if KEYSTROKE_UIKIT_STANDIN
import UIKitStandIn
#elseif canImport(UIKit)
import UIKit
#endif

#if KEYSTROKE_UIKIT_STANDIN || canImport(UIKit)
import Foundation
import Keystroke

/// A `UITextFieldDelegate` that puts a field format behind a `UITextField`.
///
/// It owns the field's ``EditingState``: every change the text field proposes is
/// applied by the editing model (``EditingState/replaceCharacters(in:with:)``),
/// and the formatted text and caret are set back. Changes that bypass the
/// delegate (autofill, dictation, a committed input method composition) are
/// caught from `.editingChanged` and reconciled. Undo and redo go through the
/// field's undo manager to the editing model's history. All decisions are made
/// by `Keystroke`; this class only forwards and applies.
///
/// ```swift
/// let phone = FormattedTextFieldDelegate(format: try Format(id: "phone-br"))
/// phone.attach(to: textField)     // keep `phone` alive: the delegate is weak
/// phone.onChange = { result in print(result.value) }
/// ```
@MainActor
public final class FormattedTextFieldDelegate: NSObject, UITextFieldDelegate {
    /// The field's editing state: text, selection, value, completeness.
    public private(set) var state: EditingState
    /// The traits applied to the text field by ``attach(to:)``.
    public let traits: TextInputTraits
    /// Called after every change the user or the system made, with its result.
    public var onChange: (@MainActor (EditResult) -> Void)?

    private weak var field: UITextField?
    /// Set while this delegate writes to the field, whose events it then ignores.
    private var isShowing = false

    /// Creates a delegate for a format; secure formats (passwords, PINs) get a secure editing state.
    /// - Parameters:
    ///   - format: The field's format.
    ///   - text: The initial text, raw or formatted.
    public init(format: some FieldFormat, text: String = "") {
        let traits = format.traits
        self.traits = traits
        self.state = EditingState(formatter: format, text: text, isSecureEntry: traits.isSecureEntry)
    }

    /// Makes this object the field's delegate, sets its traits and text, and listens to its changes.
    /// - Parameter field: The text field; the delegate keeps a weak reference.
    public func attach(to field: UITextField) {
        self.field = field
        field.delegate = self
        traits.apply(to: field)
        field.addAction(UIAction(handler: { [weak self, weak field] _ in
            guard let self, let field else { return }
            self.textDidChange(in: field)
        }), for: .editingChanged)
        show(state.current, in: field)
    }

    /// Replaces the value, as a program would (formatted, undoable).
    /// - Parameter value: The new value, raw or formatted.
    public func setValue(_ value: String) {
        guard value != state.value else { return }
        let result = state.setText(value)
        if let field { show(result, in: field, registeringUndo: true) }
    }

    /// Undoes the last change (also what the field's undo manager calls).
    public func undo() { step(undoing: true) }

    /// Redoes the last undone change.
    public func redo() { step(undoing: false) }

    // MARK: - UITextFieldDelegate

    /// Applies the proposed change through the editing model and shows the result;
    /// UIKit applies marked text (an input method's composition) itself.
    public func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
        if textField.markedTextRange != nil { state.setComposing(true) }
        let result = state.replaceCharacters(in: range, with: string)
        if state.isComposing { return true }
        // UIKit sends no event for a change it did not make: this one does.
        show(result, in: textField, registeringUndo: true, sendingEvent: true)
        return false
    }

    /// Follows the user's selection (a tap, the loupe, a drag).
    public func textFieldDidChangeSelection(_ textField: UITextField) {
        guard !isShowing, !state.isComposing, let range = textField.utf16Selection else { return }
        state.select(utf16Range: range)
    }

    // MARK: - Applying

    /// A change that bypassed the delegate, or the end of a composition.
    private func textDidChange(in field: UITextField) {
        guard !isShowing else { return }
        let text = field.text ?? ""
        let selection = field.utf16Selection ?? NSRange(location: text.utf16.count, length: 0)
        let result = state.controlTextDidChange(to: text, utf16Selection: selection, isComposing: field.markedTextRange != nil)
        if !state.isComposing { show(result, in: field, registeringUndo: true) }
    }

    private func step(undoing: Bool) {
        let result = undoing ? state.undo() : state.redo()
        guard result.wasApplied, let field else { return }
        // Registered while undoing, this becomes the redo step (and the reverse).
        field.undoManager?.registerUndo(withTarget: self) { $0.step(undoing: !undoing) }
        show(result, in: field, sendingEvent: true)
    }

    /// Sets the field's text and selection to the result's, then reports it.
    private func show(
        _ result: EditResult, in field: UITextField, registeringUndo: Bool = false, sendingEvent: Bool = false
    ) {
        isShowing = true
        defer { isShowing = false }
        if field.text != result.text {
            // UIKit's own undo steps refer to the text it had; they must not outlive it.
            field.undoManager?.removeAllActions(withTarget: field)
            field.text = result.text
        }
        field.utf16Selection = result.utf16Selection
        guard result.wasApplied || result.refusal != nil else { return }
        if registeringUndo, result.wasApplied, state.canUndo {
            field.undoManager?.registerUndo(withTarget: self) { $0.step(undoing: true) }
        }
        onChange?(result)
        if sendingEvent && result.wasApplied { field.sendActions(for: .editingChanged) }
    }
}
#endif
