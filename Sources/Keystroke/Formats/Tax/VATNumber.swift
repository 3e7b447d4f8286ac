/// VAT identification numbers of the EU member states, Northern Ireland, the United Kingdom,
/// Switzerland and Norway: each country's format and check digits.
///
/// ```swift
/// VATNumber.isValid("DE136695976")                      // true
/// VATNumber.isValid("CHE-116.281.710 MWST")             // true
/// VATNumber.issue(in: "136695976", country: .germany)   // nil
/// VATNumber.issue(in: "DE136695977")                    // .checksum
/// ```
///
/// A number is its country's prefix (`DE`, `EL` for Greece, also read from `GR`, `CHE` for
/// Switzerland) and the national number; spaces, `-`, `.` and `/` may stand anywhere and
/// letters may be lowercase. Belgium's 9-digit and Greece's 8-digit numbers of old gain their
/// leading 0. Each country's rule is in ``VATCountry``'s check (written from the published
/// rules; python-stdnum 2.2 is the reference checked against, see `Scripts/conformance/vat.py`).
/// Switzerland's number ends in `MWST`, `TVA`, `IVA` or `TPV` and Norway's in `MVA`, as their
/// VAT registers write them.
public enum VATNumber {
    /// Why a text is not a valid VAT number, in the order the checks run.
    public enum Issue: String, Sendable, Hashable, CaseIterable {
        /// A character other than letters, digits and the separators ` -./`.
        case characters
        /// No known country prefix.
        case country
        /// Not one of the country's lengths.
        case length
        /// Letters and digits not where the country's format puts them, or a part its rules forbid.
        case structure
        /// The check digits do not match.
        case checksum
    }

    /// Whether `text`, a VAT number with its country prefix, is valid.
    public static func isValid(_ text: String) -> Bool { issue(in: text) == nil }

    /// The first problem of `text`, or `nil` when it is valid; whitespace around the text is
    /// ``Issue/characters``, since nothing is trimmed.
    /// - Parameters:
    ///   - text: The number, written with its country prefix when `country` is `nil`, without it otherwise.
    ///   - country: The country, when the text has no prefix.
    public static func issue(in text: String, country: VATCountry? = nil) -> Issue? {
        if FormatText.trimmed(text).utf8.count != text.utf8.count { return .characters }
        return switch ByteView.with(text, { read($0, country: country) }) {
        case .success: nil
        case .failure(let failure): failure.issue
        }
    }

    // MARK: - Reading

    /// A failed reading: the issue, and the country when it was known.
    struct Failure: Error {
        let issue: Issue
        var country: VATCountry?
        var character: UInt8?
        var found = 0
    }

    /// A valid number: its country and the value (with the prefix when the text had to carry one).
    struct Number {
        let country: VATCountry
        let value: String
        let separators: SeparatorMarks
    }

    /// Whether `byte` is one of the separators people write in VAT numbers: space - . /
    @inline(__always)
    static func isSeparator(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x2D || byte == 0x2E || byte == 0x2F
    }

    /// Reads a text strictly: separators skipped, letters uppercased, nothing else dropped.
    static func read(_ bytes: ByteView, country fixed: VATCountry?) -> Result<Number, Failure> {
        var stray: UInt8?
        let read = ASCIIWriter.withBytes(capacity: 24, filling: { code in
            for byte in bytes where !isSeparator(byte) {
                let upper = byte &- 0x61 < 26 ? byte &- 0x20 : byte
                guard upper &- 0x30 < 10 || upper &- 0x41 < 26 || upper == 0x2B || upper == 0x2A else {
                    stray = byte
                    return false
                }
                guard code.remaining > 0 else { return false }
                code.append(upper)
            }
            return true
        }, then: { check($0, country: fixed) })
        if let read { return read }
        return .failure(Failure(issue: stray == nil ? .length : .characters, country: fixed, character: stray, found: 24))
    }

    /// Checks an uppercase number without separators.
    static func check(_ code: ByteView, country fixed: VATCountry?) -> Result<Number, Failure> {
        var start = 0
        let country: VATCountry
        if let fixed {
            country = fixed
        } else {
            guard code.count >= 2 else {
                let issue: Issue = code.count == 1 && !VATCountry.startsPrefix(code[0]) ? .country : .length
                return .failure(Failure(issue: issue, found: code.count))
            }
            guard let found = VATCountry.of(code[0], code[1]) else { return .failure(Failure(issue: .country)) }
            country = found
            start = country.rules.prefix.count
            if start == 3 && (code.count < 3 || code[2] != 0x45) {  // CHE
                return .failure(Failure(issue: code.count < 3 ? .length : .structure, country: country, found: 0))
            }
        }
        let rules = country.rules
        let number = code[start...]
        // Belgium's 9-digit and Greece's 8-digit numbers of old take a leading 0.
        let padded = (country == .belgium && number.count == 9) || (country == .greece && number.count == 8)
        let count = number.count + (padded ? 1 : 0)
        guard rules.lengths.contains(count) else { return .failure(Failure(issue: .length, country: country, found: number.count)) }
        return ASCIIWriter.withBytes(capacity: count, { canonical in
            if padded { canonical.append(0x30) }
            canonical.append(contentsOf: number)
        }, { canonical -> Result<Number, Failure> in
            guard rules.fittingShapes(canonical) != 0 else { return .failure(Failure(issue: .structure, country: country)) }
            if let issue = country.issue(number: canonical) { return .failure(Failure(issue: issue, country: country)) }
            let prefix = fixed == nil ? rules.prefix.count : 0
            let value = ASCIIWriter.string(capacity: prefix + canonical.count) { value in
                // SAFETY: the prefix's bytes are copied while lent; the writer checks they fit its capacity.
                if prefix > 0 { rules.prefix.withUnsafeBufferPointer { value.append(contentsOf: $0) } }
                value.append(contentsOf: canonical)
            }
            return .success(Number(country: country, value: value, separators: separators(country, canonical, prefix: prefix)))
        })
    }

    /// Where a number's separators go, for its display text: the joiner after a prefix, then the
    /// country's own separators.
    static func separators(_ country: VATCountry, _ number: ByteView, prefix: Int) -> SeparatorMarks {
        // The countries that write separators are those with a joiner after the prefix.
        guard country.joiner != nil, let first = number.first else { return .none }
        var marks = SeparatorMarks.none
        // Before the prefix's end there is none.
        for offset in max(prefix, 1)..<prefix &+ number.count {
            if let separator = country.separator(at: offset, afterPrefix: prefix, number: first) {
                marks = marks.adding(offset: offset, separator: separator)
            }
        }
        return marks
    }
}
