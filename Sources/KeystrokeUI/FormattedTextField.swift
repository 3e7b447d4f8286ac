#if KEYSTROKE_UIKIT_STANDIN
import UIKitStandIn
#elseif canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
#endif

#if KEYSTROKE_UIKIT_STANDIN || (canImport(SwiftUI) && canImport(UIKit))
import Keystroke

/// A SwiftUI text field bound to a field's value, formatted as the user types.
///
/// It wraps a `UITextField` run by a ``FormattedTextFieldDelegate``, so caret,
/// composition, autofill and undo behave as in UIKit. The binding holds the
/// extracted (raw) value: `"41999998888"` for `"(41) 99999-8888"`.
///
/// ```swift
/// @State private var phone = ""
/// var body: some View {
///     FormattedTextField("Phone", value: $phone, format: try! Format(id: "phone-br"))
/// }
/// ```
@MainActor
public struct FormattedTextField: UIViewRepresentable {
    @Binding private var value: String
    private let format: Format
    private let placeholder: String

    /// Creates a formatted text field.
    /// - Parameters:
    ///   - placeholder: The text shown while the field is empty.
    ///   - value: The field's extracted value; setting it from outside reformats the field.
    ///   - format: The field's format.
    public init(_ placeholder: String = "", value: Binding<String>, format: Format) {
        self._value = value
        self.format = format
        self.placeholder = placeholder
    }

    /// The delegate that runs the text field.
    public func makeCoordinator() -> FormattedTextFieldDelegate {
        FormattedTextFieldDelegate(format: format, text: value)
    }

    /// A text field attached to the coordinator.
    public func makeUIView(context: Context) -> UITextField {
        let field = UITextField()
        field.placeholder = placeholder
        context.coordinator.attach(to: field)
        updateUIView(field, context: context)
        return field
    }

    /// Writes the user's changes to the binding, and a value set from outside to the field.
    public func updateUIView(_ field: UITextField, context: Context) {
        let binding = $value
        context.coordinator.onChange = { result in
            if binding.wrappedValue != result.value { binding.wrappedValue = result.value }
        }
        context.coordinator.setValue(value)
    }
}
#endif
