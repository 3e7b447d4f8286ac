/// The normalised forms of a valid value: the display text and the value an API wants.
///
/// Where the display is the value with separators put in (a card number's groups, a
/// CNPJ's punctuation), only the value and the separators' places are kept, and ``text``
/// lays them out when it is read: checking stored values in bulk builds no display text
/// that nobody reads. It behaves as a plain value either way: equality, hashing and
/// descriptions use `text` and `value`, and changing ``value`` keeps the text it had.
///
/// ```swift
/// let card = try CreditCardFormat().validate("4111111111111111")
/// card.value   // "4111111111111111"
/// card.text    // "4111 1111 1111 1111", laid out now
/// ```
public struct ValidatedValue: Sendable, Hashable {
    /// The display text (`"123.456.789-09"`).
    public var text: String {
        @inlinable get { separators.isEmpty ? storedText : separators.laidOut(value) }
        set {
            storedText = newValue
            separators = .none
        }
    }

    /// The value an API wants (`"12345678909"`, `"1234.56"`, `"1990-05-31"`).
    public var value: String {
        // The text is laid out from the value: fixed first, so it stays what it was.
        willSet {
            if !separators.isEmpty {
                storedText = separators.laidOut(value)
                separators = .none
            }
        }
    }

    /// For a phone number: the region it belongs to (`BR`; `001` for non-geographic numbers).
    public var region: String?
    /// For a phone number: its type (`.mobile`).
    public var numberType: PhoneNumberType?
    /// For a phone number: its extension's digits (`123`), never part of ``value``; nil when there is none.
    public var `extension`: String?

    @usableFromInline var storedText: String
    @usableFromInline var separators: SeparatorMarks

    /// Creates a validated value.
    public init(text: String, value: String) {
        self.storedText = text
        self.value = value
        self.separators = .none
    }

    /// A phone number's validated value, with its region, type and extension.
    init(text: String, value: String, region: String, numberType: PhoneNumberType, extension: String? = nil) {
        self.storedText = text
        self.value = value
        self.separators = .none
        self.region = region
        self.numberType = numberType
        self.extension = `extension`
    }

    /// A value whose display text is `value` with `separators` put in.
    init(value: String, separators: SeparatorMarks) {
        self.storedText = ""
        self.value = value
        self.separators = separators
    }

    /// Whether both have the same text and the same value (and, for phone numbers, region, type and extension).
    public static func == (lhs: Self, rhs: Self) -> Bool {
        guard lhs.value == rhs.value, lhs.region == rhs.region, lhs.numberType == rhs.numberType,
            lhs.extension == rhs.extension
        else { return false }
        // The same value with the same separators lays out the same text.
        if !lhs.separators.isEmpty && lhs.separators == rhs.separators { return true }
        return lhs.text == rhs.text
    }

    /// Hashes the text and the value, as `==` compares them.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(text)
        hasher.combine(value)
    }
}

extension ValidatedValue: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// `ValidatedValue(text: "…", value: "…")`.
    public var description: String { "ValidatedValue(text: \(text.debugDescription), value: \(value.debugDescription))" }
    /// The same as ``description``.
    public var debugDescription: String { description }
    /// `text` and `value`, as a plain struct of the two would show them.
    public var customMirror: Mirror { Mirror(self, children: ["text": text, "value": value], displayStyle: .struct) }
}

/// Up to four ASCII separators put into an ASCII value, each before a given byte offset;
/// one that falls at or past the value's end is left out (a short card number has fewer groups).
/// Or one separator repeated every so many bytes (an IBAN's groups of four, ``every(_:_:)``).
@usableFromInline
struct SeparatorMarks: Sendable, Hashable {
    /// The marks' offsets, one per byte from the lowest; 0xFF ends the list.
    @usableFromInline let offsets: UInt32
    /// The marks' separators, in the same lanes (the repeated separator in the lowest).
    @usableFromInline let bytes: UInt32
    /// How many bytes lie between repeated separators; 0 when the marks are the offsets.
    @usableFromInline let period: UInt8

