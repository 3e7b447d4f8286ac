/// A payment card network, recognised from the leading digits of a card number
/// (its issuer identification number, IIN).
///
/// ```swift
/// CardBrand.detect("4111111111111111")   // .visa
/// CardBrand.detect("6362970000457013")   // .elo
/// CardBrand.detect("2221")               // .mastercard
/// ```
///
/// Ranges overlap (an Elo range inside Visa's `4`, Hipercard's `606282` inside
/// Maestro's `6`), so the longest matching prefix wins. Sources: the networks'
/// published IIN ranges as collected by widely used references (ISO/IEC 7812
/// registrations, Braintree's `credit-card-type` table for Elo, Hipercard's
/// `606282` and `3841x0` BINs).
public enum CardBrand: String, Sendable, Hashable, CaseIterable, Codable {
    /// Visa: `4`; 13, 16 or 19 digits.
    case visa
    /// Mastercard: `51`–`55` and `2221`–`2720`; 16 digits.
    case mastercard
    /// American Express: `34`, `37`; 15 digits, 4-digit CID.
    case amex
    /// Diners Club International: `300`–`305`, `36`, `38`, `39`; 14–19 digits.
    case diners
    /// Discover: `6011`, `644`–`649`, `65`, and the UnionPay co-branded `622126`–`622925`; 16–19 digits.
    case discover
    /// JCB: `3528`–`3589`; 16–19 digits.
    case jcb
    /// UnionPay: `62`, `810` and `8110`–`8171`; 16–19 digits (some cards have no Luhn check digit).
    case unionpay
    /// Maestro: `50`, `56`–`59` and the rest of `6`; 12–19 digits.
    case maestro
    /// Elo (Brazil): its published BIN list; 16 digits.
    case elo
    /// Hipercard (Brazil): `606282`, `384100`, `384140`, `384160`; 16 or 19 digits.
    case hipercard
    /// Mir (Russia): `2200`–`2204`; 16–19 digits.
    case mir

    /// The brand's display name ("American Express").
    public var name: String {
        switch self {
        case .visa: "Visa"
        case .mastercard: "Mastercard"
        case .amex: "American Express"
        case .diners: "Diners Club"
        case .discover: "Discover"
        case .jcb: "JCB"
        case .unionpay: "UnionPay"
        case .maestro: "Maestro"
        case .elo: "Elo"
        case .hipercard: "Hipercard"
        case .mir: "Mir"
        }
    }

    /// The numbers of digits a card of this brand may have, ascending.
    public var lengths: [Int] {
        switch self {
        case .visa: [13, 16, 19]
        case .mastercard: [16]
        case .amex: [15]
        case .diners: Array(14...19)
        case .discover, .jcb, .unionpay, .mir: Array(16...19)
        case .maestro: Array(12...19)
        case .elo: [16]
        case .hipercard: [16, 19]
        }
    }

    /// The most digits a card of this brand may have.
    public var maxLength: Int {
        switch self {
        case .mastercard, .elo: 16
        case .amex: 15
        default: 19
        }
    }

    /// Whether `count` digits is a length this brand issues.
    @inlinable
    public func allowsLength(_ count: Int) -> Bool {
        switch self {
        case .visa: count == 13 || count == 16 || count == 19
        case .mastercard, .elo: count == 16
        case .amex: count == 15
        case .diners: count >= 14 && count <= 19
        case .discover, .jcb, .unionpay, .mir: count >= 16 && count <= 19
        case .maestro: count >= 12 && count <= 19
        case .hipercard: count == 16 || count == 19
        }
    }

    /// The number of digits of the card security code (CVV, CVC, CID): 4 for Amex, 3 otherwise.
    public var securityCodeLength: Int { self == .amex ? 4 : 3 }

    /// Whether the last digit is a Luhn check digit that validation must verify.
    ///
    /// UnionPay issues some cards without one, so like common practice (card
    /// forms of the major payment processors) its numbers are not Luhn-checked
    /// unless asked for; every other brand is.
    public var requiresLuhn: Bool { self != .unionpay }

