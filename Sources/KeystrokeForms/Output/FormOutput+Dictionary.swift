import Foundation

extension FormOutput {
    /// The object as `[String: Any]` (Neoform's parameter dictionary); empty for other values.
    ///
    /// Nested objects become `[String: Any]`, arrays `[Any]`, numbers `Int` when
    /// they are whole and fit, `Decimal` otherwise, and null `NSNull`.
    public var dictionary: [String: Any] {
        guard case .object(let members) = self else { return [:] }
        return members.mapValues(\.anyValue)
    }

    /// The value as Foundation-style `Any` (see ``dictionary``).
    public var anyValue: Any {
        switch self {
        case .object(let members): members.mapValues(\.anyValue)
        case .array(let items): items.map(\.anyValue)
        case .string(let string): string
        case .number(let number): Self.wholeNumber(number) ?? number
        case .bool(let bool): bool
        case .null: NSNull()
        }
    }

    /// Converts a `[String: Any]`-style value back; `nil` for values JSON cannot hold.
    /// - Parameter any: Strings, numbers, booleans, `NSNull`, arrays and string-keyed dictionaries thereof.
    public init?(any: Any) {
        switch any {
        case let value as FormOutput: self = value
        case let string as String: self = .string(string)
        case let bool as Bool where Self.isBoolean(any): self = .bool(bool)
        case let int as Int: self = .number(Decimal(int))
        case let decimal as Decimal: self = .number(decimal)
        case let double as Double:
            guard double.isFinite else { return nil }
            self = FormOutput(floatLiteral: double)
        case let number as NSNumber where !Self.isBoolean(number):
            // Whole numbers beyond Int (JSONSerialization's unsigned 64-bit ones): exact from their digits.
            guard let decimal = Decimal(string: number.description) else { return nil }
            self = .number(decimal)
        case is NSNull: self = .null
        case let items as [Any]:
            var converted: [FormOutput] = []
            for item in items {
                guard let value = FormOutput(any: item) else { return nil }
                converted.append(value)
            }
            self = .array(converted)
        case let members as [String: Any]:
            var converted: [String: FormOutput] = [:]
            for (key, member) in members {
                guard let value = FormOutput(any: member) else { return nil }
                converted[key] = value
            }
            self = .object(converted)
        default: return nil
        }
    }

    /// Whether a value that casts to `Bool` is a boolean rather than a number.
    ///
    /// `JSONSerialization` hands numbers over as `NSNumber`, and an `NSNumber` 0 or 1 also casts
    /// to `Bool`; its booleans are `NSNumber`s of their own kind, as is a Swift `Bool` bridged to one.
    static func isBoolean(_ any: Any) -> Bool {
        guard let number = any as? NSNumber else { return true }
        return Platform.isBoolean(number)
    }

    /// `number` as an `Int` when it is whole and in range.
    static func wholeNumber(_ number: Decimal) -> Int? {
        guard !number.isNaN, number == number.rounded(toPlaces: 0),
            number >= Decimal(Int.min), number <= Decimal(Int.max)
        else { return nil }
        return NSDecimalNumber(decimal: number).intValue
    }
}

extension Decimal {
    /// The value rounded half away from zero to `places` fractional digits.
    func rounded(toPlaces places: Int) -> Decimal {
        var input = self
        var result = Decimal()
        NSDecimalRound(&result, &input, places, .plain)
        return result
    }
}
