import Foundation

extension FormDefinitionReader {
    // MARK: - Rules and references

    /// The rules of a `validation` key (one rule or an array). A top-level `notEmpty`
    /// makes the field mandatory, its message becoming the field's `required` message.
    struct Validation {
        var rules: [Rule] = []
        var requiresValue = false
        var requiredMessage: String?
    }

    func readValidation(_ object: inout DefinitionObject) throws(FormDefinitionError) -> Validation {
        var validation = Validation()
        guard let value = object.value("validation") else { return validation }
        let path = object.path(of: "validation")
        let items: [(FormOutput, String)] =
            if case .array(let items) = value { items.enumerated().map { ($1, "\(path)[\($0)]") } } else { [(value, path)] }
        for (item, itemPath) in items {
            let (rule, isNotEmpty, message) = try readRule(item, at: itemPath)
            if isNotEmpty {
                validation.requiresValue = true
                validation.requiredMessage = message ?? validation.requiredMessage
            } else {
                validation.rules.append(rule)
            }
        }
        return validation
    }

    /// One rule, whether it is `notEmpty`, and its `message`.
    func readRule(_ value: FormOutput, at path: String) throws(FormDefinitionError)
        -> (rule: Rule, isNotEmpty: Bool, message: String?)
    {
        var object = try DefinitionObject(value, at: path)
        let type = try object.requiredString("type")
        let message = try object.string("message")
        let rule: Rule
        switch type {
        case "notEmpty":
            // Rules only see non-empty values; inside and/or this holds trivially.
            rule = Rule.custom(code: "required", message: message ?? ValidationError.required.message) {
                !FieldChecks.isBlank($0)
            }
        case "minLength", "maxLength":
            guard let length = try object.integer("value") else { throw FormDefinitionError(path: path, message: "missing 'value'") }
            rule = type == "minLength" ? .minLength(length, message: message) : .maxLength(length, message: message)
        case "minValue", "maxValue":
            guard let limit = try object.number("value") else { throw FormDefinitionError(path: path, message: "missing 'value'") }
            rule = type == "minValue" ? .minValue(limit, message: message) : .maxValue(limit, message: message)
        case "regex":
            let source = try object.requiredString("regex")
            do {
                rule = try .regex(source, message: message)
            } catch {
                throw FormDefinitionError(path: object.path(of: "regex"), message: error.description)
            }
        case "format":
            let id = try object.requiredString("format")
            do {
                rule = Rule.format(try formats.format(id: id)).message(message)
            } catch {
                throw FormDefinitionError(path: object.path(of: "format"), message: error.description)
            }
        case "and", "or":
            guard let items = try object.array("rules"), !items.isEmpty else {
                throw FormDefinitionError(path: path, message: "'\(type)' needs a non-empty 'rules' array")
            }
            var rules: [Rule] = []
            for (index, item) in items.enumerated() {
                rules.append(try readRule(item, at: object.path(of: "rules") + "[\(index)]").rule)
            }
            rule = type == "and" ? Rule.all(rules).message(message) : .any(rules, message: message)
        default:
            throw FormDefinitionError(
                path: object.path(of: "type"),
                message: "unknown rule '\(type)'; use notEmpty, minLength, maxLength, minValue, maxValue, regex, format, and, or")
        }
        try object.finish()
        return (rule, type == "notEmpty", message)
    }

    /// The checkbox a field is required with (`requiredWhen`), resolved when the form is built.
    func readRequiredWhen(_ object: inout DefinitionObject) throws(FormDefinitionError) -> Reference? {
        guard let reference = try object.string("requiredWhen") else { return nil }
        return Reference(path: object.path(of: "requiredWhen"), reference: reference)
    }

    /// A field's `dependencies`: whether each fills or must equal its target, and the target.
    func readDependencies(_ object: inout DefinitionObject) throws(FormDefinitionError) -> [(isFill: Bool, target: Reference)] {
        guard let items = try object.array("dependencies") else { return [] }
        var dependencies: [(isFill: Bool, target: Reference)] = []
        for (index, item) in items.enumerated() {
            var dependency = try DefinitionObject(item, at: object.path(of: "dependencies") + "[\(index)]")
            let type = try dependency.requiredString("type")
            guard type == "fill" || type == "equal" else {
                throw FormDefinitionError(path: dependency.path(of: "type"), message: "unknown dependency '\(type)'; use fill, equal")
            }
            let reference = try dependency.requiredString("target")
            dependencies.append((type == "fill", Reference(path: dependency.path(of: "target"), reference: reference)))
            try dependency.finish()
        }
        return dependencies
    }
}
