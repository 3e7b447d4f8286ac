import PCRE2

/// libphonenumber's as-you-type formatter (`AsYouTypeFormatter`) as a value: fed `+` and digits
/// one at a time, it shows what libphonenumber shows after each.
///
/// It is a state machine over the digits so far: it finds the international prefix or `+`, then
/// the calling code, or else a national prefix; once three national digits are in, it keeps the
/// layouts whose leading digits fit and fills the first one's template digit by digit, switching
/// template when the digits outgrow it and giving up (showing the digits as typed) when none fits.
/// A number that a layout's whole pattern already fits is written with that layout directly.
///
/// The field formats run it over the digits in the field after every edit, wherever the edit
/// was; the state never outlives one formatting.
struct PhoneTypingState: Sendable {
    private let defaultRegion: String
    private var metadata: PhoneRegion

    private(set) var output = ""
    private var accruedInput = ""
    /// `+` and the digits as ASCII (so `utf8.count` counts them).
    private var accruedDigits = ""
    private var template: [UInt8] = []
    private var lastSlot = 0
    private var currentPattern = ""
    private var prefix = ""
    private var spaceAfterNationalPrefix = false
    private var extractedNationalPrefix = ""
    private var nationalNumber = ""
    private var ableToFormat = true
    private var inputHasFormatting = false
    private var isCompleteNumber = false
    private var expectsCallingCode = false
    private var candidates: [PhoneLayout] = []
    /// The leading-digit index the candidates were last narrowed with, -1 for none since they were collected.
    private var narrowedIndex = -1

    /// The shortest national number the layouts are chosen for.
    private static let minimumLeadingDigits = 3

    /// A formatter for numbers typed in `region` (any case); an unknown region only formats numbers typed with `+`.
    init(region: String) {
        defaultRegion = region.uppercased()
        metadata = Self.metadata(forRegion: defaultRegion)
    }

    /// libphonenumber uses the main region of the region's calling code for layouts.
    private static func metadata(forRegion region: String) -> PhoneRegion {
        let store = PhoneMetadataStore.shared
        guard let code = store.callingCodeByRegion[region], let main = store.mainRegion(forCallingCode: code),
            let metadata = store.region(main)
        else { return PhoneMetadataStore.noRegion }
        return metadata
    }

    /// The output for `typed`, resuming from the state `cache` kept for a prefix of it (the
    /// previous keystroke's, when typing at the end), and leaving this one there.
    static func format(_ typed: String, region: String, cache: Cache) -> String {
        cache.withEntry { entry in
            var start = 0
            if let done = entry?.typed, Self.isPrefix(done, of: typed) {
                start = done.utf8.count
            } else {
                entry = Cache.Entry(typed: "", state: PhoneTypingState(region: region))
            }
            // The state is advanced where it is kept, not copied out and back.
            entry!.typed = typed
            // `typed` is ASCII: `+` and digits.
            for byte in typed.utf8.dropFirst(start) { entry!.state.input(Character(Unicode.Scalar(byte))) }
            return entry!.state.output
        }
    }

    /// Whether the ASCII `prefix` begins `text`, compared byte by byte.
    private static func isPrefix(_ prefix: String, of text: String) -> Bool {
        var prefix = prefix
        var text = text
        let count = prefix.utf8.count
        guard count <= text.utf8.count else { return false }
        return prefix.withUTF8 { head in text.withUTF8 { whole in head.elementsEqual(whole.prefix(count)) } }
    }

    /// The last formatter state of one field format, so that typing at the end costs one step.
    ///
    /// The lock is held while a keystroke is formatted (about a microsecond): copies of a format
    /// shared between threads take turns rather than copying the state.
    final class Cache: Sendable {
        /// What was fed and the state it left.
        struct Entry {
            var typed: String
            var state: PhoneTypingState
        }

        private let last = Locked<Entry?>(nil)

        init() {}

        func withEntry<Result>(_ body: (inout Entry?) -> Result) -> Result { last.withLock(body) }
    }

    /// Feeds one typed character (`+` first, then digits) and returns what libphonenumber shows.
    @discardableResult
    mutating func input(_ character: Character) -> String {
        output = next(character)
        return output
    }

    private mutating func next(_ character: Character) -> String {
        accruedInput.append(character)
        var typed = character
        if isDigitOrLeadingPlus(character) {
            typed = accrue(character)
        } else {
            ableToFormat = false
            inputHasFormatting = true
        }
        if !ableToFormat {
            // Long international or national prefixes may still be formatted once extracted.
            if inputHasFormatting { return accruedInput }
            if extractInternationalPrefix() {
                if extractCallingCode() { return choosePatternWithPrefixExtracted() }
            } else if extractLongerNationalPrefix() {
                prefix += " "
                return choosePatternWithPrefixExtracted()
            }
            return accruedInput
        }
        switch accruedDigits.utf8.count {
        case 0...2:
            return accruedInput
        case 3:
            if extractInternationalPrefix() {
                expectsCallingCode = true
            } else {
                extractedNationalPrefix = removeNationalPrefix()
                return chooseFormattingPattern()
            }
        default:
            break
        }
        if expectsCallingCode {
            if extractCallingCode() { expectsCallingCode = false }
            return prefix + nationalNumber
        }
        guard !candidates.isEmpty else { return chooseFormattingPattern() }
        let partial = fillTemplate(with: typed)
        let whole = formatWholeNumber()
        if !whole.isEmpty { return whole }
        narrowCandidates(nationalNumber)
        if makeTemplate() { return typeNationalNumber() }
        return ableToFormat ? appendNationalNumber(partial) : accruedInput
    }

