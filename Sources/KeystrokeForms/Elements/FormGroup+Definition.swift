extension FormGroup {
    /// Builds a form from a JSON definition (TheDistanceForms' idea; schema in `Schemas/form-definition.schema.json`).
    ///
    /// ```json
    /// {"title": "Sign up", "language": "pt-BR", "elements": [
    ///   {"key": "name", "type": "text", "prompt": "Name", "format": "letters"},
    ///   {"key": "address", "type": "group", "elements": [{"key": "city", "type": "text", "format": "non-empty"}]},
    ///   {"key": "notification", "type": "checkboxGroup", "elements": [{"key": "email", "type": "checkbox"}]}
    /// ]}
    /// ```
    ///
    /// Unknown keys, unknown types, unknown format ids, bad references and
    /// duplicate keys are errors: nothing in a definition is ignored.
    /// - Parameter definition: The parsed definition.
    /// - Throws: ``FormDefinitionError`` with the JSON path of the first problem.
    public convenience init(definition: FormOutput) throws(FormDefinitionError) {
        try self.init(definition: definition, formats: DefinitionFormats())
    }

    /// Builds a form from a definition, its formats looked up in `formats` (shared by the
    /// forms a ``FormValidator`` builds from one definition).
    convenience init(definition: FormOutput, formats: DefinitionFormats) throws(FormDefinitionError) {
        var reader = FormDefinitionReader(formats: formats)
        try self.init(recipe: try reader.readForm(definition))
    }

    /// Builds a form from JSON definition text; see ``init(definition:)``.
    /// - Parameter definitionJSON: The definition as JSON text.
    public convenience init(definitionJSON: String) throws(FormDefinitionError) {
        try self.init(definition: try FormOutput(json: definitionJSON))
    }
}
