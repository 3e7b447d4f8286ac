import Foundation

extension FormOutput {
    /// Compact JSON text with object keys sorted, so equal outputs give equal text.
    public var jsonString: String { jsonString(prettyPrinted: false) }

    /// UTF-8 JSON with object keys sorted.
    public var jsonData: Data { Data(jsonString.utf8) }

    /// JSON text with object keys sorted; pretty printing indents by two spaces.
    /// - Parameter prettyPrinted: Whether to break lines and indent.
    public func jsonString(prettyPrinted: Bool) -> String {
        let bytes = JSONBytes()
        bytes.append(json: self, indent: prettyPrinted ? 0 : nil)
        return bytes.text
    }

    /// Parses JSON text (RFC 8259) into a value; numbers are kept exact.
    ///
    /// Duplicate object keys, trailing garbage and nesting deeper than 512
    /// levels are errors.
    /// - Parameter json: The JSON text.
    /// - Throws: ``FormDefinitionError`` with the path and line:column of the problem.
    public init(json: String) throws(FormDefinitionError) {
        var reader = JSONReader(Array(json.utf8))
        self = try reader.readDocument()
    }

    /// Parses UTF-8 JSON data; see ``init(json:)``.
    /// - Parameter jsonData: UTF-8 encoded JSON.
    public init(jsonData: Data) throws(FormDefinitionError) {
        var reader = JSONReader(Array(jsonData))
        self = try reader.readDocument()
    }
}

extension FormOutput: Codable {
    /// Decodes any JSON value.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let bool = try? container.decode(Bool.self) {
            self = .bool(bool)
        } else if let number = try? container.decode(Decimal.self) {
            self = .number(number)
        } else if let string = try? container.decode(String.self) {
            self = .string(string)
        } else if let items = try? container.decode([FormOutput].self) {
            self = .array(items)
        } else {
            self = .object(try container.decode([String: FormOutput].self))
        }
    }

    /// Encodes the value as the matching JSON value.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let bool): try container.encode(bool)
        case .number(let number): try container.encode(number)
        case .string(let string): try container.encode(string)
        case .array(let items): try container.encode(items)
        case .object(let members): try container.encode(members)
        }
    }
}