    /// No separators.
    static let none = SeparatorMarks()

    /// Marks from (offset, separator) pairs, offsets increasing and below 255; at most four.
    init(_ marks: (offset: Int, separator: Unicode.Scalar)...) {
        self.init(marks: marks)
    }

    /// Marks from (offset, separator) pairs, offsets increasing and below 255; at most four.
    init(marks: [(offset: Int, separator: Unicode.Scalar)]) {
        precondition(marks.count <= 4, "at most four separators")
        var offsets = UInt32.max
        var bytes: UInt32 = 0
        for (lane, mark) in marks.enumerated() {
            let shift = UInt32(lane * 8)
            offsets = offsets & ~(0xFF << shift) | UInt32(UInt8(mark.offset)) << shift
            bytes |= UInt32(UInt8(ascii: mark.separator)) << shift
        }
        self.offsets = offsets
        self.bytes = bytes
        self.period = 0
    }

    private init(offsets: UInt32, bytes: UInt32) {
        self.offsets = offsets
        self.bytes = bytes
        self.period = 0
    }

    /// These marks and one more, after them: an offset above the last and below 255, an ASCII
    /// separator; built without an array, for values laid out on every validation.
    func adding(offset: Int, separator: UInt8) -> SeparatorMarks {
        let lane = (0..<4).first { (offsets >> UInt32($0 &* 8)) & 0xFF == 0xFF }
        precondition(period == 0 && lane != nil, "at most four separators")
        let shift = UInt32(lane! &* 8)
        return SeparatorMarks(
            offsets: offsets & ~(0xFF << shift) | UInt32(UInt8(offset)) << shift, bytes: bytes | UInt32(separator) << shift)
    }

    /// `separator` before every `period`-th byte after the first (`"DE89 3704 0044"`).
    init(every period: Int, _ separator: Unicode.Scalar) {
        precondition(period > 0 && period < 256, "a period of 1 to 255 bytes")
        offsets = UInt32.max
        bytes = UInt32(UInt8(ascii: separator))
        self.period = UInt8(period)
    }

    /// Whether there is no separator to put in.
    @inlinable var isEmpty: Bool { offsets & 0xFF == 0xFF && period == 0 }

    /// `value` with the separators put in.
    @usableFromInline
    func laidOut(_ value: String) -> String {
        if period > 0 { return repeated(value) }
        return ByteView.with(value) { value in
            ASCIIWriter.string(capacity: value.count + 4) { text in
                // The runs between separators are copied whole, without the writer's ASCII scan:
                // they are runs of a valid string, and the new string is checked as UTF-8 when made.
                var copied = 0
                for lane in 0..<4 {
                    let offset = mark(lane)
                    guard offset != 0xFF, offset < value.count else { break }
                    text.append(utf8: value[copied..<offset])
                    text.append(UInt8(truncatingIfNeeded: bytes >> UInt32(lane &* 8)))
                    copied = offset
                }
                text.append(utf8: value[copied...])
            }
        }
    }

    /// The offset of the mark in `lane` (0xFF: none).
    @inline(__always)
    private func mark(_ lane: Int) -> Int { Int((offsets >> UInt32(lane &* 8)) & 0xFF) }

    /// `value` with the separator before every ``period``-th byte after the first.
    private func repeated(_ value: String) -> String {
        ByteView.with(value) { value in
            let step = Int(period)
            let gaps = value.isEmpty ? 0 : (value.count - 1) / step
            return ASCIIWriter.string(capacity: value.count + gaps) { text in
                var start = 0
                while start < value.count {
                    if start > 0 { text.append(UInt8(truncatingIfNeeded: bytes)) }
                    let end = min(start + step, value.count)
                    text.append(contentsOf: value[start..<end])
                    start = end
                }
            }
        }
    }
}
