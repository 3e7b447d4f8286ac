import PCRE2

/// One of libphonenumber's number formats: which national numbers it fits (leading digits, then a
/// whole-number pattern) and how it lays them out (`$1 $2-$3`).
///
/// A class: the formatter walks a region's layouts on every keystroke, and reading one copies nothing.
final class PhoneLayout: Sendable {
    /// The whole-number pattern, with one group per block of digits.
    let pattern: PhonePattern
    /// The layout, `$N` standing for group N (`$1 $2-$3`).
    let format: String
    /// How the first group is written with the national prefix (`0$1`, `($1)`); empty for none.
    let nationalPrefixRule: String
    /// ``format`` with its first group written through the national-prefix rule (NATIONAL format).
    let nationalFormat: String
    /// Whether the national prefix may be left out when writing the number nationally.
    let nationalPrefixOptional: Bool
    /// How a carrier code is written with the first group; empty for none.
    let carrierRule: String
    /// Whether the as-you-type formatter may use it (groups and punctuation only).
    let isTypingEligible: Bool
    /// The as-you-type template as ASCII bytes, ``PhoneLayout/slot`` for each digit.
    let template: [UInt8]
    /// How many digits the template holds.
    let templateDigits: Int
    /// Leading-digit patterns, from the shortest prefix they describe to the most detailed.
    let leadingDigits: [PhonePattern]
    /// Whether a leading-digit pattern that matched a number also matches it with digits added
    /// (no assertions or end anchors), so the formatter need not ask again as the number grows.
    let leadingDigitsStayMatched: Bool

    /// The digit placeholder in ``template`` (libphonenumber writes U+2008; templates are ASCII
    /// otherwise, and a placeholder never reaches the output, so a control byte stands for it).
    static let slot: UInt8 = 0x01

    /// Parses an `F` (or own `I`) line of a record.
    init(fields: [String], region: String) throws(PhoneMetadataError) {
        guard fields.count >= 8, let digits = Int(fields[7]),
            let pattern = try PhoneRegion.compile(fields[1], .whole)
        else { throw PhoneMetadataError(record: region, message: "bad format line '\(fields.joined(separator: "~").prefix(40))'") }
        self.pattern = pattern
        format = fields[2]
        nationalPrefixRule = fields[3]
        nationalFormat = Self.formatWithNationalPrefix(fields[2], rule: fields[3])
        nationalPrefixOptional = fields[4].contains("o")
        isTypingEligible = fields[4].contains("e")
        carrierRule = fields[5]
        template = fields[6].utf8.map { $0 == UInt8(ascii: "9") ? Self.slot : $0 }
        templateDigits = digits
        var leading: [PhonePattern] = []
        for source in fields.dropFirst(8) {
            if let compiled = try PhoneRegion.compile(source, .prefix) { leading.append(compiled) }
        }
        leadingDigits = leading
        leadingDigitsStayMatched = fields.dropFirst(8).allSatisfy(Self.onlyGrowsMatches)
    }

    private init(copying other: PhoneLayout) {
        pattern = other.pattern
        format = other.format
        nationalPrefixRule = ""
        nationalFormat = other.format
        nationalPrefixOptional = false
        carrierRule = ""
        isTypingEligible = other.isTypingEligible
        template = other.template
        templateDigits = other.templateDigits
        leadingDigits = other.leadingDigits
        leadingDigitsStayMatched = other.leadingDigitsStayMatched
    }

    /// Whether a prefix pattern that matches a number also matches it with digits appended: true
    /// unless it asserts something about what follows (`$`, lookarounds, `\b`, `\z`…).
    static func onlyGrowsMatches(_ source: String) -> Bool {
        let bytes = Array(source.utf8)
        for (index, byte) in bytes.enumerated() {
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            switch byte {
            case UInt8(ascii: "$"): return false
            case UInt8(ascii: "(") where next == UInt8(ascii: "?") && index + 2 < bytes.count
                && [UInt8(ascii: "="), UInt8(ascii: "!"), UInt8(ascii: "<")].contains(bytes[index + 2]):
                return false
            case UInt8(ascii: "\\") where Array("bBzZG".utf8).contains(next): return false
            default: continue
            }
        }
        return true
    }

    /// The same layout as an international format: no national-prefix or carrier rules.
    var withoutNationalRules: PhoneLayout { PhoneLayout(copying: self) }

    /// Whether the national-prefix rule is only the first group, perhaps in parentheses
    /// (libphonenumber's "first group only"); no rule counts as such.
    var nationalPrefixRuleIsFirstGroupOnly: Bool {
        nationalPrefixRule.isEmpty || ["$1", "($1)", "($1", "$1)"].contains(nationalPrefixRule)
    }

    /// Whether the national-prefix rule puts a space or hyphen after the prefix.
    var nationalPrefixRuleSeparates: Bool {
        nationalPrefixRule.contains(" ") || nationalPrefixRule.contains("-")
    }

    /// Whether the leading-digit pattern for `digits` (by how many digits there are, as the
    /// as-you-type formatter picks it) or the most detailed one matches a prefix of `number`.
    func leadingDigitsMatch(_ number: String, patternIndex: Int? = nil) -> Bool {
        guard !leadingDigits.isEmpty else { return true }
        var index = patternIndex ?? leadingDigits.count - 1
        index = min(index, leadingDigits.count - 1)
        // libphonenumber's Python port indexes from the end when the index is negative.
        if index < 0 { index = max(leadingDigits.count + index, 0) }
        return leadingDigits[index].fullyMatches(number)
    }

    /// `template` with `$N` replaced by group N of `match` in `subject` (an absent group is empty),
    /// after `prefix`.
    static func substitute(_ template: String, groups match: AnchoredMatch, in subject: String, after prefix: String = "") -> String {
        var (template, subject, prefix) = (template, subject, prefix)
        var result: [UInt8] = []
        result.reserveCapacity(prefix.utf8.count + template.utf8.count + subject.utf8.count)
        prefix.withUTF8 { result.append(contentsOf: $0) }
        subject.withUTF8 { subject in
            template.withUTF8 { template in
                var index = 0
                while index < template.count {
                    let byte = template[index]
                    if byte == UInt8(ascii: "$"), index + 1 < template.count, template[index + 1] &- 0x30 < 10 {
                        if let range = match[Int(template[index + 1] - 0x30)] {
                            result.append(contentsOf: UnsafeBufferPointer(rebasing: subject[range]))
                        }
                        index += 2
                    } else {
                        result.append(byte)
                        index += 1
                    }
                }
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// The format with its first group written through the national-prefix rule (`$1 $2` with
    /// `0$1` gives `0$1 $2`), as libphonenumber writes a number nationally.
    static func formatWithNationalPrefix(_ format: String, rule nationalPrefixRule: String) -> String {
        let characters = Array(format)
        guard !nationalPrefixRule.isEmpty,
            let first = characters.indices.dropLast().first(where: { characters[$0] == "$" && characters[$0 + 1].isASCII && characters[$0 + 1].isNumber })
        else { return format }
        let group = String(characters[first...first + 1])
        var rule = ""
        var ruleCharacters = nationalPrefixRule[...]
        while let character = ruleCharacters.first {
            if ruleCharacters.hasPrefix("$1") {
                rule += group
                ruleCharacters = ruleCharacters.dropFirst(2)
            } else {
                rule.append(character)
                ruleCharacters = ruleCharacters.dropFirst()
            }
        }
        return String(characters[..<first]) + rule + String(characters[(first + 2)...])
    }
}
