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
        let plain = !key.isEmpty && (isPlainASCII(key) || key.unicodeScalars.allSatisfy { scalar in
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "-"
        })
        if plain { return "." + key }
        let escaped = key.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return "[\"\(escaped)\"]"
    }

    /// `path` followed by `key`'s component (``component(_:)``). A plain ASCII key's path is
    /// written in one piece: forms make one for every answer they fill, error or not.
    static func path(_ path: String, key: String) -> String {
        guard !key.isEmpty, isPlainASCII(key) else { return path + component(key) }
        var path = path
        var key = key
        return path.withUTF8 { head in
            key.withUTF8 { tail in
                let count = head.count &+ 1 &+ tail.count
                return String(unsafeUninitializedCapacity: count) { buffer in
                    // SAFETY: the three pieces fill exactly `count` bytes, ASCII after valid UTF-8.
                    _ = UnsafeMutableBufferPointer(rebasing: buffer[..<head.count]).initialize(from: head)
                    buffer[head.count] = UInt8(ascii: ".")
                    _ = UnsafeMutableBufferPointer(rebasing: buffer[(head.count &+ 1)..<count]).initialize(from: tail)
                    return count
                }
            }
        }
    }

    /// Whether every byte of `key` is an ASCII letter, digit, `_` or `-` (true for an empty key).
    private static func isPlainASCII(_ key: String) -> Bool {
        key.utf8.allSatisfy { byte in
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
        }
    }
}
