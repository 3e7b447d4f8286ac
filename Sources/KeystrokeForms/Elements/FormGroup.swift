@_spi(KeystrokeInternal) import PCRE2
import Logging

/// A named collection of elements (Neoform's `Neoform`); itself an element, so forms nest.
///
/// ```swift
/// let form = FormGroup(name: "form", elements: [
///     TextInput(name: "name", format: try Format(id: "letters")),
///     FormGroup(name: "address", elements: [city]),
/// ])
/// let output = try form.validate()      // first error thrown, in element order
/// let all = form.validateAll()          // all.output (valid parts) and all.errors
/// ```
///
/// Element names must be unique among siblings: they are output keys.
public final class FormGroup: AttributedElement {
    private struct State: Sendable {
        var language: Language = .english
        var logger: Logger = FormLogging.silent
        var asyncValidators: [@Sendable (FormOutput) async -> AsyncValidationResult] = []
    }

    /// The key of a nested form in its parent's output.
    public let name: String
    /// The elements, in order.
    public let elements: [any FormElement]
    /// Title, visibility, editability and message overrides (for every element inside; element overrides still win).
    public let attributes: ElementAttributes
    private let state: Locked<State>
    /// Whether no two elements that take answers share a name: then each answer is found by
    /// its key alone when the form is filled.
    private let namesAreDistinct: Bool
    /// The elements' answer paths under the parent path last filled. A form filled again (a
    /// server's pooled form, every request) builds none: most are heap strings. Not form state,
    /// so no checkpoint holds it.
    private let answerPaths = Locked<(parent: String, paths: [String])?>(nil)

    /// Creates a form.
    /// - Parameters:
    ///   - name: The key of the form when nested in another.
    ///   - elements: The elements, in validation and focus order.
    ///   - title: The title shown to users; defaults to `name`.
    public init(name: String, elements: [any FormElement], title: String? = nil) {
        self.name = name
        self.elements = elements
        self.attributes = ElementAttributes(title: title ?? name)
        self.state = Locked(State())
        var names = Set<String>()
        self.namesAreDistinct = elements.allSatisfy { $0.isDiscardable || names.insert($0.name).inserted }
    }

    // MARK: - Configuration

    /// The language of messages when this form is validated.
    public var language: Language {
        get { state[\.language] }
        set { state[\.language] = newValue }
    }

    /// Where diagnostics go; silent by default (see ``FormLogging``).
    public var logger: Logger {
        get { state[\.logger] }
        set { state[\.logger] = newValue }
    }

    /// Whole-form asynchronous checks run by ``validateAllAsync()`` on a valid output
    /// (a server-side check); an invalid result is a `form.invalid` error at the form.
    public var asyncValidators: [@Sendable (FormOutput) async -> AsyncValidationResult] {
        get { state[\.asyncValidators] }
        set { state[\.asyncValidators] = newValue }
    }

    // MARK: - Validation

    /// Validates elements in order and returns the output, or throws the first error (Neoform's `validate()`).
    ///
    /// Hidden, disabled and discardable elements are skipped and left out.
    public func validate() throws(FieldError) -> FormOutput {
        var context = makeContext(stopsAtFirstError: true)
        let output = validateMembers(in: &context)
        if let error = context.errors.first {
            context.logger.debug("form validation failed", metadata: ["form": "\(name)", "path": "\(error.path)"])
            throw error
        }
        context.logger.debug("form validated", metadata: ["form": "\(name)"])
        return output
    }

    /// Validates every element and returns the output of the valid ones with every error
    /// (Neoform's `validateAll(onError:)`).
    public func validateAll() -> FormValidationResult {
        var context = makeContext(stopsAtFirstError: false)
        let output = validateMembers(in: &context)
        context.logger.debug(
            "form validated", metadata: ["form": "\(name)", "errors": "\(context.errors.count)"])
        return FormValidationResult(output: output, errors: context.errors)
    }

    func makeContext(stopsAtFirstError: Bool) -> ValidationContext {
        let snapshot = state.value
        return ValidationContext(stopsAtFirstError: stopsAtFirstError, language: snapshot.language, logger: snapshot.logger)
    }

    /// Validates the members as a nested form.
    public func validate(in context: inout ValidationContext) -> FormOutput? {
        validateMembers(in: &context)
    }

    func validateMembers(in context: inout ValidationContext) -> FormOutput {
        context.withMessageOverrides(messageOverrides) { context in
            // Sized at creation: `reserveCapacity` on an empty dictionary is a generic call that looks up metadata.
            var members = [String: FormOutput](minimumCapacity: elements.count)
            for element in elements {
                guard let output = context.validate(element) else { continue }
                if members.updateValue(output, forKey: element.name) != nil {
                    context.logger.warning(
                        "duplicate element name; the later element's output wins",
                        metadata: ["form": "\(name)", "name": "\(element.name)"])
                }
            }
            return .object(members)
        }
    }

    // MARK: - FormElement

    /// The elements.
    public var children: [any FormElement] { elements }

    /// The current values of the elements that have one, by name.
    public var currentValue: FormOutput {
        var members: [String: FormOutput] = [:]
        for element in elements where !element.isDiscardable {
            members[element.name] = element.currentValue
        }
        return .object(members)
    }

    /// Sets elements from an object of answers shaped like the output; unknown keys are errors,
    /// elements without an answer are left alone.
    ///
    /// Answers fill elements in the form's order, whatever the order of the keys: an element that
    /// reads another (an address whose region comes from a choice) is filled after it, as in the
    /// definition. An unknown key is an error before anything is filled.
    public func fill(with answer: FormOutput, at path: String) throws(FormDefinitionError) {
        guard case .object(let members) = answer else { throw .expected("an object", got: answer, at: path) }
        var targets: [(index: Int, answer: FormOutput)] = []
        targets.reserveCapacity(members.count)
        if namesAreDistinct {
            // Looked up, not removed from a copy: copying the answers and deleting each key
            // cost more than the lookups, for every group of every request.
            for (index, element) in elements.enumerated() where !element.isDiscardable {
                if let answer = members[element.name] { targets.append((index, answer)) }
            }
        } else {
            var unfilled = members
            for (index, element) in elements.enumerated() where !element.isDiscardable {
                // The first element of a name takes its answer, as lookups by name find it.
                if let answer = unfilled.removeValue(forKey: element.name) { targets.append((index, answer)) }
            }
        }
        if targets.count < members.count {
            let names = Set(elements.lazy.filter { !$0.isDiscardable }.map(\.name))
            if let key = members.keys.filter({ !names.contains($0) }).min() {
                throw FormDefinitionError(
                    path: path + FormDefinitionError.component(key), message: "no element named '\(key)' in '\(name)'")
            }
        }
        let paths = answerPaths(under: path)
        for (index, answer) in targets {
            try elements[index].fill(with: answer, at: paths[index])
        }
    }

    /// Each element's answer path under `path`, from the last fill's when `path` is the same.
    private func answerPaths(under path: String) -> [String] {
        if let paths = answerPaths.withLock({ $0?.parent == path ? $0?.paths : nil }) { return paths }
        let paths = elements.map { FormDefinitionError.path(path, key: $0.name) }
        answerPaths.withLock { $0 = (path, paths) }
        return paths
    }
}

extension FormGroup: CheckpointedElement {
    func checkpoint() -> FormCheckpoint? {
        guard let members = FormCheckpoint.of(elements) else { return nil }
        var checkpoint = FormCheckpoint([state.savedValue(), attributes.savedState()])
        checkpoint.append(members)
        return checkpoint
    }
}
