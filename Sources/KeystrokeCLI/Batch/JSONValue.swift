import Foundation

/// Any JSON value, for the batch lines the fast parser leaves to Foundation.
enum JSONValue: Decodable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// Parses one line with `JSONDecoder` (the slow, complete path).
    /// - Throws: ``LineError`` saying why the line is not JSON.
    static func parse(_ bytes: UnsafeRawBufferPointer) throws(LineError) -> JSONValue {
        do {
            return try JSONDecoder().decode(JSONValue.self, from: Data(bytes))
        } catch let DecodingError.dataCorrupted(context) {
            let reason = (context.underlyingError as? NSError)?.userInfo[NSDebugDescriptionErrorKey] as? String
            throw LineError("not valid JSON" + (reason.map { ": \($0)" } ?? ""))
        } catch {
            throw LineError("not valid JSON")
        }
    }

    /// A short name of the value's type, for error messages.
    var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// Field access shared by the fast flat parser and the complete one.
///
/// Accessors return `nil` for an absent key and throw ``LineError`` when the
/// value has the wrong type; `null` counts as absent.
protocol JSONFields {
    /// The value for `key`, converted to a ``JSONValue``.
    func value(_ key: StaticString) -> JSONValue?
    /// The string for `key`.
    func string(_ key: StaticString) throws(LineError) -> String?
    /// The boolean for `key`.
    func bool(_ key: StaticString) throws(LineError) -> Bool?
    /// The integer for `key`.
    func int(_ key: StaticString) throws(LineError) -> Int?
    /// The UTF-8 of a string without escapes, when the parser can give it without making a `String`.
    func plainString(_ key: StaticString) -> UnsafeRawBufferPointer?
}

extension JSONFields {
    func string(_ key: StaticString) throws(LineError) -> String? {
        switch value(key) {
        case nil, .null?: return nil
        case .string(let text)?: return text
        case let other?: throw .wrongType(key, expected: "a string", found: other)
        }
    }

    func bool(_ key: StaticString) throws(LineError) -> Bool? {
        switch value(key) {
        case nil, .null?: return nil
        case .bool(let flag)?: return flag
        case let other?: throw .wrongType(key, expected: "a boolean", found: other)
        }
    }

    func int(_ key: StaticString) throws(LineError) -> Int? {
        switch value(key) {
        case nil, .null?: return nil
        case .number(let number)? where number.rounded() == number && abs(number) < 1e15: return Int(number)
        case let other?: throw .wrongType(key, expected: "an integer", found: other)
        }
    }

    func plainString(_ key: StaticString) -> UnsafeRawBufferPointer? { nil }

    /// The string for `key`, which must be present.
    func requiredString(_ key: StaticString) throws(LineError) -> String {
        guard let text = try string(key) else { throw LineError("missing field '\(key)'") }
        return text
    }
}

/// A JSON object from the complete parser.
struct JSONObject: JSONFields {
    /// The object's members.
    var members: [String: JSONValue]

    func value(_ key: StaticString) -> JSONValue? {
        members[key.description]
    }
}

extension JSONValue {
    /// Reads an object's members as ``JSONFields``.
    /// - Throws: ``LineError`` when the value is not an object.
    func fields(_ what: String) throws(LineError) -> JSONObject {
        guard case .object(let members) = self else { throw LineError("\(what) must be an object, got \(typeName)") }
        return JSONObject(members: members)
    }
}

/// What is wrong with one batch line; reported as `{"ok":false,"line":N,"error":"…"}`.
struct LineError: Error, CustomStringConvertible {
    /// The explanation.
    var message: String

    /// Creates an error with `message`.
    init(_ message: String) {
        self.message = message
    }

    var description: String { message }

    /// A field whose value has the wrong JSON type.
    static func wrongType(_ key: StaticString, expected: String, found: JSONValue) -> LineError {
        LineError("field '\(key)' must be \(expected), got \(found.typeName)")
    }
}

extension UnsafeRawBufferPointer {
    /// Whether the bytes are the UTF-8 of `literal`.
    func equals(_ literal: StaticString) -> Bool {
        count == literal.utf8CodeUnitCount
            && elementsEqual(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }
}
