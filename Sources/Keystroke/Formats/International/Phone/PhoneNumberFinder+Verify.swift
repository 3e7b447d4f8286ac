import PCRE2

/// How the finder decides that a piece of text is a number: its brackets, what touches it, then
/// libphonenumber's leniency checks on the number read.
extension PhoneNumberFinder {
    /// The number in `range` when the piece passes every check of the leniency, nil otherwise.
    /// - Parameter traits: What the piece holds, when the caller has read it already.
    mutating func verifiedNumber(in range: Range<Int>, traits known: PhoneTextPatterns.Traits?, text: Text) -> Found? {
        let bytes = text.bytes
        let piece = bytes[range]
        let traits = known ?? PhoneTextPatterns.Traits(of: piece)
        // Unpaired brackets and page ranges (`211-227 (2003)`) are not numbers; a piece without
        // brackets pairs them all, and a page range needs a hyphen and a parenthesis.
        let pairs = traits.isDisjoint(with: [.bracket, .nonASCII])
            ? !piece.isEmpty : (try? PhoneTextPatterns.matchingBrackets?.matches(piece)) == true
        guard pairs,
            !(traits.contains([.hyphen, .openingParenthesis]) && contains(PhoneTextPatterns.publicationPages, in: piece))
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
        // Digits, `+` and ASCII punctuation only, the usual case, are read from the bytes.
        if !traits.contains(.other) {
            guard case .success(let reading) = PhoneNumberReader.readPlainCandidate(piece, home: home),
                verifies(reading, candidate: nil, bytes: piece)
            else { return nil }
            return Found(range: range, number: reading.number)
        }
        let candidate = Substring(piece.string)
        guard case .success(let reading) = PhoneNumberReader.readCandidate(candidate, home: home),
            verifies(reading, candidate: candidate, bytes: piece)
        else { return nil }
        return Found(range: range, number: reading.number)
    }

    /// Whether a scalar next to a number makes it part of something else.
    private func touches(_ scalar: Unicode.Scalar) -> Bool {
        PhoneTextPatterns.isAmountSign(scalar) || PhoneTextPatterns.isLatinLetter(scalar)
    }

    // MARK: - Leniency

    /// libphonenumber's `verify` at the finder's leniency.
    /// - Parameters:
    ///   - candidate: The piece as text; nil for a piece of digits, `+` and ASCII punctuation.
    ///   - bytes: The piece's bytes.
    private func verifies(_ reading: PhoneNumberReader.CandidateReading, candidate: Substring?, bytes: ByteView) -> Bool {
        let number = reading.number
        if leniency == .possible {
            let check = PhoneNumberReader.possibility(of: number)
            return check == .possible || check == .localOnly
        }
        // Shorter than every region of its calling code allows: invalid without a pattern run.
        if let shortest = PhoneMetadataStore.shared.shortestNationalLength(forCallingCode: number.callingCode),
            number.nationalNumber.utf8.count < shortest
        {
            return false
        }
        guard number.isValid else { return false }
        if let candidate, !hasOnlyValidXs(reading, candidate: candidate) { return false }
        return hasNationalPrefixIfRequired(reading, bytes: bytes)
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
    private func hasNationalPrefixIfRequired(_ reading: PhoneNumberReader.CandidateReading, bytes: ByteView) -> Bool {
        guard reading.fromRegion else { return true }
        let number = reading.number
        guard let metadata = PhoneMetadataStore.shared.metadata(forCallingCode: number.callingCode),
            let layout = ByteView.with(number.nationalNumber, { PhoneNumberReader.layoutMatch(for: $0, in: metadata.layouts)?.0 }),
            !layout.nationalPrefixRule.isEmpty, !layout.nationalPrefixOptional, !layout.nationalPrefixRuleIsFirstGroupOnly
        else { return true }
        let digits = PhoneNumberReader.digitsOnly(Substring(bytes.string))
        return PhoneNumberReader.stripNationalPrefix(digits, metadata: metadata).stripped
    }
}
