/// The `vat` and `vat:CC` formats: a VAT identification number, with its country prefix
/// (`vat`: `DE136695976`, `BE 0403.170.701`) or for one country without it (`vat:DE`:
/// `136695976`).
///
/// ```swift
/// let vat = VATFormat()
/// try vat.format("be0403170701")                 // "BE 0403.170.701"
/// try vat.validate("CHE-116.281.710 MWST").value  // "CHE116281710MWST"
/// try VATFormat(country: .germany).validate("136 695 976").value   // "136695976"
/// ```
///
/// Typing keeps what can belong where it is typed: with `vat`, a prefix letter by letter
/// (`EL` for Greece, `GR` read as it, `CHE` for Switzerland), then the characters the
/// country's format allows at each place, up to its longest form; letters are uppercased and
/// spaces, `-`, `.` and `/` are ignored. The text carries the country's usual separators: BE
/// `0403.170.701`, CH `CHE-116.281.710 MWST`, DK `12 34 56 78`, FR `40 303 265 045`, GB
/// `123 4567 89`, NO `123 456 789 MVA`; the other countries write the number plain
/// (`DE136695976`, `ATU13585627`, `NL004495445B01`). The value is the number without separators.
///
/// Error codes: `vat.characters`, `vat.country`, `vat.length`, `vat.structure`, `vat.checksum`.
public struct VATFormat: FieldFormat {
    /// The country of a `vat:CC` field (the number typed without its prefix), or `nil` for
    /// `vat`, where the prefix says the country.
    public let country: VATCountry?

    /// Creates the format.
    /// - Parameter country: The country whose numbers are typed without their prefix, or `nil`
    ///   (the default) for numbers typed with it.
    public init(country: VATCountry? = nil) {
        self.country = country
    }

    public var id: String { country.map { "vat:\($0.rawValue)" } ?? "vat" }
    public var keyboard: KeyboardHint { .asciiCapable }
    public var minLength: Int { (country?.rules.lengths.first ?? 2) + (country == nil ? 2 : 0) }
    public var maxLength: Int? { country.map(\.rules.maxLength) ?? 16 }

    /// ASCII letters, digits and the separators people write (space - . /), and Ireland's + and *.
    public func allows(_ character: Character) -> Bool {
        guard let byte = character.asciiValue else { return false }
        return byte &- 0x30 < 10 || (byte | 0x20) &- 0x61 < 26 || VATNumber.isSeparator(byte) || byte == 0x2B || byte == 0x2A
    }

    /// Keeps what fits the number so far and lays it out with the country's separators; the
    /// caret stays after the same character.
    public func apply(_ input: MaskInput) -> MaskResult {
        var typing = Typing(country: country)
        return FormatText.filterBytes(input, limit: 24, classify: { byte, _ in
            if VATNumber.isSeparator(byte) { return .skip }
            let upper = byte &- 0x61 < 26 ? byte &- 0x20 : byte
            return typing.accepts(upper) ? .keep(upper) : .drop
        }, then: { filtered in
            let prefix = typing.prefixLength
            let country = typing.country
            let first = filtered.kept.count > prefix ? filtered.kept[prefix] : 0
            let laidOut = FormatText.layOut(filtered.kept, caret: filtered.caret, typed: input.text) { offset in
                country?.separator(at: offset, afterPrefix: prefix, number: first)
            }
            return MaskResult(
                text: laidOut.text, caret: laidOut.caret, value: filtered.keptText,
                isComplete: typing.isComplete, dropped: filtered.dropped,
                overflowed: typing.overflowed || filtered.overflowed)
        })
    }

    /// The letters (uppercased) and digits that fit.
    public func rawValue(of text: String) -> String { apply(MaskInput(text: text)).value }

    /// A stored number with its country's separators.
    public func layOut(_ value: String) -> String {
        apply(MaskInput(text: value, gravity: .backward(autoskip: false))).text
    }

    /// Validates a VAT number, with its prefix for `vat` and without it for `vat:CC`.
    /// - Throws: `vat.characters`, `vat.country`, `vat.length`, `vat.structure` or `vat.checksum`.
    public func validate(_ text: String) throws(ValidationError) -> ValidatedValue {
        try FormatText.checkNoSurroundingWhitespace(text)
        switch ByteView.with(text, { VATNumber.read($0, country: country) }) {
        case .success(let number):
            if number.separators.isEmpty { return ValidatedValue(text: number.value, value: number.value) }
            return ValidatedValue(value: number.value, separators: number.separators)
        case .failure(let failure):
            throw error(failure, Substring(text))
        }
    }

