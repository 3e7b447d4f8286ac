/// A country whose VAT numbers the `vat` format knows: the 27 EU member states (Greece
/// under its VAT prefix `EL`), Northern Ireland (`XI`), the United Kingdom, Switzerland and Norway.
///
/// ```swift
/// VATCountry(code: "DE")      // .germany
/// VATCountry(code: "GR")      // .greece (its VAT prefix is EL)
/// VATCountry.switzerland.prefix   // "CHE"
/// ```
public enum VATCountry: String, Sendable, Hashable, CaseIterable {
    case austria = "AT", belgium = "BE", bulgaria = "BG", cyprus = "CY", czechia = "CZ", germany = "DE"
    case denmark = "DK", estonia = "EE", greece = "EL", spain = "ES", finland = "FI", france = "FR"
    case croatia = "HR", hungary = "HU", ireland = "IE", italy = "IT", lithuania = "LT", luxembourg = "LU"
    case latvia = "LV", malta = "MT", netherlands = "NL", poland = "PL", portugal = "PT", romania = "RO"
    case sweden = "SE", slovenia = "SI", slovakia = "SK", northernIreland = "XI", unitedKingdom = "GB"
    case switzerland = "CH", norway = "NO"

    /// The country of a VAT prefix or ISO code, any case: `DE`, `el` or `GR` (Greece), `CH`;
    /// `nil` for another.
    /// - Parameter code: Two letters.
    public init?(code: String) {
        let upper = code.uppercased()
        if upper == "GR" {
            self = .greece
        } else if let country = VATCountry(rawValue: upper) {
            self = country
        } else {
            return nil
        }
    }

    /// The prefix a VAT number of this country is written with: the country code, `EL` for
    /// Greece, `CHE` for Switzerland.
    public var prefix: String { self == .switzerland ? "CHE" : rawValue }

    /// The country of two uppercase ASCII letters of a VAT prefix (`GR` reads as Greece).
    @inline(__always)
    static func of(_ first: UInt8, _ second: UInt8) -> VATCountry? {
        if first == 0x47 && second == 0x52 { return .greece }  // GR
        return byCode[IBANRegistry.slot(first, second) &+ 1]
    }

    /// Whether some prefix starts with the uppercase ASCII letter `byte`.
    @inline(__always)
    static func startsPrefix(_ byte: UInt8) -> Bool {
        byte &- 0x41 < 26 && firstLetters & (1 << UInt32(byte &- 0x41)) != 0
    }

    /// The countries by table slot + 1 (slot 0 for bytes that are no letters).
    private static let byCode: [VATCountry?] = {
        var table = [VATCountry?](repeating: nil, count: 26 * 26 + 1)
        for country in allCases { table[country.slot + 1] = country }
        return table
    }()

    private static let firstLetters: UInt32 = allCases.reduce(1 << 6) { $0 | 1 << UInt32($1.rawValue.utf8.first! - 0x41) }

    /// The table slot of the code (see ``IBANRegistry/slot(_:_:)``).
    @inline(__always)
    private var slot: Int {
        let code = rawValue.utf8
        return IBANRegistry.slot(code[code.startIndex], code[code.index(after: code.startIndex)])
    }

    /// The country's rules, worked out once.
    @inline(__always)
    var rules: Rules { Self.rulesBySlot[slot].unsafelyUnwrapped }

    private static let rulesBySlot: [Rules?] = {
        var table = [Rules?](repeating: nil, count: 26 * 26)
        for country in allCases { table[country.slot] = Rules(country) }
        return table
    }()

    /// What typing and validation read of a country, built once: its prefix and the shapes of its numbers.
    /// A class: typing reads it at every key, and a struct of three arrays was copied (three
    /// retains) wherever a key's state was.
    final class Rules: Sendable {
        /// The prefix's bytes (`DE`, `EL`, `CHE`).
        let prefix: [UInt8]
        /// The number's shapes (see ``VATCountry/shapeList``).
        let shapes: [StaticString]
        /// The lengths a number may have after its prefix, ascending.
        let lengths: [Int]
        /// The most characters a number has after its prefix.
        let maxLength: Int

        init(_ country: VATCountry) {
            prefix = Array(country.prefix.utf8)
            shapes = country.shapeList
            lengths = Set(shapes.map(\.utf8CodeUnitCount)).sorted()
            maxLength = lengths.last ?? 0
        }

        /// The shapes (bits by index) that `number` (uppercase, no separators) fits whole.
        func fittingShapes(_ number: ByteView) -> UInt16 {
            var fitting: UInt16 = 0
            for (index, shape) in shapes.enumerated() where shape.utf8CodeUnitCount == number.count {
                if (0..<number.count).allSatisfy({ VATCountry.fits(number[$0], shape, at: $0) }) { fitting |= 1 << UInt16(index) }
            }
            return fitting
        }
    }

