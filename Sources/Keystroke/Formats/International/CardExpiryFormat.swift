import Foundation

/// The `card-expiry` format: a card's expiry month, `MM/YY`, not in the past.
///
/// ```swift
/// let expiry = CardExpiryFormat(now: { Date(timeIntervalSince1970: 1_780_000_000) })  // May 2026
/// expiry.apply(MaskInput(text: "5")).text     // "05" (no month starts with 5)
/// try expiry.validate("12/29").value           // "2029-12"
/// ```
///
/// As it is typed, a first digit from 2 to 9 gets a leading zero, a second
/// digit that would make month 00 or 13–19 is refused, and the slash is
/// written after the month. Pasted `MM/YYYY`, `MMYY` and `M/YY` are accepted.
/// A card is valid through the last day of its expiry month, so the current
/// month is not past. The clock and calendar are injectable for tests.
///
/// The validated value is `YYYY-MM`. Error codes: `expiry.format`,
/// `expiry.month`, `expiry.past`.
public struct CardExpiryFormat: FieldFormat {
    /// Today's date, read at each validation.
    public var now: @Sendable () -> Date
    /// The calendar (and its time zone) that gives today's month.
    public var calendar: Calendar

    /// Creates the format.
    /// - Parameters:
    ///   - now: The clock; defaults to the system clock.
    ///   - calendar: The calendar giving the current month; defaults to the Gregorian calendar in the current time zone.
    public init(now: @escaping @Sendable () -> Date = { Date() }, calendar: Calendar = Calendar(identifier: .gregorian)) {
        self.now = now
        self.calendar = calendar
    }

    public var id: String { "card-expiry" }
    public var keyboard: KeyboardHint { .numberPad }
    /// An expiry date, for autofill from saved cards.
    public var traits: TextInputTraits { TextInputTraits(keyboard: keyboard, contentType: .creditCardExpiration) }
    public var minLength: Int { 4 }
    public var maxLength: Int? { 4 }
    /// A month and a year: a key over a selected one types over it.
    public var hasFixedPlaces: Bool { true }

    /// Digits and the slash.
    public func allows(_ character: Character) -> Bool {
        character.isASCII && (character.isNumber || character == "/")
    }

    /// Formats the digits as `MM/YY`, repairing the month as described above.
    ///
    /// A character filter keeps the digits, the month is repaired (`5` → `05`) and the mask
    /// `[00]/[00]` lays out the result.
    public func apply(_ input: MaskInput) -> MaskResult {
        var slashAt: Int?
        return FormatText.filterBytes(
            input, limit: .max,
            classify: { byte, kept in
                if byte &- 0x30 < 10 { return .keep(byte) }
                if byte == 0x2F {
                    if slashAt == nil { slashAt = kept }
                    return .skip
                }
                return byte == 0x20 || byte == 0x2D || byte == 0x2E ? .skip : .drop
            },
            then: { filtered in
                let repaired = RepairedDigits(filtered, slashAt: slashAt)
                func layOut(_ digits: ByteView) -> MaskResult {
                    Self.mask.layOut(digits, caret: repaired.caretIndex, gravity: input.gravity, typed: input.text)
                }
                // Typing digit by digit usually needs no repair: the filtered digits are laid out as they are.
                var result = repaired.digits.map { ByteView.with($0, layOut) } ?? layOut(filtered.kept)
                result.isComplete = repaired.count == 4
                result.dropped = FormatText.characters(of: input.text, at: repaired.dropped.sorted())
                result.overflowed = repaired.overflowed
                return result
            })
    }

    /// The four digits `MMYY` of `text`.
    public func rawValue(of text: String) -> String {
        apply(MaskInput(text: text)).value
    }

    /// A stored `MMYY`, `MM/YY` or `YYYY-MM` value as `MM/YY`.
    public func layOut(_ value: String) -> String {
        if let (year, month) = Self.parse(value) { return Self.display(year: year, month: month) }
        return apply(MaskInput(text: value, gravity: .backward(autoskip: false))).text
    }

