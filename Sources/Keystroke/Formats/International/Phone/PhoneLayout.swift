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
    /// ``format`` as UTF-8, for the as-you-type formatter's byte buffers.
    let formatUTF8: [UInt8]
    /// How the first group is written with the national prefix (`0$1`, `($1)`); empty for none.
    let nationalPrefixRule: String
    /// ``format`` with its first group written through the national-prefix rule (NATIONAL format).
    let nationalFormat: String
    /// Whether the national prefix may be left out when writing the number nationally.
    let nationalPrefixOptional: Bool
    /// Whether the national-prefix rule is only the first group, perhaps in parentheses
    /// (libphonenumber's "first group only"); no rule counts as such.
    let nationalPrefixRuleIsFirstGroupOnly: Bool
    /// Whether the national-prefix rule puts a space or hyphen after the prefix.
    let nationalPrefixRuleSeparates: Bool
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
    /// The digits a number this layout fits can begin with: those both its whole pattern and its
    /// most detailed leading-digit pattern allow (see ``PhonePattern/firstDigits``).
    let firstDigits: UInt16
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
        formatUTF8 = Array(fields[2].utf8)
        nationalPrefixRule = fields[3]
        (nationalPrefixRuleIsFirstGroupOnly, nationalPrefixRuleSeparates) = Self.traits(ofNationalPrefixRule: fields[3])
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
        firstDigits = pattern.firstDigits & (leading.last?.firstDigits ?? PhonePattern.anyFirstDigit)
    }

    private init(copying other: PhoneLayout) {
        pattern = other.pattern
        format = other.format
        formatUTF8 = other.formatUTF8
        nationalPrefixRule = ""
        (nationalPrefixRuleIsFirstGroupOnly, nationalPrefixRuleSeparates) = Self.traits(ofNationalPrefixRule: "")
        nationalFormat = other.format
        nationalPrefixOptional = false
        carrierRule = ""
        isTypingEligible = other.isTypingEligible
        template = other.template
        templateDigits = other.templateDigits
        leadingDigits = other.leadingDigits
        leadingDigitsStayMatched = other.leadingDigitsStayMatched
        firstDigits = other.firstDigits
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

    /// Whether a national-prefix rule is the first group only, and whether it separates the
    /// prefix with a space or hyphen: read once, since the formatter asks at every keystroke.
    private static func traits(ofNationalPrefixRule rule: String) -> (firstGroupOnly: Bool, separates: Bool) {
        let firstGroupOnly = rule.isEmpty || ["$1", "($1)", "($1", "$1)"].contains(rule)
        return (firstGroupOnly, rule.utf8.contains(UInt8(ascii: " ")) || rule.utf8.contains(UInt8(ascii: "-")))
    }

    /// Whether the most detailed leading-digit pattern matches a prefix of `number` (as
    /// formatting a whole number asks).
    @inline(__always)
    func leadingDigitsMatch(bytes number: ByteView) -> Bool {
        leadingDigits.last?.fullyMatches(bytes: number) ?? true
    }

    /// Whether the leading-digit pattern the as-you-type formatter picks by `patternIndex` (how
    /// many digits there are past the third) matches a prefix of `number`.
    func leadingDigitsMatch(_ number: [UInt8], patternIndex: Int) -> Bool {
        guard !leadingDigits.isEmpty else { return true }
        let index = min(patternIndex, leadingDigits.count - 1)
        // libphonenumber's Python port indexes from the end when the index is negative.
        return leadingDigits[index < 0 ? max(leadingDigits.count + index, 0) : index].fullyMatches(number)
    }

    /// `template` with `$N` replaced by group N of `match` in `subject` (an absent group is empty),
    /// after `prefix`.
    static func substitute(_ template: String, groups match: AnchoredMatch, in subject: String, after prefix: String = "") -> String {
        ByteView.with(prefix) { prefix in
            ByteView.with(template) { template in
                ByteView.with(subject) { subject in substitute(template, groups: match, in: subject, after: prefix) }
            }
        }
    }

    /// ``substitute(_:groups:in:after:)`` for a subject the caller holds as bytes.
    static func substitute(_ template: String, groups match: AnchoredMatch, in subject: ByteView) -> String {
        ByteView.with(template) { template in
            ByteView.with("") { nothing in substitute(template, groups: match, in: subject, after: nothing) }
        }
    }

    /// ``substitute(_:groups:in:after:)`` on UTF-8, written once into the string's own storage.
    static func substitute(
        _ template: ByteView, groups match: AnchoredMatch, in subject: ByteView, after prefix: ByteView
    ) -> String {
        // The length first, so that the text is written once, in place.
        var length = prefix.count
        var index = 0
        while index < template.count {
            if let group = groupReference(in: template, at: index) {
                length += match[group]?.count ?? 0
                index += 2
            } else {
                length += 1
                index += 1
            }
        }
        return ASCIIWriter.string(capacity: length) { writer in
            writer.append(utf8: prefix)
            var index = 0
            var run = 0
            while index < template.count {
                guard let group = groupReference(in: template, at: index) else {
                    index += 1
                    continue
                }
                // The template's own text up to here is whole scalars: `$` is ASCII.
                writer.append(utf8: template[run..<index])
                if let range = match[group] { writer.append(contentsOf: subject[range]) }
                index += 2
                run = index
            }
            writer.append(utf8: template[run...])
        }
    }

    /// The group a `$N` at `index` of a template stands for, nil when there is none.
    @inline(__always)
    private static func groupReference(in template: ByteView, at index: Int) -> Int? {
        guard template[index] == UInt8(ascii: "$"), index + 1 < template.count, template[index + 1] &- 0x30 < 10 else {
            return nil
        }
        return Int(template[index + 1] &- 0x30)
    }

    /// ``substitute(_:groups:in:after:)`` on UTF-8, appending to `result` (the as-you-type
    /// formatter's output buffer).
    static func substitute(_ template: ByteView, groups match: AnchoredMatch, in subject: ByteView, into result: inout [UInt8]) {
        var index = 0
        while index < template.count {
            if let group = groupReference(in: template, at: index) {
                if let range = match[group] { result.append(bytes: subject[range]) }
                index += 2
            } else {
                result.append(template[index])
                index += 1
            }
        }
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