    // MARK: - Shapes and layout

    /// The shapes of the number after the prefix, one pattern per form: `d` a digit, `l` a
    /// letter, `x` either, any other character itself (`B`, `MVA`, `01`).
    private var shapeList: [StaticString] {
        switch self {
        case .austria: ["Udddddddd"]
        case .belgium: ["dddddddddd"]
        case .bulgaria: ["ddddddddd", "dddddddddd"]
        case .cyprus: ["ddddddddl"]
        case .czechia: ["dddddddd", "ddddddddd", "dddddddddd"]
        case .germany, .estonia, .greece, .portugal: ["ddddddddd"]
        case .denmark, .finland, .hungary, .luxembourg, .malta, .slovenia: ["dddddddd"]
        case .spain: ["xdddddddx"]
        case .france: ["xxddddddddd"]
        case .croatia, .latvia, .italy: ["ddddddddddd"]
        case .ireland: ["dddddddl", "dddddddll", "dldddddl", "d+dddddl", "d*dddddl"]
        case .lithuania: ["ddddddddd", "dddddddddddd"]
        case .netherlands: ["dddddddddBdd"]
        case .poland, .slovakia: ["dddddddddd"]
        case .romania: ["dd", "ddd", "dddd", "ddddd", "dddddd", "ddddddd", "dddddddd", "ddddddddd", "dddddddddd"]
        case .sweden: ["dddddddddd01"]
        case .unitedKingdom, .northernIreland:
            ["ddddddddd", "dddddddddddd", "GDddd", "HAddd", "GD8888ddddd", "HA8888ddddd"]
        case .switzerland: ["dddddddddMWST", "dddddddddTVA", "dddddddddIVA", "dddddddddTPV"]
        case .norway: ["dddddddddMVA"]
        }
    }

    /// Whether uppercase `byte` fits `shape` at `position`.
    @inline(__always)
    static func fits(_ byte: UInt8, _ shape: StaticString, at position: Int) -> Bool {
        guard position < shape.utf8CodeUnitCount else { return false }
        switch shape.utf8Start[position] {
        case UInt8(ascii: "d"): return byte &- 0x30 < 10
        case UInt8(ascii: "l"): return byte &- 0x41 < 26
        case UInt8(ascii: "x"): return byte &- 0x30 < 10 || byte &- 0x41 < 26
        case let literal: return byte == literal
        }
    }

    /// The separators inside the number as people write it, by offset in the number, or
    /// `nil` when it is written without any: `0123.456.789` (BE), `123.456.789 MWST` (CH),
    /// `123 456 789 MVA` (NO), `12 34 56 78` (DK), `40 303 265 045` (FR), `123 4567 89` (GB).
    func separator(at offset: Int, number first: UInt8) -> UInt8? {
        switch (self, offset) {
        case (.belgium, 4), (.belgium, 7), (.switzerland, 3), (.switzerland, 6): 0x2E
        case (.switzerland, 9), (.norway, 3), (.norway, 6), (.norway, 9), (.denmark, 2), (.denmark, 4),
             (.denmark, 6), (.france, 2), (.france, 5), (.france, 8):
            0x20
        // GB's groups are for its 9- and 12-digit numbers, not the GD and HA codes.
        case (.unitedKingdom, 3), (.unitedKingdom, 7), (.unitedKingdom, 9), (.northernIreland, 3),
             (.northernIreland, 7), (.northernIreland, 9):
            first &- 0x30 < 10 ? 0x20 : nil
        default: nil
        }
    }

    /// The separator before the character at `offset` of a number written after a country
    /// prefix of `prefix` characters (0 without one), whose national part starts with `first`:
    /// the joiner after the prefix, then the country's own. Typing and the display of a
    /// validated number both lay out by it.
    @inline(__always)
    func separator(at offset: Int, afterPrefix prefix: Int, number first: UInt8) -> UInt8? {
        guard offset > prefix else { return offset == prefix && prefix > 0 ? joiner : nil }
        return separator(at: offset &- prefix, number: first)
    }

    /// What stands between the prefix and a number written with separators: `-` after `CHE`,
    /// otherwise a space; `nil` for numbers written without separators (`DE123456789`).
    var joiner: UInt8? {
        switch self {
        case .switzerland: 0x2D
        case .belgium, .norway, .denmark, .france, .unitedKingdom, .northernIreland: 0x20
        default: nil
        }
    }
}