    /// Checks the form, the month and that the month is not past.
    public func validate(_ text: String) throws(ValidationError) -> ValidatedValue {
        try FormatText.checkNoSurroundingWhitespace(text)
        guard let (year, month) = Self.parse(Substring(text)) else {
            throw ValidationError(code: "expiry.format", message: "Enter the expiry date as MM/YY.")
        }
        guard (1...12).contains(month) else {
            throw ValidationError(
                code: "expiry.month", message: "The expiry month must be 01 to 12.", parameters: ["month": String(month)])
        }
        guard year * 12 + month >= Self.monthNumber(of: now(), in: calendar) else {
            throw ValidationError(code: "expiry.past", message: "The card has expired.")
        }
        return ValidatedValue(text: Self.display(year: year, month: month), value: Self.value(year: year, month: month))
    }

    // MARK: - Helpers

    /// The layout of the repaired digits.
    private static let mask = FormatText.builtInMask("[00]/[00]")

    /// `MM/YY`, `M/YY`, `MM/YYYY`, `MMYY`, `MMYYYY` or `YYYY-MM` as a year and month; `nil` otherwise.
    /// Spaces are ignored.
    ///
    /// Read from the UTF-8 bytes: every accepted text is at most seven ASCII digits with one `/`
    /// or `-`, so any other byte (non-ASCII included), or an eighth one, means `nil`.
    static func parse(_ text: some StringProtocol) -> (year: Int, month: Int)? {
        var compact = SIMD8<UInt8>()
        var count = 0
        var slashes = 0
        var slashAt = 0
        var dashes = 0
        var dashAt = 0
        for byte in text.utf8 where byte != 0x20 {
            guard count < 7 else { return nil }
            switch byte {
            case 0x30...0x39: break
            case 0x2F: slashes += 1; slashAt = count
            case 0x2D: dashes += 1; dashAt = count
            default: return nil
            }
            compact[count] = byte
            count += 1
        }
        let monthRange: Range<Int>
        let yearRange: Range<Int>
        if slashes == 1 {
            (monthRange, yearRange) = (0..<slashAt, (slashAt + 1)..<count)
        } else if dashes == 1, dashAt == 4 {
            (monthRange, yearRange) = (5..<count, 0..<4)
        } else if slashes == 0, count == 4 || count == 6 {
            (monthRange, yearRange) = (0..<2, 2..<count)
        } else {
            return nil
        }
        guard (1...2).contains(monthRange.count), yearRange.count == 2 || yearRange.count == 4 else { return nil }
        var month = 0
        var year = 0
        for index in monthRange {
            guard compact[index] &- 0x30 < 10 else { return nil }
            month = month * 10 + Int(compact[index] &- 0x30)
        }
        for index in yearRange {
            guard compact[index] &- 0x30 < 10 else { return nil }
            year = year * 10 + Int(compact[index] &- 0x30)
        }
        return (yearRange.count == 2 ? 2000 + year : year, month)
    }

    /// `year * 12 + month` of `date`'s month in `calendar`.
    ///
    /// The Gregorian calendar after its 1582 reform is computed from the zone's offset with
    /// integer arithmetic (a `Calendar` query costs ten times more); other calendars and dates ask `calendar`.
    static func monthNumber(of date: Date, in calendar: Calendar) -> Int {
        // 1600-01-01T00:00Z: well after the reform, whatever the zone.
        if calendar.identifier == .gregorian, date.timeIntervalSince1970 >= -11_676_096_000,
           let local = GregorianDate.civil(
               secondsSince1970: date.timeIntervalSince1970 + Double(calendar.timeZone.secondsFromGMT(for: date)))
        {
            return local.year * 12 + local.month
        }
        let today = calendar.dateComponents([.year, .month], from: date)
        return (today.year ?? 0) * 12 + (today.month ?? 1)
    }

    /// `MM/YY` for a month of one or two digits (`parse` gives no more) and any year from 0.
    private static func display(year: Int, month: Int) -> String {
        ASCIIWriter.string(capacity: 5) { text in
            text.append(month, width: 2)
            text.append(UInt8(ascii: "/"))
            text.append(year % 100, width: 2)
        }
    }

