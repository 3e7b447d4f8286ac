/// A fixed-width date pattern such as `dd/MM/yyyy`, `yyyy-MM-dd` or `MM/yyyy`: the fields
/// `dd`, `MM`, `yyyy`, each once (`dd` may be left out), between literal characters.
struct DatePattern: Sendable, Hashable {
    enum Token: Sendable, Hashable {
        case day, month, year
        case literal(Character)

        var width: Int {
            switch self {
            case .day, .month: 2
            case .year: 4
            case .literal: 1
            }
        }

        /// The largest digit a two-digit value of the field starts with (a month's `1`, a day's `3`).
        var largestFirstDigit: Int {
            switch self {
            case .day: 3
            case .month: 1
            case .year, .literal: 9
            }
        }
    }

    /// The pattern as written.
    let text: String
    let tokens: [Token]
    /// One entry per character of a rendered date: the field it belongs to, or the literal.
    let slots: [Token]
    /// Per slot: the literal's byte when it is one ASCII byte, 0 for a field slot, `nil` when
    /// some literal is not a single ASCII byte (then dates are read and rendered by Characters).
    let slotBytes: [UInt8]?
    /// Per digit of a typed date, in display order, its field: ``dayDigit``, ``monthDigit`` or
    /// ``yearDigit``. Read on every keystroke, so a byte rather than a ``Token`` (whose copies
    /// retain a literal's Character).
    let digitFields: [UInt8]
    static let dayDigit: UInt8 = 0
    static let monthDigit: UInt8 = 1
    static let yearDigit: UInt8 = 2
    /// The fields a locale's CLDR pattern writes with one letter (`M/d/y`: the month and the
    /// day), which its own dates show without a leading zero; empty for a pattern not from CLDR.
    private(set) var unpaddedFields: [Token] = []
    /// Whether a text may be in the locale's own form and not ours: a field written without a
    /// leading zero, or a space-like literal written as another space.
    private(set) var readsLocaleForm = false
    /// The fields in order, as padding lone digits reads them; empty when no field is unpadded.
    private(set) var fieldShapes: [FieldShape] = []

    /// A field's width, the largest digit its two-digit values start with, and whether the locale
    /// writes it without a zero.
    struct FieldShape: Sendable, Hashable {
        var width: Int
        var largestFirstDigit: Int
        var unpadded: Bool
    }

    /// The pattern in InputMask notation: `dd/MM/yyyy` → `[00]/[00]/[0000]`.
    var maskFormat: String {
        var format = ""
        for token in tokens {
            switch token {
            case .day, .month: format += "[00]"
            case .year: format += "[0000]"
            case .literal(let character):
                if "[]{}\\…".contains(character) { format.append("\\") }
                format.append(character)
            }
        }
        return format
    }

    /// `yyyy-MM-dd`, the ISO 8601 calendar date.
    static let iso = DatePattern(valid: "yyyy-MM-dd")

    /// Parses a pattern; a failure with a reason when it is not one we can type.
    ///
    /// The fields are `dd`, `MM` and `yyyy`, each at most once; `dd` may be left out for a
    /// month and year (`MM/yyyy`). Literal text follows CLDR's rules (``CLDRPattern``):
    /// ASCII letters in apostrophes (`dd.MM.yyyy 'г'.`), any other character as it is.
    static func parse(_ text: String) -> Result<DatePattern, PatternProblem> {
        var tokens: [Token] = []
        for item in CLDRPattern.items(text) {
            switch item {
            case .literal(let character):
                tokens.append(.literal(character))
            case .field(let letter, let count):
                let run = String(repeating: letter, count: count)
                let token: Token
                switch (letter, count) {
                case ("d", 2): token = .day
                case ("M", 2): token = .month
                case ("y", 4): token = .year
                case _ where "HhKkmsaBb".contains(letter):
                    return .failure(PatternProblem(message: "'\(run)' is a time field; type times with the time format (time, time:LOCALE)"))
                default:
                    return .failure(PatternProblem(message: "'\(run)' is not a date field; use dd, MM and yyyy"))
                }
                guard !tokens.contains(token) else {
                    return .failure(PatternProblem(message: "'\(run)' appears twice"))
                }
                tokens.append(token)
            }
        }
        guard tokens.contains(.month), tokens.contains(.year) else {
            return .failure(PatternProblem(message: "the pattern needs MM and yyyy, and dd for a whole date"))
        }
        return .success(DatePattern(text: text, tokens: tokens))
    }

