// The steps a format's strict reading shares: a value that is present, no whitespace around it,
// only the characters the format allows.

extension FormatText {
    /// `text` itself, read strictly.
    /// - Throws: ``ValidationError/required`` when it is empty or only whitespace; a whitespace
    ///   error when whitespace surrounds it.
    static func nonEmpty(_ text: String) throws(ValidationError) -> String {
        guard let text = try nonEmpty(text, allowsEmpty: false) else { throw .required }
        return text
    }

    /// `text` itself, read strictly, or `nil` when it is empty and `allowsEmpty` (the caller
    /// then returns an empty value).
    /// - Throws: ``ValidationError/required`` when it is empty, or only whitespace, and empty
    ///   is not allowed; ``ValidationError/leadingWhitespace`` or
    ///   ``ValidationError/trailingWhitespace`` when whitespace surrounds it.
    static func nonEmpty(_ text: String, allowsEmpty: Bool) throws(ValidationError) -> String? {
        if text.isEmpty {
            if allowsEmpty { return nil }
            throw .required
        }
        if !allowsEmpty, trimmed(text).isEmpty { throw .required }
        try checkNoSurroundingWhitespace(text)
        return text
    }

    /// Refuses whitespace around a value read strictly: it is never trimmed.
    /// - Throws: ``ValidationError/leadingWhitespace`` or ``ValidationError/trailingWhitespace``.
    @inline(__always)
    static func checkNoSurroundingWhitespace(_ text: some StringProtocol) throws(ValidationError) {
        let kept = trimmed(text)
        guard kept.utf8.count != text.utf8.count else { return }
        throw text.first?.isWhitespace == true ? .leadingWhitespace : .trailingWhitespace
    }

    /// Throws `code` at the first character of `text` that `allowed` refuses.
    /// - Parameter message: Builds the message from the quoted character.
    static func checkCharacters(
        _ text: some StringProtocol,
        code: String,
        allowed: (Character) -> Bool,
        message: (String) -> String
    ) throws(ValidationError) {
        guard let stray = text.first(where: { !allowed($0) }) else { return }
        throw ValidationError(code: code, message: message(quoted(stray)), parameters: ["character": String(stray)])
    }
}
