/// The `phone` and `phone:REGION` formats: any region's telephone numbers, typed, laid out and
/// validated with libphonenumber's numbering plans.
///
/// - `phone` is international entry: typing starts with or without `+`, the text is what
///   libphonenumber's as-you-type formatter shows for `+` and the digits (`+55 41 99999-8888`),
///   and a valid number validates to libphonenumber's INTERNATIONAL format.
/// - `phone:REGION` (`phone:US`, `phone:GB`, `phone:BR`; the region's case is normalised, so
///   `phone:br` is `phone:BR`) is national entry: the text is what the as-you-type formatter shows
///   for that region (`(201) 555-0123`, `020 7031 3000`); a `+` typed first switches to
///   international entry. A valid number of the region validates to its NATIONAL format, a
///   number of another country to the INTERNATIONAL one.
///
/// The value is always E.164 (`+5541999998888`). Edits work anywhere: after any edit the text is
/// what the as-you-type formatter shows for the digits now in the field, and the caret stays
/// after the same digit.
///
/// ```swift
/// let phone = try Format(id: "phone")
/// try phone.format("+971501234567")                // "+971 50 123 4567"
/// let us = try PhoneFormat(region: "US")
/// try us.validate("201-555-0123").value            // "+12015550123"
/// try us.validate("201-555-0123").numberType       // .fixedLineOrMobile
/// ```
///
/// Error codes: `phone.characters`, `phone.countryCode`, `phone.tooShort`, `phone.tooLong`,
/// `phone.invalidLength`, `phone.localOnly`, `phone.invalidForRegion`.
public struct PhoneFormat: FieldFormat {
    /// The region of national entry, nil for international entry (`phone`).
    public let region: String?
    /// The region's calling code (`1` for `phone:US`), nil for `phone`.
    public let callingCode: Int?
    /// The region the as-you-type formatter starts in: ``region``, or `ZZ` (none) for `phone`.
    /// Kept rather than derived: every field's typing memory starts there.
    private let typingRegion: String

    /// The most digits typing takes: an international prefix, a calling code and the longest
    /// national number, with room to spare.
    static let maximumDigits = 24

    /// International entry: the `phone` format.
    public init() {
        region = nil
        callingCode = nil
        typingRegion = "ZZ"
    }

    /// National entry for `region` (`"US"`, `"br"`): the `phone:REGION` format.
    /// - Throws: ``FormatError`` when libphonenumber's metadata has no such region.
    public init(region: String) throws(FormatError) {
        let normalized = region.uppercased()
        guard region.allSatisfy({ $0.isASCII && $0.isLetter }),
            let code = PhoneMetadataStore.shared.callingCodeByRegion[normalized]
        else {
            // Codes people write that ISO 3166 spells otherwise.
            let aliases = ["UK": "GB", "EL": "GR"]
            let hint = aliases[normalized].map { "did you mean \($0)? ISO 3166 has no \(normalized)" }
                ?? "use a two-letter region code such as US, GB, BR or IT"
            throw FormatError(kind: .badParameter, id: "phone:\(region)", message: "unknown region '\(region)': \(hint)")
        }
        self.region = normalized
        callingCode = code
        typingRegion = normalized
    }

    /// Every region `phone:REGION` accepts, sorted.
    public static var supportedRegions: [String] { PhoneMetadataStore.shared.supportedRegions }

    /// Loads every region's numbering plan now rather than on its first use: for a server that
    /// would rather pay at start-up. Each plan's patterns are still compiled on their first match.
    public static func preloadMetadata() {
        PhoneMetadataStore.shared.loadAll()
    }

    /// The version of libphonenumber's metadata the plans come from.
    public static var metadataVersion: String { PhoneMetadataData.version }

    public var id: String { region.map { "phone:\($0)" } ?? "phone" }
    public var keyboard: KeyboardHint { .phonePad }

    /// Digits of any script, `+`, `*` and `#` (service codes), spaces and the punctuation numbers
    /// are written with.
    public func allows(_ character: Character) -> Bool {
        character == "+" || character == "\u{FF0B}" || character == "*" || character == "#"
            || PhoneNumberReader.asciiDigit(character) != nil || PhoneNumberReader.isPunctuation(character)
    }

