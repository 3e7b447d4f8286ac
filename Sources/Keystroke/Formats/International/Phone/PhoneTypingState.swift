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
/// It works on ASCII bytes (`+` and digits in, ASCII out), so that a keystroke appends to a
/// few byte buffers kept in place instead of building Strings; the field formats keep the
/// state of the last keystroke (``Cache``) and feed it only the digits added since.
struct PhoneTypingState: Sendable {
    let defaultRegion: String
    /// The metadata of the default region's calling code, where every number starts.
    private let homeMetadata: PhoneRegion
    private var metadata: PhoneRegion

    /// What libphonenumber shows after the last character, as UTF-8.
    private(set) var output: [UInt8] = []
    private(set) var accruedInput: [UInt8] = []
    /// `+` and the digits.
    private var accruedDigits: [UInt8] = []
    private var template: [UInt8] = []
    private var lastSlot = 0
    private var currentPattern = ""
    private var prefix: [UInt8] = []
    private var spaceAfterNationalPrefix = false
    private var extractedNationalPrefix: [UInt8] = []
    private var nationalNumber: [UInt8] = []
    private var ableToFormat = true
    private var inputHasFormatting = false
    private var isCompleteNumber = false
    private var expectsCallingCode = false
    private var candidates: [PhoneLayout] = []
    /// The leading-digit index the candidates were last narrowed with, -1 for none since they were collected.
    private var narrowedIndex = -1

    /// The shortest national number the layouts are chosen for.
    private static let minimumLeadingDigits = 3
    private static let plus = UInt8(ascii: "+")
    private static let space = UInt8(ascii: " ")

    /// A formatter for numbers typed in `region` (any case); an unknown region only formats numbers typed with `+`.
    init(region: String) {
        defaultRegion = region.uppercased()
        homeMetadata = Self.metadata(forRegion: defaultRegion)
        metadata = homeMetadata
    }

    /// Starts over for another number, keeping the buffers' storage: a field that is cleared or
    /// edited before its end is formatted without allocating again.
    mutating func reset() {
        metadata = homeMetadata
        output.removeAll(keepingCapacity: true)
        accruedInput.removeAll(keepingCapacity: true)
        accruedDigits.removeAll(keepingCapacity: true)
        template.removeAll(keepingCapacity: true)
        lastSlot = 0
        currentPattern = ""
        prefix.removeAll(keepingCapacity: true)
        spaceAfterNationalPrefix = false
        extractedNationalPrefix.removeAll(keepingCapacity: true)
        nationalNumber.removeAll(keepingCapacity: true)
        ableToFormat = true
        inputHasFormatting = false
        isCompleteNumber = false
        expectsCallingCode = false
        candidates.removeAll(keepingCapacity: true)
        narrowedIndex = -1
    }

    /// libphonenumber uses the main region of the region's calling code for layouts.
    private static func metadata(forRegion region: String) -> PhoneRegion {
        let store = PhoneMetadataStore.shared
        guard let code = store.callingCodeByRegion[region], let main = store.mainRegion(forCallingCode: code),
            let metadata = store.region(main)
        else { return PhoneMetadataStore.noRegion }
        return metadata
    }

    /// Feeds one typed byte (`+` first, then ASCII digits); ``output`` is what libphonenumber shows.
    mutating func input(_ byte: UInt8) {
        accruedInput.append(byte)
        guard isDigitOrLeadingPlus(byte) else {
            ableToFormat = false
            inputHasFormatting = true
            return show(accruedInput)
        }
        accrue(byte)
        if !ableToFormat {
            // Long international or national prefixes may still be formatted once extracted.
            if inputHasFormatting { return show(accruedInput) }
            if extractInternationalPrefix() {
                if extractCallingCode() { return choosePatternWithPrefixExtracted() }
            } else if extractLongerNationalPrefix() {
                prefix.append(Self.space)
                return choosePatternWithPrefixExtracted()
            }
            return show(accruedInput)
        }
        switch accruedDigits.count {
        case 0...2:
            return show(accruedInput)
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
            output.removeAll(keepingCapacity: true)
            output += prefix
            output += nationalNumber
            return
        }
        guard !candidates.isEmpty else { return chooseFormattingPattern() }
        let partial = fillTemplate(with: byte)
        if formatWholeNumber() { return }
        narrowCandidates()
        if makeTemplate() { return typeNationalNumber() }
        guard ableToFormat else { return show(accruedInput) }
        showNationalNumber(partial)
    }

