/// Resolves format ids (`name` or `name:param:param`) to built-in formats.
///
/// Each family of formats resolves its own names in its own file
/// (`Basic/FormatRegistry+Basic.swift`, `Brazil/FormatRegistry+Brazil.swift`, …) so the table stays
/// beside the formats of its family.
enum FormatRegistry {
    /// Every built-in format name, for help texts and error messages.
    static var names: [String] { basicNames + brazilNames + internationalNames + bankingNames + taxNames + addressNames + moneyNames + numberNames + dateNames }

    /// Builds the format for `id`.
    static func make(id: String) throws(FormatError) -> any FieldFormat {
        let parts = id.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        let name = parts[0]
        let parameters = Array(parts.dropFirst())
        if let format = try basicFormat(name: name, parameters: parameters, id: id) { return format }
        if let format = try brazilFormat(name: name, parameters: parameters, id: id) { return format }
        if let format = try internationalFormat(name: name, parameters: parameters, id: id) { return format }
        if let format = try bankingFormat(name: name, parameters: parameters, id: id) { return format }
        if let format = try taxFormat(name: name, parameters: parameters, id: id) { return format }
        if let format = try addressFormat(name: name, parameters: parameters, id: id) { return format }
        if let format = try moneyFormat(name: name, parameters: parameters, id: id) { return format }
        if let format = try numberFormat(name: name, parameters: parameters, id: id) { return format }
        if let format = try dateFormat(name: name, parameters: parameters, id: id) { return format }
        throw FormatError(kind: .unknownFormat, id: id, message: "known formats: \(names.joined(separator: ", "))")
    }
}