    /// `YYYY-MM`: the year unpadded (0…9999, as `parse` gives), the month on two digits.
    private static func value(year: Int, month: Int) -> String {
        let yearDigits = year < 10 ? 1 : year < 100 ? 2 : year < 1_000 ? 3 : 4
        return ASCIIWriter.string(capacity: yearDigits + 3) { text in
            text.append(year, width: yearDigits)
            text.append(UInt8(ascii: "-"))
            text.append(month, width: 2)
        }
    }

    /// The filtered digits repaired into a month and year: a leading zero for a month written
    /// with one digit, impossible second month digits dropped, a 4-digit year cut to 2, at most
    /// 4 digits. The digits are picked by index from the filtered ones, so nothing is copied
    /// into a scratch buffer and shifted.
    private struct RepairedDigits {
        /// The repaired digits (at most four), nil when they are the filtered digits unchanged.
        private(set) var digits: String?
        /// How many digits there are.
        private(set) var count = 0
        /// How many of ``digits`` precede the caret.
        private(set) var caretIndex: Int
        /// The Character offsets of the filtered digits the repair removed, with the refused characters'.
        private(set) var dropped: [Int]
        /// Whether digits past the fourth were removed: the date had no room for them.
        private(set) var overflowed = false

        /// - Parameter slashAt: How many digits precede the first slash, if any.
        init(_ filtered: FormatText.FilteredBytes, slashAt: Int?) {
            caretIndex = filtered.caret
            dropped = filtered.droppedOffsets
            let kept = filtered.kept
            count = kept.count
            guard kept.count > 0 else { return }
            // The digits with a zero before them when the month has one digit (`5`, or `1/`).
            let digits = Zeroed(kept: kept, offsets: filtered.offsets, zero: kept[0] >= 0x32 || slashAt == 1)
            if digits.zero && caretIndex > 0 { caretIndex += 1 }
            let count = digits.count
            // Second digits go until the month is valid: a pasted "194" is "1", not "14". What
            // is left is the first digit and the digits from `rest` on.
            var rest = 1
            while count - rest + 1 >= 2 {
                let month = Int(digits.byte(0) - 0x30) * 10 + Int(digits.byte(rest) - 0x30)
                guard month == 0 || month > 12 else { break }
                remove(digits.offset(rest), at: 1)
                rest += 1
            }
            // The digits now: the first, then `rest`, `rest + 1`, …
            let left = count - rest + 1
            let first = rest - 1
            // A pasted 4-digit year (MM/YYYY, MMYYYY): keep its last two digits.
            let cutsYear = left == 6 && (slashAt == nil || slashAt == 2)
                && digits.byte(first + 2) == 0x32 && digits.byte(first + 3) == 0x30
            if cutsYear {
                remove(digits.offset(first + 2), at: 2)
                remove(digits.offset(first + 3), at: 2)
            } else {
                for position in stride(from: left - 1, through: 4, by: -1) { remove(digits.offset(first + position), at: position) }
            }
            self.count = min(left, 4)
            overflowed = !cutsYear && left > 4
            guard digits.zero || rest > 1 || cutsYear || left > 4 else { return }
            let year = cutsYear ? first + 4 : first + 2
            self.digits = ASCIIWriter.string(capacity: min(left, 4)) { text in
                text.append(digits.byte(0))
                if left > 1 { text.append(digits.byte(rest)) }
                var index = year
                while index < min(year + 2, count) {
                    text.append(digits.byte(index))
                    index += 1
                }
            }
        }

        /// The filtered digits, after a zero when `zero`: what the repair picks from.
        private struct Zeroed {
            let kept: ByteView
            let offsets: BufferView<Int>
            let zero: Bool

            var count: Int { kept.count + (zero ? 1 : 0) }

            func byte(_ index: Int) -> UInt8 { zero ? (index == 0 ? 0x30 : kept[index - 1]) : kept[index] }

            /// The Character offset of the digit at `index`, -1 for the inserted zero.
            func offset(_ index: Int) -> Int { zero ? (index == 0 ? -1 : offsets[index - 1]) : offsets[index] }
        }

        /// Records that the digit at `index` of the repaired digits, from `offset` in the text
        /// (-1 for the inserted zero), was removed.
        private mutating func remove(_ offset: Int, at index: Int) {
            if offset >= 0 { dropped.append(offset) }
            if index < caretIndex { caretIndex -= 1 }
        }
    }
}
