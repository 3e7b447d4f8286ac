/// Resolves format ids (`name` or `name:param:param`) to built-in formats.
enum FormatRegistry {
    /// Every built-in format name, for help texts and error messages.
    static let names: [String] = []

    /// Builds the format for `id`.
    static func make(id: String) throws(FormatError) -> any FieldFormat {
        let parts = id.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        let name = parts[0]
        let parameters = Array(parts.dropFirst())
        _ = parameters
        switch name {
        // Each built-in format registers here: `case "cpf": return CPFFormat()`.
        default:
            throw FormatError(kind: .unknownFormat, id: id, message: "known formats: \(names.joined(separator: ", "))")
        }
    }
}
