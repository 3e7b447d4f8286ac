import Foundation

extension FormOutput {
    /// Compact JSON text with object keys sorted, so equal outputs give equal text.
    public var jsonString: String { jsonString(prettyPrinted: false) }

    /// UTF-8 JSON with object keys sorted.
    public var jsonData: Data { Data(jsonString.utf8) }

    /// JSON text with object keys sorted; pretty printing indents by two spaces.
    /// - Parameter prettyPrinted: Whether to break lines and indent.
    public func jsonString(prettyPrinted: Bool) -> String {
        var text = ""
        write(to: &text, indent: prettyPrinted ? 0 : nil)
        return text
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

    private func write(to text: inout String, indent: Int?) {
        switch self {
        case .null: text += "null"
        case .bool(let bool): text += bool ? "true" : "false"
        case .number(let number): text += number.isNaN ? "null" : number.description
        case .string(let string): Self.writeString(string, to: &text)
        case .array(let items):
            guard !items.isEmpty else {
                text += "[]"
                return
            }
            text += "["
            for (offset, item) in items.enumerated() {
                if offset > 0 { text += "," }
                Self.newline(&text, indent.map { $0 + 1 })
                item.write(to: &text, indent: indent.map { $0 + 1 })
            }
            Self.newline(&text, indent)
            text += "]"
        case .object(let members):
            guard !members.isEmpty else {
                text += "{}"
                return
            }
            text += "{"
            for (offset, key) in members.keys.sorted().enumerated() {
                if offset > 0 { text += "," }
                Self.newline(&text, indent.map { $0 + 1 })
                Self.writeString(key, to: &text)
                text += indent == nil ? ":" : ": "
                members[key]?.write(to: &text, indent: indent.map { $0 + 1 })
            }
            Self.newline(&text, indent)
            text += "}"
        }
    }

    private static func newline(_ text: inout String, _ indent: Int?) {
        guard let indent else { return }
        text += "\n" + String(repeating: "  ", count: indent)
    }

    private static func writeString(_ string: String, to text: inout String) {
        text += "\""
        // Most strings need no escape: append them whole.
        if !string.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            text += string
            text += "\""
            return
        }
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case "\u{08}": text += "\\b"
            case "\u{0C}": text += "\\f"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
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
