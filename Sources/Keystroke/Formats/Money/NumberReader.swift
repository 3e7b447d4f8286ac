/// Reads typed, pasted and stored text as a ``NumberText`` with one locale's symbols.
///
/// Three readings, from the loosest: *leniently* (the field's own text after an
/// edit: group separators and affixes are skipped, `.` is a decimal key where it
/// is not the group separator), *strictly* (a paste in the locale's own symbols:
/// group separators only where the locale puts them) and *as plain ASCII*
/// (`-1234.5`, the form APIs store).
struct NumberReader: Sendable {
    /// What a scalar is to a number.
    enum Kind: Equatable {
        case digit(UInt8)
        case decimal
        /// `.` where the locale uses it for neither separator: a decimal key.
        case dot
        case group
        case minus
        /// Written by the field (affixes, bidi marks): skipped.
        case own
        case other
    }

    /// A reading with where the caret falls in it.
    struct Reading {
        var number = NumberText()
        /// Integer digits (as typed, leading zeros included) before the caret.
        var integerBefore = 0
        /// Fraction digits before the caret, `nil` when the caret is before the decimal separator.
        var fractionBefore: Int?
        /// Integer digits as typed, leading zeros included.
        var typedInteger = 0
        /// Scalars that were not read (strays, a second decimal separator, a second sign).
        var dropped = ""
        /// The skipped Character's UTF-8 offsets and first scalar, and whether it is that one scalar.
        var skippedBytes: Range<Int>?
        var skippedScalar: Unicode.Scalar?
        var skippedIsOneScalar = true
        /// Whether nothing was dropped.
        var isClean: Bool { dropped.isEmpty }
    }

    let decimal: UInt32
    let group: UInt32
    /// Scalars of the locale's minus sign other than bidi marks (`-`, U+2212).
    let minus: [UInt32]
    /// Scalars of the affixes other than digits and minus signs, sorted.
    let own: [UInt32]
    /// The locale's digit zero (U+0660 in ar-EG): its digits are read without a Unicode property lookup.
    let zero: UInt32
    let groupIsSpace: Bool
    let groupIsApostrophe: Bool
    /// Where the pattern's group separators stand.
    let digitGrouping: DigitGrouping
    /// The affixes, when one holds a separator or `.` (`ج.م.` in ar): then they are matched
    /// at the ends of a text and skipped whole before it is read.
    let clashingAffixes: (positivePrefix: [Unicode.Scalar], positiveSuffix: [Unicode.Scalar],
                          negativePrefix: [Unicode.Scalar], negativeSuffix: [Unicode.Scalar])?

    init(pattern: CurrencyPattern, minusSign: String) {
        let decimalText = String(decoding: pattern.decimal, as: UTF8.self)
        let groupText = String(decoding: pattern.grouping, as: UTF8.self)
        decimal = decimalText.unicodeScalars.first?.value ?? 0x2E
        group = groupText.unicodeScalars.first?.value ?? 0x2C
        minus = minusSign.unicodeScalars.filter { $0.properties.generalCategory != .format }.map(\.value)
        let affixes = pattern.positivePrefix + pattern.positiveSuffix + pattern.negativePrefix + pattern.negativeSuffix
        own = Array(Set(String(decoding: affixes, as: UTF8.self).unicodeScalars.map(\.value))).sorted()
        zero = pattern.zero.value
        groupIsSpace = Self.spaces.contains(group)
        groupIsApostrophe = group == 0x2019 || group == 0x27
        digitGrouping = pattern.digitGrouping
        func scalars(_ bytes: [UInt8]) -> [Unicode.Scalar] { Array(String(decoding: bytes, as: UTF8.self).unicodeScalars) }
        let separators: Set<UInt32> = [decimal, group, 0x2E]
        if own.contains(where: separators.contains) {
            clashingAffixes = (scalars(pattern.positivePrefix), scalars(pattern.positiveSuffix),
                               scalars(pattern.negativePrefix), scalars(pattern.negativeSuffix))
        } else {
            clashingAffixes = nil
        }
    }

