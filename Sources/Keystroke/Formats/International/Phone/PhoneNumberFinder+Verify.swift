import PCRE2

/// How the finder decides that a piece of text is a number: its brackets, what touches it, then
/// libphonenumber's leniency checks on the number read.
extension PhoneNumberFinder {
    /// The number in `range` when the piece passes every check of the leniency, nil otherwise.
    mutating func verifiedNumber(in range: Range<Int>, text: Text) -> Found? {
        let bytes = text.bytes
        let piece = bytes[range]
        // Unpaired brackets and page ranges (`211-227 (2003)`) are not numbers.
        guard (try? PhoneTextPatterns.matchingBrackets?.matches(piece)) == true,
            !contains(PhoneTextPatterns.publicationPages, in: piece)
        else { return nil }
        if leniency >= .valid {
            // A number is not glued to a Latin word (`abc8005001234`), an amount sign or `%`; a
            // bracket or `+` before it is a boundary of its own.
            if range.lowerBound > 0 && !PhoneTextPatterns.isLead(NumberReader.scalar(in: bytes, at: range.lowerBound).0) {
                var previous = range.lowerBound - 1
                while previous > 0 && bytes[previous] & 0xC0 == 0x80 { previous -= 1 }
                if touches(NumberReader.scalar(in: bytes, at: previous).0) { return nil }
            }
            if range.upperBound < bytes.count && touches(NumberReader.scalar(in: bytes, at: range.upperBound).0) {
                return nil
            }
        }
        let candidate = Substring(piece.string)
        guard case .success(let reading) = PhoneNumberReader.readCandidate(candidate, region: region),
            verifies(reading, candidate: candidate)
        else { return nil }
        return Found(range: range, number: reading.number)
    }

    /// Whether a scalar next to a number makes it part of something else.
    private func touches(_ scalar: Unicode.Scalar) -> Bool {
        PhoneTextPatterns.isAmountSign(scalar) || PhoneTextPatterns.isLatinLetter(scalar)
    }

    // MARK: - Leniency

    /// libphonenumber's `verify` at the finder's leniency.
    private func verifies(_ reading: PhoneNumberReader.CandidateReading, candidate: Substring) -> Bool {
        let number = reading.number
        if leniency == .possible {
            let check = PhoneNumberReader.possibility(of: number)
            return check == .possible || check == .localOnly
        }
        return number.isValid && hasOnlyValidXs(reading, candidate: candidate)
            && hasNationalPrefixIfRequired(reading, candidate: candidate)
    }

    /// Whether every `x` in the candidate is a carrier-code placeholder (`xx` before a number that
    /// is the same as the whole one) or the label of its extension (`x` before exactly its digits);
    /// an `x` at the very end is not looked at.
    private func hasOnlyValidXs(_ reading: PhoneNumberReader.CandidateReading, candidate: Substring) -> Bool {
        let scalars = candidate.unicodeScalars
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let next = scalars.index(after: index)
            guard next < scalars.endIndex else { break }
            if scalars[index] == "x" || scalars[index] == "X" {
                if scalars[next] == "x" || scalars[next] == "X" {
                    if !isSameNationalNumber(reading, as: Substring(scalars[next...])) { return false }
                    index = next
                } else if PhoneNumberReader.digitsOnly(Substring(scalars[index...])) != reading.writtenExtension.map(String.init) {
                    return false
                }
            }
            index = scalars.index(after: index)
        }
        return true
    }

    /// Whether `text` written without a calling code is the number that `reading` is, extension
    /// included (libphonenumber's `is_number_match` answering `NSN_MATCH`).
    private func isSameNationalNumber(_ reading: PhoneNumberReader.CandidateReading, as text: Substring) -> Bool {
        // Text that has its own calling code can only match exactly, which is not this answer.
        guard case .failure(.countryCode) = PhoneNumberReader.readCandidate(text, region: nil) else { return false }
        let number = reading.number
        let store = PhoneMetadataStore.shared
        // Non-geographic codes have no region to read the text in.
        guard let region = store.mainRegion(forCallingCode: number.callingCode), store.region(region) != nil,
            case .success(let other) = PhoneNumberReader.readCandidate(text, region: region)
        else { return false }
        return other.number.callingCode == number.callingCode && other.number.nationalNumber == number.nationalNumber
            && other.writtenExtension == reading.writtenExtension
    }

    /// Whether a number written without a calling code has the national prefix that its region
    /// writes before numbers of its kind (`0` in `020 7031 3000`), when that prefix is not optional.
    private func hasNationalPrefixIfRequired(_ reading: PhoneNumberReader.CandidateReading, candidate: Substring) -> Bool {
        guard reading.fromRegion else { return true }
        let number = reading.number
        guard let metadata = PhoneMetadataStore.shared.metadata(forCallingCode: number.callingCode),
            let layout = ByteView.with(number.nationalNumber, { PhoneNumberReader.layoutMatch(for: $0, in: metadata.layouts)?.0 }),
            !layout.nationalPrefixRule.isEmpty, !layout.nationalPrefixOptional, !layout.nationalPrefixRuleIsFirstGroupOnly
        else { return true }
        let digits = PhoneNumberReader.digitsOnly(candidate)
        return PhoneNumberReader.stripNationalPrefix(digits, metadata: metadata).stripped
    }
}
