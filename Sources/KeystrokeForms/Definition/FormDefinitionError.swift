/// A malformed form definition, answer or JSON text, with the JSON path of the problem.
///
/// Paths start at `$` (the document) and name keys and indices:
/// `$.elements[2].format`.
public struct FormDefinitionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Where the problem is, as a JSON path (`$.elements[2].format`).
    public var path: String
    /// What is wrong.
    public var message: String

    /// Creates an error.
    /// - Parameters:
    ///   - path: The JSON path of the problem.
    ///   - message: What is wrong.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// `path: message`.
    public var description: String { "\(path): \(message)" }

    /// The path component for an object key: `.key`, or `["odd key"]` when it is not a plain identifier.
    static func component(_ key: String) -> String {
        let plain = !key.isEmpty && key.unicodeScalars.allSatisfy { scalar in
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "-"
        }
        if plain { return "." + key }
        let escaped = key.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return "[\"\(escaped)\"]"
    }
}
