import KeystrokeForms

/// Small formats for tests, independent of the built-in registry.
struct TestFormat: FieldFormat {
    var id: String
    var acceptsEmpty = false
    var minLength = 0
    var allowed: @Sendable (Character) -> Bool
    var mask: String?
    var code: String
    var keyboard: KeyboardHint { .text }

    func apply(_ input: MaskInput) -> MaskResult {
        let text = layOut(input.text)
        return MaskResult(text: text, caret: text.count, value: rawValue(of: text), isComplete: true)
    }

    func allows(_ character: Character) -> Bool { allowed(character) }

    func rawValue(of text: String) -> String {
        mask == nil ? text : text.filter(allowed)
    }

    /// Fills `#` slots of the mask with allowed characters; without a mask, keeps allowed ones.
    func layOut(_ value: String) -> String {
        let raw = value.filter(allowed)
        guard let mask else { return raw }
        var result = ""
        var characters = raw.makeIterator()
        var pending = characters.next()
        for slot in mask {
            guard pending != nil else { break }
            if slot == "#" {
                result.append(pending!)
                pending = characters.next()
            } else {
                result.append(slot)
            }
        }
        return result
    }

    func validate(_ text: String) throws(ValidationError) -> ValidatedValue {
        let raw = rawValue(of: text)
        guard text.allSatisfy({ allowed($0) || (mask?.contains($0) ?? false) }), raw.count >= minLength else {
            throw ValidationError(code: code, message: "Invalid \(id).", parameters: ["min": "\(minLength)"])
        }
        return ValidatedValue(text: layOut(raw), value: raw)
    }

    /// Letters and spaces, at least one character.
    static let letters = TestFormat(id: "letters", allowed: { $0.isLetter || $0 == " " }, code: "letters.invalid")
    /// Anything.
    static let nonEmpty = TestFormat(id: "non-empty", allowed: { _ in true }, code: "nonEmpty.invalid")
    /// Anything, empty allowed.
    static let optional = TestFormat(id: "optional", acceptsEmpty: true, allowed: { _ in true }, code: "optional.invalid")
    /// At least six characters.
    static let password = TestFormat(id: "password", minLength: 6, allowed: { _ in true }, code: "password.tooShort")
    /// A Brazilian landline shaped mask over ten digits.
    static let phone = TestFormat(
        id: "phone", minLength: 10, allowed: { $0.isASCII && $0.isNumber }, mask: "(##) ####-####",
        code: "phone.invalid")
    /// Digits only.
    static let digits = TestFormat(id: "digits", allowed: { $0.isASCII && $0.isNumber }, code: "digits.invalid")
}
