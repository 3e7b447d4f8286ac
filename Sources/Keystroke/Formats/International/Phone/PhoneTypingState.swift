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
/// was, resuming from the field's memory when the digits continue what it was fed.
/// It works on ASCII bytes (`+` and digits in, ASCII out), so that a keystroke appends to a
/// few byte buffers kept in place instead of building Strings; a field keeps the state of its
/// last keystroke as its typing memory (``Kept``) and feeds it only the digits added since.
struct PhoneTypingState: Sendable {
    let defaultRegion: String
    /// The metadata of the default region's calling code, where every number starts.
    private let homeMetadata: PhoneRegion
    var metadata: PhoneRegion

    /// What libphonenumber shows after the last character, as UTF-8.
    private(set) var output: [UInt8] = []
    /// How many bytes of ``output`` the last ``input(_:)`` kept from before it: all there were
    /// when it only appended, 0 when it wrote the output anew.
    private(set) var outputKept = 0
    /// Every byte fed. libphonenumber also keeps the `+` and digits apart from it, but those
    /// are only read while nothing else was fed, when they are this same buffer.
    private(set) var accruedInput: [UInt8] = []
    private var template: [UInt8] = []
    private var lastSlot = 0
    /// The pattern of the layout whose template is in use.
    private var currentPattern: PhonePattern?
    var prefix: [UInt8] = [] {
        didSet { templateShown = -1 }
    }
    private var spaceAfterNationalPrefix = false {
        didSet { templateShown = -1 }
    }
    var extractedNationalPrefix: [UInt8] = []
    var nationalNumber: [UInt8] = []
    private var ableToFormat = true
    private var inputHasFormatting = false
    var isCompleteNumber = false
    private var expectsCallingCode = false
    private var candidates: [PhoneLayout] = [] {
        didSet { shortestWholeNumber = -1 }
    }
    /// The leading-digit index the candidates were last narrowed with, -1 for none since they were collected.
    private var narrowedIndex = -1
    /// Whether narrowing with a later index removes no candidate: each has no leading-digit
    /// pattern, or its most detailed one already matched and stays matched as digits are added.
    private var candidatesSettled = false
    /// The fewest digits a candidate's whole pattern matches (for a number starting with
    /// ``shortestWholeNumberFirst``); -1 until counted again after the candidates change.
    private var shortestWholeNumber = -1
    private var shortestWholeNumberFirst: UInt8 = 0
    /// The template slot the output ends at, when it is the prefix and the template up to there;
    /// -1 when it is anything else. Filling the next slot then appends to the output.
    private var templateShown = -1
    /// The groups of the last whole-number match, kept to be refilled rather than allocated.
    private var groups: [Range<Int>?] = []

    /// The shortest national number the layouts are chosen for.
    private static let minimumLeadingDigits = 3
    static let plus = UInt8(ascii: "+")
    static let space = UInt8(ascii: " ")

    /// A formatter for numbers typed in `region` (any case); an unknown region only formats numbers typed with `+`.
    init(region: String) {
        let region = region.uppercased()
        self.init(defaultRegion: region, metadata: Self.metadata(forRegion: region))
    }

    /// A formatter for `defaultRegion` whose numbers start with `metadata`.
    init(defaultRegion: String, metadata: PhoneRegion) {
        self.defaultRegion = defaultRegion
        homeMetadata = metadata
        self.metadata = metadata
    }

    /// Starts over for another number, keeping the buffers' storage: a field that is cleared or
    /// edited before its end is formatted without allocating again.
    mutating func reset() {
        metadata = homeMetadata
        startOutput()
        Self.empty(&accruedInput)
        Self.empty(&template)
        lastSlot = 0
        currentPattern = nil
        // Not through `empty`: passing an observed property inout copies it.
        if !prefix.isEmpty { prefix.removeAll(keepingCapacity: true) }
        spaceAfterNationalPrefix = false
        Self.empty(&extractedNationalPrefix)
        Self.empty(&nationalNumber)
        ableToFormat = true
        inputHasFormatting = false
        isCompleteNumber = false
        expectsCallingCode = false
        candidates.removeAll(keepingCapacity: true)
        narrowedIndex = -1
        candidatesSettled = false
    }

    /// Empties `buffer`, keeping its storage; an empty one is left alone, as emptying costs a
    /// call even then (a number starts over at every field restart).
    @inline(__always)
    /// Room for a whole number in each byte buffer, made at a new field's first key: growing
    /// them a few bytes at a time as it is typed reallocates each several times.
    private mutating func reserveBuffers() {
        accruedInput.reserveCapacity(32)
        output.reserveCapacity(48)
        template.reserveCapacity(48)
        nationalNumber.reserveCapacity(32)
        prefix.reserveCapacity(16)
        extractedNationalPrefix.reserveCapacity(8)
        groups.reserveCapacity(8)
    }