    private func isDigitOrLeadingPlus(_ character: Character) -> Bool {
        if PhoneNumberReader.asciiDigit(character) != nil { return true }
        return accruedInput.utf8.count <= 4 && accruedInput.count == 1 && (character == "+" || character == "\u{FF0B}")
    }

    /// Adds `+` or the digit (as ASCII) to the digits so far; returns the normalised character.
    private mutating func accrue(_ character: Character) -> Character {
        if character == "+" {
            accruedDigits.append("+")
            return character
        }
        let digit = PhoneNumberReader.asciiDigit(character).map(Character.init) ?? character
        accruedDigits.append(digit)
        nationalNumber.append(digit)
        return digit
    }

    private mutating func choosePatternWithPrefixExtracted() -> String {
        ableToFormat = true
        expectsCallingCode = false
        candidates = []
        lastSlot = 0
        template = []
        currentPattern = ""
        return chooseFormattingPattern()
    }

    private mutating func chooseFormattingPattern() -> String {
        guard nationalNumber.utf8.count >= Self.minimumLeadingDigits else {
            return appendNationalNumber(nationalNumber)
        }
        collectCandidates(nationalNumber)
        let whole = formatWholeNumber()
        if !whole.isEmpty { return whole }
        return makeTemplate() ? typeNationalNumber() : accruedInput
    }

    /// The layouts that may apply, given whether a national prefix was typed.
    private mutating func collectCandidates(_ leading: String) {
        narrowedIndex = -1
        let international = isCompleteNumber && extractedNationalPrefix.isEmpty
        let layouts = international && !metadata.internationalLayouts.isEmpty ? metadata.internationalLayouts : metadata.layouts
        for layout in layouts {
            if !extractedNationalPrefix.isEmpty && layout.nationalPrefixRuleIsFirstGroupOnly
                && !layout.nationalPrefixOptional && layout.carrierRule.isEmpty
            {
                // Typed with a national prefix: layouts written without one do not apply (unless the
                // "prefix" may be a carrier code).
                continue
            }
            if extractedNationalPrefix.isEmpty && !isCompleteNumber && !layout.nationalPrefixRuleIsFirstGroupOnly
                && !layout.nationalPrefixOptional
            {
                // Typed without a national prefix: layouts that require one do not apply.
                continue
            }
            if layout.isTypingEligible { candidates.append(layout) }
        }
        narrowCandidates(leading)
    }

    private mutating func narrowCandidates(_ leading: String) {
        let index = leading.utf8.count - Self.minimumLeadingDigits
        let previous = narrowedIndex
        narrowedIndex = index
        candidates.removeAll { layout in
            // The number only grew since the last narrowing: a pattern that matched it then still does.
            if previous >= 0, layout.leadingDigitsStayMatched, !layout.leadingDigits.isEmpty,
                min(previous, layout.leadingDigits.count - 1) == min(index, layout.leadingDigits.count - 1)
            {
                return false
            }
            return !layout.leadingDigitsMatch(leading, patternIndex: index)
        }
    }

    /// Takes the first candidate whose template can hold the number; false when none can.
    private mutating func makeTemplate() -> Bool {
        while let layout = candidates.first {
            if layout.pattern.source == currentPattern { return false }
            if layout.templateDigits >= nationalNumber.utf8.count && !layout.template.isEmpty {
                template = layout.template
                currentPattern = layout.pattern.source
                spaceAfterNationalPrefix = layout.nationalPrefixRuleSeparates
                lastSlot = 0
                return true
            }
            candidates.removeFirst()
        }
        ableToFormat = false
        return false
    }

    /// The national number laid out by a candidate whose whole pattern fits it, if that keeps every digit.
    private mutating func formatWholeNumber() -> String {
        for layout in candidates {
            guard let match = layout.pattern.match(nationalNumber) else { continue }
            spaceAfterNationalPrefix = layout.nationalPrefixRuleSeparates
            let whole = appendNationalNumber(PhoneLayout.substitute(layout.format, groups: match, in: nationalNumber))
            if Self.keepsDigits(whole, accruedDigits) { return whole }
        }
        return ""
    }

