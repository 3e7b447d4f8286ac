import Testing
import Keystroke

/// Plain, independent implementations of the official check-digit rules, used as
/// the oracle the library is compared against.
enum BrazilReference {
    /// CPF: weights n+1 … 2 over the n digits so far, twice.
    static func cpfCheckDigits(_ base: [Int]) -> [Int] {
        var digits = base
        while digits.count < 11 {
            var sum = 0
            for (position, digit) in digits.enumerated() { sum += digit * (digits.count + 1 - position) }
            digits.append(sum % 11 < 2 ? 0 : 11 - sum % 11)
        }
        return Array(digits[9...])
    }

    /// CNPJ (numeric and alphanumeric): ASCII − 48, weights 2…9 repeating from the right.
    static func cnpjCheckDigits(_ base: String) -> String {
        var values = base.unicodeScalars.map { Int($0.value) - 48 }
        while values.count < 14 {
            var sum = 0
            for (fromRight, value) in values.reversed().enumerated() { sum += value * (2 + fromRight % 8) }
            values.append(sum % 11 < 2 ? 0 : 11 - sum % 11)
        }
        return values[12...].map(String.init).joined()
    }

    /// Whether a raw 11-digit string is a valid CPF by the rule (repeated digits refused).
    static func isValidCPF(_ digits: String) -> Bool {
        let values = digits.compactMap(\.wholeNumberValue)
        guard values.count == 11, Set(values).count > 1 else { return false }
        return cpfCheckDigits(Array(values[..<9])) == Array(values[9...])
    }

    /// Whether a raw 14-character uppercase string is a valid CNPJ by the rule.
    static func isValidCNPJ(_ text: String) -> Bool {
        let characters = Array(text)
        guard characters.count == 14, Set(characters).count > 1,
              characters[..<12].allSatisfy({ ($0.isASCII && $0.isNumber) || ("A"..."Z").contains($0) }),
              characters[12...].allSatisfy({ $0.isASCII && $0.isNumber })
        else { return false }
        return cnpjCheckDigits(String(characters[..<12])) == String(characters[12...])
    }

    /// `count` random characters from `alphabet`.
    static func randomString(_ count: Int, from alphabet: String, using generator: inout IntlSeededGenerator) -> String {
        let characters = Array(alphabet)
        return String((0..<count).map { _ in characters[Int.random(in: 0..<characters.count, using: &generator)] })
    }

    /// Places `raw` into the `#` slots of `template`.
    static func fill(_ template: String, with raw: String) -> String {
        var characters = raw.makeIterator()
        return String(template.map { $0 == "#" ? characters.next() ?? "?" : $0 })
    }
}

/// The code a validation throws, or `nil` when it passes.
func validationCode(_ format: some FieldFormat, _ text: String) -> String? {
    do {
        _ = try format.validate(text)
        return nil
    } catch {
        return error.code
    }
}

extension BrazilReference {
    /// `template` filled with `raw` up to its last character, separators after it left out:
    /// what a mask without autocomplete shows after typing `raw`.
    static func typed(_ template: String, _ raw: String) -> String {
        var output = ""
        var pending = ""
        var characters = raw.makeIterator()
        for slot in template {
            guard slot == "#" else {
                pending.append(slot)
                continue
            }
            guard let next = characters.next() else { break }
            output += pending + String(next)
            pending = ""
        }
        return output
    }
}

/// Types `raw` key by key at the end of an empty field and checks every step
/// against `template` (`#` a slot): text, caret at the end, value, completeness.
func expectTyping(
    _ format: some FieldFormat,
    _ raw: String,
    template: String,
    shown: String? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let shown = Array(shown ?? raw)
    let results = typeKeys(raw, into: format)
    for (index, result) in results.enumerated() {
        let expected = BrazilReference.typed(template, String(shown[...index]))
        let step: Comment = "\(raw), after \(index + 1) keys"
        #expect(result.text == expected, step, sourceLocation: sourceLocation)
        #expect(result.caret == expected.count, step, sourceLocation: sourceLocation)
        #expect(result.value == String(shown[...index]), step, sourceLocation: sourceLocation)
        #expect(result.isComplete == (index == shown.count - 1), step, sourceLocation: sourceLocation)
        #expect(result.dropped.isEmpty, step, sourceLocation: sourceLocation)
    }
}

/// Typing `text` one character at a time at the end of the field.
func typeKeys(_ text: String, into format: some InputFormatter) -> [MaskResult] {
    var results: [MaskResult] = []
    var current = ""
    for character in text {
        let result = format.apply(MaskInput(text: current + String(character)))
        results.append(result)
        current = result.text
    }
    return results
}
