/// A rule between two fields (SwiftFormBuilder's dependencies).
///
/// Dependencies are checked when the dependent field has a value; messages
/// substitute the other element's title for `{field}`.
///
/// ```swift
/// confirmEmail.dependencies = [.equal(email)]     // dependency.unmatched
/// phoneExtension.dependencies = [.fill(phone)]    // dependency.unfilled
/// ```
public enum Dependency: Sendable {
    /// The other element must be filled (`dependency.unfilled`).
    case fill(any FormElement)
    /// The value must equal the other element's value (`dependency.unmatched`).
    case equal(any FormElement)

    /// The other element.
    public var target: any FormElement {
        switch self {
        case .fill(let target), .equal(let target): target
        }
    }

    /// The failure for a field whose current value is `value`, or `nil` when satisfied.
    func check(_ value: FormOutput) -> ValidationError? {
        let other = target.currentValue
        switch self {
        case .fill:
            guard other.isEmptyValue else { return nil }
            return ValidationError(
                code: "dependency.unfilled", message: "The field \(target.title) must be filled in.",
                parameters: ["field": target.title])
        case .equal:
            guard other.isEmptyValue || other != value else { return nil }
            return ValidationError(
                code: "dependency.unmatched", message: "The value does not match \(target.title).",
                parameters: ["field": target.title])
        }
    }
}

extension FormOutput {
    /// Whether this counts as "not filled": null, a blank string, `false`, or an empty array or object.
    var isEmptyValue: Bool {
        switch self {
        case .null: true
        case .string(let string): FieldChecks.isBlank(string)
        case .bool(let bool): !bool
        case .array(let items): items.isEmpty
        case .object(let members): members.isEmpty
        case .number: false
        }
    }
}