    /// An example number of the region and type, written as the field shows it (national for
    /// `phone:REGION`, international for `phone`); for `phone`, the example is of `region`.
    /// - Parameters:
    ///   - type: The number type; mobile by default.
    ///   - other: For `phone`, the region whose example to give; ignored by `phone:REGION`.
    public func example(_ type: PhoneNumberType = .mobile, region other: String? = nil) -> String? {
        guard let id = region ?? other?.uppercased(), let metadata = PhoneMetadataStore.shared.region(id),
            let example = metadata.description(of: type)?.example, !example.isEmpty
        else { return nil }
        let number = PhoneNumber(callingCode: metadata.callingCode, nationalNumber: example)
        return region == nil ? number.international : number.national
    }

    // MARK: - Typing

    /// Lays out the digits as libphonenumber's as-you-type formatter does; the caret stays after the same digit.
    ///
    /// The whole text is read. An ``EditingState`` remembers a field's last layout instead, so
    /// that a digit typed at the end costs that digit.
    public func apply(_ input: MaskInput) -> MaskResult {
        var memory = makeTypingState()
        return apply(input, state: &memory)
    }

    /// Delete just before the `+` of international entry takes the first digit after it, as
    /// Delete before a separator does: `phone` writes the `+` back whatever is removed
    /// (`|+48 5` → `|+85`). Other deletions go the common way (`nil`).
    public func applyDeletion(_ deletion: Deletion, to text: String) -> MaskResult? {
        guard region == nil, deletion == .forward(caret: 0), text.utf8.first == UInt8(ascii: "+"),
            let digit = text.utf8.firstIndex(where: { $0 &- 0x30 < 10 })
        else { return nil }
        let rest = "+" + String(decoding: text.utf8[text.utf8.index(after: digit)...], as: UTF8.self)
        return apply(MaskInput(text: rest, caret: 0, gravity: .backward(autoskip: false)))
    }

    /// A field holding `*` or `#` (a service code such as `*144#`): shown as typed, as
    /// libphonenumber's as-you-type formatter shows it once it meets a character it does not
    /// format. Digits, `*`, `#` and a leading `+` are kept; the value is that text, never complete.
    private static func serviceCode(_ input: MaskInput) -> MaskResult {
        var text = ""
        var dropped = ""
        var caret = 0
        var digits = 0
        var overflowed = false
        for (offset, character) in input.text.enumerated() {
            let kept: Unicode.Scalar?
            if let digit = PhoneNumberReader.asciiDigit(character) {
                digits += 1
                kept = digits <= maximumDigits ? digit : nil
            } else if character == "*" || character == "#" || (character == "+" && text.isEmpty) {
                kept = character.unicodeScalars.first
            } else {
                kept = nil
            }
            if let kept {
                text.unicodeScalars.append(kept)
                if offset < input.caret { caret += 1 }
            } else if !PhoneNumberReader.isPunctuation(character) || digits > maximumDigits {
                dropped.append(character)
                if digits > maximumDigits, PhoneNumberReader.asciiDigit(character) != nil { overflowed = true }
            }
        }
        return MaskResult(text: text, caret: caret, value: text, isComplete: false, dropped: dropped, overflowed: overflowed)
    }

