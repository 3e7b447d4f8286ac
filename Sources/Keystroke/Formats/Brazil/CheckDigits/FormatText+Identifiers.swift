// The mod-11 identifiers of Brazil (CPF, CNPJ): reading their characters, their check digits
// and their problems, and drawing random valid ones.

extension FormatText {
    /// The modulo-11 check digit of a weighted sum: 0 when the remainder is 0 or 1,
    /// otherwise 11 − remainder (the rule of the CPF and the CNPJ).
    @inline(__always)
    static func mod11CheckDigit(_ sum: Int) -> Int {
        let remainder = sum % 11
        return remainder < 2 ? 0 : 11 - remainder
    }
}

extension FormatText {
    /// What ``scanIdentifier(_:separators:allowsLetters:baseCount:cycle:)`` read from a
    /// mod-11 identifier: the weighted sums of its base and the characters after it.
    struct IdentifierScan {
        /// How many digits (and letters) the text holds.
        var count = 0
        /// The weighted sums of the base.
        var sums: Mod11Sums
        /// The values of the two characters after the base (the check digits when valid).
        var checks: (UInt8, UInt8) = (0, 0)
        /// Whether a letter stands after the base, where only digits may.
        var letterAfterBase = false
        /// Whether every character is the same.
        var allSame = true
    }

    /// The two weighted sums of a mod-11 identifier's base, added one value at a time.
    ///
    /// The values are weighted from the right 2, 3, 4, … restarting at 2 after `cycle`
    /// weights (CNPJ: 8; CPF: no restart): for the first check digit over the base, and one
    /// place further left for the second, whose last weight (2) goes to the first check digit.
    struct Mod11Sums {
        private var first = 0
        private var second = 0
        private let cycle: Int
        // Weights counted down instead of divided out per character: division dominates otherwise.
        private var firstWeight: Int
        private var secondWeight: Int

        @inline(__always)
        init(baseCount: Int, cycle: Int) {
            self.cycle = cycle
            firstWeight = 2 &+ (baseCount &- 1) % cycle
            secondWeight = 2 &+ baseCount % cycle
        }

        /// Adds the next base value.
        @inline(__always)
        mutating func add(_ value: UInt8) {
            first &+= Int(value) &* firstWeight
            second &+= Int(value) &* secondWeight
            firstWeight = firstWeight == 2 ? cycle &+ 1 : firstWeight &- 1
            secondWeight = secondWeight == 2 ? cycle &+ 1 : secondWeight &- 1
        }

        /// The check digits the base calls for.
        @inline(__always)
        var expected: (first: Int, second: Int) {
            let digit = FormatText.mod11CheckDigit(first)
            return (digit, FormatText.mod11CheckDigit(second &+ 2 &* digit))
        }
    }

    /// The value of an identifier character: a digit's, or with `allowsLetters` an ASCII
    /// letter's read as uppercase (its code − 48); `nil` for any other byte.
    @inline(__always)
    static func identifierValue(_ byte: UInt8, allowsLetters: Bool) -> UInt8? {
        let value = byte &- 0x30
        if value < 10 { return value }
        let upper = byte & 0xDF  // ASCII lowercase → uppercase
        return allowsLetters && upper &- 0x41 < 26 ? upper &- 0x30 : nil
    }

    /// A set of ASCII punctuation bytes (0x20–0x5F) as a bit mask, for separator tests without allocation.
    static func separatorMask(_ characters: String) -> UInt64 {
        characters.utf8.reduce(0) { mask, byte in byte &- 0x20 < 64 ? mask | 1 << UInt64(byte - 0x20) : mask }
    }

    /// Reads a mod-11 identifier in one pass over its UTF-8 bytes, without allocating:
    /// digits (and, when `allowsLetters`, ASCII letters read as uppercase) count as their
    /// ASCII code − 48; bytes in `separators` are skipped; any other byte gives `nil`.
    /// The first `baseCount` values go into the ``Mod11Sums``.
    @inline(__always)
    static func scanIdentifier(
        _ bytes: ByteView,
        separators: UInt64,
        allowsLetters: Bool,
        baseCount: Int,
        cycle: Int
    ) -> IdentifierScan? {
        var scan = IdentifierScan(sums: Mod11Sums(baseCount: baseCount, cycle: cycle))
        var firstValue: UInt8 = 0
        for byte in bytes {
            guard let value = identifierValue(byte, allowsLetters: allowsLetters) else {
                if byte &- 0x20 < 64, separators & (1 << UInt64(byte &- 0x20)) != 0 { continue }
                return nil
            }
            let position = scan.count
            if position < baseCount {
                scan.sums.add(value)
            } else {
                if byte &- 0x30 >= 10 { scan.letterAfterBase = true }
                if position == baseCount { scan.checks.0 = value } else if position == baseCount &+ 1 { scan.checks.1 = value }
            }
            if position == 0 { firstValue = value } else if value != firstValue { scan.allSame = false }
            scan.count = position &+ 1
        }
        return scan
    }

