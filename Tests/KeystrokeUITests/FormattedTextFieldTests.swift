import Foundation
import Keystroke
import Testing
import UIKitStandIn

/// The SwiftUI field, with the test playing SwiftUI's part.
@MainActor
@Suite("FormattedTextField through the SwiftUI stand-in")
struct FormattedTextFieldTests {
    final class Box {
        var value: String
        init(_ value: String) { self.value = value }
    }

    @Test func theBindingFollowsTypingAndTheFieldFollowsTheBinding() throws {
        let box = Box("4133334444")
        let binding = Binding(get: { box.value }, set: { box.value = $0 })
        let view = FormattedTextField("Phone", value: binding, format: try Format(id: "phone-br"))
        let context = FormattedTextField.Context(coordinator: view.makeCoordinator())
        let field = view.makeUIView(context: context)
        #expect(field.text == "(41) 3333-4444")
        #expect(field.placeholder == "Phone")

        field.userPressesBackspace()
        #expect(box.value == "413333444")

        // The app sets the value; SwiftUI calls updateUIView.
        box.value = "41999998888"
        view.updateUIView(field, context: context)
        #expect(field.text == "(41) 99999-8888")
        #expect(context.coordinator.state.value == "41999998888")
    }
}
