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
        if let cut = try? PhoneTextPatterns.secondNumberStart?.firstMatch(in: number) {
            number = String(number[..<cut.range.lowerBound])
        }
        guard PhoneNumberText.isViable(number) else { return .failure(.notANumber) }
        let home = region.flatMap { store.region($0) }
        let hasPlus = number.unicodeScalars.first.map(PhoneTextPatterns.isPlus) ?? false
        if home == nil && !hasPlus { return .failure(.countryCode) }

        var written: Substring?
        if let (start, digits) = PhoneNumberText.writtenExtension(in: number) {
            written = digits
            number = String(number.utf8.prefix(start))!
        }
        var input = Digits(hasPlus: hasPlus)
        input.digits = normalized(number.unicodeScalars.drop(while: PhoneTextPatterns.isPlus))
        let parsed: (number: PhoneNumber, fromRegion: Bool)
        do {
            parsed = try parseTracingSource(input, region: region)
        } catch {
            return .failure(error.code == "phone.countryCode" ? .countryCode : .notANumber)
        }
        let ascii = written.map(digitsOnly)
        let read = PhoneNumber(callingCode: parsed.number.callingCode, nationalNumber: parsed.number.nationalNumber, extension: ascii)
        return .success(CandidateReading(number: read, fromRegion: parsed.fromRegion, writtenExtension: written))
    }

    /// libphonenumber's `normalize`: with three ASCII letters or more, letters dialled as on a
    /// keypad and only ASCII digits kept besides; otherwise the digits of any script, in ASCII.
    static func normalized(_ scalars: Substring.UnicodeScalarView) -> String {
        var letters = 0
        for scalar in scalars where scalar.isASCII && (scalar.value | 0x20) &- 0x61 < 26 {
            letters += 1
        }
        var digits = String.UnicodeScalarView()
        if letters >= 3 {
            for scalar in scalars where scalar.isASCII {
                let byte = UInt8(scalar.value)
                if byte &- 0x30 < 10 {
                    digits.append(scalar)
                } else if let digit = PhoneNumberText.keypadDigit(byte) {
                    digits.append(Unicode.Scalar(digit))
                }
            }
        } else {
            digits.append(contentsOf: scalars.lazy.compactMap(asciiDigit))
        }
        return String(digits)
    }

    /// The ASCII digits of any script in `text`, everything else left out (libphonenumber's
    /// `normalize_digits_only`).
    static func digitsOnly(_ text: Substring) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.lazy.compactMap(asciiDigit)))
    }
}