    /// Whether the digits typed (`+`, typed or implied, and the digits) are a valid number. A
    /// number typed with its calling code is read from the field's bytes; digits too few for any
    /// number of the plan are answered at a glance.
    ///
    /// Also returns how many bytes `typed` must reach before the answer can be other than false
    /// as digits are typed after it (0 when the next digit may change it): typing at the end
    /// skips the check until then.
    ///
    /// A valid number comes with its E.164 form: the typed `+` and digits themselves when the
    /// calling code was read from the bytes, the parsed number's otherwise.
    private func completeness(_ typed: String, hasPlus: Bool) -> (isValid: Bool, falseBelow: Int, e164: String?) {
        let international = hasPlus || region == nil
        var falseBelow = 0
        let quick = ByteView.with(typed) { typed -> Bool? in
            let digits = typed[(typed.first == UInt8(ascii: "+") ? 1 : 0)...]
            if !international, let region {
                // National entry: only a number surely too short is answered here.
                return PhoneNumberReader.isSurelyTooShort(national: digits, region: region) ? false : nil
            }
            guard let (code, length) = PhoneNumberReader.callingCodePrefix(digits) else {
                // `phone` knows no number without a calling code; `phone:REGION` tries its own prefixes.
                return region == nil ? false : nil
            }
            let national = digits[length...]
            let (isValid, needed) = PhoneNumberReader.isValid(callingCode: code, national: national)
            if needed > 0 { falseBelow = typed.count - national.count + needed }
            return isValid
        }
        if let quick {
            // Read from the bytes with its calling code: what was typed is the E.164 number.
            guard quick else { return (false, falseBelow, nil) }
            return (true, falseBelow, typed.utf8.first == UInt8(ascii: "+") ? typed : "+" + typed)
        }
        let digits = typed.utf8.first == UInt8(ascii: "+") ? String(typed.dropFirst()) : typed
        let input = PhoneNumberReader.Digits(hasPlus: international, digits: digits)
        guard let number = try? PhoneNumberReader.parse(input, region: region),
            PhoneNumberReader.classify(number)?.type != nil
        else { return (false, 0, nil) }
        return (true, 0, number.e164)
    }

    /// The region the number in a field's text belongs to, as soon as its digits decide it; nil
    /// until then. A country picker's flag can follow it while a number is typed or pasted.
    ///
    /// The calling code decides for most countries (`+33` is FR). Where several regions share a
    /// code (`+1`, `+44`, `+7`), the digits after it decide once one region alone can still have
    /// them (`+1 416` is CA, `+1 201` is US). `phone:REGION` answers its own region for national
    /// digits that its neighbours on the same code cannot have.
    ///
    /// ```swift
    /// let phone = PhoneFormat()
    /// phone.region(of: "+1 416")        // "CA"
    /// phone.region(of: "+44 7")         // nil: GB, GG, IM and JE still can
    /// ```
    public func region(of text: String) -> String? {
        let scan = PhoneKeystrokes(text: text, caret: 0, international: region == nil, limit: Self.maximumDigits)
        let typed = scan.typed
        let digits = typed.utf8.first == UInt8(ascii: "+") ? String(typed.dropFirst()) : typed
        if typed.utf8.first == UInt8(ascii: "+") {
            guard let (code, national) = PhoneNumberReader.leadingCallingCode(digits) else { return nil }
            return PhoneNumberReader.typingRegion(callingCode: code, national: national)
        }
        guard let callingCode, let home = region.flatMap(PhoneNumberReader.store.region), !digits.isEmpty else { return nil }
        // National entry: the region's international prefix starts another country's number.
        if let idd = home.internationalPrefix, let match = idd.match(digits) {
            let rest = String(digits.utf8.dropFirst(match.range.upperBound))!
            if rest.utf8.first != UInt8(ascii: "0") {
                guard let (code, national) = PhoneNumberReader.leadingCallingCode(rest) else { return nil }
                return PhoneNumberReader.typingRegion(callingCode: code, national: national)
            }
        }
        let national = PhoneNumberReader.stripNationalPrefix(digits, metadata: home).number
        return PhoneNumberReader.typingRegion(callingCode: callingCode, national: national)
    }

    /// The E.164 number (`+12015550123`) for a complete field's typed value (`2015550123` in
    /// `phone:US`, `+12015550123` in `phone`), read as completeness reads it; nil when the
    /// value is not a valid number.
    public func completeValue(of value: String) -> String? {
        let answer = completeness(value, hasPlus: value.utf8.first == UInt8(ascii: "+"))
        return answer.isValid ? answer.e164 : nil
    }

    /// A layout never holds more digits than a number can have: `apply` stops at the limit.
    public var admitsEveryLayout: Bool { true }

