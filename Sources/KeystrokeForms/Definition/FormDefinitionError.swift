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
        // A table of bits, not `utf8.allSatisfy`: the generic walk over a string's bytes cost
        // about 150 instructions a key, and a server checks every answer's key.
        var key = key
        return key.withUTF8 { bytes in
            for byte in bytes {
                let word = byte < 64 ? plainBelow64 : (byte < 128 ? plainBelow128 : 0)
                if word & (1 << UInt64(byte & 63)) == 0 { return false }
            }
            return true
        }
    }

    /// Bit `b` is set for each plain byte `b` below 64: `-` and the digits.
    private static let plainBelow64: UInt64 = 0x03FF_2000_0000_0000
    /// Bit `b - 64` is set for each plain byte `b` from 64 to 127: the letters and `_`.
    private static let plainBelow128: UInt64 = 0x07FF_FFFE_87FF_FFFE
}
