/// The IBAN registry's facts per country (length and BBAN structure), parsed once from the
/// generated ``IBANRegistryData`` into flat tables a country code indexes directly.
struct IBANRegistry: Sendable {
    /// The registry, parsed on first use.
    static let shared = IBANRegistry()

    /// The IBAN length per country slot (0: no IBAN); see ``slot(_:_:)``.
    private let lengths: [UInt8]
    /// Where each country's BBAN classes start in ``classes``.
    private let starts: [UInt16]
    /// Every country's BBAN classes, one byte per position: `n`, `a` or `c`.
    private let classes: [UInt8]
    /// The structure as the registry writes it (`8!n10!n`) per slot, for messages.
    private let specs: [Int: String]
    /// Whether any country code starts with each letter A–Z.
    private let firstLetters: UInt32
    /// The country codes, sorted.
    let countries: [String]

    private init() {
        var lengths = [UInt8](repeating: 0, count: 26 * 26)
        var starts = [UInt16](repeating: 0, count: 26 * 26)
        var classes: [UInt8] = []
        var specs: [Int: String] = [:]
        var firstLetters: UInt32 = 0
        var countries: [String] = []
        let text = IBANRegistryData.countries.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count == 4, let length = UInt8(fields[1]) else { continue }
            let code = Array(fields[0].utf8)
            let slot = Self.slot(code[0], code[1])
            lengths[slot] = length
            starts[slot] = UInt16(classes.count)
            classes += fields[3].utf8
            specs[slot] = String(fields[2])
            firstLetters |= 1 << UInt32(code[0] &- 0x41)
            countries.append(String(fields[0]))
        }
        self.lengths = lengths
        self.starts = starts
        self.classes = classes
        self.specs = specs
        self.firstLetters = firstLetters
        self.countries = countries
    }

    /// The table slot of a country code of two uppercase ASCII letters, or -1 for other bytes.
    @inline(__always)
    static func slot(_ first: UInt8, _ second: UInt8) -> Int {
        let a = first &- 0x41, b = second &- 0x41
        return a < 26 && b < 26 ? Int(a) &* 26 &+ Int(b) : -1
    }

    /// The IBAN length of the country in `slot`, or 0 when it has no IBAN.
    @inline(__always)
    func length(slot: Int) -> Int {
        slot >= 0 ? Int(lengths[slot]) : 0
    }

    /// Whether a country code starts with the uppercase letter `byte`.
    @inline(__always)
    func isFirstLetter(_ byte: UInt8) -> Bool {
        byte &- 0x41 < 26 && firstLetters & (1 << UInt32(byte &- 0x41)) != 0
    }

    /// The class (`n`, `a`, `c`) of BBAN position `index` of the country in `slot`.
    @inline(__always)
    func bbanClass(slot: Int, index: Int) -> UInt8 {
        classes[Int(starts[slot]) &+ index]
    }

    /// The registry's structure of the country in `slot` (`8!n10!n`).
    func spec(slot: Int) -> String { specs[slot] ?? "" }

    /// Whether `byte` (uppercase ASCII) fits the class `kind`: `n` a digit, `a` a letter, `c` either.
    @inline(__always)
    static func fits(_ byte: UInt8, _ kind: UInt8) -> Bool {
        switch kind {
        case UInt8(ascii: "n"): byte &- 0x30 < 10
        case UInt8(ascii: "a"): byte &- 0x41 < 26
        default: byte &- 0x30 < 10 || byte &- 0x41 < 26
        }
    }
}
