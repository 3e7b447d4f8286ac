import Keystroke
import KeystrokeForms
import SwiftUINamesStandIn
import Testing

/// Our names beside SwiftUI's: this file imports a stand-in declaring SwiftUI's view names
/// with KeystrokeForms and Keystroke, and spells both sets unqualified. A public type of ours
/// named like a SwiftUI view would make these uses ambiguous, and the target would not compile.
@Suite struct SwiftUINamesTests {
    @Test("A form built from our elements validates beside SwiftUI's views")
    func formsBesideSwiftUI() throws {
        let city: TextInput = TextInput(name: "city", format: Format.nonEmpty)
        let cep: TextInput = TextInput(name: "cep", format: Format.cep, text: "80010000")
        let notes: TextArea = TextArea(name: "notes")
        let save: FormButton = FormButton(name: "save", title: "Save")
        let form: FormGroup = FormGroup(name: "signup", elements: [city, notes, FormGroup(name: "address", elements: [cep]), save])
        city.setText("Curitiba")
        notes.setText("Ring twice.")

        let output = try form.validate()
        #expect(
            output
                == .object([
                    "city": .string("Curitiba"), "notes": .string("Ring twice."),
                    "address": .object(["cep": .string("80010000")]),
                ]))
        #expect(save.isDiscardable)
    }

    @Test("Every SwiftUI view name is still the app's own")
    func swiftUIViewsBesideForms() {
        // Type annotations: an unqualified name in type position is where a clash is an error
        // ("ambiguous for type lookup"); a call alone can be settled by its arguments.
        let form: Form = Form("Sign up")
        let textField: TextField = TextField("City")
        let secureField: SecureField = SecureField("Password")
        let textEditor: TextEditor = TextEditor("Notes")
        let textView: TextView = TextView("Bio")
        let button: Button = Button("Save")
        let toggle: Toggle = Toggle("Terms")
        let picker: Picker = Picker("Plan")
        let datePicker: DatePicker = DatePicker("Birth date")
        let list: List = List("Phones")
        let section: Section = Section("Address")
        let group: Group = Group("Contact")
        let label: Label = Label("Name")
        let text: Text = Text("Hello")
        let link: Link = Link("Help")
        let menu: Menu = Menu("More")
        let stepper: Stepper = Stepper("Guests")
        let slider: Slider = Slider("Volume")
        let views: [any View] = [
            form, textField, secureField, textEditor, textView, button, toggle, picker, datePicker,
            list, section, group, label, text, link, menu, stepper, slider,
        ]
        #expect(views.map(\.title) == [
            "Sign up", "City", "Password", "Notes", "Bio", "Save", "Terms", "Plan", "Birth date",
            "Phones", "Address", "Contact", "Name", "Hello", "Help", "More", "Guests", "Volume",
        ])
    }
}
