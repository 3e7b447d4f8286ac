import PCRE2

/// libphonenumber's reading, classification and writing of numbers, on the generated metadata:
/// `parse`, `region_code_for_number`, `is_possible_number_with_reason` and `format_number`.
enum PhoneNumberReader {
    /// libphonenumber's bounds on a national significant number.
    static let minimumNationalLength = 2
    static let maximumNationalLength = 17
    /// Longer input is refused before any pattern runs (libphonenumber's limit too).
    static let maximumInputLength = 250

    static var store: PhoneMetadataStore { .shared }

    // MARK: - Reading

    /// The digits of a number as typed or written: `+` at the start, digits of any script, and punctuation.
    struct Digits {
        var hasPlus = false
        var digits = ""
    }

    /// Splits `text` into a leading `+` and its digits, refusing letters and a `+` anywhere else.
    static func digits(of text: String) throws(ValidationError) -> Digits {
        // One pass over the bytes while they are ASCII (one byte per Character, no grapheme
        // breaking) counts the digits, and a second writes them; anything else, or an error to
        // report, goes Character by Character.
        let ascii = ByteView.with(text) { bytes -> Digits? in
            var result = Digits()
            var count = 0
            for byte in bytes {
                if byte &- 0x30 < 10 {
                    count += 1
                } else if byte == UInt8(ascii: "+") {
                    if count > 0 || result.hasPlus { return nil }
                    result.hasPlus = true
                } else if !isASCIIPunctuation(byte) {
                    return nil
                }
            }
            result.digits = ASCIIWriter.string(capacity: count) { writer in
                for byte in bytes where byte &- 0x30 < 10 { writer.append(byte) }
            }
            return result
        }
        if let ascii { return ascii }
        return try Self.digits(of: Substring(text))
    }

    /// ``digits(of:)`` Character by Character, with the errors.
    static func digits(of text: Substring) throws(ValidationError) -> Digits {
        var result = Digits()
        var seenContent = false
        for character in text {
            if let digit = asciiDigit(character) {
                result.digits.unicodeScalars.append(digit)
                seenContent = true
            } else if character == "+" || character == "\u{FF0B}" {
                guard !seenContent else {
                    throw ValidationError(code: "phone.characters", message: "A + may only start a phone number.")
                }
                guard !result.hasPlus else {
                    throw ValidationError(code: "phone.characters", message: "A phone number starts with one + at most.")
                }
                result.hasPlus = true
            } else if isPunctuation(character) {
                continue
            } else {
                throw ValidationError(
                    code: "phone.characters",
                    message: "A phone number has digits, a leading +, spaces, parentheses, dots and hyphens only.")
            }
        }
        return result
    }

    /// The ASCII digit a Character stands for: any Unicode decimal digit, as libphonenumber reads them.
    static func asciiDigit(_ character: Character) -> Unicode.Scalar? {
        if let ascii = character.asciiValue { return ascii &- 0x30 < 10 ? Unicode.Scalar(ascii) : nil }
        guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first else { return nil }
        return asciiDigit(scalar)
    }

    /// The ASCII digit a scalar stands for: any Unicode decimal digit.
    static func asciiDigit(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
        if scalar.isASCII { return scalar.value &- 0x30 < 10 ? scalar : nil }
        guard scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue,
            value >= 0, value < 10
        else { return nil }
        return Unicode.Scalar(UInt8(0x30 + Int(value)))
    }

    /// libphonenumber's punctuation between digits (its VALID_PUNCTUATION, plus tabs and NBSPs).
    static func isPunctuation(_ character: Character) -> Bool {
        // Every punctuation mark is one scalar; a cluster of several is never one.
        let scalars = character.unicodeScalars
        guard let scalar = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex else { return false }
        return isPunctuation(scalar.value)
    }

