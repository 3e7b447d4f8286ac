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
        // ASCII keys first: Unicode's property tables are slow, and a server builds paths per request.
        let asciiPlain = key.utf8.allSatisfy { byte in
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
        }
        let plain = !key.isEmpty && (asciiPlain || key.unicodeScalars.allSatisfy { scalar in
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "-"
        })
        if plain { return "." + key }
        let escaped = key.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return "[\"\(escaped)\"]"
    }
}
