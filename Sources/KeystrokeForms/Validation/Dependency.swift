/// A rule between two fields (SwiftFormBuilder's dependencies).
///
/// Dependencies are checked when the dependent field has a value; messages
/// substitute the other element's title for `{field}`.
///
/// ```swift
/// confirmEmail.dependencies = [.equal(email)]     // dependency.unmatched
/// phoneExtension.dependencies = [.fill(phone)]    // dependency.unfilled
/// ```
public struct Dependency: Sendable {
    /// What the dependency asks of the other element.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// The other element must be filled (`dependency.unfilled`).
        case fill
        /// The value must equal the other element's value (`dependency.unmatched`).
        case equal
    }

    /// What is asked of the other element.
    public let kind: Kind
    private let link: ElementLink

    /// Creates a dependency on `target`.
    public init(kind: Kind, target: any FormElement) {
        self.kind = kind
        self.link = ElementLink(target)
    }

    /// The other element must be filled (`dependency.unfilled`).
    public static func fill(_ target: any FormElement) -> Dependency {
        Dependency(kind: .fill, target: target)
    }

    /// The value must equal the other element's value (`dependency.unmatched`).
    public static func equal(_ target: any FormElement) -> Dependency {
        Dependency(kind: .equal, target: target)
    }

    /// The other element, or `nil` once it is freed: the dependency does not keep it alive,
    /// since it belongs to the same form (a freed target asks nothing).
    public var target: (any FormElement)? { link.element }

    /// The failure for a field whose current value is `value`, or `nil` when satisfied.
    func check(_ value: FormOutput) -> ValidationError? {
        guard let target else { return nil }
        let other = target.currentValue
        switch kind {
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