    /// The fixed-width typing pattern of a CLDR numeric date pattern: days and months widened to
    /// two digits, years to four, the field order and every literal kept
    /// (`d.MM.yy 'г'.` → `dd.MM.yyyy 'г'.`, `yy. M. d.` → `yyyy. MM. dd.`).
    ///
    /// CLDR's stand-alone month `L` is the same number as `M`; `Y`, which a few locales' month
    /// and year (`yM`) use, is taken as the calendar year a person means there, not ISO week-year.
    /// - Parameter hasDay: Whether the pattern is a whole date; `false` for a month and year (`M/y` → `MM/yyyy`).
    static func widened(cldr pattern: String, hasDay: Bool = true) -> Result<DatePattern, PatternProblem> {
        let problem = PatternProblem(message: hasDay ? "'\(pattern)' is not a numeric date of days, months and years"
                                                     : "'\(pattern)' is not a numeric month and year")
        var tokens: [Token] = []
        var unpadded: [Token] = []
        for item in CLDRPattern.items(pattern) {
            switch item {
            case .literal(let character):
                tokens.append(.literal(character))
            case .field(let letter, let count):
                switch (letter, count) {
                case ("d", 1...2) where hasDay: tokens.append(.day)
                case ("M", 1...2), ("L", 1...2): tokens.append(.month)
                case ("y", _), ("Y", _): tokens.append(.year)
                default: return .failure(problem)
                }
                if count == 1, tokens.last != .year { unpadded.append(tokens[tokens.count - 1]) }
            }
        }
        let fields = tokens.filter { if case .literal = $0 { false } else { true } }
        guard fields.count == (hasDay ? 3 : 2), tokens.contains(.day) == hasDay,
              tokens.contains(.month), tokens.contains(.year) else {
            return .failure(problem)
        }
        var widened = DatePattern(text: notation(of: tokens), tokens: tokens)
        widened.unpaddedFields = unpadded
        if !unpadded.isEmpty {
            widened.fieldShapes = tokens.filter { $0.width > 1 }.map {
                FieldShape(width: $0.width, largestFirstDigit: $0.largestFirstDigit, unpadded: unpadded.contains($0))
            }
        }
        widened.readsLocaleForm = !unpadded.isEmpty
            || tokens.contains { if case .literal(let character) = $0 { isSpace(character) } else { false } }
        return .success(widened)
    }

    /// A space, a no-break space or a narrow no-break space: CLDR's versions write one where
    /// another wrote another (`h:mm a` has U+202F since CLDR 42), and a keyboard types the first.
    static func isSpace(_ character: Character) -> Bool {
        character == " " || character == "\u{A0}" || character == "\u{202F}"
    }

    /// Our notation of `tokens`: fields as `dd`, `MM`, `yyyy`, literals quoted where CLDR needs it.
    private static func notation(of tokens: [Token]) -> String {
        var text = ""
        var literals: [Character] = []
        for token in tokens {
            if case .literal(let character) = token {
                literals.append(character)
                continue
            }
            text += CLDRPattern.quoted(literals)
            literals.removeAll()
            switch token {
            case .day: text += "dd"
            case .month: text += "MM"
            default: text += "yyyy"
            }
        }
        return text + CLDRPattern.quoted(literals)
    }

    /// Whether the pattern has a day: without one it is a month of a year (`MM/yyyy`).
    var hasDay: Bool { tokens.contains(.day) }

    /// How many digits a whole date has (8, or 6 without a day).
    var digitCount: Int { hasDay ? 8 : 6 }

    struct PatternProblem: Error {
        var message: String
    }

    private init(text: String, tokens: [Token]) {
        self.text = text
        self.tokens = tokens
        self.slots = tokens.flatMap { Array(repeating: $0, count: $0.width) }
        var bytes: [UInt8]? = []
        for slot in slots {
            guard case .literal(let literal) = slot else { bytes?.append(0); continue }
            guard literal.utf8.count == 1, let byte = literal.utf8.first, byte != 0 else { bytes = nil; break }
            bytes?.append(byte)
        }
        self.slotBytes = bytes
        self.digitFields = slots.compactMap { slot in
            switch slot {
            case .day: Self.dayDigit
            case .month: Self.monthDigit
            case .year: Self.yearDigit
            case .literal: nil
            }
        }
    }

    private init(valid text: String) {
        guard case .success(let pattern) = Self.parse(text) else { preconditionFailure("built-in pattern \(text)") }
        self = pattern
    }

    /// The date in this pattern.
    func render(_ date: GregorianDate) -> String {
        if let slotBytes {
            // One byte per slot: fill them in place rather than appending Characters.
            return ASCIIWriter.string(capacity: slotBytes.count) { text in
                var index = 0
                for token in tokens {
                    switch token {
                    case .day: text.append(date.day, width: 2)
                    case .month: text.append(date.month, width: 2)
                    case .year: text.append(date.year, width: 4)
                    case .literal: text.append(slotBytes[index])
                    }
                    index += token.width
                }
            }
        }
        return characterRender(date)
    }

