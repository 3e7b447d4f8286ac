import Foundation

/// A JSON-like value: what a form outputs, what answers and definitions are read from.
///
/// Numbers are exact (`Decimal`), objects are unordered and serialise with
/// sorted keys, so the same output always gives the same JSON text.
///
/// ```swift
/// let output = try form.validate()
/// output["address"]?["city"]        // .string("Curitiba")
/// output.dictionary                 // [String: Any] for older APIs
/// output.jsonString                 // {"address":{"city":"Curitiba"},…}
/// ```
public enum FormOutput: Sendable, Hashable {
    /// An object with string keys.
    case object([String: FormOutput])
    /// An ordered list.
    case array([FormOutput])
    /// A string.
    case string(String)
    /// An exact decimal number.
    case number(Decimal)
    /// A boolean.
    case bool(Bool)
    /// The absence of a value.
    case null

    /// The member named `key` of an object; `nil` for other values or a missing key.
    public subscript(key: String) -> FormOutput? {
        guard case .object(let members) = self else { return nil }
        return members[key]
    }

    /// The element at `index` of an array; `nil` when out of range or not an array.
    public subscript(index: Int) -> FormOutput? {
        guard case .array(let items) = self, items.indices.contains(index) else { return nil }
        return items[index]
    }

    /// The string, when this is a string.
    public var stringValue: String? {
        if case .string(let string) = self { return string }
        return nil
    }

    /// The boolean, when this is a boolean.
    public var boolValue: Bool? {
        if case .bool(let bool) = self { return bool }
        return nil
    }

    /// The number, when this is a number.
    public var numberValue: Decimal? {
        if case .number(let number) = self { return number }
        return nil
    }

    /// The members, when this is an object.
    public var objectValue: [String: FormOutput]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// The items, when this is an array.
    public var arrayValue: [FormOutput]? {
        if case .array(let items) = self { return items }
        return nil
    }

    /// A short name of the kind of value, for error messages ("object", "string", …).
    public var kindName: String {
        switch self {
        case .object: "object"
        case .array: "array"
        case .string: "string"
        case .number: "number"
        case .bool: "boolean"
        case .null: "null"
        }
    }
}

extension FormOutput: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
    /// A string value.
    public init(stringLiteral value: String) { self = .string(value) }
    /// An integer number.
    public init(integerLiteral value: Int) { self = .number(Decimal(value)) }
    /// A number written as a decimal literal, kept as written (`0.1` stays `0.1`).
    public init(floatLiteral value: Double) {
        self = .number(Decimal(string: "\(value)", locale: Locale(identifier: "en_US_POSIX")) ?? Decimal(value))
    }
    /// A boolean value.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// An array value.
    public init(arrayLiteral elements: FormOutput...) { self = .array(elements) }
    /// An object value; a repeated key keeps its last value.
    public init(dictionaryLiteral elements: (String, FormOutput)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
    /// The null value.
    public init(nilLiteral: ()) { self = .null }
}