    /// The sizes of the digit groups for a number of `count` digits:
    /// Amex 4-6-5, Diners 4-6-4 (14 digits), otherwise groups of 4 with a last group of up to 3 (4-4-4-4-3).
    public func groups(forLength count: Int) -> [Int] {
        var groups: [Int] = []
        var start = 0
        while start < count {
            let next = min(nextGap(after: start, count: count), count)
            groups.append(next - start)
            start = next
        }
        return groups
    }

    /// The digit offset where the group starting at `start` ends.
    @usableFromInline
    func nextGap(after start: Int, count: Int) -> Int {
        if usesWideGroups(count: count) {
            return start < 4 ? 4 : (start < 10 ? 10 : 15)
        }
        return start + 4
    }

    /// Whether a number of `count` digits is grouped 4-6-rest (Amex, 14-digit Diners) rather than by fours.
    @usableFromInline
    func usesWideGroups(count: Int) -> Bool {
        self == .amex || (self == .diners && count <= 14)
    }
}

// MARK: - Detection

extension CardBrand {
    /// The brand of a (possibly partial) card number, or `nil` when no range matches yet.
    ///
    /// Non-digits (spaces, hyphens) are skipped. Only the first six digits matter;
    /// ranges longer than the digits typed so far do not match yet, so `"6"` is
    /// Maestro until `"6011"` makes it Discover.
    /// - Complexity: O(1): at most six digits and a table of about fifty ranges are read.
    public static func detect(_ digits: some StringProtocol) -> CardBrand? {
        var prefix = 0
        var count = 0
        for byte in digits.utf8 where count < 6 {
            let digit = byte &- 0x30
            guard digit < 10 else { continue }
            prefix = prefix * 10 + Int(digit)
            count += 1
        }
        return detect(prefix: prefix, digits: count)
    }

    /// The brand of a number whose first `digits` (at most 6) digits are `prefix`.
    @usableFromInline
    static func detect(prefix: Int, digits: Int) -> CardBrand? {
        guard digits > 0 else { return nil }
        // Pad to six digits: a range of L ≤ digits digits holds the padded prefix exactly when
        // it holds the first L digits.
        var padded = prefix
        for _ in min(digits, 6)..<6 { padded &*= 10 }
        return digits >= 4 ? IINRange.lookup(padded: padded, digits: digits) : IINRange.scan(padded: padded, digits: digits)
    }

    /// The brand's name after an indefinite article, capitalised for the start of a sentence:
    /// "An American Express", "A Visa".
    var nameWithArticle: String {
        let startsWithVowel = name.first.map { "AEIOU".contains($0) } ?? false
        return (startsWithVowel ? "An " : "A ") + name
    }
}

/// A range of IIN prefixes of one length, owned by one brand.
@usableFromInline
struct IINRange: Sendable {
    /// The range's low end, padded with zeros to six digits.
    @usableFromInline let low6: Int32
    /// The range's high end, padded with nines to six digits.
    @usableFromInline let high6: Int32
    /// The number of digits of the range's prefixes.
    @usableFromInline let length: Int8
    @usableFromInline let brand: CardBrand

    init(_ low: Int32, _ high: Int32? = nil, _ brand: CardBrand) {
        var length: Int8 = 1
        var rest = low / 10
        while rest > 0 {
            length += 1
            rest /= 10
        }
        var scale: Int32 = 1
        for _ in Int(length)..<6 { scale *= 10 }
        self.low6 = low * scale
        self.high6 = (high ?? low) * scale + scale - 1
        self.length = length
        self.brand = brand
    }