    /// The date in this pattern, appended Character by Character (any literals).
    func characterRender(_ date: GregorianDate) -> String {
        var text = ""
        for token in tokens {
            switch token {
            case .day: Self.append(date.day, width: 2, to: &text)
            case .month: Self.append(date.month, width: 2, to: &text)
            case .year: Self.append(date.year, width: 4, to: &text)
            case .literal(let character): text.append(character)
            }
        }
        return text
    }

    /// Reads year, month and day from text that follows the pattern exactly (ASCII digits).
    func fields(of text: Substring) -> (year: Int, month: Int, day: Int)? {
        switch byteFields(of: text) {
        case .read(let fields): fields
        case .mismatch: nil
        case .notASCII: characterFields(of: text)
        }
    }

    /// What ``byteFields(of:)`` found.
    enum ByteReading {
        /// The text follows the pattern byte for byte, so it is exactly the pattern's rendering of the date.
        case read((year: Int, month: Int, day: Int))
        /// The text does not follow the pattern.
        case mismatch
        /// The text or the pattern is not plain ASCII: read it by Characters.
        case notASCII
    }

    /// Reads the fields byte by byte when the text is ASCII without CR (one byte per Character)
    /// and every literal is one ASCII byte: the same answer as ``characterFields(of:)``, cheaper.
    func byteFields(of text: Substring) -> ByteReading {
        guard let slotBytes else { return .notASCII }
        var year = 0
        var month = 0
        var day = hasDay ? 0 : 1
        var index = 0
        var mismatch = false
        for byte in text.utf8 {
            // CR may join a following LF into one Character; non-ASCII bytes may be anything.
            guard byte < 0x80, byte != 0x0D else { return .notASCII }
            guard !mismatch, index < slotBytes.count else { mismatch = true; continue }
            if slotBytes[index] != 0 {
                if byte != slotBytes[index] { mismatch = true }
            } else if byte &- 0x30 < 10 {
                let digit = Int(byte &- 0x30)
                switch slots[index] {
                case .day: day = day * 10 + digit
                case .month: month = month * 10 + digit
                default: year = year * 10 + digit
                }
            } else {
                mismatch = true
            }
            index += 1
        }
        guard !mismatch, index == slotBytes.count else { return .mismatch }
        return .read((year, month, day))
    }

    /// Reads the fields Character by Character (any text, any literals).
    func characterFields(of text: Substring) -> (year: Int, month: Int, day: Int)? {
        var year = 0
        var month = 0
        var day = hasDay ? 0 : 1
        var index = 0
        for character in text {
            guard index < slots.count else { return nil }
            switch slots[index] {
            case .literal(let literal):
                guard character == literal else { return nil }
            case let field:
                guard let digit = Self.digit(character) else { return nil }
                switch field {
                case .day: day = day * 10 + digit
                case .month: month = month * 10 + digit
                default: year = year * 10 + digit
                }
            }
            index += 1
        }
        guard index == slots.count else { return nil }
        return (year, month, day)
    }

    /// Reads a date written in the locale's own form of the pattern (`5/31/1990` in `en-US`,
    /// whose CLDR pattern is `M/d/yy`): a day or month the locale writes with one letter has one
    /// digit or two, the year has four (a two-digit year would be a guess at its century), and a
    /// space-like literal matches any space-like Character. `nil` for any other text.
    ///
    /// A text that is our own pattern cut short (`2024/12/1` on the way to `2024/12/15` in ja,
    /// whose CLDR pattern `y/M/d` writes 1 December so) is a date still being typed: `nil`.
    func localeFields(of text: Substring) -> (year: Int, month: Int, day: Int)? {
        guard !isCutShort(text) else { return nil }
        var values = (year: 0, month: 0, day: hasDay ? 0 : 1)
        var index = text.startIndex
        for (position, token) in tokens.enumerated() {
            if case .literal(let literal) = token {
                guard index < text.endIndex else { return nil }
                let character = text[index]
                guard character == literal || (Self.isSpace(character) && Self.isSpace(literal)) else { return nil }
                index = text.index(after: index)
                continue
            }
            var number = 0
            var count = 0
            while count < token.width, index < text.endIndex, let digit = Self.digit(text[index]) {
                number = number * 10 + digit
                count += 1
                index = text.index(after: index)
            }
            // One digit only where a literal (or the end) closes the field: it cannot run into the next.
            let closed = position + 1 == tokens.count || { if case .literal = tokens[position + 1] { true } else { false } }()
            guard count == token.width || (count == 1 && closed && unpaddedFields.contains(token)) else { return nil }
            switch token {
            case .day: values.day = number
            case .month: values.month = number
            default: values.year = number
            }
        }
        return index == text.endIndex ? values : nil
    }

