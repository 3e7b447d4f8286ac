/// Reading a piece of text that ``PhoneNumberMatcher`` found, as libphonenumber's `parse(text,
/// region, keep_raw_input=True)` reads it: leading text skipped, trailing punctuation trimmed,
/// the extension kept as written, `+` signs, and letters dialled only when there are three.
///
/// Candidates hold digits, punctuation, leads and extension labels only (no `tel:` URI can be
/// one), so this reads those and leaves URIs to ``PhoneNumberText``.
extension PhoneNumberReader {
    /// A candidate read as a number.
    struct CandidateReading {
        /// The number; its extension in ASCII digits.
        var number: PhoneNumber
        /// Whether the calling code is the default region's because nothing in the text gave one
        /// (libphonenumber's `FROM_DEFAULT_COUNTRY`).
        var fromRegion: Bool
        /// The extension as written, its digits of any script; nil for none.
        var writtenExtension: Substring?
    }

    /// Why a candidate is not a number: libphonenumber's `INVALID_COUNTRY_CODE`, which
    /// `is_number_match` treats apart, or any other reason.
    enum CandidateFailure: Error {
        case countryCode, notANumber
    }

    /// Reads `text` as libphonenumber's `parse` does for a region (nil or an unknown region:
    /// only numbers with `+`).
    static func readCandidate(_ text: Substring, region: String?) -> Result<CandidateReading, CandidateFailure> {
        readCandidate(text, home: Home(region))
    }

    /// ``readCandidate(_:region:)`` in a region already looked up.
    static func readCandidate(_ text: Substring, home: Home) -> Result<CandidateReading, CandidateFailure> {
        let all = text.unicodeScalars
        guard all.count <= maximumInputLength else { return .failure(.notANumber) }
        // The number starts at its first digit or plus sign, stops before trailing punctuation
        // and before a second extension after a slash.
        guard let first = all.firstIndex(where: { PhoneTextPatterns.isPlus($0) || PhoneTextPatterns.isDigit($0) }) else {
            return .failure(.notANumber)
        }
        var scalars = all[first...]
        while let last = scalars.last, PhoneTextPatterns.isUnwantedAtEnd(last) { scalars.removeLast() }
        var number = String(scalars)
        if let cut = ByteView.with(number, PhoneTextPatterns.secondNumberStart(in:)) {
            number = String(number.utf8.prefix(cut))!
        }
        guard PhoneNumberText.isViable(number) else { return .failure(.notANumber) }
        let hasPlus = number.unicodeScalars.first.map(PhoneTextPatterns.isPlus) ?? false
        if home.metadata == nil && !hasPlus { return .failure(.countryCode) }

        var written: Substring?
        // Only a number with a label, `;`, `,`, `#`, `~` or other than ASCII can have an extension.
        if PhoneNumberText.mayHaveParts(number), let (start, digits) = PhoneNumberText.writtenExtension(in: number) {
            written = digits
            number = String(number.utf8.prefix(start))!
        }
        var input = Digits(hasPlus: hasPlus)
        input.digits = normalized(number.unicodeScalars.drop(while: PhoneTextPatterns.isPlus))
        let parsed: (number: PhoneNumber, fromRegion: Bool)
        do {
            parsed = try parseTracingSource(input, home: home)
        } catch {
            return .failure(error.code == "phone.countryCode" ? .countryCode : .notANumber)
        }
        let ascii = written.map(digitsOnly)
        let read = PhoneNumber(callingCode: parsed.number.callingCode, nationalNumber: parsed.number.nationalNumber, extension: ascii)
        return .success(CandidateReading(number: read, fromRegion: parsed.fromRegion, writtenExtension: written))
    }

    /// ``readCandidate(_:home:)`` for a piece of ASCII digits, `+` and the punctuation
    /// `-()./[]` and space only, read from its bytes: it has no letters, so no extension and no
    /// vanity number, and is viable when its `+` signs lead and it has three digits (or is two).
    static func readPlainCandidate(_ bytes: ByteView, home: Home) -> Result<CandidateReading, CandidateFailure> {
        guard bytes.count <= maximumInputLength,
            let start = bytes.firstIndex(where: { $0 &- 0x30 < 10 || $0 == UInt8(ascii: "+") })
        else { return .failure(.notANumber) }
        // What follows the last digit is trimmed.
        var end = bytes.count
        while end > start && bytes[end - 1] &- 0x30 >= 10 { end -= 1 }
        let number = bytes[start..<end]
        var pluses = 0
        while pluses < number.count && number[pluses] == UInt8(ascii: "+") { pluses += 1 }
        var digits = 0
        for byte in number[pluses...] {
            if byte &- 0x30 < 10 {
                digits += 1
            } else if byte == UInt8(ascii: "+") {
                return .failure(.notANumber)
            }
        }
        guard digits >= 3 || (digits == 2 && number.count == 2) else { return .failure(.notANumber) }
        let hasPlus = pluses > 0
        if !hasPlus && home.metadata == nil { return .failure(.countryCode) }
        let input = Digits(hasPlus: hasPlus, digits: ASCIIWriter.string(capacity: digits) { writer in
            for byte in number where byte &- 0x30 < 10 { writer.append(byte) }
        })
        do {
            let parsed = try parseTracingSource(input, home: home)
            return .success(CandidateReading(number: parsed.number, fromRegion: parsed.fromRegion, writtenExtension: nil))
        } catch {
            return .failure(error.code == "phone.countryCode" ? .countryCode : .notANumber)
        }
    }

    /// libphonenumber's `normalize`: with three ASCII letters or more, letters dialled as on a
    /// keypad and only ASCII digits kept besides; otherwise the digits of any script, in ASCII.
    static func normalized(_ scalars: Substring.UnicodeScalarView) -> String {
        var letters = 0
        for scalar in scalars where scalar.isASCII && (scalar.value | 0x20) &- 0x61 < 26 {
            letters += 1
        }
        var digits: [UInt8] = []
        digits.reserveCapacity(24)
        for scalar in scalars {
            if letters >= 3 {
                guard scalar.isASCII else { continue }
                let byte = UInt8(scalar.value)
                if byte &- 0x30 < 10 {
                    digits.append(byte)
                } else if let digit = PhoneNumberText.keypadDigit(byte) {
                    digits.append(digit)
                }
            } else if let digit = asciiDigit(scalar) {
                digits.append(UInt8(digit.value))
            }
        }
        return String(decoding: digits, as: UTF8.self)
    }

    /// The ASCII digits of any script in `text`, everything else left out (libphonenumber's
    /// `normalize_digits_only`).
    static func digitsOnly(_ text: Substring) -> String {
        var digits: [UInt8] = []
        digits.reserveCapacity(24)
        for scalar in text.unicodeScalars {
            if let digit = asciiDigit(scalar) { digits.append(UInt8(digit.value)) }
        }
        return String(decoding: digits, as: UTF8.self)
    }
}