    private func isDigitOrLeadingPlus(_ byte: UInt8) -> Bool {
        byte &- 0x30 < 10 || (byte == Self.plus && accruedInput.count == 1)
    }

    /// Adds `+` or the digit to the digits so far (and a digit to the national number).
    private mutating func accrue(_ byte: UInt8) {
        accruedDigits.append(byte)
        if byte != Self.plus { nationalNumber.append(byte) }
    }

    private mutating func choosePatternWithPrefixExtracted() {
        ableToFormat = true
        expectsCallingCode = false
        candidates = []
        lastSlot = 0
        template = []
        currentPattern = ""
        chooseFormattingPattern()
    }

    private mutating func chooseFormattingPattern() {
        guard nationalNumber.count >= Self.minimumLeadingDigits else {
            return showNationalNumber(.national)
        }
        collectCandidates()
        if formatWholeNumber() { return }
        if makeTemplate() { return typeNationalNumber() }
        show(accruedInput)
    }

    /// The layouts that may apply, given whether a national prefix was typed.
    private mutating func collectCandidates() {
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
        narrowCandidates()
    }

    private mutating func narrowCandidates() {
        let index = nationalNumber.count - Self.minimumLeadingDigits
        let previous = narrowedIndex
        narrowedIndex = index
        let leading = nationalNumber
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
            if layout.templateDigits >= nationalNumber.count && !layout.template.isEmpty {
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

    /// Shows the national number laid out by a candidate whose whole pattern fits it, if that
    /// keeps every digit; false when none does.
    private mutating func formatWholeNumber() -> Bool {
        for layout in candidates {
            guard let match = layout.pattern.match(nationalNumber) else { continue }
            spaceAfterNationalPrefix = layout.nationalPrefixRuleSeparates
            writePrefix()
            let national = nationalNumber
            ByteView.with(layout.formatUTF8) { format in
                ByteView.with(national) { PhoneLayout.substitute(format, groups: match, in: $0, into: &output) }
            }
            if Self.keepsDigits(output, accruedDigits) { return true }
        }
        return false
    }

    /// Whether the digits, `+`, `*` and `#` of `text` (libphonenumber's diallable characters)
    /// are exactly `digits`: the layout neither lost nor added one.
    private static func keepsDigits(_ text: [UInt8], _ digits: [UInt8]) -> Bool {
        var expected = digits.makeIterator()
        for byte in text where byte &- 0x30 < 10 || byte == plus || byte == UInt8(ascii: "*") || byte == UInt8(ascii: "#") {
            guard expected.next() == byte else { return false }
        }
        return expected.next() == nil
    }

    private mutating func typeNationalNumber() {
        guard !nationalNumber.isEmpty else { return show(prefix) }
        var partial = Partial.national
        for digit in nationalNumber { partial = fillTemplate(with: digit) }
        guard ableToFormat else { return show(accruedInput) }
        showNationalNumber(partial)
    }

    /// What follows the prefix in the output: the template up to a slot, or the input as typed
    /// (or the national number, before a template is chosen).
    private enum Partial {
        case template(through: Int)
        case accruedInput
        case national
    }

    /// Puts `digit` in the template's next slot; returns the template up to it.
    private mutating func fillTemplate(with digit: UInt8) -> Partial {
        if let slot = template[min(lastSlot, template.count)...].firstIndex(of: PhoneLayout.slot) {
            template[slot] = digit
            lastSlot = slot
            return .template(through: slot)
        }
        if candidates.count == 1 { ableToFormat = false }
        currentPattern = ""
        return .accruedInput
    }

    /// Shows `bytes` as they are.
    private mutating func show(_ bytes: [UInt8]) {
        output.removeAll(keepingCapacity: true)
        output += bytes
    }

    /// Shows the prefix, a space when the national-prefix rule wants one, and `partial`.
    private mutating func showNationalNumber(_ partial: Partial) {
        writePrefix()
        switch partial {
        case .template(let slot): output += template[...slot]
        case .accruedInput: output += accruedInput
        case .national: output += nationalNumber
        }
    }

    /// Starts the output with the prefix, and the space the national-prefix rule puts after it.
    private mutating func writePrefix() {
        output.removeAll(keepingCapacity: true)
        output += prefix
        if spaceAfterNationalPrefix && !prefix.isEmpty && prefix.last != Self.space { output.append(Self.space) }
    }

    /// NANP numbers typed as `1` and an area code: the `1` is the national prefix.
    private var isNANPNumberWithNationalPrefix: Bool {
        metadata.callingCode == 1 && nationalNumber.count >= 2 && nationalNumber[0] == UInt8(ascii: "1")
            && nationalNumber[1] != UInt8(ascii: "0") && nationalNumber[1] != UInt8(ascii: "1")
    }

    /// Moves a national prefix from the national number to the prefix; returns it.
    private mutating func removeNationalPrefix() -> [UInt8] {
        var start = 0
        if isNANPNumberWithNationalPrefix {
            start = 1
            prefix += [UInt8(ascii: "1"), Self.space]
            isCompleteNumber = true
        } else if let pattern = metadata.nationalPrefixForParsing, let match = pattern.match(nationalNumber),
            match.range.upperBound > 0
        {
            // A national prefix means a complete national number: local layouts no longer apply.
            isCompleteNumber = true
            start = match.range.upperBound
            prefix += nationalNumber[..<start]
        }
        let removed = Array(nationalNumber[..<start])
        nationalNumber.removeFirst(start)
        return removed
    }

    /// Some national prefixes begin others: puts the extracted one back and tries a longer one.
    private mutating func extractLongerNationalPrefix() -> Bool {
        if !extractedNationalPrefix.isEmpty {
            nationalNumber.insert(contentsOf: extractedNationalPrefix, at: 0)
            if let found = Self.lastOccurrence(of: extractedNationalPrefix, in: prefix) {
                prefix.removeSubrange(found...)
            } else if !prefix.isEmpty {
                // libphonenumber's Python port cuts one character when the prefix is not found.
                prefix.removeLast()
            }
        }
        return extractedNationalPrefix != removeNationalPrefix()
    }

    /// The offset where `needle` last occurs in `text`.
    private static func lastOccurrence(of needle: [UInt8], in text: [UInt8]) -> Int? {
        guard needle.count <= text.count else { return nil }
        return stride(from: text.count - needle.count, through: 0, by: -1).first {
            text[$0..<($0 + needle.count)].elementsEqual(needle)
        }
    }

    /// Finds `+` or the region's international prefix at the start; the rest becomes the national number.
    private mutating func extractInternationalPrefix() -> Bool {
        guard let pattern = metadata.typingInternationalPrefix else { return false }
        let end: Int
        if accruedDigits.first == Self.plus {
            // `\+|IDD` takes its first branch: an IDD is digits.
            end = 1
        } else if let match = pattern.match(accruedDigits) {
            end = match.range.upperBound
        } else {
            return false
        }
        isCompleteNumber = true
        nationalNumber.removeAll(keepingCapacity: true)
        nationalNumber += accruedDigits[end...]
        prefix.removeAll(keepingCapacity: true)
        prefix += accruedDigits[..<end]
        if accruedDigits.first != Self.plus { prefix.append(Self.space) }
        return true
    }

    /// Moves a calling code from the national number to the prefix and switches to its metadata.
    private mutating func extractCallingCode() -> Bool {
        guard !nationalNumber.isEmpty, let (code, length) = PhoneNumberReader.callingCodePrefix(nationalNumber) else {
            return false
        }
        prefix += nationalNumber[..<length]
        prefix.append(Self.space)
        nationalNumber.removeFirst(length)
        // The calling code's main region (or its non-geographic entry) lays the number out.
        let store = PhoneMetadataStore.shared
        if store.mainRegion(forCallingCode: code) != defaultRegion {
            metadata = store.metadata(forCallingCode: code) ?? PhoneMetadataStore.noRegion
        }
        extractedNationalPrefix.removeAll(keepingCapacity: true)
        return true
    }
}
