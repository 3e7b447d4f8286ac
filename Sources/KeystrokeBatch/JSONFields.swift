import Foundation
import KeystrokeForms

/// Field access shared by the fast flat parser (``FlatJSONObject``) and the
/// complete one (KeystrokeForms' JSON reader, for lines the fast path leaves).
///
/// Accessors return `nil` for an absent key and throw ``LineError`` when the
/// value has the wrong type; `null` counts as absent.
package protocol JSONFields {
    /// The value for `key`.
    func value(_ key: StaticString) -> FormOutput?
    /// The string for `key`.
    func string(_ key: StaticString) throws(LineError) -> String?
    /// The boolean for `key`.
    func bool(_ key: StaticString) throws(LineError) -> Bool?
    /// The integer for `key`.
    func int(_ key: StaticString) throws(LineError) -> Int?
    /// The UTF-8 of a string without escapes, when the parser can give it without making a `String`.
    func plainString(_ key: StaticString) -> UnsafeRawBufferPointer?
    /// The keys that are not in `known`, in the order of the line (a `String` is made only for those).
    func unknownKeys(known: [StaticString]) -> [String]
}

extension JSONFields {
    package func string(_ key: StaticString) throws(LineError) -> String? {
        switch value(key) {
        case nil, .null?: return nil
        case .string(let text)?: return text
        case let other?: throw .wrongType(key, expected: "a string", found: other)
        }
    }

    package func bool(_ key: StaticString) throws(LineError) -> Bool? {
        switch value(key) {
        case nil, .null?: return nil
        case .bool(let flag)?: return flag
        case let other?: throw .wrongType(key, expected: "a boolean", found: other)
        }
    }

    package func int(_ key: StaticString) throws(LineError) -> Int? {
        switch value(key) {
        case nil, .null?: return nil
        case let other?:
            guard let integer = other.integerValue else { throw .wrongType(key, expected: "an integer", found: other) }
            return integer
        }
    }

    package func plainString(_ key: StaticString) -> UnsafeRawBufferPointer? { nil }

    /// The string for `key`, which must be present.
    package func requiredString(_ key: StaticString) throws(LineError) -> String {
        guard let text = try string(key) else { throw LineError("missing field '\(key)'") }
        return text
    }
}

/// A JSON object from the complete parser.
package struct JSONObject: JSONFields {
    /// The object's members.
    package var members: [String: FormOutput]

    package func value(_ key: StaticString) -> FormOutput? {
        members[key.description]
    }

    package func unknownKeys(known: [StaticString]) -> [String] {
        members.keys.filter { key in !known.contains { $0.description == key } }.sorted()
    }

    /// Parses one line with the complete JSON reader (the slow path).
    /// - Throws: ``LineError`` saying why the line is not JSON or not an object.
    package static func parse(_ bytes: UnsafeRawBufferPointer) throws(LineError) -> JSONObject {
        let value: FormOutput
        do {
            value = try FormOutput(jsonData: Data(bytes))
        } catch {
            throw LineError("not valid JSON: \(error.message)")
        }
        return try value.fields("a batch line")
    }
}

extension FormOutput {
    /// Reads an object's members as ``JSONFields``.
    /// - Throws: ``LineError`` when the value is not an object.
    package func fields(_ what: String) throws(LineError) -> JSONObject {
        guard case .object(let members) = self else { throw LineError("\(what) must be an object, got \(typeName)") }
        return JSONObject(members: members)
    }

    /// The value as an `Int`, when it is a whole number of reasonable size.
    package var integerValue: Int? {
        guard case .number(let number) = self, number.isFinite, number.magnitude < 1e15 else { return nil }
        var whole = Decimal()
        var copy = number
        NSDecimalRound(&whole, &copy, 0, .plain)
        guard whole == number else { return nil }
        return NSDecimalNumber(decimal: number).intValue
    }

    /// The kind of value with its article, for error messages ("a string", "an array").
    package var typeName: String {
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

/// What is wrong with one batch line; reported as `{"ok":false,"line":N,"error":"…"}`.
package struct LineError: Error, CustomStringConvertible {
    /// The explanation.
    package var message: String

    /// Creates an error with `message`.
    package init(_ message: String) {
        self.message = message
    }

    package var description: String { message }

    /// A field whose value has the wrong JSON type.
    package static func wrongType(_ key: StaticString, expected: String, found: FormOutput) -> LineError {
        LineError("field '\(key)' must be \(expected), got \(found.typeName)")
    }
}

extension UnsafeRawBufferPointer {
    /// Whether the bytes are the UTF-8 of `literal`.
    package func equals(_ literal: StaticString) -> Bool {
        // SAFETY: a literal's `utf8Start` holds its `utf8CodeUnitCount` bytes in static storage.
        count == literal.utf8CodeUnitCount
            && elementsEqual(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }
}