    private static func empty(_ buffer: inout [UInt8]) {
        if !buffer.isEmpty { buffer.removeAll(keepingCapacity: true) }
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
        if accruedInput.capacity == 0 { reserveBuffers() }
        outputKept = output.count
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
        switch accruedInput.count {
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
            startOutput()
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

    /// Adds a digit to the national number (the digits so far are ``accruedInput``).
    private mutating func accrue(_ byte: UInt8) {
        if byte != Self.plus { nationalNumber.append(byte) }
    }

    private mutating func choosePatternWithPrefixExtracted() {
        ableToFormat = true
        expectsCallingCode = false
        candidates = []
        lastSlot = 0
        template = []
        templateShown = -1
        currentPattern = nil
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
        candidatesSettled = false
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
        if candidatesSettled { return }
        // Kept candidates move down in place; the array changes only when one is dropped.
        var kept = 0
        var settled = true
        for position in candidates.indices {
            let layout = candidates[position]
            let count = layout.leadingDigits.count
            // The number only grew since the last narrowing: a pattern that matched it then still does.
            let stillMatches = previous >= 0 && layout.leadingDigitsStayMatched && count > 0
                && min(previous, count - 1) == min(index, count - 1)
            guard stillMatches || layout.leadingDigitsMatch(nationalNumber, patternIndex: index) else { continue }
            if kept != position { candidates[kept] = layout }
            kept += 1
            settled = settled && (count == 0 || (layout.leadingDigitsStayMatched && index >= count - 1))
        }
        if kept < candidates.count { candidates.removeLast(candidates.count - kept) }
        candidatesSettled = settled
    }

    /// Takes the first candidate whose template can hold the number; false when none can.
    private mutating func makeTemplate() -> Bool {
        while let layout = candidates.first {
            if let current = currentPattern, current === layout.pattern || current.source == layout.pattern.source {
                return false
            }
            if layout.templateDigits >= nationalNumber.count && !layout.template.isEmpty {
                template = layout.template
                templateShown = -1
                currentPattern = layout.pattern
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
        guard let first = nationalNumber.first else { return false }
        if shortestWholeNumber < 0 || shortestWholeNumberFirst != first {
            // Typing adds a digit at a time: the patterns are not run until there are enough.
            let candidates = candidates
            shortestWholeNumber = ByteView.with(nationalNumber) { national in
                candidates.reduce(Int.max) { min($0, $1.pattern.shortestMatch(beginningLike: national)) }
            }
            shortestWholeNumberFirst = first
        }
        guard nationalNumber.count >= shortestWholeNumber else { return false }
        for layout in candidates {
            let matched = ByteView.with(nationalNumber) { layout.pattern.match(bytes: $0, groups: &groups) }
            guard matched else { continue }
            spaceAfterNationalPrefix = layout.nationalPrefixRuleSeparates
            writePrefix()
            let national = nationalNumber
            let match = AnchoredMatch(groups: groups)
            ByteView.with(layout.formatUTF8) { format in
                ByteView.with(national) { PhoneLayout.substitute(format, groups: match, in: $0, into: &output) }
            }
            if Self.keepsDigits(output, accruedInput) { return true }
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
        currentPattern = nil
        return .accruedInput
    }

    /// Shows `bytes` as they are.
    private mutating func show(_ bytes: [UInt8]) {
        startOutput()
        output += bytes
    }

    /// Empties the output to write it anew: it no longer ends at a template slot, and keeps
    /// nothing of what the keystroke found.
    private mutating func startOutput() {
        templateShown = -1
        outputKept = 0
        output.removeAll(keepingCapacity: true)
    }

    /// Shows the prefix, a space when the national-prefix rule wants one, and `partial`.
    private mutating func showNationalNumber(_ partial: Partial) {
        if case .template(let slot) = partial, templateShown >= 0, slot > templateShown {
            // The output is the prefix and the template up to the last slot shown: add the rest.
            // Byte by byte: a slice of the template would retain its buffer.
            for index in (templateShown + 1)...slot { output.append(template[index]) }
            templateShown = slot
            return
        }
        writePrefix()
        switch partial {
        case .template(let slot):
            output += template[...slot]
            templateShown = slot
        case .accruedInput: output += accruedInput
        case .national: output += nationalNumber
        }
    }

    /// Starts the output with the prefix, and the space the national-prefix rule puts after it.
    private mutating func writePrefix() {
        startOutput()
        output += prefix
        if spaceAfterNationalPrefix && !prefix.isEmpty && prefix.last != Self.space { output.append(Self.space) }
    }
}