    /// How many scalars at the start and at the end of `text` are a clashing affix, and
    /// whether the start is the negative prefix; zeros without clashing affixes.
    func affixSpans(of text: Substring) -> (prefix: Int, suffix: Int, negative: Bool) {
        guard let affixes = clashingAffixes else { return (0, 0, false) }
        let scalars = Array(text.unicodeScalars)
        func starts(_ affix: [Unicode.Scalar]) -> Bool { !affix.isEmpty && scalars.starts(with: affix) }
        func ends(_ affix: [Unicode.Scalar]) -> Bool { !affix.isEmpty && scalars.count >= affix.count && scalars.suffix(affix.count).elementsEqual(affix) }
        var prefix = 0
        var negative = false
        if starts(affixes.negativePrefix), affixes.negativePrefix.count > (starts(affixes.positivePrefix) ? affixes.positivePrefix.count : 0) {
            prefix = affixes.negativePrefix.count
            negative = true
        } else if starts(affixes.positivePrefix) {
            prefix = affixes.positivePrefix.count
        }
        let suffixes = negative ? [affixes.negativeSuffix, affixes.positiveSuffix] : [affixes.positiveSuffix, affixes.negativeSuffix]
        let suffix = suffixes.first(where: ends)?.count ?? 0
        guard prefix + suffix <= scalars.count else { return (0, 0, false) }
        return (prefix, suffix, negative)
    }

    /// Space, no-break space, narrow no-break space, thin and figure space: one group separator to a reader.
    static let spaces: [UInt32] = [0x20, 0xA0, 0x202F, 0x2009, 0x2007]

    /// What `scalar` is; affixes win over the loose group forms (a `12 %` suffix space is not a group).
    @inline(__always)
    func kind(_ scalar: Unicode.Scalar) -> Kind {
        let value = scalar.value
        if value &- 0x30 < 10 { return .digit(UInt8(value &- 0x30)) }
        if value &- zero < 10 { return .digit(UInt8(value &- zero)) }
        if value == decimal { return .decimal }
        if value == group { return .group }
        if value == 0x2D || value == 0x2212 || minus.contains(value) { return .minus }
        if own.contains(value) { return .own }
        if groupIsSpace && Self.spaces.contains(value) || groupIsApostrophe && (value == 0x27 || value == 0x2019) { return .group }
        if value == 0x2E { return .dot }
        return value > 0x7F ? Self.unicodeKind(scalar) : .other
    }

    /// A non-ASCII digit, a format character (bidi marks) or other; kept out of line so that the
    /// ASCII path does not load Unicode property metadata.
    @inline(never)
    private static func unicodeKind(_ scalar: Unicode.Scalar) -> Kind {
        if let digit = CurrencyPattern.digitValue(scalar) { return .digit(UInt8(digit)) }
        return scalar.properties.generalCategory == .format ? .own : .other
    }

    /// Whether a scalar is white space (Unicode property lookup, out of line like ``unicodeKind(_:)``).
    @inline(never)

    /// What a typed key is: the locale's decimal separator and `.` are the decimal key
    /// even where `.` groups (de-DE).
    func keyKind(_ character: Character) -> Kind {
        let scalars = character.unicodeScalars
        guard let first = scalars.first, scalars.count == 1 else { return .other }
        return keyKind(first)
    }

    /// What a one-scalar key is (see ``keyKind(_:)-(Character)``).
    func keyKind(_ scalar: Unicode.Scalar) -> Kind {
        if scalar.value == 0x2E { return .decimal }
        let kind = kind(scalar)
        return kind == .dot ? .decimal : kind
    }

