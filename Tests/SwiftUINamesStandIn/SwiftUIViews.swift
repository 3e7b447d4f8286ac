// Stand-ins for the SwiftUI views (and UIKit-era names) an app uses beside our forms.
// A module that imports this one with KeystrokeForms and Keystroke sees both sets of
// names; any of ours spelt like one of these makes an unqualified use ambiguous, and
// the names test stops compiling.

/// Stand-in for SwiftUI's `View`: here, a titled value the test can compare.
public protocol View: Sendable {
    /// What the view shows.
    var title: String { get }
}

/// Stand-in for SwiftUI's `Form`.
public struct Form: View {
    /// What the view shows.
    public let title: String
    /// `Form { … }`, reduced to a title.
    public init(_ title: String) { self.title = title }
}

/// Stand-in for SwiftUI's `TextField`.
public struct TextField: View {
    /// What the view shows.
    public let title: String
    /// `TextField(_:text:)`, reduced to a title.
    public init(_ title: String) { self.title = title }
}

/// Stand-in for SwiftUI's `SecureField`.
public struct SecureField: View {
    /// What the view shows.
    public let title: String
    /// `SecureField(_:text:)`, reduced to a title.
    public init(_ title: String) { self.title = title }
}

/// Stand-in for SwiftUI's `TextEditor`.
public struct TextEditor: View {
    /// What the view shows.
    public let title: String
    /// `TextEditor(text:)`, reduced to a title.
    public init(_ title: String) { self.title = title }
}

/// Stand-in for UIKit's `UITextView` as apps often wrap it: a SwiftUI `TextView`.
public struct TextView: View {
    /// What the view shows.
    public let title: String
    /// A wrapped text view, reduced to a title.
    public init(_ title: String) { self.title = title }
}

/// Stand-in for SwiftUI's `Button`.
public struct Button: View {
    /// What the view shows.
    public let title: String
    /// `Button(_:action:)`, reduced to a title.
    public init(_ title: String) { self.title = title }
}

/// Stand-in for SwiftUI's `Toggle`.
public struct Toggle: View {
    /// What the view shows.
    public let title: String
    /// `Toggle(_:isOn:)`, reduced to a title.
    public init(_ title: String) { self.title = title }
}

/// Stand-in for SwiftUI's `Picker`.
public struct Picker: View {
    /// What the view shows.
    public let title: String
    /// `Picker(_:selection:content:)`, reduced to a title.
    public init(_ title: String) { self.title = title }
}

/// Stand-in for SwiftUI's `DatePicker`.
public struct DatePicker: View {
    /// What the view shows.
    public let title: String
    /// `DatePicker(_:selection:)`, reduced to a title.
    public init(_ title: String) { self.title = title }
}

/// Stand-in for SwiftUI's `List`.
public struct List: View {
    /// What the view shows.
    public let title: String
    /// `List { … }`, reduced to a title.
    public init(_ title: String) { self.title = title }
}

/// Stand-in for SwiftUI's `Section`.
public struct Section: View {
    /// What the view shows.
    public let title: String
    /// `Section(_:content:)`, reduced to a title.
    public init(_ title: String) { self.title = title }
}

/// Stand-in for SwiftUI's `Group`.
public struct Group: View {
    /// What the view shows.
    public let title: String
    /// `Group { … }`, reduced to a title.
    public init(_ title: String) { self.title = title }
}

/// Stand-in for SwiftUI's `Label`.
public struct Label: View {
    /// What the view shows.
    public let title: String
    /// `Label(_:systemImage:)`, reduced to a title.
    public init(_ title: String) { self.title = title }
}

/// Stand-in for SwiftUI's `Text`.
public struct Text: View {
    /// What the view shows.
    public let title: String
    /// `Text(_:)`.
    public init(_ title: String) { self.title = title }
}

/// Stand-in for SwiftUI's `Link`.
public struct Link: View {
    /// What the view shows.
    public let title: String
    /// `Link(_:destination:)`, reduced to a title.
    public init(_ title: String) { self.title = title }
}

/// Stand-in for SwiftUI's `Menu`.
public struct Menu: View {
    /// What the view shows.
    public let title: String
    /// `Menu(_:content:)`, reduced to a title.
    public init(_ title: String) { self.title = title }
}

/// Stand-in for SwiftUI's `Stepper`.
public struct Stepper: View {
    /// What the view shows.
    public let title: String
    /// `Stepper(_:value:)`, reduced to a title.
    public init(_ title: String) { self.title = title }
}

/// Stand-in for SwiftUI's `Slider`.
public struct Slider: View {
    /// What the view shows.
    public let title: String
    /// `Slider(value:)`, reduced to a title.
    public init(_ title: String) { self.title = title }
}
