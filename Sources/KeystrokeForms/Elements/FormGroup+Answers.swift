extension FormGroup {
    /// Fills elements from answers shaped like the output (`{"name": "Ana", "address": {"city": "Curitiba"},
    /// "phones": ["41999998888"]}`).
    ///
    /// Keys that name no element are errors; elements without an answer keep their values. A list's
    /// answer is an array that replaces its items. Answers are validated as sent, never trimmed.
    /// - Parameter answers: An object of answers.
    /// - Throws: ``FormDefinitionError`` with the JSON path of the first unusable answer.
    public func fill(answers: FormOutput) throws(FormDefinitionError) {
        try fill(with: answers, at: "$")
    }

    /// Fills elements from answers given as JSON text; see ``fill(answers:)``.
    /// - Parameter answersJSON: A JSON object of answers.
    public func fill(answersJSON: String) throws(FormDefinitionError) {
        try fill(answers: try FormOutput(json: answersJSON))
    }
}
