/// The format of definition text fields without a `format`: any text, kept as typed.
struct FreeTextFormat: FieldFormat {
    var id: String { "free-text" }
    var keyboard: KeyboardHint { .text }
    var acceptsEmpty: Bool { true }

    func apply(_ input: MaskInput) -> MaskResult {
        MaskResult(text: input.text, caret: input.caret, value: input.text, isComplete: true)
    }

    func allows(_ character: Character) -> Bool { true }
    func rawValue(of text: String) -> String { text }
    func layOut(_ value: String) -> String { value }
    func validate(_ text: String) throws(ValidationError) -> ValidatedValue {
        ValidatedValue(text: text, value: text)
    }
}