    /// Refuses a text with more digits than a number can have, so that what does not fit is
    /// reported as such (``Refusal/Reason/full``).
    public func refusal(of text: String) -> Refusal? {
        // ASCII text (nearly every keystroke) is counted by its bytes: the same count as by
        // Characters, since each ASCII byte is a Character of its own there (but CR LF).
        let asciiDigits: Int? = ByteView.ifContiguous(text) { bytes in
            var digits = 0
            for byte in bytes {
                guard byte < 0x80 else { return nil }
                if byte &- 0x30 < 10 { digits += 1 }
            }
            return digits
        } ?? nil
        if let asciiDigits {
            guard asciiDigits > Self.maximumDigits else { return nil }
            return Refusal(reason: .full, message: "A phone number has at most \(Self.maximumDigits) digits.")
        }
        var digits = 0
        for character in text where PhoneNumberReader.asciiDigit(character) != nil {
            digits += 1
            if digits > Self.maximumDigits {
                return Refusal(reason: .full, message: "A phone number has at most \(Self.maximumDigits) digits.")
            }
        }
        return nil
    }

    /// The number in E.164 (`+5541999998888`) once the text is a valid number; before that, what
    /// was typed (`+` and digits, or the digits as dialled), as ``apply(_:)`` reports it.
    ///
    /// ``apply(_:)``'s value is what was typed, national prefix included, so that every edit
    /// changes it by exactly the digits it touches; ``completeValue(of:)`` gives E.164 for it
    /// once the number is valid, and ``EditingState/value`` shows that one. ``validate(_:)``
    /// gives E.164 too.
    public func rawValue(of text: String) -> String {
        let scan = PhoneKeystrokes(text: text, caret: 0, international: region == nil, limit: Self.maximumDigits)
        if let number = try? PhoneNumberReader.parse(scan.typed, region: region), number.isValid {
            return number.e164
        }
        return scan.value
    }

    /// A stored number (E.164, or as typed) as the field writes it: a valid number in the
    /// validated form, anything else as the as-you-type formatter shows it.
    public func layOut(_ value: String) -> String {
        if let number = try? PhoneNumberReader.parse(entered(value), region: region), number.isValid {
            return display(number)
        }
        return apply(MaskInput(text: value, gravity: .backward(autoskip: false))).text
    }

    /// Whether `text` is `+` and ASCII digits (a stored E.164 number): nothing to trim, and a
    /// `+` already there, so it is read as it is.
    private static func isPlain(_ text: String) -> Bool {
        ByteView.ifContiguous(text) { bytes in
            guard bytes.first == UInt8(ascii: "+"), bytes.count > 1 else { return false }
            return bytes[1...].allSatisfy { $0 &- 0x30 < 10 }
        } ?? false
    }

    /// The text as a number is read: `phone` takes digits without `+` as international too.
    private func entered(_ text: String) -> String {
        guard region == nil else { return text }
        // The first byte that is not ASCII punctuation decides, when it is ASCII.
        if let first = text.utf8.first(where: { $0 >= 0x80 || $0 == 0x0D || !PhoneNumberReader.isPunctuation(UInt32($0)) }),
            first < 0x80 && first != 0x0D
        {
            return first == UInt8(ascii: "+") ? text : "+" + text
        }
        guard let first = text.first(where: { !PhoneNumberReader.isPunctuation($0) }),
            first != "+" && first != "\u{FF0B}"
        else { return text }
        return "+" + text
    }

    /// INTERNATIONAL for `phone` and for other countries' numbers, NATIONAL for the region's own.
    private func display(_ number: PhoneNumber) -> String {
        guard let callingCode, number.callingCode == callingCode else { return number.international }
        return number.national
    }

    // MARK: - Validation

    /// Validates with libphonenumber's rules (`parse`, then `is_valid_number`).
    ///
    /// An extension (` ext. 123`, ` x123`, `;ext=123`), an RFC 3966 URI and vanity letters are read
    /// as libphonenumber reads them; the extension is its own part of the result, never merged
    /// into ``ValidatedValue/value``. `phone` needs the country code (`+` or `00`): a national
    /// number without one is `phone.countryCode`, never guessed.
    public func validate(_ text: String) throws(ValidationError) -> ValidatedValue {
        // A stored E.164 number has no whitespace to look for, and its `+` is there.
        if !Self.isPlain(text) { try FormatText.checkNoSurroundingWhitespace(text) }
        let number = try PhoneNumberReader.parse(text, region: region, dialsZeros: true)
        guard case let (numberRegion, _, type?)? = PhoneNumberReader.classify(number) else {
            throw Self.invalidity(of: number)
        }
        return ValidatedValue(
            text: display(number), value: number.e164, region: numberRegion, numberType: type, extension: number.extension)
    }

