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
                let capacity = filtered.kept.count + 1
                return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
                    withUnsafeTemporaryAllocation(of: Int.self, capacity: capacity) { offsets in
                        var digits = Digits(buffer: buffer, offsets: offsets, filtered: filtered)
                        var dropped = filtered.droppedOffsets
                        digits.repair(slashAt: slashAt, dropped: &dropped)
                        // Raw scratch buffers rather than a checked one: the checked version
                        // cost typing 12% more instructions (probe `edit-expiry`).
                        var result = Self.mask.layOut(
                            UnsafeBufferPointer(rebasing: buffer[0..<digits.count]),
                            caret: digits.caretIndex, gravity: input.gravity, typed: input.text)
                        result.isComplete = digits.count == 4
                        result.dropped = FormatText.characters(of: input.text, at: dropped.sorted())
                        return result
                    }
                }
            })
    }

    /// The four digits `MMYY` of `text`.
    public func rawValue(of text: String) -> String {
        apply(MaskInput(text: text)).value
    }

    /// A stored `MMYY`, `MM/YY` or `YYYY-MM` value as `MM/YY`.
    public func format(_ value: String) -> String {
        if let (year, month) = Self.parse(value) { return Self.display(year: year, month: month) }
        return apply(MaskInput(text: value, gravity: .backward(autoskip: false))).text
    }

    /// Checks the form, the month and that the month is not past.
    public func validate(_ text: String) throws(ValidationError) -> ValidatedValue {
        guard let (year, month) = Self.parse(FormatText.trimmed(text)) else {
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

    /// The digits being repaired, with the caret position among them.
    private struct Digits {
        let buffer: UnsafeMutableBufferPointer<UInt8>
        /// The input offset of each kept digit (-1 for an inserted zero), to report the ones removed.
        let offsets: UnsafeMutableBufferPointer<Int>
        var count: Int
        var caretIndex: Int

        /// The filtered digits, copied into buffers with room for one more.
        init(buffer: UnsafeMutableBufferPointer<UInt8>, offsets: UnsafeMutableBufferPointer<Int>, filtered: FormatText.FilteredBytes) {
            self.buffer = buffer
            self.offsets = offsets
            count = filtered.kept.count
            caretIndex = filtered.caret
            for index in 0..<count {
                buffer[index] = filtered.kept[index]
                offsets[index] = filtered.offsets[index]
            }
        }

        mutating func remove(at index: Int, dropped: inout [Int]) {
            if offsets[index] >= 0 { dropped.append(offsets[index]) }
            for position in index..<(count - 1) {
                buffer[position] = buffer[position + 1]
                offsets[position] = offsets[position + 1]
            }
            count -= 1
            if index < caretIndex { caretIndex -= 1 }
        }

        /// Leading zero, impossible second month digit, 4-digit year, at most 4 digits.
        /// - Parameter slashAt: How many digits precede the first slash, if any.
        mutating func repair(slashAt: Int?, dropped: inout [Int]) {
            guard count > 0 else { return }
            if (buffer[0] >= 0x32) || (slashAt == 1) {
                for position in stride(from: count, to: 0, by: -1) {
                    buffer[position] = buffer[position - 1]
                    offsets[position] = offsets[position - 1]
                }
                buffer[0] = 0x30
                offsets[0] = -1
                count += 1
                if caretIndex > 0 { caretIndex += 1 }
            }
            // Drop second digits until the month is valid: a pasted "194" is "1", not "14".
            while count >= 2 {
                let month = Int(buffer[0] - 0x30) * 10 + Int(buffer[1] - 0x30)
                guard month == 0 || month > 12 else { break }
                remove(at: 1, dropped: &dropped)
            }
            // A pasted 4-digit year (MM/YYYY, MMYYYY): keep its last two digits.
            if count == 6 && (slashAt == nil || slashAt == 2) && buffer[2] == 0x32 && buffer[3] == 0x30 {
                remove(at: 2, dropped: &dropped)
                remove(at: 2, dropped: &dropped)
            }
            while count > 4 { remove(at: count - 1, dropped: &dropped) }
        }
    }
}
