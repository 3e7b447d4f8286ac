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
        var result = Digits()
        if text.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) {
            // One byte per Character: digits and punctuation read byte by byte.
            var digits: [UInt8] = []
            for byte in text.utf8 {
                if byte &- 0x30 < 10 {
                    digits.append(byte)
                } else if byte == UInt8(ascii: "+") {
                    if !digits.isEmpty || result.hasPlus { return try Self.digits(of: Substring(text)) }
                    result.hasPlus = true
                } else if !isPunctuation(Character(Unicode.Scalar(byte))) {
                    return try Self.digits(of: Substring(text))
                }
            }
            result.digits = String(decoding: digits, as: UTF8.self)
            return result
        }
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
        if scalar.value &- 0x30 < 10 { return scalar }
        guard scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue,
            value >= 0, value < 10
        else { return nil }
        return Unicode.Scalar(UInt8(0x30 + Int(value)))
    }

    /// libphonenumber's punctuation between digits (its VALID_PUNCTUATION, plus tabs and NBSPs).
    static func isPunctuation(_ character: Character) -> Bool {
        switch character {
        case " ", "\t", "\u{00A0}", "\u{202F}", "\u{2007}", "\u{3000}", "\u{00AD}", "\u{200B}", "\u{2060}",
            "-", "\u{2010}", "\u{2011}", "\u{2012}", "\u{2013}", "\u{2014}", "\u{2015}", "\u{2212}", "\u{30FC}",
            "\u{FF0D}", "\u{FF0E}", "\u{FF0F}", "(", ")", "\u{FF08}", "\u{FF09}", "[", "]", "\u{FF3B}", "\u{FF3D}",
            ".", "/", "~", "\u{2053}", "\u{223C}", "\u{FF5E}":
            true
        default:
            false
        }
    }

    /// libphonenumber's `parse(text, region)`.
    static func parse(_ text: String, region: String?) throws(ValidationError) -> PhoneNumber {
        guard text.utf8.count <= maximumInputLength else {
            throw ValidationError(code: "phone.tooLong", message: "A phone number has at most \(maximumNationalLength) digits after the country code.")
        }
        let input = try digits(of: text)
        guard input.digits.utf8.count >= minimumNationalLength else {
            throw ValidationError(code: "phone.tooShort", message: "This is too short to be a phone number.")
        }
        let home = region.flatMap { store.region($0) }
        if !input.hasPlus && home == nil {
            throw ValidationError(code: "phone.countryCode", message: "Start an international number with + and its country code.")
        }
        var (callingCode, national) = try extractCallingCode(input, home: home)
        var metadata = home
        if callingCode != 0 {
            if store.mainRegion(forCallingCode: callingCode) != region {
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
        return PhoneNumber(callingCode: callingCode, nationalNumber: national)
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
        guard let (code, length) = callingCodePrefix(digits) else { return nil }
        return (code, String(digits.utf8.dropFirst(length))!)
    }

    /// The calling code that the ASCII `digits` start with and its length, without copying the rest.
    static func callingCodePrefix(_ digits: String) -> (code: Int, length: Int)? {
        var code = 0
        var length = 0
        for byte in digits.utf8.prefix(3) {
            guard byte &- 0x30 < 10, length > 0 || byte != UInt8(ascii: "0") else { return nil }
            code = code * 10 + Int(byte - 0x30)
            length += 1
            if store.regionsByCallingCode[code] != nil { return (code, length) }
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
        guard let general = metadata.general, let minimum = general.possibleLengths.min(),
            let maximum = general.possibleLengths.max()
        else { return .invalidLength }
        let length = number.utf8.count
        if general.localOnlyLengths.contains(length) { return .localOnly }
        if length == minimum { return .possible }
        if length < minimum { return .tooShort }
        if length > maximum { return .tooLong }
        return general.possibleLengths.contains(length) ? .possible : .invalidLength
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
        guard let regions = store.regionsByCallingCode[number.callingCode] else { return nil }
        if regions.count == 1 {
            return store.metadata(forCallingCode: number.callingCode).map { (regions[0], $0) }
        }
        for id in regions {
            guard let metadata = store.region(id) else { continue }
            if let leading = metadata.leadingDigits {
                if leading.fullyMatches(number.nationalNumber) { return (id, metadata) }
            } else if metadata.numberType(of: number.nationalNumber) != nil {
                return (id, metadata)
            }
        }
        return nil
    }

    // MARK: - Writing

    /// The first layout whose most detailed leading digits and whole pattern fit `national`.
    static func layout(for national: String, in layouts: [PhoneLayout]) -> PhoneLayout? {
        layouts.first { $0.leadingDigitsMatch(national) && $0.pattern.fullyMatches(national) }
    }

    /// libphonenumber's INTERNATIONAL format.
    static func international(_ number: PhoneNumber) -> String {
        guard let metadata = store.metadata(forCallingCode: number.callingCode) else {
            return "+" + String(number.callingCode) + number.nationalNumber
        }
        let layouts = metadata.internationalLayouts.isEmpty ? metadata.layouts : metadata.internationalLayouts
        guard let layout = layout(for: number.nationalNumber, in: layouts),
            let text = layout.laidOut(number.nationalNumber)
        else { return metadata.internationalPrefixText + number.nationalNumber }
        return metadata.internationalPrefixText + text
    }

    /// libphonenumber's NATIONAL format.
    static func national(_ number: PhoneNumber) -> String {
        guard let metadata = store.metadata(forCallingCode: number.callingCode),
            let layout = layout(for: number.nationalNumber, in: metadata.layouts),
            let text = layout.laidOut(number.nationalNumber, format: layout.formatWithNationalPrefix())
        else { return number.nationalNumber }
        return text
    }
}
