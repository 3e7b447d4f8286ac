import Foundation

/// Reads a JSON definition (see ``FormGroup/init(definition:)`` for the format) into a
/// ``FormRecipe``.
///
/// Every key is read or rejected here, once; the recipe then builds the form as often as asked
/// without reading the definition again (a server builds one per request). References between
/// elements (`requiredWhen`, dependency and action targets) are resolved on each build, once the
/// whole form exists.
struct FormDefinitionReader {
    typealias Link = (path: String, reference: String, apply: (any FormElement) throws(FormDefinitionError) -> Void)
    /// Makes a new element of a definition, adding the references it holds to a build's links.
    typealias Make<Element> = @Sendable (inout [Link]) throws(FormDefinitionError) -> Element
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

    mutating func readForm(_ definition: FormOutput) throws(FormDefinitionError) -> FormRecipe {
        var object = try DefinitionObject(definition, at: "$")
        let name = try object.string("name") ?? "form"
        let title = try object.string("title")
        let language = try readLanguage(&object)
        self.language = language ?? .english
        let messages = try object.strings("messages")
        guard let items = try object.array("elements") else { throw object.missing("elements") }
        let elements = try readElements(items, at: object.path(of: "elements"))
        try object.finish()
        return FormRecipe(name: name, title: title, language: language, messages: messages, elements: elements)
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

    private mutating func readElements(_ items: [FormOutput], at path: String) throws(FormDefinitionError) -> [ElementRecipe] {
        var elements: [ElementRecipe] = []
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

    mutating func readElement(_ item: FormOutput, at path: String) throws(FormDefinitionError) -> ElementRecipe {
        var object = try DefinitionObject(item, at: path)
        let type = try object.requiredString("type")
        let name: String
        let make: Make<any FormElement>
        switch type {
        case "text": (name, make) = Self.erased(try readTextInput(&object))
        case "textView": (name, make) = Self.erased(try readTextArea(&object))
        case "checkbox": (name, make) = Self.erased(try readCheckbox(&object))
        case "checkboxGroup": (name, make) = Self.erased(try readCheckboxGroup(&object))
        case "passwordConfirmation": (name, make) = Self.erased(try readPasswordConfirmation(&object))
        case "choice": (name, make) = Self.erased(try readChoice(&object))
        case "date": (name, make) = Self.erased(try readDateField(&object))
        case "group":
            let key = try object.requiredString("key")
            guard let items = try object.array("elements") else { throw object.missing("elements") }
            let elements = try readElements(items, at: object.path(of: "elements"))
            let title = try object.string("title")
            let messages = try object.strings("messages")
            name = key
            make = { links throws(FormDefinitionError) in
                let form = FormGroup(name: key, elements: try FormRecipe.make(elements, links: &links))
                if let title { form.title = title }
                if let messages { form.messageOverrides = messages }
                return form
            }
        case "staticText":
            let (key, text) = (try object.string("key") ?? "text", try object.requiredString("text"))
            (name, make) = (key, { _ in StaticText(name: key, text: text) })
        case "separator":
            let key = try object.string("key") ?? "separator"
            (name, make) = (key, { _ in Separator(name: key) })
        case "button":
            let (key, title) = (try object.requiredString("key"), try object.requiredString("title"))
            (name, make) = (key, { _ in FormButton(name: key, title: title) })
        case "list": (name, make) = Self.erased(try readList(&object))
        case "address": (name, make) = Self.erased(try readAddress(&object))
        default:
            throw FormDefinitionError(
                path: object.path(of: "type"),
                message: "unknown element type '\(type)'; use \(Self.elementTypes.joined(separator: ", "))")
        }
        let isHidden = try object.bool("hidden") == true
        let isDisabled = try object.bool("disabled") == true
        try object.finish()
        let isDiscardable = Self.decorativeTypes.contains(type)
        guard isHidden || isDisabled else { return ElementRecipe(name: name, type: type, isDiscardable: isDiscardable, make: make) }
        return ElementRecipe(name: name, type: type, isDiscardable: isDiscardable) { links throws(FormDefinitionError) in
            let element = try make(&links)
            if isHidden { element.isHidden = true }
            if isDisabled { element.isEnabled = false }
            return element
        }
    }

    /// An element's name and recipe, the recipe making it as any element.
    private static func erased<Element: FormElement>(_ named: (name: String, make: Make<Element>))
        -> (String, Make<any FormElement>)
    {
        let make = named.make
        return (named.name, { links throws(FormDefinitionError) in try make(&links) })
    }

    /// The element types that hold no value, which a list cannot repeat.
    static let decorativeTypes: Set<String> = ["staticText", "separator", "button"]

    // MARK: - Fields

    private mutating func readTextInput(_ object: inout DefinitionObject, format given: DefinitionFormats.Entry? = nil)
        throws(FormDefinitionError) -> (name: String, make: Make<TextInput>)
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
        let title = try object.string("title")
        let isMandatory = try object.bool("mandatory") ?? (validation.requiresValue ? true : nil)
        let entry = try readTextEntry(&object, validation: validation)
        return (key, { links in
            let field = TextInput(
                name: key, format: format.format, editing: format.empty, title: title, isMandatory: isMandatory,
                placeholder: entry.placeholder, rules: entry.rules, messages: entry.messages)
            entry.configureReferences(field, links: &links)
            return field
        })
    }

    private mutating func readTextArea(_ object: inout DefinitionObject) throws(FormDefinitionError)
        -> (name: String, make: Make<TextArea>)
    {
        let validation = try readValidation(&object)
        let key = try object.requiredString("key")
        let title = try object.string("title")
        let isOptional = try object.bool("optional") ?? !validation.requiresValue
        let entry = try readTextEntry(&object, validation: validation)
        return (key, { links in
            let view = TextArea(name: key, title: title, isOptional: isOptional)
            entry.configure(view, links: &links)
            return view
        })
    }

    /// What text inputs and text areas share: prompt, default, messages, requiredWhen, dependencies.
    struct TextEntry: Sendable {
        var placeholder: String?
        var rules: [Rule]
        var initialText: String?
        var messages: [String: String]
        var requiredWhen: Reference?
        var dependencies: [(isFill: Bool, target: Reference)]

        /// Sets them on a new element; its references go to the build's links.
        func configure(_ element: some TextEntryElement, links: inout [Link]) {
            element.placeholder = placeholder
            element.rules = rules
            element.messageOverrides = messages
            configureReferences(element, links: &links)
        }

        /// Sets the initial text on a new element that has the rest, and adds its references
        /// to the build's links.
        func configureReferences(_ element: some TextEntryElement, links: inout [Link]) {
            if let initialText { element.setInitialText(initialText) }
            if let requiredWhen {
                links.append((requiredWhen.path, requiredWhen.reference, { target throws(FormDefinitionError) in
                    guard let box = target as? Checkbox else {
                        throw FormDefinitionError(path: requiredWhen.path, message: "'\(requiredWhen.reference)' is not a checkbox")
                    }
                    element.requiredWhen = box
                }))
            }
            for (isFill, target) in dependencies {
                links.append((target.path, target.reference, { found in
                    element.dependencies.append(isFill ? .fill(found) : .equal(found))
                }))
            }
        }
    }

    /// A reference to another element, as a definition writes it, and where it is written.
    struct Reference: Sendable {
        let path: String
        let reference: String
    }

    private mutating func readTextEntry(_ object: inout DefinitionObject, validation: Validation) throws(FormDefinitionError)
        -> TextEntry
    {
        let placeholder = try object.string("prompt")
        let initialText = try readDefaultText(&object)
        let messages = try readMessages(&object, requiredMessage: validation.requiredMessage)
        let requiredWhen = try readRequiredWhen(&object)
        let dependencies = try readDependencies(&object)
        return TextEntry(
            placeholder: placeholder, rules: validation.rules, initialText: initialText, messages: messages,
            requiredWhen: requiredWhen, dependencies: dependencies)
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

    private mutating func readCheckbox(_ object: inout DefinitionObject) throws(FormDefinitionError)
        -> (name: String, make: Make<Checkbox>)
    {
        let key = try object.requiredString("key")
        let title = try object.string("title")
        let isSelected = try object.bool("default") ?? false
        let isMandatory = try object.bool("mandatory") ?? false
        let messages = try object.strings("messages")
        var actions: [Action] = []
        if let items = try object.array("actions") {
            for (index, action) in items.enumerated() {
                actions.append(try readAction(action, at: object.path(of: "actions") + "[\(index)]"))
            }
        }
        let boxActions = actions
        return (key, { links in
            let box = Checkbox(name: key, title: title, isSelected: isSelected, isMandatory: isMandatory)
            if let messages { box.messageOverrides = messages }
            for action in boxActions {
                for target in action.targets {
                    links.append((target.path, target.reference, { element throws(FormDefinitionError) in
                        guard element !== box else {
                            throw FormDefinitionError(path: target.path, message: "a checkbox cannot act on itself")
                        }
                        box.actions.append(CheckboxAction(kind: action.kind, targets: [element], whenSelected: action.whenSelected))
                    }))
                }
            }
            return box
        })
    }

    /// A checkbox's action as a definition writes it.
    struct Action: Sendable {
        let kind: CheckboxAction.Kind
        let whenSelected: Bool
        let targets: [Reference]
    }

    private func readAction(_ value: FormOutput, at path: String) throws(FormDefinitionError) -> Action {
        var object = try DefinitionObject(value, at: path)
        let type = try object.requiredString("type")
        guard let kind = CheckboxAction.Kind(rawValue: type) else {
            throw FormDefinitionError(path: object.path(of: "type"), message: "unknown action '\(type)'; use visibility, editing")
        }
        let whenSelected = try object.bool("whenSelected") ?? true
        guard let targets = try object.array("targets") else { throw FormDefinitionError(path: path, message: "missing 'targets'") }
        var references: [Reference] = []
        for (index, target) in targets.enumerated() {
            let targetPath = object.path(of: "targets") + "[\(index)]"
            guard case .string(let reference) = target else { throw .expected("an element path", got: target, at: targetPath) }
            references.append(Reference(path: targetPath, reference: reference))
        }
        try object.finish()
        return Action(kind: kind, whenSelected: whenSelected, targets: references)
    }

    private mutating func readCheckboxGroup(_ object: inout DefinitionObject) throws(FormDefinitionError)
        -> (name: String, make: Make<CheckboxGroup>)
    {
        let key = try object.requiredString("key")
        guard let items = try object.array("elements") else {
            throw FormDefinitionError(path: object.path, message: "missing 'elements'")
        }
        var boxes: [ElementRecipe] = []
        for (index, item) in items.enumerated() {
            let itemPath = object.path(of: "elements") + "[\(index)]"
            let box = try readElement(item, at: itemPath)
            guard box.type == "checkbox" else {
                throw FormDefinitionError(path: itemPath, message: "a checkbox group holds only checkboxes")
            }
            guard !boxes.contains(where: { $0.name == box.name }) else {
                throw FormDefinitionError(path: itemPath, message: "duplicate key '\(box.name)'")
            }
            boxes.append(box)
        }
        let title = try object.string("title")
        let isRadio = try object.bool("isRadio") ?? false
        let isSelectionOptional = try object.bool("isSelectionOptional") ?? false
        let saveUnselectedValues = try object.bool("saveUnselectedValues") ?? false
        let messages = try object.strings("messages")
        let recipes = boxes
        return (key, { links throws(FormDefinitionError) in
            var made: [Checkbox] = []
            made.reserveCapacity(recipes.count)
            for box in recipes {
                // Checked above: each recipe is a checkbox's.
                guard let checkbox = try box.make(&links) as? Checkbox else { preconditionFailure("a checkbox recipe made another element") }
                made.append(checkbox)
            }
            let group = CheckboxGroup(
                name: key, title: title, elements: made, isRadio: isRadio,
                isSelectionOptional: isSelectionOptional, saveUnselectedValues: saveUnselectedValues)
            if let messages { group.messageOverrides = messages }
            return group
        })
    }

    private mutating func readPasswordConfirmation(_ object: inout DefinitionObject) throws(FormDefinitionError)
        -> (name: String, make: Make<PasswordConfirmation>)
    {
        let key = try object.requiredString("key")
        func field(_ name: String, _ object: inout DefinitionObject) throws(FormDefinitionError) -> Make<TextInput> {
            guard let value = object.value(name) else { throw FormDefinitionError(path: object.path, message: "missing '\(name)'") }
            var inner = try DefinitionObject(value, at: object.path(of: name))
            if let type = try inner.string("type"), type != "text" {
                throw FormDefinitionError(path: inner.path(of: "type"), message: "expected a text field")
            }
            let field = try readTextInput(&inner).make
            try inner.finish()
            return field
        }
        let password = try field("password", &object)
        let confirmation = try field("confirmation", &object)
        let title = try object.string("title")
        let messages = try object.strings("messages")
        return (key, { links throws(FormDefinitionError) in
            let collection = PasswordConfirmation(
                name: key, password: try password(&links), confirmation: try confirmation(&links), title: title)
            if let messages { collection.messageOverrides = messages }
            return collection
        })
    }

    private mutating func readChoice(_ object: inout DefinitionObject) throws(FormDefinitionError)
        -> (name: String, make: Make<Choice>)
    {
        let key = try object.requiredString("key")
        let choices = try object.array("choices")
        let components = try object.array("components")
        let lists: [[ChoiceItem]]
        let pattern: String?
        switch (choices, components) {
        case (let choices?, nil):
            lists = [try readItems(choices, at: object.path(of: "choices"))]
            pattern = nil
        case (nil, let components?):
            var read: [[ChoiceItem]] = []
            for (index, component) in components.enumerated() {
                let componentPath = object.path(of: "components") + "[\(index)]"
                guard case .array(let items) = component else { throw .expected("an array", got: component, at: componentPath) }
                read.append(try readItems(items, at: componentPath))
            }
            lists = read
            pattern = try object.string("displayPattern") ?? Array(repeating: "%@", count: read.count).joined(separator: " ")
        default:
            throw FormDefinitionError(path: object.path, message: "give exactly one of 'choices' or 'components'")
        }
        let title = try object.string("title")
        let placeholder = try object.string("prompt")
        let isMandatory = try object.bool("mandatory") ?? true
        let messages = try object.strings("messages")
        let answer = object.value("default")
        let answerPath = object.path(of: "default")
        let make: Make<Choice> = { _ throws(FormDefinitionError) in
            let choice = if let pattern {
                Choice(name: key, components: lists, displayPattern: pattern)
            } else {
                Choice(name: key, items: lists[0])
            }
            if let title { choice.title = title }
            choice.placeholder = placeholder
            choice.isMandatory = isMandatory
            if let messages { choice.messageOverrides = messages }
            if let answer { try choice.fill(with: answer, at: answerPath) }
            return choice
        }
        // A default that is no item is this element's error, reported before the next element is read.
        var noLinks: [Link] = []
        if answer != nil { _ = try make(&noLinks) }
        return (key, make)
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
    private mutating func readDateField(_ object: inout DefinitionObject) throws(FormDefinitionError)
        -> (name: String, make: Make<TextInput>)
    {
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