    // MARK: - Typing

    /// What typing has kept so far: the prefix and the country, then which of the country's
    /// shapes the number still fits.
    private struct Typing {
        private(set) var country: VATCountry?
        private let fixed: Bool
        private var first: UInt8 = 0
        /// Characters kept so far, prefix included.
        private var count = 0
        private var alive: UInt16 = 0
        private var rules: VATCountry.Rules?
        /// Whether a character came when every shape still possible was complete.
        private(set) var overflowed = false

        init(country: VATCountry?) {
            self.country = country
            fixed = country != nil
            rules = country?.rules
            alive = rules.map { UInt16.max >> (16 - $0.shapes.count) } ?? 0
        }

        /// The characters of the prefix (0 for `vat:CC`).
        var prefixLength: Int { fixed ? 0 : rules?.prefix.count ?? 2 }

        /// Whether a number of the characters kept so far is complete.
        var isComplete: Bool {
            guard let rules, count >= prefixLength else { return false }
            let length = count - prefixLength
            return rules.shapes.indices.contains { alive & (1 << UInt16($0)) != 0 && rules.shapes[$0].utf8CodeUnitCount == length }
        }

        /// Whether uppercase `byte` may come next; if so, it is kept.
        mutating func accepts(_ byte: UInt8) -> Bool {
            if !fixed && count < 2 {
                if count == 0 {
                    guard VATCountry.startsPrefix(byte) else { return false }
                    first = byte
                } else {
                    guard let found = VATCountry.of(first, byte) else { return false }
                    country = found
                    rules = found.rules
                    alive = UInt16.max >> (16 - found.rules.shapes.count)
                }
                count += 1
                return true
            }
            guard let rules else { return false }
            if count < prefixLength {
                guard byte == rules.prefix[count] else { return false }
                count += 1
                return true
            }
            let position = count - prefixLength
            var next: UInt16 = 0
            for (index, shape) in rules.shapes.enumerated() where alive & (1 << UInt16(index)) != 0 {
                if VATCountry.fits(byte, shape, at: position) { next |= 1 << UInt16(index) }
            }
            guard next != 0 else {
                // A letter or digit, and no shape still possible is longer: the number has no room left.
                if byte &- 0x30 < 10 || byte &- 0x41 < 26, !rules.shapes.indices.contains(where: {
                    alive & (1 << UInt16($0)) != 0 && rules.shapes[$0].utf8CodeUnitCount > position
                }) {
                    overflowed = true
                }
                return false
            }
            alive = next
            count += 1
            return true
        }
    }

    // MARK: - Errors

    /// The error of a failed reading of `text`.
    private func error(_ failure: VATNumber.Failure, _ text: Substring) -> ValidationError {
        let name = failure.country.map { " of \($0.rawValue)" } ?? ""
        var parameters: [String: String] = [:]
        if let country = failure.country { parameters["country"] = country.rawValue }
        switch failure.issue {
        case .characters:
            let character = text.first { !allows($0) }
            if let character { parameters["character"] = String(character) }
            return ValidationError(
                code: "vat.characters",
                message: "A VAT number may contain only letters, digits, spaces and - . /; found \(character.map(FormatText.quoted) ?? "another character").",
                parameters: parameters)
        case .country:
            return ValidationError(
                code: "vat.country",
                message: "A VAT number starts with its country's code: \(VATCountry.allCases.map(\.prefix).joined(separator: ", ")).",
                parameters: parameters)
        case .length:
            guard let country = failure.country else {
                return ValidationError(code: "vat.length", message: "A VAT number has a country code and then 2 to 13 characters.")
            }
            let lengths = country.rules.lengths.map(String.init)
            let spoken = lengths.count > 1 ? lengths.dropLast().joined(separator: ", ") + " or " + lengths[lengths.count - 1] : lengths[0]
            parameters["lengths"] = lengths.joined(separator: ", ")
            let after = self.country == nil ? " after \(country.prefix)" : ""
            return ValidationError(
                code: "vat.length",
                message: "A VAT number\(name) has \(spoken) characters\(after).",
                parameters: parameters)
        case .structure:
            return ValidationError(
                code: "vat.structure",
                message: "This VAT number\(name) is malformed: letters and digits are not where its format puts them.",
                parameters: parameters)
        case .checksum:
            return ValidationError(
                code: "vat.checksum",
                message: "The VAT number\(name) is not valid: its check digits do not match; it may have a typo.",
                parameters: parameters)
        }
    }
}
