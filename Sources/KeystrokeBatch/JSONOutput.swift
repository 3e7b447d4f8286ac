/// A JSON value to print, with object members kept in order (the demo's output).
package indirect enum JSONOutput: Equatable {
    case null
    case bool(Bool)
    case integer(Int)
    case string(String)
    case array([JSONOutput])
    case object([(String, JSONOutput)])

    package static func == (lhs: JSONOutput, rhs: JSONOutput) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.integer(let a), .integer(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)): a.map(\.0) == b.map(\.0) && a.map(\.1) == b.map(\.1)
        default: false
        }
    }
}

extension ByteWriter {
    /// Appends `value` as compact JSON.
    package func append(json value: JSONOutput) {
        switch value {
        case .null: append("null")
        case .bool(let flag): append(bool: flag)
        case .integer(let number): append(integer: number)
        case .string(let text): append(jsonString: text)
        case .array(let items):
            append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { append(UInt8(ascii: ",")) }
                append(json: item)
            }
            append(UInt8(ascii: "]"))
        case .object(let members):
            append(UInt8(ascii: "{"))
            for (index, (key, item)) in members.enumerated() {
                if index > 0 { append(UInt8(ascii: ",")) }
                append(jsonString: key)
                append(UInt8(ascii: ":"))
                append(json: item)
            }
            append(UInt8(ascii: "}"))
        }
    }
}
