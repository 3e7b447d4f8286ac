/// What a slot (`[0]`, `[A]`, `[_]`, a custom notation) accepts.
enum SlotClass: Sendable, Hashable {
    /// `0`, `9`: ASCII digits; full-width and Arabic-Indic digits are normalized to ASCII.
    case digit
    /// `A`, `a`: `Character.isLetter`.
    case letter
    /// `_`, `-`: a letter or a digit (digits normalized as for `.digit`).
    case alphanumeric
    /// A custom notation, by index in the mask's notation list.
    case custom(Int)

    /// The placeholder character InputMask shows for this class.
    func placeholder(notations: [Notation]) -> Character {
        switch self {
        case .digit: "0"
        case .letter: "a"
        case .alphanumeric: "-"
        case .custom(let index): notations[index].character
        }
    }

    /// ASCII membership as a 128-bit map: bit `b` of (`low` for b < 64, else `high`).
    func asciiMap(notations: [Notation]) -> ASCIIMap {
        switch self {
        case .digit: .digits
        case .letter: .letters
        case .alphanumeric: ASCIIMap.digits.union(.letters)
        case .custom(let index): notations[index].asciiMap
        }
    }

    /// The character to place for `character`, or nil when the slot refuses it.
    func accept(_ character: Character, notations: [Notation]) -> Character? {
        switch self {
        case .digit:
            return Self.normalizedDigit(character)
        case .letter:
            return character.isLetter ? character : nil
        case .alphanumeric:
            if character.isLetter { return character }
            return Self.normalizedDigit(character)
        case .custom(let index):
            return notations[index].contains(character) ? character : nil
        }
    }

    /// An ASCII digit for ASCII, full-width (U+FF10–FF19) and Arabic-Indic
    /// (U+0660–0669, U+06F0–06F9) digits; nil for anything else.
    static func normalizedDigit(_ character: Character) -> Character? {
        let scalars = character.unicodeScalars
        guard let first = scalars.first, scalars.count == 1 else { return nil }
        let value = first.value
        let zero: UInt32
        switch value {
        case 0x30...0x39: return character
        case 0xFF10...0xFF19: zero = 0xFF10
        case 0x0660...0x0669: zero = 0x0660
        case 0x06F0...0x06F9: zero = 0x06F0
        default: return nil
        }
        return Character(Unicode.Scalar(UInt8(0x30 + value - zero)))
    }
}

/// A set of ASCII bytes as a 128-bit bitmap, for the byte fast path.
struct ASCIIMap: Sendable, Hashable {
    var low: UInt64
    var high: UInt64

    init(low: UInt64, high: UInt64) {
        self.low = low
        self.high = high
    }

    /// Builds the map by asking `contains` about every ASCII character.
    init(_ contains: (Character) -> Bool) {
        var map = ASCIIMap(low: 0, high: 0)
        for byte in UInt8(0)..<128 where contains(Character(Unicode.Scalar(byte))) {
            map.insert(byte)
        }
        self = map
    }

    static let digits = ASCIIMap { $0.isASCII && $0.isNumber }
    static let letters = ASCIIMap { $0.isASCII && $0.isLetter }

    mutating func insert(_ byte: UInt8) {
        if byte < 64 { low |= 1 << UInt64(byte) } else { high |= 1 << UInt64(byte - 64) }
    }

    func union(_ other: ASCIIMap) -> ASCIIMap {
        ASCIIMap(low: low | other.low, high: high | other.high)
    }

    /// Whether `byte` (which must be below 128) is in the set.
    func contains(_ byte: UInt8) -> Bool {
        byte < 64 ? (low >> UInt64(byte)) & 1 != 0 : (high >> UInt64(byte &- 64)) & 1 != 0
    }
}