    /// `input` with a zero before each lone digit of a field the locale writes without one (see
    /// ``unpaddedFields``): a digit that no two-digit value of the field starts with (May's `5`
    /// → `05`), or one that any other character closes (`1/` → `01/`). So a person types
    /// `5/31/1990` as the locale writes it, and the mask lays it out as `05/31/1990`.
    func padsLoneDigits(_ input: MaskInput) -> MaskInput {
        // Every keystroke comes here: ASCII text by its bytes (a byte a Character, no CR to join
        // an LF) in place; the collection walks cost more than the mask.
        let ascii = input.text.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.allSatisfy { $0 < 0x80 && $0 != 0x0D }
                ? loneDigitOffsets(bytes) { $0 &- 0x30 < 10 ? Int($0 &- 0x30) : nil } : nil
        }
        // Other text: digits as the mask reads them (`٥` is `5`).
        let zeros = (ascii ?? nil) ?? loneDigitOffsets(input.text, digit: Self.typedDigit)
        guard !zeros.isEmpty else { return input }
        var text = ""
        var pending = zeros[...]
        for (index, character) in input.text.enumerated() {
            if pending.first == index {
                text.append("0")
                pending = pending.dropFirst()
            }
            text.append(character)
        }
        var padded = input
        padded.text = text
        padded.caret = input.caret + zeros.count(where: { $0 < input.caret })
        return padded
    }

    /// The offsets of the units (Characters) before which `padsLoneDigits` puts a zero.
    private func loneDigitOffsets<Units: Sequence>(_ units: Units, digit: (Units.Element) -> Int?) -> [Int] {
        var zeros: [Int] = []
        var field = 0
        var count = 0
        var offset = 0
        for unit in units {
            guard field < fieldShapes.count else { break }
            let shape = fieldShapes[field]
            if let digit = digit(unit) {
                if count == 0, shape.unpadded, digit > shape.largestFirstDigit {
                    zeros.append(offset)
                    field += 1
                } else if count + 1 == shape.width {
                    (field, count) = (field + 1, 0)
                } else {
                    count += 1
                }
            } else if count == 1, shape.unpadded {
                zeros.append(offset - 1)
                (field, count) = (field + 1, 0)
            }
            offset += 1
        }
        return zeros
    }

    /// Whether `text` follows this pattern's slots (digits in fields, literals as they are) and
    /// stops before its end: what a field shows while its date is being typed.
    func isCutShort(_ text: Substring) -> Bool {
        var count = 0
        for character in text {
            guard count < slots.count else { return false }
            if case .literal(let literal) = slots[count] {
                guard character == literal else { return false }
            } else {
                guard Self.digit(character) != nil else { return false }
            }
            count += 1
        }
        return count < slots.count
    }

    /// Reads the fields from the digits alone, in this pattern's order (`31051990` for `dd/MM/yyyy`).
    func fields(ofDigits digits: some Sequence<Int>) -> (year: Int, month: Int, day: Int)? {
        var year = 0
        var month = 0
        var day = hasDay ? 0 : 1
        // One digit per field slot, in order, with none left over; no array of the slots is made.
        var remaining = digits.makeIterator()
        for field in digitFields {
            guard let digit = remaining.next() else { return nil }
            switch field {
            case Self.dayDigit: day = day * 10 + digit
            case Self.monthDigit: month = month * 10 + digit
            default: year = year * 10 + digit
            }
        }
        guard remaining.next() == nil else { return nil }
        return (year, month, day)
    }

    /// The digit of a Character as a date's mask reads typed text: ASCII, full-width and
    /// Arabic-Indic digits (`٣` is 3). Strict reading takes ASCII only (``digit(_:)``).
    static func typedDigit(_ character: Character) -> Int? {
        SlotClass.normalizedDigit(character).flatMap(digit)
    }

    /// The value of an ASCII digit, or `nil`.
    static func digit(_ character: Character) -> Int? {
        guard let ascii = character.asciiValue, ascii &- 0x30 < 10 else { return nil }
        return Int(ascii - 0x30)
    }

    private static func append(_ value: Int, width: Int, to text: inout String) {
        var divisor = 1
        for _ in 1..<width { divisor *= 10 }
        var rest = value
        while divisor > 0 {
            text.unicodeScalars.append(Unicode.Scalar(UInt8(0x30 + rest / divisor)))
            rest %= divisor
            divisor /= 10
        }
    }
}
