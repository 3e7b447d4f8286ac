// Stand-ins for the SwiftUI declarations KeystrokeUI's text field uses.

/// Stand-in for SwiftUI's `Binding`: a value read and written through closures.
@propertyWrapper
public struct Binding<Value> {
    private let get: () -> Value
    private let set: (Value) -> Void

    /// `init(get:set:)`.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.get = get
        self.set = set
    }

    /// `var wrappedValue: Value { get nonmutating set }`.
    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }

    /// `var projectedValue: Binding<Value>`.
    public var projectedValue: Binding<Value> { self }
}

/// Stand-in for `UIViewRepresentable` (a `View` whose `Body` is `Never` in SwiftUI).
@MainActor
public protocol UIViewRepresentable {
    associatedtype UIViewType: UIView
    associatedtype Coordinator = Void
    typealias Context = UIViewRepresentableContext<Self>
    /// `func makeUIView(context: Self.Context) -> Self.UIViewType`.
    func makeUIView(context: Context) -> UIViewType
    /// `func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)`.
    func updateUIView(_ uiView: UIViewType, context: Context)
    /// `func makeCoordinator() -> Self.Coordinator`.
    func makeCoordinator() -> Coordinator
}

/// Stand-in for `UIViewRepresentableContext`.
@MainActor
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    /// `let coordinator: Representable.Coordinator`.
    public let coordinator: Representable.Coordinator
    /// SwiftUI creates contexts; the stand-in lets tests play SwiftUI.
    public init(coordinator: Representable.Coordinator) { self.coordinator = coordinator }
}