    /// Reads the field's own text after an edit: separators and affixes skipped.
    ///
    /// - Parameters:
    ///   - skipping: A Character offset left out of the reading (the key just typed).
    ///   - caret: The Character offset whose digit position is recorded.
    ///   - maximumDigits: Digits past this many are dropped.
    ///   - maximumFraction: Fraction digits past this many are dropped.
    func leniently(_ text: String, caret: Int, skipping: Int? = nil, maximumDigits: Int = 18,
                   maximumFraction: Int = 18, allowsNegative: Bool = true) -> Reading {
        let spans = clashingAffixes == nil ? (prefix: 0, suffix: 0, negative: false) : affixSpans(of: Substring(text))
        let suffixStart = spans.suffix > 0 ? text.unicodeScalars.count - spans.suffix : Int.max
        // Over the UTF-8 bytes, decoded here: a scalar view's iterator costs several times more per scalar.
        return ByteView.with(text) { bytes in
            var reading = Reading()
            var index = -1
            var digits = 0
            var minusCount = spans.negative ? 1 : 0
            var position = 0
            var byte = 0
            while byte < bytes.count {
                let (scalar, width) = Self.scalar(in: bytes, at: byte)
                // A new Character starts at every scalar but a mark or joiner (our texts hold no clusters).
                if index < 0 || scalar.value < 0x300 || scalar.value &- zero < 10 || scalar.value == decimal
                    || scalar.value == group || !Self.extends(scalar) { index += 1 }
                byte += width
                if let skipping, index == skipping {
                    if let bytes = reading.skippedBytes {
                        reading.skippedBytes = bytes.lowerBound..<byte
                        reading.skippedIsOneScalar = false
                    } else {
                        reading.skippedBytes = (byte - width)..<byte
                        reading.skippedScalar = scalar
                    }
                    continue
                }
                position += 1
                if position <= spans.prefix || position > suffixStart { continue }
                switch kind(scalar) {
                case .digit(let digit):
                    guard digits < maximumDigits, !reading.number.point || reading.number.fraction < maximumFraction else {
                        reading.dropped.unicodeScalars.append(scalar)
                        continue
                    }
                    reading.number.units = reading.number.units &* 10 &+ UInt64(digit)
                    reading.number.hasDigits = true
                    if reading.number.units > 0 || reading.number.point { digits += 1 }
                    if reading.number.point {
                        reading.number.fraction += 1
                        if index < caret { reading.fractionBefore = (reading.fractionBefore ?? 0) + 1 }
                    } else {
                        reading.typedInteger += 1
                        if index < caret { reading.integerBefore += 1 }
                    }
                case .decimal, .dot:
                    if reading.number.point {
                        reading.dropped.unicodeScalars.append(scalar)
                    } else {
                        reading.number.point = true
                        if index < caret { reading.fractionBefore = 0 }
                    }
                case .minus:
                    minusCount += 1
                    if !allowsNegative { reading.dropped.unicodeScalars.append(scalar) }
                case .group, .own:
                    continue
                case .other:
                    if FormatText.isWhitespace(scalar) { continue }
                    reading.dropped.unicodeScalars.append(scalar)
                }
            }
            reading.number.negative = allowsNegative && minusCount % 2 == 1
            return reading
        }
    }

    /// The scalar whose UTF-8 starts at `offset` of valid UTF-8 `bytes`, and its width in bytes.
    @inline(__always)
    static func scalar(in bytes: ByteView, at offset: Int) -> (Unicode.Scalar, Int) {
        bytes.scalar(at: offset)
    }

    /// Whether a scalar joins the Character before it.
    @inline(never)
    static func extends(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value == 0x200D { return true }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return (0xFE00...0xFE0F).contains(scalar.value)
        }
    }

    /// Reads a paste in the locale's own symbols: the locale's decimal separator only, group
    /// separators only between integer digits where the locale puts them (or none at all),
    /// one sign at most. `nil` when the text is not such a number.
    func strictly(_ text: Substring) -> NumberText? {
        var number = NumberText()
        var minusCount = 0
        var integerDigits = 0
        var separators: [Int] = []
        var pendingGroup: Int?
        var pendingIsOwn = false
        let spans = affixSpans(of: text)
        minusCount = spans.negative ? 1 : 0
        for scalar in text.unicodeScalars.dropFirst(spans.prefix).dropLast(spans.suffix) {
            let kind = kind(scalar)
            switch kind {
            case .digit(let digit):
                if let pending = pendingGroup {
                    guard !number.point else { return nil }
                    separators.append(pending)
                    pendingGroup = nil
                }
                guard NumberText.digitCount(number.units) < 18 || number.units == 0 else { return nil }
                number.units = number.units * 10 + UInt64(digit)
                number.hasDigits = true
                if number.point { number.fraction += 1 } else { integerDigits += 1 }
            case .decimal:
                guard !number.point, pendingGroup == nil || pendingIsOwn else { return nil }
                pendingGroup = nil
                number.point = true
            case .group:
                // A group separator must stand between two integer digits; an affix space may stand elsewhere.
                if integerDigits > 0 && !number.point && pendingGroup == nil {
                    pendingGroup = integerDigits
                    pendingIsOwn = own.contains(scalar.value)
                } else if !own.contains(scalar.value) {
                    return nil
                }
            case .minus:
                minusCount += 1
                guard minusCount == 1 else { return nil }
            case .own:
                continue
            case .dot, .other:
                return nil
            }
        }
        if pendingGroup != nil && !pendingIsOwn { return nil }
        guard number.hasDigits, !number.point || number.fraction > 0 else { return nil }
        if !separators.isEmpty {
            // The separators must be exactly where the locale puts them for this many digits.
            guard separators.count == digitGrouping.separatorCount(integerDigits: integerDigits),
                  separators.allSatisfy({ digitGrouping.hasSeparator(after: $0, integerDigits: integerDigits) }) else { return nil }
        }
        number.negative = minusCount == 1
        return number
    }
}
