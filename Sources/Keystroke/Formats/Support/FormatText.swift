/// Text helpers shared by the built-in formats: trimming, digit runs,
/// character filtering and the modulo-11 check digit.
enum FormatText {
    /// `text` without surrounding whitespace and newlines.
    static func trimmed(_ text: some StringProtocol) -> Substring {
        let whole = Substring(text)
        // Fast path: a printable ASCII byte at each end is a non-whitespace Character there
        // (no grapheme cluster starts with whitespace and ends in printable ASCII), so
        // nothing is trimmed; this skips Unicode property lookups on every validation.
        // The end bytes are read from contiguous storage when there is some: `Substring.UTF8View`'s own
        // subscripts cost more than the rest of this path.
        let ends = whole.utf8.withContiguousStorageIfAvailable { $0.isEmpty ? nil : ($0[0], $0[$0.count - 1]) }
            ?? whole.utf8.first.flatMap { head in whole.utf8.last.map { (head, $0) } }
        if let (head, tail) = ends, head &- 0x21 < 0x5E, tail &- 0x21 < 0x5E {
            return whole
        }
        guard let first = whole.firstIndex(where: { !$0.isWhitespace }),
              let last = whole.lastIndex(where: { !$0.isWhitespace })
        else { return whole[whole.endIndex...] }
        return whole[first...last]
    }

    /// Whether `scalar` is Unicode whitespace; ASCII (U+0009–U+000D, U+0020) is answered without
    /// the property tables, which cost hundreds of instructions a lookup.
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar.value == 0x20 || scalar.value &- 0x09 < 5 }
        return scalar.properties.isWhitespace
    }

    /// Whether `character` is one of the ASCII digits 0–9.
    static func isDigit(_ character: Character) -> Bool {
        guard let byte = character.asciiValue else { return false }
        return byte &- 0x30 < 10
    }

    /// The ASCII digits of `text`, in order.
    static func digits(of text: some StringProtocol) -> String {
        ByteView.with(text) { digits(in: $0) }
    }

    /// The ASCII digits among UTF-8 `bytes`, in order.
    static func digits(in bytes: ByteView) -> String {
        // Written straight into the string (inline, without allocating, up to 15 bytes).
        ASCIIWriter.string(capacity: bytes.count) { text in
            for byte in bytes where byte &- 0x30 < 10 { text.append(byte) }
        }
    }

    /// `text` with ASCII letters uppercased and everything else untouched,
    /// so Character offsets (and carets) stay valid.
    static func asciiUppercased(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 &- 0x61 < 26 }) else { return text }
        return ByteView.with(text) { bytes in
            ASCIIWriter.string(capacity: bytes.count) { upper in
                // Other UTF-8 is copied in runs between the lowercase letters, which are whole scalars.
                var runStart = 0
                for (index, byte) in bytes.enumerated() where byte &- 0x61 < 26 {
                    upper.append(utf8: bytes[runStart..<index])
                    upper.append(byte &- 0x20)
                    runStart = index &+ 1
                }
                upper.append(utf8: bytes[runStart...])
            }
        }
    }

    /// The modulo-11 check digit of a weighted sum: 0 when the remainder is 0 or 1,
    /// otherwise 11 − remainder (the rule of the CPF and the CNPJ).
    @inline(__always)
    static func mod11CheckDigit(_ sum: Int) -> Int {
        let remainder = sum % 11
        return remainder < 2 ? 0 : 11 - remainder
    }

    /// The plain keystroke behaviour: keeps the characters `allows` accepts
    /// (in order, at most `maxLength` of them) and reports the others as dropped.
    ///
    /// The caret stays after the same kept character it followed in the input.
    static func filter(
        _ input: MaskInput,
        maxLength: Int?,
        completeAt minimum: Int,
        allows: (Character) -> Bool
    ) -> MaskResult {
        let caret = min(max(input.caret, 0), input.text.count)
        var kept = ""
        var dropped = ""
        var count = 0
        var newCaret = 0
        for (offset, character) in input.text.enumerated() {
            if allows(character), count < (maxLength ?? .max) {
                kept.append(character)
                count += 1
                if offset < caret { newCaret = count }
            } else {
                dropped.append(character)
            }
        }
        return MaskResult(text: kept, caret: newCaret, value: kept, isComplete: count >= minimum, dropped: dropped)
    }

    /// Quotes a character for a message, naming invisible ones by their code point.
    static func quoted(_ character: Character) -> String {
        if character.isWhitespace || character.unicodeScalars.allSatisfy({ $0.properties.generalCategory == .control }) {
            let codes = character.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }
            return codes.joined(separator: " ")
        }
        return "“\(character)”"
    }
}

// MARK: - Identifier codes (CPF, CNPJ)

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

// MARK: - Validation steps

extension FormatText {
    /// `text` itself, read strictly.
    /// - Throws: ``ValidationError/required`` when it is empty or only whitespace; a whitespace
    ///   error when whitespace surrounds it.
    static func nonEmpty(_ text: String) throws(ValidationError) -> String {
        guard let text = try nonEmpty(text, allowsEmpty: false) else { throw .required }
        return text
    }

    /// `text` itself, read strictly, or `nil` when it is empty and `allowsEmpty` (the caller
    /// then returns an empty value).
    /// - Throws: ``ValidationError/required`` when it is empty, or only whitespace, and empty
    ///   is not allowed; ``ValidationError/leadingWhitespace`` or
    ///   ``ValidationError/trailingWhitespace`` when whitespace surrounds it.
    static func nonEmpty(_ text: String, allowsEmpty: Bool) throws(ValidationError) -> String? {
        if text.isEmpty {
            if allowsEmpty { return nil }
            throw .required
        }
        if !allowsEmpty, trimmed(text).isEmpty { throw .required }
        try checkNoSurroundingWhitespace(text)
        return text
    }

    /// Refuses whitespace around a value read strictly: it is never trimmed.
    /// - Throws: ``ValidationError/leadingWhitespace`` or ``ValidationError/trailingWhitespace``.
    @inline(__always)
    static func checkNoSurroundingWhitespace(_ text: some StringProtocol) throws(ValidationError) {
        let kept = trimmed(text)
        guard kept.utf8.count != text.utf8.count else { return }
        throw text.first?.isWhitespace == true ? .leadingWhitespace : .trailingWhitespace
    }

    /// Throws `code` at the first character of `text` that `allowed` refuses.
    /// - Parameter message: Builds the message from the quoted character.
    static func checkCharacters(
        _ text: some StringProtocol,
        code: String,
        allowed: (Character) -> Bool,
        message: (String) -> String
    ) throws(ValidationError) {
        guard let stray = text.first(where: { !allowed($0) }) else { return }
        throw ValidationError(code: code, message: message(quoted(stray)), parameters: ["character": String(stray)])
    }
}

// MARK: - Built-in masks

extension FormatText {
    /// Compiles a mask written in this module; a failure is a bug caught by the tests.
    static func builtInMask(_ format: String, customNotations: [Notation] = [], uppercasesLetters: Bool = false) -> Mask {
        do {
            return try Mask(format, customNotations: customNotations, uppercasesLetters: uppercasesLetters)
        } catch {
            preconditionFailure("built-in mask \(format) does not compile: \(error)")
        }
    }
}

extension ValidatedValue {
    /// The value of an optional field left empty.
    static let empty = ValidatedValue(text: "", value: "")
}
