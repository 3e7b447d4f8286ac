/// An element whose text is checked by a conditional requirement, rules, dependencies and
/// asynchronous rules: ``TextInput`` and ``TextArea``.
///
/// The checks' properties live here once; each element keeps the checks under its own lock.
///
/// ```swift
/// let notes = TextArea(name: "notes")
/// notes.rules = [.maxLength(200)]
/// ```
public protocol CheckedElement: AsyncValidating {
    /// Runs `body` on the element's checks under its lock.
    @_spi(KeystrokeInternal) func withChecks<Result>(_ body: (inout FieldChecks) -> Result) -> Result
}

extension CheckedElement {
    /// A checkbox that makes the element required while it is selected, optional otherwise.
    ///
    /// The link does not keep the checkbox alive: the checkbox belongs to the same form.
    public var requiredWhen: Checkbox? {
        get { withChecks { $0.requiredWhen } }
        set { withChecks { $0.requiredWhen = newValue } }
    }

    /// Rules checked, in order, on a non-empty text (after the format accepted it).
    public var rules: [Rule] {
        get { withChecks { $0.rules } }
        set { withChecks { $0.rules = newValue } }
    }

    /// Rules between this element and others, checked when the element has a value.
    ///
    /// Their targets are not kept alive by them: they belong to the same form.
    public var dependencies: [Dependency] {
        get { withChecks { $0.dependencies } }
        set { withChecks { $0.dependencies = newValue } }
    }

    /// Asynchronous rules, run by `validateAsync(language:)` and ``FormGroup/validateAllAsync()``.
    public var asyncRules: [AsyncRule] {
        get { withChecks { $0.asyncRules } }
        set { withChecks { $0.asyncRules = newValue } }
    }
}
