extension FormDefinitionReader {
    // MARK: - Lists

    /// A `list`: `key`, `item` (one element definition, without a key), `minItems`, `maxItems`,
    /// `title` and `messages`.
    ///
    /// The item is read here once, so that every problem in it is reported with its path now;
    /// each new item is made from what was read. References inside the item (`requiredWhen`,
    /// dependency and action targets) name elements of the same item.
    func readList(_ object: inout DefinitionObject) throws(FormDefinitionError) -> (name: String, make: Make<RepeatingGroup>) {
        let key = try object.requiredString("key")
        let title = try object.string("title")
        let minItems = try object.integer("minItems") ?? 0
        let maxItems = try object.integer("maxItems")
        if let maxItems, maxItems < minItems {
            throw FormDefinitionError(
                path: object.path(of: "maxItems"), message: "maxItems (\(maxItems)) is below minItems (\(minItems))")
        }
        guard let item = object.value("item") else { throw object.missing("item") }
        let itemPath = object.path(of: "item")
        let definition = try Self.itemDefinition(item, key: key, title: title, at: itemPath)
        var reader = FormDefinitionReader(formats: formats)
        reader.language = language
        let recipe = try reader.readElement(definition, at: itemPath)
        // Its references are checked now, on an item made and dropped.
        _ = try Self.makeItem(recipe)
        let messages = try object.strings("messages")
        return (key, { _ in
            let list = RepeatingGroup(name: key, title: title, minItems: minItems, maxItems: maxItems) {
                do {
                    return try Self.makeItem(recipe)
                } catch {
                    // Making is a pure function of the recipe (built-in formats, no state),
                    // and this recipe made an item without error above.
                    preconditionFailure("a list item's recipe failed on making again: \(error)")
                }
            }
            if let messages { list.messageOverrides = messages }
            return list
        })
    }

    /// The item's definition with the list's key (and title, when the item has none): an item
    /// is named by its index, so a key of its own is an error.
    private static func itemDefinition(_ item: FormOutput, key: String, title: String?, at path: String)
        throws(FormDefinitionError) -> FormOutput
    {
        guard case .object(var members) = item else { throw .expected("an element object", got: item, at: path) }
        if case .string(let type) = members["type"], decorativeTypes.contains(type) {
            throw FormDefinitionError(
                path: path + FormDefinitionError.component("type"),
                message: "a list item holds a value, '\(type)' has none; use \(elementTypes.filter { !decorativeTypes.contains($0) }.joined(separator: ", "))")
        }
        if members["key"] != nil {
            throw FormDefinitionError(
                path: path + FormDefinitionError.component("key"), message: "a list item has no key: its index names it")
        }
        members["key"] = .string(key)
        if let title, members["title"] == nil { members["title"] = .string(title) }
        return .object(members)
    }

    /// A new item from its recipe, with the references inside it resolved within it.
    private static func makeItem(_ recipe: ElementRecipe) throws(FormDefinitionError) -> any FormElement {
        var links: [Link] = []
        let item = try recipe.make(&links)
        for link in links {
            try refuseIndices(in: link)
            guard let target = (item as? FormGroup)?.element(at: link.reference) else {
                throw FormDefinitionError(
                    path: link.path,
                    message: "no element at '\(link.reference)' in the list item (references inside an item name elements of the same item)")
            }
            try link.apply(target)
        }
        return item
    }

    /// Refuses a reference through a list's index (`dependants[0].student`): items come and
    /// go, so only the elements of one item refer to each other, from inside it.
    static func refuseIndices(in link: Link) throws(FormDefinitionError) {
        guard PathComponent.components(of: link.reference).contains(where: { if case .index = $0 { true } else { false } }) else {
            return
        }
        throw FormDefinitionError(
            path: link.path,
            message: "'\(link.reference)' names a list item; references inside an item name elements of the same item")
    }
}
