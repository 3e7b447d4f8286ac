/// A format id that cannot be resolved.
public struct FormatError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: String, Sendable, Hashable {
        /// No format has this id.
        case unknownFormat
        /// The id is known but a parameter is missing or out of range.
        case badParameter
    }

    /// What went wrong.
    public var kind: Kind
    /// The id as given.
    public var id: String
    /// A human-readable explanation ("pin length must be 1…64, got 0").
    public var message: String

    /// Creates an error.
    public init(kind: Kind, id: String, message: String) {
        self.kind = kind
        self.id = id
        self.message = message
    }

    public var description: String {
        switch kind {
        case .unknownFormat: "unknown format '\(id)'" + (message.isEmpty ? "" : ": \(message)")
        case .badParameter: "bad parameter in format '\(id)': \(message)"
        }
    }
}
