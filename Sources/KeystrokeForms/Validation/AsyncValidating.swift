/// An element with asynchronous rules (text fields and text views).
public protocol AsyncValidating: FormElement {
    /// The element's asynchronous rules.
    var asyncRules: [AsyncRule] { get }
    /// Records the outcome of asynchronous validation in the element's state.
    func finishAsyncValidation(_ state: ValidationState)
}