    /// Every range, longest prefixes first so the first match is the longest.
    @usableFromInline
    static let table: [IINRange] = {
        let ranges: [IINRange] = [
            // Elo: the BIN list published for Elo (as in Braintree's credit-card-type).
            IINRange(401178, 401179, .elo), IINRange(431274, nil, .elo), IINRange(438935, nil, .elo),
            IINRange(451416, nil, .elo), IINRange(457393, nil, .elo), IINRange(457631, 457632, .elo),
            IINRange(504175, nil, .elo), IINRange(506699, 506778, .elo), IINRange(509000, 509999, .elo),
            IINRange(627780, nil, .elo), IINRange(636297, nil, .elo), IINRange(636368, nil, .elo),
            IINRange(650031, 650033, .elo), IINRange(650035, 650051, .elo), IINRange(650405, 650439, .elo),
            IINRange(650485, 650538, .elo), IINRange(650541, 650598, .elo), IINRange(650700, 650718, .elo),
            IINRange(650720, 650727, .elo), IINRange(650901, 650978, .elo), IINRange(651652, 651679, .elo),
            IINRange(655000, 655019, .elo), IINRange(655021, 655058, .elo),
            // Hipercard.
            IINRange(384100, nil, .hipercard), IINRange(384140, nil, .hipercard),
            IINRange(384160, nil, .hipercard), IINRange(606282, nil, .hipercard),
            // Discover's share of UnionPay's 62 (co-branded).
            IINRange(622126, 622925, .discover),
            // Four digits.
            IINRange(2200, 2204, .mir),
            IINRange(2221, 2720, .mastercard),
            IINRange(3528, 3589, .jcb),
            IINRange(8110, 8171, .unionpay),
            IINRange(6011, nil, .discover),
            // Three digits.
            IINRange(300, 305, .diners),
            IINRange(810, nil, .unionpay),
            IINRange(644, 649, .discover),
            // Two digits.
            IINRange(34, nil, .amex), IINRange(37, nil, .amex),
            IINRange(36, nil, .diners), IINRange(38, 39, .diners),
            IINRange(50, nil, .maestro), IINRange(51, 55, .mastercard), IINRange(56, 59, .maestro),
            IINRange(62, nil, .unionpay), IINRange(65, nil, .discover),
            // One digit.
            IINRange(4, nil, .visa),
            IINRange(6, nil, .maestro),
        ]
        return ranges.sorted { $0.length > $1.length }
    }()

    /// Brands by their index in `CardBrand.allCases`, for the compact tables.
    static let brands = CardBrand.allCases

    /// For each 4-digit prefix: the index of the brand its ranges of up to 4 digits give
    /// (`noBrand` when none), with `hasSixDigitRanges` set when a 6-digit range lies in the block.
    static let blocks: [UInt8] = {
        // Range by range rather than block by block (each block scanning every range cost about
        // 6 M instructions, a millisecond, on a process's first card number). A range of up to 4
        // digits covers whole blocks, from `low6 / 100` to `high6 / 100`; the first range in
        // `table` that covers a block gives its brand, as in `scan`.
        var blocks = [UInt8](repeating: noBrand, count: 10_000)
        for range in table where range.length <= 4 {
            let brand = UInt8(brands.firstIndex(of: range.brand) ?? Int(noBrand))
            for block in Int(range.low6 / 100)...Int(range.high6 / 100) where blocks[block] == noBrand {
                blocks[block] = brand
            }
        }
        for range in sixDigit {
            for block in Int(range.low6 / 100)...Int(range.high6 / 100) { blocks[block] |= hasSixDigitRanges }
        }
        return blocks
    }()

    /// The 6-digit ranges, sorted, for a binary search.
    static let sixDigit: [IINRange] = table.filter { $0.length == 6 }.sorted { $0.low6 < $1.low6 }

    static let noBrand: UInt8 = 0x7F
    static let hasSixDigitRanges: UInt8 = 0x80

    /// The brand of a padded prefix of at least 4 digits, from the tables.
    @inline(__always)
    static func lookup(padded: Int, digits: Int) -> CardBrand? {
        let entry = blocks[padded / 100]
        if entry & hasSixDigitRanges != 0 && digits >= 6 {
            var low = 0
            var high = sixDigit.count - 1
            while low <= high {
                let middle = (low + high) / 2
                let range = sixDigit[middle]
                if padded < Int(range.low6) {
                    high = middle - 1
                } else if padded > Int(range.high6) {
                    low = middle + 1
                } else {
                    return range.brand
                }
            }
        }
        let index = Int(entry & ~hasSixDigitRanges)
        return index < brands.count ? brands[index] : nil
    }

    /// The brand of a padded prefix of fewer than 4 digits, by scanning the short ranges.
    static func scan(padded: Int, digits: Int) -> CardBrand? {
        table.first { Int($0.length) <= digits && padded >= Int($0.low6) && padded <= Int($0.high6) }?.brand
    }
}
