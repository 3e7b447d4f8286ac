import Foundation
import PCRE2

/// A synchronous validation rule on a field's value, composable with AND / OR.
///
/// Rules run after the field's format accepted the text, on the format's
/// value (the raw value: `"12345678909"` for a CPF, `"1234.56"` for currency).
///
/// ```swift
/// field.rules = [.minLength(3), .maxLength(40)]
/// contact.rules = [.format(try Format(id: "phone")) || .format(try Format(id: "email"))]
/// ```
public struct Rule: Sendable {
    private let check: @Sendable (String) -> ValidationError?

    /// Creates a rule from a closure returning the failure, or `nil` when the value is valid.
    /// - Parameter check: The rule.
    public init(_ check: @escaping @Sendable (String) -> ValidationError?) {
        self.check = check
    }

    /// The failure for `value`, or `nil` when it passes.
    public func validate(_ value: String) -> ValidationError? {
        check(value)
    }

    /// At least `minimum` characters (`rule.minLength`, parameter `min`).
    public static func minLength(_ minimum: Int, message: String? = nil) -> Rule {
        Rule { value in
            value.count >= minimum
                ? nil
                : failure("rule.minLength", "Use at least \(minimum) characters.", ["min": "\(minimum)"], message)
        }
    }

    /// At most `maximum` characters (`rule.maxLength`, parameter `max`).
    public static func maxLength(_ maximum: Int, message: String? = nil) -> Rule {
        Rule { value in
            value.count <= maximum
                ? nil
                : failure("rule.maxLength", "Use at most \(maximum) characters.", ["max": "\(maximum)"], message)
        }
    }

    /// A number no less than `minimum` (`rule.minValue`; `rule.notANumber` when the value is not a number).
    public static func minValue(_ minimum: Decimal, message: String? = nil) -> Rule {
        Rule { value in
            guard let number = number(value) else { return notANumber }
            return number >= minimum
                ? nil : failure("rule.minValue", "Enter \(minimum) or more.", ["min": "\(minimum)"], message)
        }
    }

    /// A number no greater than `maximum` (`rule.maxValue`; `rule.notANumber` when the value is not a number).
    public static func maxValue(_ maximum: Decimal, message: String? = nil) -> Rule {
        Rule { value in
            guard let number = number(value) else { return notANumber }
            return number <= maximum
                ? nil : failure("rule.maxValue", "Enter \(maximum) or less.", ["max": "\(maximum)"], message)
        }
    }

    /// A value the whole of which matches `pattern` (PCRE2, anchored at both ends; `rule.pattern`).
    ///
    /// A match that hits a PCRE2 limit counts as a failure, with the limit in
    /// the `error` parameter: a hostile value never passes by exhausting the matcher.
    public static func regex(_ pattern: Pattern, message: String? = nil) -> Rule {
        Rule { value in
            do throws(PCRE2Error) {
                return try pattern.matches(value)
                    ? nil : failure("rule.pattern", "Check the value entered.", ["pattern": pattern.source], message)
            } catch {
                return failure(
                    "rule.pattern", "Check the value entered.", ["pattern": pattern.source, "error": error.description],
                    message)
            }
        }
    }

    /// A whole-value match of the PCRE2 pattern `source`; see ``regex(_:message:)``.
    /// - Throws: `PCRE2Error` when the pattern does not compile.
    public static func regex(_ source: String, message: String? = nil) throws(PCRE2Error) -> Rule {
        regex(try Pattern(source), message: message)
    }

    /// A value some format accepts (its own error when it does not), e.g. for "phone OR email".
    public static func format(_ format: some FieldFormat) -> Rule {
        Rule { value in
            do throws(ValidationError) {
                _ = try format.validate(value)
                return nil
            } catch {
                return error
            }
        }
    }

    /// A predicate that must hold (`code` defaults to `rule.custom`).
    /// - Parameters:
    ///   - code: The stable code reported on failure.
    ///   - message: The message shown on failure.
    ///   - predicate: Returns `true` for valid values.
    public static func custom(
        code: String = "rule.custom", message: String, _ predicate: @escaping @Sendable (String) -> Bool
    ) -> Rule {
        Rule { value in
            predicate(value) ? nil : ValidationError(code: code, message: message, parameters: [customMessageKey: message])
        }
    }

    /// AND: every rule must pass; fails with the first failure.
    public static func all(_ rules: [Rule]) -> Rule {
        Rule { value in
            for rule in rules {
                if let failure = rule.check(value) { return failure }
            }
            return nil
        }
    }

    /// OR: at least one rule must pass; fails with `rule.any`, every failure listed in `failures`.
    public static func any(_ rules: [Rule], message: String? = nil) -> Rule {
        Rule { value in
            var failures: [ValidationError] = []
            for rule in rules {
                guard let failure = rule.check(value) else { return nil }
                failures.append(failure)
            }
            if failures.count == 1, message == nil { return failures[0] }
            var error = failure("rule.any", "Enter a value in one of the accepted forms.", [:], message)
            error.failures = failures
            return error
        }
    }

    /// The same rule showing `message` on any failure (the code stays).
    public func message(_ message: String?) -> Rule {
        guard let message else { return self }
        return Rule { value in
            guard var failure = self.check(value) else { return nil }
            failure.message = message
            failure.parameters[Self.customMessageKey] = message
            return failure
        }
    }

    /// AND of two rules.
    public static func && (lhs: Rule, rhs: Rule) -> Rule { .all([lhs, rhs]) }

    /// OR of two rules.
    public static func || (lhs: Rule, rhs: Rule) -> Rule { .any([lhs, rhs]) }

    /// The parameter that carries a message given explicitly to a rule; it wins over the catalogs.
    public static let customMessageKey = "customMessage"

    static let notANumber = ValidationError(code: "rule.notANumber", message: "Enter a number.")

    static func failure(_ code: String, _ english: String, _ parameters: [String: String], _ custom: String?)
        -> ValidationError
    {
        var parameters = parameters
        if let custom { parameters[customMessageKey] = custom }
        return ValidationError(code: code, message: custom ?? english, parameters: parameters)
    }

    /// The value as a number: an optional sign, digits, and at most one `.` or `,` followed by digits.
    static func number(_ value: String) -> Decimal? {
        var text = Substring(value.trimmingCharacters(in: .whitespaces))
        if text.first == "-" || text.first == "+" { text = text.dropFirst() }
        let parts = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "." || $0 == "," })
        guard (1...2).contains(parts.count),
            parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } })
        else { return nil }
        let sign = value.trimmingCharacters(in: .whitespaces).hasPrefix("-") ? "-" : ""
        return Decimal(string: sign + parts.joined(separator: "."), locale: Locale(identifier: "en_US_POSIX"))
    }
}
