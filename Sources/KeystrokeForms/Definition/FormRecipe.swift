/// A form definition as read once: what builds the form again without reading the definition.
///
/// ``FormDefinitionReader`` checks every key when it makes the recipe; making a form from it
/// reads no key, looks up no format and writes no path that no error needs. A server makes one
/// form per request from one recipe (``FormValidator``), a list makes each new item from its
/// item's recipe.
struct FormRecipe: Sendable {
    let name: String
    let title: String?
    let language: Language?
    let messages: [String: String]?
    let elements: [ElementRecipe]

    /// Makes the elements of `recipes` in order, adding the references they hold to `links`.
    static func make(_ recipes: [ElementRecipe], links: inout [FormDefinitionReader.Link]) throws(FormDefinitionError)
        -> [any FormElement]
    {
        var elements: [any FormElement] = []
        elements.reserveCapacity(recipes.count)
        for recipe in recipes { elements.append(try recipe.make(&links)) }
        return elements
    }
}

/// How to make one element of a definition: its name and type, read once, and the closure that
/// makes a new one.
struct ElementRecipe: Sendable {
    /// The element's key in the output.
    let name: String
    /// The definition's `type` (`text`, `checkbox`, …).
    let type: String
    /// Whether the element holds no value (static text, a separator, a button).
    let isDiscardable: Bool
    /// Makes a new element, adding the references it holds to a build's links.
    let make: FormDefinitionReader.Make<any FormElement>
}

extension FormGroup {
    /// A new form from a recipe, its references resolved.
    /// - Throws: ``FormDefinitionError`` for a reference to no element, or to one of the wrong
    ///   kind: a recipe that made one form without error makes every other one the same way.
    convenience init(recipe: FormRecipe) throws(FormDefinitionError) {
        var links: [FormDefinitionReader.Link] = []
        let elements = try FormRecipe.make(recipe.elements, links: &links)
        self.init(name: recipe.name, elements: elements)
        if let title = recipe.title { self.title = title }
        if let language = recipe.language { self.language = language }
        if let messages = recipe.messages { messageOverrides = messages }
        for link in links {
            try FormDefinitionReader.refuseIndices(in: link)
            guard let target = element(at: link.reference) else {
                throw FormDefinitionError(path: link.path, message: "no element at '\(link.reference)'")
            }
            try link.apply(target)
        }
    }
}