    /// Why a parsed number is not valid: its length, or its digits for the region.
    static func invalidity(of number: PhoneNumber) -> ValidationError {
        let code = String(number.callingCode)
        switch PhoneNumberReader.possibility(of: number) {
        case .invalidCountryCode:
            return PhoneNumberReader.unknownCallingCode
        case .tooShort:
            return ValidationError(
                code: "phone.tooShort", message: "This +\(code) number is too short.", parameters: ["countryCode": code])
        case .tooLong:
            return ValidationError(
                code: "phone.tooLong", message: "This +\(code) number is too long.", parameters: ["countryCode": code])
        case .invalidLength:
            return ValidationError(
                code: "phone.invalidLength", message: "No +\(code) number has this many digits.",
                parameters: ["countryCode": code])
        case .localOnly:
            return ValidationError(
                code: "phone.localOnly", message: "This +\(code) number needs its area code.",
                parameters: ["countryCode": code])
        case .possible:
            let regions = PhoneMetadataStore.shared.regions(ofCallingCode: number.callingCode)
            let name = regions.count == 1 && regions[0] != "001" ? regions[0] : "+" + code
            return ValidationError(
                code: "phone.invalidForRegion", message: "This is not a valid \(name) number.",
                parameters: ["countryCode": code, "region": name])
        }
    }
}

// MARK: - Typing memory

extension PhoneFormat: StatefulInputFormatter {
    /// A field's memory of its last layout: libphonenumber's as-you-type state with the text it
    /// returned. A digit typed at the end of that text is all the next keystroke reads.
    public struct TypingState: Sendable {
        var kept: PhoneTypingState.Kept
    }

    /// A new field's memory: the region of entry, nothing typed.
    public func makeTypingState() -> TypingState {
        TypingState(kept: PhoneTypingState.Kept(state: PhoneTypingState(region: typingRegion)))
    }

    /// ``apply(_:)``, resuming from the field's memory of its last layout: a digit typed at the
    /// end of the text the memory returned is the only byte read.
    public func apply(_ input: MaskInput, state: inout TypingState) -> MaskResult {
        apply(input, memory: &state.kept)
    }

    private func apply(_ input: MaskInput, memory: inout PhoneTypingState.Kept) -> MaskResult {
        // A digit typed at the end of the text the last keystroke returned: only that digit is
        // read. Not after `+0` in `phone`, where a second 0 makes `00`, read as `+`.
        if region != nil || !PhoneNumberReader.hasASCIIPrefix(input.text, "+0"), let typed = memory.typeAtEnd(
            input.text, caret: input.caret, limit: Self.maximumDigits,
            completeness: { let answer = completeness($0, hasPlus: $1); return (answer.isValid, answer.falseBelow) })
        {
            let caret: Int
            if let end = typed.endOfDigits {
                // Every byte after the last digit is a separator: skipping them ends the text.
                caret = PhoneKeystrokes.skipsSeparators(input.gravity) ? typed.text.utf8.count : end
            } else {
                caret = PhoneKeystrokes.caret(after: typed.value.utf8.count, in: typed.text, gravity: input.gravity)
            }
            return MaskResult(text: typed.text, caret: caret, value: typed.value, isComplete: typed.isComplete, dropped: "")
        }
        if input.text.utf8.contains(where: { $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "#") }) {
            return Self.serviceCode(input)
        }
        let scan = PhoneKeystrokes(text: input.text, caret: input.caret, international: region == nil, limit: Self.maximumDigits)
        let text = memory.format(scan.typed)
        let caret = scan.caret(in: text, gravity: input.gravity)
        return MaskResult(
            text: text, caret: caret, value: scan.value, isComplete: completeness(scan.typed, hasPlus: scan.hasPlus).isValid,
            dropped: scan.dropped, overflowed: scan.overflowed)
    }
}