    /// Whether the digits, `+`, `*` and `#` of `text` (libphonenumber's diallable characters)
    /// are exactly `digits`: the layout neither lost nor added one.
    private static func keepsDigits(_ text: String, _ digits: String) -> Bool {
        var expected = digits.utf8.makeIterator()
        for byte in text.utf8 where byte &- 0x30 < 10 || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "*") || byte == UInt8(ascii: "#") {
            guard expected.next() == byte else { return false }
        }
        return expected.next() == nil
    }

    private mutating func typeNationalNumber() -> String {
        guard !nationalNumber.isEmpty else { return prefix }
        var partial = ""
        for digit in nationalNumber { partial = fillTemplate(with: digit) }
        return ableToFormat ? appendNationalNumber(partial) : accruedInput
    }

    /// Puts `digit` in the template's next slot; returns the template up to it.
    private mutating func fillTemplate(with digit: Character) -> String {
        if let slot = template[min(lastSlot, template.count)...].firstIndex(of: PhoneLayout.slot),
            let byte = digit.asciiValue
        {
            template[slot] = byte
            lastSlot = slot
            return String(decoding: template[...slot], as: UTF8.self)
        }
        if candidates.count == 1 { ableToFormat = false }
        currentPattern = ""
        return accruedInput
    }

    private func appendNationalNumber(_ national: String) -> String {
        if spaceAfterNationalPrefix && !prefix.isEmpty && prefix.last != " " {
            return prefix + " " + national
        }
        return prefix + national
    }

    /// NANP numbers typed as `1` and an area code: the `1` is the national prefix.
    private var isNANPNumberWithNationalPrefix: Bool {
        let digits = Array(nationalNumber.utf8)
        return metadata.callingCode == 1 && digits.count >= 2 && digits[0] == UInt8(ascii: "1")
            && digits[1] != UInt8(ascii: "0") && digits[1] != UInt8(ascii: "1")
    }

    /// Moves a national prefix from the national number to the prefix; returns it.
    private mutating func removeNationalPrefix() -> String {
        var start = 0
        if isNANPNumberWithNationalPrefix {
            start = 1
            prefix += "1 "
            isCompleteNumber = true
        } else if let pattern = metadata.nationalPrefixForParsing, let match = pattern.match(nationalNumber),
            match.range.upperBound > 0
        {
            // A national prefix means a complete national number: local layouts no longer apply.
            isCompleteNumber = true
            start = match.range.upperBound
            prefix += String(nationalNumber.utf8.prefix(start))!
        }
        let removed = String(nationalNumber.utf8.prefix(start))!
        nationalNumber = String(nationalNumber.utf8.dropFirst(start))!
        return removed
    }

    /// Some national prefixes begin others: puts the extracted one back and tries a longer one.
    private mutating func extractLongerNationalPrefix() -> Bool {
        if !extractedNationalPrefix.isEmpty {
            nationalNumber = extractedNationalPrefix + nationalNumber
            if let found = Self.lastOccurrence(of: extractedNationalPrefix, in: prefix) {
                prefix = String(prefix.unicodeScalars.prefix(found))
            } else if !prefix.isEmpty {
                // libphonenumber's Python port cuts one character when the prefix is not found.
                prefix.removeLast()
            }
        }
        return extractedNationalPrefix != removeNationalPrefix()
    }

    /// The scalar offset where `needle` last occurs in `text`.
    private static func lastOccurrence(of needle: String, in text: String) -> Int? {
        let haystack = Array(text.unicodeScalars)
        let pattern = Array(needle.unicodeScalars)
        guard pattern.count <= haystack.count else { return nil }
        return stride(from: haystack.count - pattern.count, through: 0, by: -1).first {
            Array(haystack[$0..<($0 + pattern.count)]) == pattern
        }
    }

    /// Finds `+` or the region's international prefix at the start; the rest becomes the national number.
    private mutating func extractInternationalPrefix() -> Bool {
        guard let pattern = metadata.typingInternationalPrefix, let match = pattern.match(accruedDigits) else {
            return false
        }
        isCompleteNumber = true
        let end = match.range.upperBound
        nationalNumber = String(accruedDigits.utf8.dropFirst(end))!
        prefix = String(accruedDigits.utf8.prefix(end))!
        if accruedDigits.first != "+" { prefix += " " }
        return true
    }

    /// Moves a calling code from the national number to the prefix and switches to its metadata.
    private mutating func extractCallingCode() -> Bool {
        guard !nationalNumber.isEmpty, let (code, rest) = PhoneNumberReader.leadingCallingCode(nationalNumber) else {
            return false
        }
        nationalNumber = rest
        let store = PhoneMetadataStore.shared
        if let main = store.mainRegion(forCallingCode: code) {
            if main == "001" {
                metadata = store.nonGeographic(code) ?? PhoneMetadataStore.noRegion
            } else if main != defaultRegion {
                metadata = Self.metadata(forRegion: main)
            }
        }
        prefix += "\(code) "
        extractedNationalPrefix = ""
        return true
    }
}
