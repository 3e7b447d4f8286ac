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
    public var minLength: Int { 4 }
    public var maxLength: Int? { 4 }

    /// Digits and the slash.
    public func allows(_ character: Character) -> Bool {
        character.isASCII && (character.isNumber || character == "/")
    }

    /// Formats the digits as `MM/YY`, repairing the month as described above.
    public func apply(_ input: MaskInput) -> MaskResult {
        InternationalKeystrokes.withCharacterBytes(input.text) { bytes in
            let capacity = bytes.count + 1
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
                withUnsafeTemporaryAllocation(of: Int.self, capacity: capacity) { offsets in
                    var digits = Digits(buffer: buffer, offsets: offsets)
                    var dropped = digits.collect(bytes, caret: input.caret)
                    digits.repair(dropped: &dropped)
                    let significant = UnsafeBufferPointer(rebasing: buffer[0..<digits.count])
                    let (text, caret) = InternationalKeystrokes.render(
                        significant, caretIndex: digits.caretIndex, gravity: input.gravity, isFull: digits.count == 4
                    ) { index in index == 2 ? Self.slash : .none }
                    return MaskResult(
                        text: text,
                        caret: caret,
                        value: InternationalKeystrokes.string(significant),
                        isComplete: digits.count == 4,
                        dropped: InternationalKeystrokes.characters(of: input.text, at: dropped.sorted()))
                }
            }
        }
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
        guard let (year, month) = Self.parse(String(FormatText.trimmed(text))) else {
            throw ValidationError(code: "expiry.format", message: "Enter the expiry date as MM/YY.")
        }
        guard (1...12).contains(month) else {
            throw ValidationError(
                code: "expiry.month", message: "The expiry month must be 01 to 12.", parameters: ["month": String(month)])
        }
        let today = calendar.dateComponents([.year, .month], from: now())
        let current = (today.year ?? 0) * 12 + (today.month ?? 1)
        guard year * 12 + month >= current else {
            throw ValidationError(code: "expiry.past", message: "The card has expired.")
        }
        let display = Self.display(year: year, month: month)
        return ValidatedValue(text: display, value: "\(year)-\(Self.twoDigits(month))")
    }

    // MARK: - Helpers

    private static let slash = InternationalKeystrokes.Separator("/")

    /// `MM/YY`, `M/YY`, `MM/YYYY`, `MMYY`, `MMYYYY` or `YYYY-MM` as a year and month; `nil` otherwise.
    static func parse(_ text: String) -> (year: Int, month: Int)? {
        let compact = text.filter { $0 != " " }
        let monthText: Substring
        let yearText: Substring
        let parts = compact.split(separator: "/", omittingEmptySubsequences: false)
        let dashed = compact.split(separator: "-", omittingEmptySubsequences: false)
        if parts.count == 2 {
            (monthText, yearText) = (parts[0], parts[1])
        } else if dashed.count == 2, dashed[0].count == 4 {
            (monthText, yearText) = (dashed[1], dashed[0])
        } else if parts.count == 1, compact.count == 4 || compact.count == 6 {
            (monthText, yearText) = (compact.prefix(2), compact.dropFirst(2))
        } else {
            return nil
        }
        let isDigits: (Substring) -> Bool = { !$0.isEmpty && $0.utf8.allSatisfy(InternationalKeystrokes.isDigit) }
        guard isDigits(monthText), isDigits(yearText), monthText.count <= 2, yearText.count == 2 || yearText.count == 4,
              let month = Int(monthText), let year = Int(yearText)
        else { return nil }
        return (yearText.count == 2 ? 2000 + year : year, month)
    }

    private static func display(year: Int, month: Int) -> String {
        "\(twoDigits(month))/\(twoDigits(year % 100))"
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : String(value)
    }

    /// The digits being laid out, with the caret position among them.
    private struct Digits {
        let buffer: UnsafeMutableBufferPointer<UInt8>
        /// The input offset of each kept digit (-1 for an inserted zero), to report the ones removed.
        let offsets: UnsafeMutableBufferPointer<Int>
        var count = 0
        var caretIndex = 0
        /// How many digits precede the first slash, if any.
        var slashAt: Int?

        init(buffer: UnsafeMutableBufferPointer<UInt8>, offsets: UnsafeMutableBufferPointer<Int>) {
            self.buffer = buffer
            self.offsets = offsets
        }

        /// Keeps the digits of `bytes`, notes the slash; returns the offsets of refused characters.
        mutating func collect(_ bytes: UnsafeBufferPointer<UInt8>, caret: Int) -> [Int] {
            let caret = min(max(caret, 0), bytes.count)
            var dropped: [Int] = []
            for (offset, byte) in bytes.enumerated() {
                if InternationalKeystrokes.isDigit(byte) {
                    append(byte, beforeCaret: offset < caret, offset: offset)
                } else if byte == 0x2F {
                    if slashAt == nil { slashAt = count }
                } else if byte != 0x20 && byte != 0x2D && byte != 0x2E {
                    dropped.append(offset)
                }
            }
            return dropped
        }

        mutating func append(_ byte: UInt8, beforeCaret: Bool, offset: Int) {
            buffer[count] = byte
            offsets[count] = offset
            count += 1
            if beforeCaret { caretIndex += 1 }
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
        mutating func repair(dropped: inout [Int]) {
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