    /// ``isPunctuation(_:)`` for one scalar value (an ASCII byte included): a switch over
    /// integers, since comparing Characters costs a normalisation each.
    static func isPunctuation(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x20, 0x09, 0x2D, 0x28, 0x29, 0x5B, 0x5D, 0x2E, 0x2F, 0x7E,
            0x00A0, 0x202F, 0x2007, 0x3000, 0x00AD, 0x200B, 0x2060,
            0x2010...0x2015, 0x2212, 0x30FC, 0xFF0D, 0xFF0E, 0xFF0F, 0xFF08, 0xFF09, 0xFF3B, 0xFF3D,
            0x2053, 0x223C, 0xFF5E:
            true
        default:
            false
        }
    }

    /// ``isPunctuation(_:)`` for one byte, `false` for any byte of a multi-byte character: a bit
    /// test, for the loops that read a field's bytes at every keystroke.
    @inline(__always)
    static func isASCIIPunctuation(_ byte: UInt8) -> Bool {
        // Tab, space, ( ) - . / in the low word; [ ] ~ in the high one.
        let low: UInt64 = 1 << 0x09 | 1 << 0x20 | 1 << 0x28 | 1 << 0x29 | 1 << 0x2D | 1 << 0x2E | 1 << 0x2F
        let high: UInt64 = 1 << (0x5B - 64) | 1 << (0x5D - 64) | 1 << (0x7E - 64)
        if byte < 64 { return low >> UInt64(byte) & 1 != 0 }
        return byte < 128 && high >> UInt64(byte &- 64) & 1 != 0
    }

    /// libphonenumber's `parse(text, region)`: a `tel:` URI, an extension and vanity letters are
    /// read as it reads them (``PhoneNumberText``).
    /// - Parameter dialsZeros: Whether a leading `00` stands for `+` when no region is given (`phone`).
    static func parse(_ text: String, region: String?, dialsZeros: Bool = false) throws(ValidationError) -> PhoneNumber {
        guard text.utf8.count <= maximumInputLength else {
            throw ValidationError(code: "phone.tooLong", message: "A phone number has at most \(maximumNationalLength) digits after the country code.")
        }
        guard PhoneNumberText.mayHaveParts(text) else {
            return try parse(zerosAsPlus(digits(of: text), dialsZeros: dialsZeros && region == nil), region: region)
        }
        let parts = try PhoneNumberText.parts(of: text)
        let number = try parse(zerosAsPlus(digits(of: parts.number), dialsZeros: dialsZeros && region == nil), region: region)
        guard let digits = parts.extension else { return number }
        return PhoneNumber(callingCode: number.callingCode, nationalNumber: number.nationalNumber, extension: digits)
    }

    /// Whether `text` begins with the ASCII `prefix`: an index walk over both, where the generic
    /// `starts(with:)` costs some 200 instructions on a keystroke's path.
    @inline(__always)
    static func hasASCIIPrefix(_ text: String, _ prefix: StaticString) -> Bool {
        let utf8 = text.utf8
        var index = utf8.startIndex
        for offset in 0..<prefix.utf8CodeUnitCount {
            guard index != utf8.endIndex, utf8[index] == prefix.utf8Start[offset] else { return false }
            utf8.formIndex(after: &index)
        }
        return true
    }

    /// `input` with a leading `00` read as `+` when `dialsZeros`: no calling code starts with 0,
    /// so `00` can only be the international prefix most of the world dials.
    static func zerosAsPlus(_ input: Digits, dialsZeros: Bool) -> Digits {
        guard dialsZeros, !input.hasPlus, hasASCIIPrefix(input.digits, "00") else { return input }
        return Digits(hasPlus: true, digits: String(input.digits.utf8.dropFirst(2))!)
    }

    /// ``parse(_:region:)`` for a number already split into its `+` and digits.
    static func parse(_ input: Digits, region: String?) throws(ValidationError) -> PhoneNumber {
        try parseTracingSource(input, region: region).number
    }

    /// ``parse(_:region:)`` for a number already split into its `+` and digits, saying whether
    /// its calling code is the region's own because nothing in it gave one (libphonenumber's
    /// `FROM_DEFAULT_COUNTRY`): no `+`, no international prefix, no calling code written.
    static func parseTracingSource(_ input: Digits, region: String?) throws(ValidationError)
        -> (number: PhoneNumber, fromRegion: Bool)
    {
        try parseTracingSource(input, home: Home(region))
    }

    /// A region numbers without `+` are read in, looked up once for a run of numbers.
    struct Home {
        /// The region's id as given (nil for none).
        let id: String?
        /// Its metadata, nil for no region or an unknown one.
        let metadata: PhoneRegion?

        init(_ id: String?) {
            self.id = id
            metadata = id.flatMap { PhoneNumberReader.store.region($0) }
        }
    }

    /// ``parseTracingSource(_:region:)`` in a region already looked up.
    static func parseTracingSource(_ input: Digits, home region: Home) throws(ValidationError)
        -> (number: PhoneNumber, fromRegion: Bool)
    {
        guard input.digits.utf8.count >= minimumNationalLength else {
            throw ValidationError(code: "phone.tooShort", message: "This is too short to be a phone number.")
        }
        let home = region.metadata
        if !input.hasPlus && home == nil {
            throw ValidationError(
                code: "phone.countryCode", message: "Add the country code (with + or 00), or use phone:REGION for a national number.")
        }
        var (callingCode, national) = try extractCallingCode(input, home: home)
        let fromRegion = callingCode == 0
        var metadata = home
        if callingCode != 0 {
            if store.mainRegion(forCallingCode: callingCode) != region.id {
                metadata = store.metadata(forCallingCode: callingCode)
            }
        } else if let home {
            national = input.digits
            callingCode = home.callingCode
        }
        guard national.utf8.count >= minimumNationalLength else {
            throw ValidationError(code: "phone.tooShort", message: "This is too short to be a phone number.")
        }
        if let metadata {
            let stripped = stripNationalPrefix(national, metadata: metadata)
            switch lengthCheck(stripped.number, metadata: metadata) {
            case .tooShort, .localOnly, .invalidLength: break
            default: national = stripped.number
            }
        }
        guard national.utf8.count <= maximumNationalLength else {
            throw ValidationError(code: "phone.tooLong", message: "A phone number has at most \(maximumNationalLength) digits after the country code.")
        }
        return (PhoneNumber(callingCode: callingCode, nationalNumber: national), fromRegion)
    }

    /// libphonenumber's `maybe_extract_country_code`, with its retry for an unknown code after `+`.
    static func extractCallingCode(_ input: Digits, home: PhoneRegion?) throws(ValidationError) -> (Int, String) {
        if input.hasPlus {
            if input.digits.utf8.count <= minimumNationalLength {
                throw ValidationError(code: "phone.tooShort", message: "The number after the + is too short.")
            }
            if let (code, rest) = leadingCallingCode(input.digits) { return (code, rest) }
            // libphonenumber retries without the +, against the region's own prefixes.
            let retried = try extractCallingCode(Digits(hasPlus: false, digits: input.digits), home: home)
            guard retried.0 != 0 else { throw unknownCallingCode }
            return retried
        }
        guard let home else { return (0, "") }
        if let idd = home.internationalPrefix, let match = idd.match(input.digits) {
            let rest = String(input.digits.utf8.dropFirst(match.range.upperBound))!
            // An IDD is only one when no 0 follows it: calling codes never start with 0.
            if rest.utf8.first != UInt8(ascii: "0") {
                if rest.utf8.count <= minimumNationalLength {
                    throw ValidationError(code: "phone.tooShort", message: "The number after the international prefix is too short.")
                }
                guard let (code, national) = leadingCallingCode(rest) else { throw unknownCallingCode }
                return (code, national)
            }
        }
        // The region's own calling code written without +: kept off when the number reads better with it.
        let own = String(home.callingCode)
        if input.digits.hasPrefix(own) {
            let potential = stripNationalPrefix(String(input.digits.dropFirst(own.count)), metadata: home).number
            if (!home.generalMatches(input.digits) && home.generalMatches(potential))
                || lengthCheck(input.digits, metadata: home) == .tooLong
            {
                return (home.callingCode, potential)
            }
        }
        return (0, "")
    }

    static var unknownCallingCode: ValidationError {
        ValidationError(code: "phone.countryCode", message: "The number does not start with a known country calling code.")
    }

    /// The calling code that `digits` start with (1 to 3 digits, never starting with 0) and the rest.
    static func leadingCallingCode(_ digits: String) -> (Int, String)? {
        ByteView.with(digits) { bytes -> (Int, String)? in
            guard let (code, length) = callingCodePrefix(bytes) else { return nil }
            return (code, ASCIIWriter.string(copying: bytes[length...]))
        }
    }

    /// The calling code that the ASCII `digits` start with and its length, without copying the rest.
    static func callingCodePrefix(_ digits: some Sequence<UInt8>) -> (code: Int, length: Int)? {
        var code = 0
        var length = 0
        let store = self.store
        for byte in digits.prefix(3) {
            guard byte &- 0x30 < 10, length > 0 || byte != UInt8(ascii: "0") else { return nil }
            code = code * 10 + Int(byte - 0x30)
            length += 1
            if store.isCallingCode(code) { return (code, length) }
        }
        return nil
    }

    /// libphonenumber's `maybe_strip_national_prefix_carrier_code`: the number without its national
    /// prefix (or transformed by the region's rule), when what is left is still a viable number.
    static func stripNationalPrefix(_ number: String, metadata: PhoneRegion) -> (number: String, stripped: Bool) {
        guard !number.isEmpty, let prefix = metadata.nationalPrefixForParsing,
            let match = prefix.match(number)
        else { return (number, false) }
        let viableBefore = metadata.generalMatches(number)
        let lastGroup = prefix.captureCount > 0 ? match[prefix.captureCount] : nil
        if metadata.nationalPrefixTransformRule.isEmpty || lastGroup == nil {
            let rest = String(number.utf8.dropFirst(match.range.upperBound))!
            if viableBefore && !metadata.generalMatches(rest) { return (number, false) }
            return (rest, true)
        }
        // The rule replaces what the prefix pattern matched; the rest of the number follows.
        let replaced = PhoneLayout.substitute(metadata.nationalPrefixTransformRule, groups: match, in: number)
        let transformed = replaced + String(number.utf8.dropFirst(match.range.upperBound))!
        if viableBefore && !metadata.generalMatches(transformed) { return (number, false) }
        return (transformed, true)
    }

    // MARK: - Lengths

    /// libphonenumber's `ValidationResult` of a length check.
    enum LengthCheck: Equatable {
        case possible, localOnly, tooShort, tooLong, invalidLength, invalidCountryCode
    }

    /// libphonenumber's `test_number_length` against the general description.
    static func lengthCheck(_ number: String, metadata: PhoneRegion) -> LengthCheck {
        guard let general = metadata.general, let minimum = general.lengthRange?.lowerBound,
            let maximum = general.lengthRange?.upperBound
        else { return .invalidLength }
        let length = number.utf8.count
        if general.localOnlyLengths.contains(length) { return .localOnly }
        if length == minimum { return .possible }
        if length < minimum { return .tooShort }
        if length > maximum { return .tooLong }
        return general.allows(length: length) ? .possible : .invalidLength
    }

    /// libphonenumber's `is_possible_number_with_reason`, judged on the calling code's main region.
    static func possibility(of number: PhoneNumber) -> LengthCheck {
        guard let metadata = store.metadata(forCallingCode: number.callingCode) else { return .invalidCountryCode }
        return lengthCheck(number.nationalNumber, metadata: metadata)
    }

    // MARK: - Regions

    /// libphonenumber's `region_code_for_number`.
    static func region(of number: PhoneNumber) -> String? {
        regionMetadata(of: number)?.id
    }

    /// The region a number belongs to and its metadata: libphonenumber's `region_code_for_number`.
    static func regionMetadata(of number: PhoneNumber) -> (id: String, metadata: PhoneRegion)? {
        classify(number, typed: false).map { ($0.id, $0.metadata) }
    }

    /// Whether `+callingCode national` is a valid number, read from bytes as ``parse(_:region:)``
    /// and ``classify(_:typed:)`` would read it; nil when the region's national-prefix rule
    /// applies to the number (it may transform it), which only `parse` handles.
    ///
    /// With it, how many national digits the number must reach before the answer can be other
    /// than false as digits are typed after it; 0 when the next digit may change it (the
    /// national-prefix rule may apply once there are enough, or there are enough already).
    static func isValid(callingCode: Int, national: ByteView) -> (isValid: Bool?, needed: Int) {
        guard !national.isEmpty else { return (false, minimumNationalLength) }
        guard let (metadata, shortest) = store.metadataAndShortestLength(forCallingCode: callingCode) else { return (false, 0) }
        guard national.count >= minimumNationalLength else { return (false, minimumNationalLength) }
        var prefixMayApply = false
        if let prefix = metadata.nationalPrefixForParsing, prefix.shortestMatch(beginningLike: national) != .max {
            if prefix.match(bytes: national) != nil { return (nil, 0) }
            prefixMayApply = true
        }
        let needed = max(minimumNationalLength, shortest ?? 0)
        if national.count < needed { return (false, prefixMayApply ? 0 : needed) }
        guard national.count <= maximumNationalLength else { return (false, 0) }
        // One region to the calling code (most): its own types decide, with no region to pick.
        if store.regionCount(ofCallingCode: callingCode) == 1 { return (metadata.numberType(of: national) != nil, 0) }
        return (classify(callingCode: callingCode, national: national, typed: true)?.type != nil, 0)
    }

    /// Whether `digits`, typed without `+` in `region`, are surely too few to be a number of any
    /// region of its calling code; false when ``parse(_:region:)`` must say (there are enough, or
    /// an international or national prefix, or the calling code, may begin them).
    static func isSurelyTooShort(national digits: ByteView, region: String) -> Bool {
        guard let home = store.region(region) else { return false }
        guard digits.count >= minimumNationalLength else { return true }
        if let idd = home.internationalPrefix, idd.match(bytes: digits) != nil { return false }
        if let prefix = home.nationalPrefixForParsing, prefix.match(bytes: digits) != nil { return false }
        if let (code, _) = callingCodePrefix(digits), code == home.callingCode { return false }
        return digits.count < store.shortestNationalLength(forCallingCode: home.callingCode) ?? 0
    }

    /// The region a number belongs to, its metadata and its type (nil for an invalid number):
    /// `region_code_for_number` then `number_type`, each pattern matched once.
    /// - Parameter typed: Whether to classify the number; otherwise the type is nil.
    static func classify(_ number: PhoneNumber, typed: Bool = true)
        -> (id: String, metadata: PhoneRegion, type: PhoneNumberType?)?
    {
        ByteView.with(number.nationalNumber) { classify(callingCode: number.callingCode, national: $0, typed: typed) }
    }

    /// ``classify(_:typed:)`` for a national number as ASCII bytes.
    static func classify(callingCode: Int, national: ByteView, typed: Bool)
        -> (id: String, metadata: PhoneRegion, type: PhoneNumberType?)?
    {
        let ids = store.regions(ofCallingCode: callingCode)
        guard !ids.isEmpty else { return nil }
        if ids.count == 1 {
            guard let metadata = store.metadata(forCallingCode: callingCode) else { return nil }
            return (ids[0], metadata, typed ? metadata.numberType(of: national) : nil)
        }
        for (id, loaded) in zip(ids, store.regions(forCallingCode: callingCode)) {
            guard let metadata = loaded else { continue }
            if let leading = metadata.leadingDigits {
                if leading.fullyMatches(bytes: national) { return (id, metadata, typed ? metadata.numberType(of: national) : nil) }
            } else if let type = metadata.numberType(of: national) {
                return (id, metadata, type)
            }
        }
        return nil
    }

    /// The region that digits being typed after a calling code belong to, as soon as they decide
    /// it: at once for a code of one region, otherwise once one region alone has a number type
    /// that the digits (or digits typed after them) can match. Nil while two regions still can.
    static func typingRegion(callingCode: Int, national: String) -> String? {
        let ids = store.regions(ofCallingCode: callingCode)
        guard ids.count > 1 else { return ids.first }
        guard !national.isEmpty else { return nil }
        if case let (id, _, _?)? = ByteView.with(national, { classify(callingCode: callingCode, national: $0, typed: true) }) {
            return id
        }
        var found: String?
        for (id, loaded) in zip(ids, store.regions(forCallingCode: callingCode)) {
            guard let metadata = loaded, metadata.mayHaveNumber(typing: national) else { continue }
            if found != nil { return nil }
            found = id
        }
        return found
    }

    // MARK: - Writing

    /// The first layout whose most detailed leading digits and whole pattern fit `national`.
    static func layoutMatch(for national: ByteView, in layouts: [PhoneLayout]) -> (PhoneLayout, AnchoredMatch)? {
        // Layouts that cannot begin with the number's first digit are passed over at a glance.
        let first = national.first ?? 0
        let digit: UInt16 = first &- 0x30 < 10 ? 1 << UInt16(first &- 0x30) : PhonePattern.anyFirstDigit
        for layout in layouts where layout.firstDigits & digit != 0 && layout.leadingDigitsMatch(bytes: national) {
            if let match = layout.pattern.match(bytes: national) { return (layout, match) }
        }
        return nil
    }

    /// libphonenumber's INTERNATIONAL format.
    static func international(_ number: PhoneNumber) -> String {
        guard let metadata = store.metadata(forCallingCode: number.callingCode) else {
            return "+" + String(number.callingCode) + number.nationalNumber
        }
        let layouts = metadata.internationalLayouts.isEmpty ? metadata.layouts : metadata.internationalLayouts
        let text = ByteView.with(number.nationalNumber) { national -> String? in
            guard let (layout, match) = layoutMatch(for: national, in: layouts) else { return nil }
            return ByteView.with(layout.formatUTF8) { format in
                ByteView.with(metadata.internationalPrefixUTF8) { prefix in
                    PhoneLayout.substitute(format, groups: match, in: national, after: prefix)
                }
            }
        }
        return text ?? metadata.internationalPrefixText + number.nationalNumber
    }

    /// libphonenumber's RFC3966 format without `tel:` and the extension (`+1-201-555-0123`): the
    /// INTERNATIONAL layout with each run of punctuation written as one `-`.
    static func rfc3966(_ number: PhoneNumber) -> String {
        let code = "+" + String(number.callingCode)
        let written = international(PhoneNumber(callingCode: number.callingCode, nationalNumber: number.nationalNumber))
        guard written.hasPrefix(code) else { return code + "-" + number.nationalNumber }
        var result = code
        var pendingSeparator = false
        for character in written.dropFirst(code.count) {
            if character.isASCII && character.isNumber {
                if pendingSeparator { result.append("-") }
                pendingSeparator = false
                result.append(character)
            } else {
                pendingSeparator = true
            }
        }
        return result
    }

    /// libphonenumber's NATIONAL format.
    static func national(_ number: PhoneNumber) -> String {
        guard let metadata = store.metadata(forCallingCode: number.callingCode) else { return number.nationalNumber }
        let text = ByteView.with(number.nationalNumber) { national -> String? in
            guard let (layout, match) = layoutMatch(for: national, in: metadata.layouts) else { return nil }
            return PhoneLayout.substitute(layout.nationalFormat, groups: match, in: national)
        }
        return text ?? number.nationalNumber
    }
}
