import Foundation

/// Builds a ``FormGroup`` from a JSON definition (see ``FormGroup/init(definition:)`` for the format).
///
/// Every key is read or rejected; references between elements (`requiredWhen`,
/// dependency and action targets) are resolved once the whole form exists.
struct FormDefinitionReader {
    typealias Link = (path: String, reference: String, apply: (any FormElement) throws(FormDefinitionError) -> Void)
    var links: [Link] = []
    /// Where format ids are looked up: shared by the forms (and list items) of one definition.
    let formats: DefinitionFormats

    init(formats: DefinitionFormats = DefinitionFormats()) {
        self.formats = formats
    }
    /// The form's language, for the titles of elements that name themselves (an address's fields).
    var language: Language = .english

    static let elementTypes = [
        "text", "textView", "checkbox", "checkboxGroup", "passwordConfirmation", "choice", "date", "group",
        "staticText", "separator", "button", "list", "address",
    ]

    mutating func readForm(_ definition: FormOutput) throws(FormDefinitionError) -> (name: String, elements: [any FormElement], configure: (FormGroup) throws(FormDefinitionError) -> Void) {
        var object = try DefinitionObject(definition, at: "$")
        let name = try object.string("name") ?? "form"
        let title = try object.string("title")
        let language = try readLanguage(&object)
        self.language = language ?? .english
        let messages = try object.strings("messages")
        guard let items = try object.array("elements") else { throw object.missing("elements") }
        let elements = try readElements(items, at: object.path(of: "elements"))
        try object.finish()
        let links = self.links
        return (name, elements, { form throws(FormDefinitionError) in
            if let title { form.title = title }
            if let language { form.language = language }
            if let messages { form.messageOverrides = messages }
            for link in links {
                try Self.refuseIndices(in: link)
                guard let target = form.element(at: link.reference) else {
                    throw FormDefinitionError(path: link.path, message: "no element at '\(link.reference)'")
                }
                try link.apply(target)
            }
        })
    }

