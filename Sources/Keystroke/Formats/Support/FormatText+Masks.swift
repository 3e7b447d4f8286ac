// The masks the built-in formats compile from their own source text.

extension FormatText {
    /// Compiles a mask written in this module; a failure is a bug caught by the tests.
    static func builtInMask(_ format: String, customNotations: [Notation] = [], uppercasesLetters: Bool = false) -> Mask {
        do {
            return try Mask(format, customNotations: customNotations, uppercasesLetters: uppercasesLetters)
        } catch {
            preconditionFailure("built-in mask \(format) does not compile: \(error)")
        }
    }
}

extension ValidatedValue {
    /// The value of an optional field left empty.
    static let empty = ValidatedValue(text: "", value: "")
}
