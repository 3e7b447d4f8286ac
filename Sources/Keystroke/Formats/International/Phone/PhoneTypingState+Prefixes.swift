/// How the as-you-type formatter finds what comes before the national number: `+` or an
/// international prefix, the calling code, or a national prefix. These read and write the
/// state's number buffers, which is why those are not private to its main file.
extension PhoneTypingState {
    /// NANP numbers typed as `1` and an area code: the `1` is the national prefix.
    var isNANPNumberWithNationalPrefix: Bool {
        metadata.callingCode == 1 && nationalNumber.count >= 2 && nationalNumber[0] == UInt8(ascii: "1")
            && nationalNumber[1] != UInt8(ascii: "0") && nationalNumber[1] != UInt8(ascii: "1")
    }

    /// Moves a national prefix from the national number to the prefix; returns it.
    mutating func removeNationalPrefix() -> [UInt8] {
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
    mutating func extractLongerNationalPrefix() -> Bool {
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
    static func lastOccurrence(of needle: [UInt8], in text: [UInt8]) -> Int? {
        guard needle.count <= text.count else { return nil }
        return stride(from: text.count - needle.count, through: 0, by: -1).first {
            text[$0..<($0 + needle.count)].elementsEqual(needle)
        }
    }

    /// Finds `+` or the region's international prefix at the start; the rest becomes the national number.
    mutating func extractInternationalPrefix() -> Bool {
        guard let pattern = metadata.typingInternationalPrefix else { return false }
        let end: Int
        if accruedInput.first == Self.plus {
            // `\+|IDD` takes its first branch: an IDD is digits.
            end = 1
        } else if let match = pattern.match(accruedInput) {
            end = match.range.upperBound
        } else {
            return false
        }
        isCompleteNumber = true
        nationalNumber.removeAll(keepingCapacity: true)
        nationalNumber += accruedInput[end...]
        prefix.removeAll(keepingCapacity: true)
        prefix += accruedInput[..<end]
        if accruedInput.first != Self.plus { prefix.append(Self.space) }
        return true
    }

    /// Moves a calling code from the national number to the prefix and switches to its metadata.
    mutating func extractCallingCode() -> Bool {
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