    private func readLanguage(_ object: inout DefinitionObject) throws(FormDefinitionError) -> Language? {
        guard let code = try object.string("language") else { return nil }
        guard let language = Language(rawValue: code) else {
            throw FormDefinitionError(
                path: object.path(of: "language"),
                message: "unknown language '\(code)'; use \(Language.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return language
    }

    private mutating func readElements(_ items: [FormOutput], at path: String) throws(FormDefinitionError) -> [any FormElement] {
        var elements: [any FormElement] = []
        var names: Set<String> = []
        for (index, item) in items.enumerated() {
            let itemPath = "\(path)[\(index)]"
            let element = try readElement(item, at: itemPath)
            if !element.isDiscardable, !names.insert(element.name).inserted {
                throw FormDefinitionError(path: itemPath, message: "duplicate key '\(element.name)'")
            }
            elements.append(element)
        }
        return elements
    }

    mutating func readElement(_ item: FormOutput, at path: String) throws(FormDefinitionError) -> any FormElement {
        var object = try DefinitionObject(item, at: path)
        let type = try object.requiredString("type")
        let element: any FormElement
        switch type {
        case "text": element = try readTextInput(&object)
        case "textView": element = try readTextArea(&object)
        case "checkbox": element = try readCheckbox(&object)
        case "checkboxGroup": element = try readCheckboxGroup(&object)
        case "passwordConfirmation": element = try readPasswordConfirmation(&object)
        case "choice": element = try readChoice(&object)
        case "date": element = try readDateField(&object)
        case "group":
            let key = try object.requiredString("key")
            guard let items = try object.array("elements") else { throw object.missing("elements") }
            let form = FormGroup(name: key, elements: try readElements(items, at: object.path(of: "elements")))
            if let title = try object.string("title") { form.title = title }
            if let messages = try object.strings("messages") { form.messageOverrides = messages }
            element = form
        case "staticText":
            element = StaticText(name: try object.string("key") ?? "text", text: try object.requiredString("text"))
        case "separator":
            element = Separator(name: try object.string("key") ?? "separator")
        case "button":
            element = FormButton(name: try object.requiredString("key"), title: try object.requiredString("title"))
        case "list":
            element = try readList(&object)
        case "address":
            element = try readAddress(&object)
        default:
            throw FormDefinitionError(
                path: object.path(of: "type"),
                message: "unknown element type '\(type)'; use \(Self.elementTypes.joined(separator: ", "))")
        }
        if try object.bool("hidden") == true { element.isHidden = true }
        if try object.bool("disabled") == true { element.isEnabled = false }
        try object.finish()
        return element
    }

    // MARK: - Fields

    private mutating func readTextInput(_ object: inout DefinitionObject, format given: DefinitionFormats.Entry? = nil)
        throws(FormDefinitionError) -> TextInput
    {
        let key = try object.requiredString("key")
        let format: DefinitionFormats.Entry
        if let given {
            format = given
        } else if let id = try object.string("format") {
            do {
                format = try formats.entry(id: id)
            } catch {
                throw FormDefinitionError(path: object.path(of: "format"), message: error.description)
            }
        } else {
            format = formats.freeText
        }
        let validation = try readValidation(&object)
        let field = TextInput(
            name: key, format: format.format, editing: format.empty, title: try object.string("title"),
            isMandatory: try object.bool("mandatory") ?? (validation.requiresValue ? true : nil))
        try readTextEntry(&object, into: field, validation: validation)
        return field
    }

    private mutating func readTextArea(_ object: inout DefinitionObject) throws(FormDefinitionError) -> TextArea {
        let validation = try readValidation(&object)
        let view = TextArea(
            name: try object.requiredString("key"), title: try object.string("title"),
            isOptional: try object.bool("optional") ?? !validation.requiresValue)
        try readTextEntry(&object, into: view, validation: validation)
        return view
    }

    /// The keys text inputs and text areas share: prompt, default, messages, requiredWhen, dependencies.
    private mutating func readTextEntry(
        _ object: inout DefinitionObject, into element: some TextEntryElement, validation: Validation
    ) throws(FormDefinitionError) {
        element.placeholder = try object.string("prompt")
        element.rules = validation.rules
        if let text = try readDefaultText(&object) { element.setInitialText(text) }
        element.messageOverrides = try readMessages(&object, requiredMessage: validation.requiredMessage)
        try readRequiredWhen(&object) { box in element.requiredWhen = box }
        try readDependencies(&object) { dependency in element.dependencies.append(dependency) }
    }

    /// The element's `messages`, with a `notEmpty` rule's message as the `required` message unless given there.
    private func readMessages(_ object: inout DefinitionObject, requiredMessage: String?) throws(FormDefinitionError)
        -> [String: String]
    {
        var messages = try object.strings("messages") ?? [:]
        if let requiredMessage, messages["required"] == nil { messages["required"] = requiredMessage }
        return messages
    }

    private func readDefaultText(_ object: inout DefinitionObject) throws(FormDefinitionError) -> String? {
        guard let value = object.value("default") else { return nil }
        switch value {
        case .string(let string): return string
        case .number(let number): return number.description
        default: throw .expected("a string", got: value, at: object.path(of: "default"))
        }
    }

    private mutating func readCheckbox(_ object: inout DefinitionObject) throws(FormDefinitionError) -> Checkbox {
        let box = Checkbox(
            name: try object.requiredString("key"), title: try object.string("title"),
            isSelected: try object.bool("default") ?? false, isMandatory: try object.bool("mandatory") ?? false)
        if let messages = try object.strings("messages") { box.messageOverrides = messages }
        guard let actions = try object.array("actions") else { return box }
        for (index, action) in actions.enumerated() {
            try readAction(action, at: object.path(of: "actions") + "[\(index)]", for: box)
        }
        return box
    }

    private mutating func readAction(_ value: FormOutput, at path: String, for box: Checkbox) throws(FormDefinitionError) {
        var object = try DefinitionObject(value, at: path)
        let type = try object.requiredString("type")
        guard let kind = CheckboxAction.Kind(rawValue: type) else {
            throw FormDefinitionError(path: object.path(of: "type"), message: "unknown action '\(type)'; use visibility, editing")
        }
        let whenSelected = try object.bool("whenSelected") ?? true
        guard let targets = try object.array("targets") else { throw FormDefinitionError(path: path, message: "missing 'targets'") }
        for (index, target) in targets.enumerated() {
            let targetPath = object.path(of: "targets") + "[\(index)]"
            guard case .string(let reference) = target else { throw .expected("an element path", got: target, at: targetPath) }
            links.append((targetPath, reference, { element throws(FormDefinitionError) in
                guard element !== box else {
                    throw FormDefinitionError(path: targetPath, message: "a checkbox cannot act on itself")
                }
                box.actions.append(CheckboxAction(kind: kind, targets: [element], whenSelected: whenSelected))
            }))
        }
        try object.finish()
    }

    private mutating func readCheckboxGroup(_ object: inout DefinitionObject) throws(FormDefinitionError) -> CheckboxGroup {
        let key = try object.requiredString("key")
        guard let items = try object.array("elements") else {
            throw FormDefinitionError(path: object.path, message: "missing 'elements'")
        }
        var boxes: [Checkbox] = []
        for (index, item) in items.enumerated() {
            let itemPath = object.path(of: "elements") + "[\(index)]"
            guard let box = try readElement(item, at: itemPath) as? Checkbox else {
                throw FormDefinitionError(path: itemPath, message: "a checkbox group holds only checkboxes")
            }
            guard !boxes.contains(where: { $0.name == box.name }) else {
                throw FormDefinitionError(path: itemPath, message: "duplicate key '\(box.name)'")
            }
            boxes.append(box)
        }
        let group = CheckboxGroup(
            name: key, title: try object.string("title"), elements: boxes, isRadio: try object.bool("isRadio") ?? false,
            isSelectionOptional: try object.bool("isSelectionOptional") ?? false,
            saveUnselectedValues: try object.bool("saveUnselectedValues") ?? false)
        if let messages = try object.strings("messages") { group.messageOverrides = messages }
        return group
    }

    private mutating func readPasswordConfirmation(_ object: inout DefinitionObject) throws(FormDefinitionError)
        -> PasswordConfirmation
    {
        let key = try object.requiredString("key")
        func field(_ name: String, _ object: inout DefinitionObject) throws(FormDefinitionError) -> TextInput {
            guard let value = object.value(name) else { throw FormDefinitionError(path: object.path, message: "missing '\(name)'") }
            var inner = try DefinitionObject(value, at: object.path(of: name))
            if let type = try inner.string("type"), type != "text" {
                throw FormDefinitionError(path: inner.path(of: "type"), message: "expected a text field")
            }
            let field = try readTextInput(&inner)
            try inner.finish()
            return field
        }
        let collection = PasswordConfirmation(
            name: key, password: try field("password", &object), confirmation: try field("confirmation", &object),
            title: try object.string("title"))
        if let messages = try object.strings("messages") { collection.messageOverrides = messages }
        return collection
    }

    private mutating func readChoice(_ object: inout DefinitionObject) throws(FormDefinitionError) -> Choice {
        let key = try object.requiredString("key")
        let choices = try object.array("choices")
        let components = try object.array("components")
        let choice: Choice
        switch (choices, components) {
        case (let choices?, nil):
            choice = Choice(name: key, items: try readItems(choices, at: object.path(of: "choices")))
        case (nil, let components?):
            var lists: [[ChoiceItem]] = []
            for (index, component) in components.enumerated() {
                let componentPath = object.path(of: "components") + "[\(index)]"
                guard case .array(let items) = component else { throw .expected("an array", got: component, at: componentPath) }
                lists.append(try readItems(items, at: componentPath))
            }
            let pattern = try object.string("displayPattern") ?? Array(repeating: "%@", count: lists.count).joined(separator: " ")
            choice = Choice(name: key, components: lists, displayPattern: pattern)
        default:
            throw FormDefinitionError(path: object.path, message: "give exactly one of 'choices' or 'components'")
        }
        if let title = try object.string("title") { choice.title = title }
        choice.placeholder = try object.string("prompt")
        choice.isMandatory = try object.bool("mandatory") ?? true
        if let messages = try object.strings("messages") { choice.messageOverrides = messages }
        if let answer = object.value("default") { try choice.fill(with: answer, at: object.path(of: "default")) }
        return choice
    }

    private func readItems(_ items: [FormOutput], at path: String) throws(FormDefinitionError) -> [ChoiceItem] {
        var result: [ChoiceItem] = []
        result.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            // Written only when needed: a request's form reads every item, and most are plain strings.
            var itemPath: String { "\(path)[\(index)]" }
            let choiceItem: ChoiceItem
            switch item {
            case .string(let name): choiceItem = ChoiceItem(id: name)
            case .object:
                var object = try DefinitionObject(item, at: itemPath)
                choiceItem = ChoiceItem(id: try object.requiredString("id"), name: try object.string("name"))
                try object.finish()
            default: throw .expected("a string or an {id, name} object", got: item, at: itemPath)
            }
            guard !result.contains(where: { $0.id == choiceItem.id }) else {
                throw FormDefinitionError(path: itemPath, message: "duplicate choice id '\(choiceItem.id)'")
            }
            result.append(choiceItem)
        }
        return result
    }

    /// A text field over a ``DateFormat``: the keys of a text field (but `format`) plus
    /// `showPattern` or `locale` (the locale's CLDR short date, widened; with `monthYear`, its
    /// month and year), `outputPattern`, `min`, `max` (in the output pattern) and `minimumAge`.
    private mutating func readDateField(_ object: inout DefinitionObject) throws(FormDefinitionError) -> TextInput {
        let locale = try object.string("locale")
        let showText = try object.string("showPattern")
        if locale != nil && showText != nil {
            throw FormDefinitionError(path: object.path(of: "locale"), message: "give showPattern or locale, not both")
        }
        let monthYear = try object.bool("monthYear") ?? false
        if monthYear && locale == nil {
            throw FormDefinitionError(path: object.path(of: "monthYear"),
                                      message: "monthYear needs a locale; without one, give showPattern MM/yyyy")
        }
        let show = showText ?? "dd/MM/yyyy"
        let output = try object.string("outputPattern") ?? (monthYear ? "yyyy-MM" : "yyyy-MM-dd")
        let (minimumText, maximumText) = (try object.string("min"), try object.string("max"))
        let minimumAge = try object.integer("minimumAge")
        let key = ["date", locale.map { "locale=\($0)" + (monthYear ? ":month-year" : "") } ?? show, output,
                   minimumText ?? "", maximumText ?? "",
                   minimumAge.map(String.init) ?? ""].joined(separator: "\u{0}")
        let format = try formats.entry(key: key) { [object] () throws(FormDefinitionError) in
            /// The format of the display (the pattern or the locale) with the given bounds.
            func make(minimum: GregorianDate? = nil, maximum: GregorianDate? = nil, minimumAge: Int? = nil) throws(FormatError) -> DateFormat {
                if let locale {
                    return try DateFormat(locale: locale, monthYear: monthYear, output: output, minimum: minimum, maximum: maximum,
                                          minimumAge: minimumAge)
                }
                return try DateFormat(display: show, output: output, minimum: minimum, maximum: maximum, minimumAge: minimumAge)
            }
            let patterns: DateFormat
            do throws(FormatError) {
                patterns = try make()
            } catch {
                let key = minimumAge != nil && monthYear ? "minimumAge"
                    : locale != nil ? "locale" : (try? DateFormat(display: show)) == nil ? "showPattern" : "outputPattern"
                throw FormDefinitionError(path: object.path(of: key), message: error.message)
            }
            func date(_ name: String, _ text: String?) throws(FormDefinitionError) -> GregorianDate? {
                guard let text else { return nil }
                // Strictly the output pattern: its validated value reads back as the same text.
                guard let date = patterns.date(of: text), (try? patterns.validate(text).value) == text else {
                    throw FormDefinitionError(path: object.path(of: name), message: "'\(text)' is not a date in the pattern \(output)")
                }
                return date
            }
            let (minimum, maximum) = (try date("min", minimumText), try date("max", maximumText))
            do throws(FormatError) {
                return Format(try make(minimum: minimum, maximum: maximum, minimumAge: minimumAge))
            } catch {
                let key = error.message.contains("age") ? "minimumAge" : "max"
                throw FormDefinitionError(path: object.path(of: key), message: error.message)
            }
        }
        return try readTextInput(&object, format: format)
    }
}

/// Text inputs and text areas, as definitions configure them.
protocol TextEntryElement: AttributedElement {
    var rules: [Rule] { get set }
    var requiredWhen: Checkbox? { get set }
    var dependencies: [Dependency] { get set }
    /// Sets the initial text, as `setText(_:)` does.
    func setInitialText(_ text: String)
}

extension TextInput: TextEntryElement {
    func setInitialText(_ text: String) { setText(text) }
}

extension TextArea: TextEntryElement {
    func setInitialText(_ text: String) { setText(text) }
}