    /// ``scanIdentifier(_:separators:allowsLetters:baseCount:cycle:)`` over the UTF-8 of `text`.
    static func scanIdentifier(
        in text: some StringProtocol,
        separators: UInt64,
        allowsLetters: Bool,
        baseCount: Int,
        cycle: Int
    ) -> IdentifierScan? {
        ByteView.with(text) { bytes in
            scanIdentifier(bytes, separators: separators, allowsLetters: allowsLetters, baseCount: baseCount, cycle: cycle)
        }
    }

    /// The problem with a mod-11 identifier of `baseCount` characters and two check
    /// digits (CPF, CNPJ), or `nil` when it is valid.
    static func identifierProblem(
        in text: some StringProtocol,
        separators: UInt64,
        allowsLetters: Bool,
        baseCount: Int,
        cycle: Int
    ) -> IdentifierProblem? {
        ByteView.with(text) { bytes in
            identifierProblem(bytes, separators: separators, allowsLetters: allowsLetters, baseCount: baseCount, cycle: cycle)
        }
    }

    /// ``identifierProblem(in:separators:allowsLetters:baseCount:cycle:)`` over UTF-8 bytes.
    @inline(__always)
    static func identifierProblem(
        _ bytes: ByteView,
        separators: UInt64,
        allowsLetters: Bool,
        baseCount: Int,
        cycle: Int
    ) -> IdentifierProblem? {
        if bytes.count == baseCount &+ 2,
           let plain = plainIdentifierProblem(bytes, allowsLetters: allowsLetters, baseCount: baseCount, cycle: cycle) {
            return plain
        }
        let scan = scanIdentifier(bytes, separators: separators, allowsLetters: allowsLetters, baseCount: baseCount, cycle: cycle)
        guard let scan else { return .characters }
        // A wrong length comes first: which characters are the check digits depends on it.
        guard scan.count == baseCount &+ 2 else { return .length }
        if scan.letterAfterBase { return .characters }
        if scan.allSame { return .repeatedDigits }
        let expected = scan.sums.expected
        guard Int(scan.checks.0) == expected.first, Int(scan.checks.1) == expected.second else { return .checkDigit }
        return nil
    }

    /// The problem of an identifier stored as exactly its characters (`baseCount` digits or
    /// letters, then two digits, no separators), as ``identifierProblem(_:separators:allowsLetters:baseCount:cycle:)``
    /// judges it, in a loop without the separator and position tests; `.none` when `bytes`
    /// is not written that way, for the full scan to judge.
    @inline(__always)
    static func plainIdentifierProblem(
        _ bytes: ByteView,
        allowsLetters: Bool,
        baseCount: Int,
        cycle: Int
    ) -> IdentifierProblem?? {
        guard bytes.count == baseCount &+ 2 else { return .none }
        let firstCheck = bytes[baseCount] &- 0x30, secondCheck = bytes[baseCount &+ 1] &- 0x30
        guard firstCheck < 10, secondCheck < 10 else { return .none }
        var sums = Mod11Sums(baseCount: baseCount, cycle: cycle)
        var differences: UInt8 = 0
        var firstValue: UInt8 = 0
        for index in 0..<baseCount {
            guard let value = identifierValue(bytes[index], allowsLetters: allowsLetters) else { return .none }
            if index == 0 { firstValue = value }
            differences |= value ^ firstValue
            sums.add(value)
        }
        differences |= (firstCheck ^ firstValue) | (secondCheck ^ firstValue)
        if differences == 0 { return .some(.repeatedDigits) }
        let expected = sums.expected
        return Int(firstCheck) == expected.first && Int(secondCheck) == expected.second ? .some(nil) : .some(.checkDigit)
    }

    /// The two check digits of an identifier base, or `nil` when `base` does not hold
    /// exactly `baseCount` digits (or letters, when allowed).
    static func identifierCheckDigits(
        for base: some StringProtocol,
        separators: UInt64,
        allowsLetters: Bool,
        baseCount: Int,
        cycle: Int
    ) -> String? {
        let scan = scanIdentifier(in: base, separators: separators, allowsLetters: allowsLetters, baseCount: baseCount, cycle: cycle)
        guard let scan, scan.count == baseCount else { return nil }
        let expected = scan.sums.expected
        return "\(expected.first)\(expected.second)"
    }
}

// MARK: - Random codes

extension FormatText {
    /// The ASCII digits.
    static let digitBytes = Array("0123456789".utf8)

    /// `length` characters drawn uniformly from `alphabet` (ASCII bytes).
    static func randomCode(length: Int, alphabet: [UInt8], using generator: inout some RandomNumberGenerator) -> String {
        String(decoding: (0..<length).map { _ in alphabet.randomElement(using: &generator) ?? 0x30 }, as: UTF8.self)
    }
}
