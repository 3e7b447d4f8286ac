extension MessageCatalog {
    /// English templates for the codes forms report; formats' own English messages are used as they are.
    static let english: [String: String] = [
        "required": "This field is required.",
        "mismatch": "The passwords do not match.",
        "selection.required": "Select at least one option.",
        "dependency.unfilled": "The field {field} must be filled in.",
        "dependency.unmatched": "The value does not match {field}.",
        "rule.minLength": "Use at least {min} characters.",
        "rule.maxLength": "Use at most {max} characters.",
        "rule.minValue": "Enter {min} or more.",
        "rule.maxValue": "Enter {max} or less.",
        "rule.notANumber": "Enter a number.",
        "rule.pattern": "Check the value entered.",
        "rule.custom": "Check the value entered.",
        "rule.any": "Enter a value in one of the accepted forms.",
        "rule.async": "Check the value entered.",
        "form.invalid": "The form could not be accepted.",
        "list.tooFew": "Add at least {min}; there are {count}.",
        "list.tooMany": "Keep at most {max}; there are {count}.",
    ]
}
