// Each country's check digits and number rules, written from the rule its tax authority
// publishes (or the identifier the VAT number is built on: a company register number, a
// personal code). The number has already matched one of the country's shapes, so the
// positions read here hold digits or letters as the shape says.

extension VATCountry {
    /// Why `number` (after the prefix, uppercase, matching a shape) is not a valid VAT number
    /// of this country: `.structure` for a part the rules forbid, `.checksum` for check digits
    /// that do not match; `nil` when it is valid.
    func issue(number n: ByteView) -> VATNumber.Issue? {
        switch self {
        case .austria:
            // UID: U + 7 digits + check; the digits in even places count their doubled digit sum.
            var sum = 0
            for index in 1...7 {
                let value = n.digit(index)
                sum += index & 1 == 0 ? (value * 2 / 10 + value * 2 % 10) : value
            }
            return check((10 - (sum + 4) % 10) % 10 == n.digit(8))
        case .belgium:
            // Enterprise number: 0 or 1 first; the last two digits are 97 − the first eight modulo 97.
            guard n.digit(0) < 2 else { return .structure }
            let base = n.number(0..<8)
            return check(97 - base % 97 == n.number(8..<10))
        case .bulgaria:
            return n.count == 9 ? check(Self.bulgarianLegal(n)) : check(Self.bulgarianPerson(n))
        case .cyprus:
            // Not 12…; the letter from the odd places through the codice-fiscale-like table, the even ones as they are.
            guard !(n[0] == 0x31 && n[1] == 0x32) else { return .structure }
            var sum = 0
            for index in 0..<8 { sum += FiscalCode.characterValue(n[index], odd: index & 1 == 0) ?? 0 }
            return check(n[8] == UInt8(0x41 + sum % 26))
        case .czechia:
            return Self.czech(n)
        case .germany:
            guard n[0] != 0x30 else { return .structure }
            return check(n.mod11_10)
        case .denmark:
            guard n[0] != 0x30 else { return .structure }
            return check(n.weighted(0..<8, [2, 7, 6, 5, 4, 3, 2, 1]) % 11 == 0)
        case .estonia:
            return check(n.weighted(0..<9, [3, 7, 1, 3, 7, 1, 3, 7, 1]) % 10 == 0)
        case .greece:
            // Each of the first eight digits weighted 2⁸ … 2¹, modulo 11, modulo 10.
            var sum = 0
            for index in 0..<8 { sum += n.digit(index) << (8 - index) }
            return check(sum % 11 % 10 == n.digit(8))
        case .spain:
            return Self.spanish(n)
        case .finland:
            return check(n.weighted(0..<8, [7, 9, 10, 5, 8, 4, 2, 1]) % 11 == 0)
        case .france:
            return Self.french(n)
        case .croatia:
            return check(n.mod11_10)
        case .hungary:
            return check(n.weighted(0..<8, [9, 7, 3, 1, 9, 7, 3, 1]) % 10 == 0)
        case .ireland:
            return Self.irish(n)
        case .italy:
            // The partita IVA: the codice fiscale of a company.
            switch FiscalCode.companyIssue(n) {
            case nil: return nil
            case .companyCheckDigit?: return .checksum
            default: return .structure
            }
        case .lithuania:
            // The 8th (9 digits) or 11th (12 digits) digit is 1; weights 1…9, 1, 2, … modulo 11,
            // again with weights shifted by two when that gives 10.
            guard n[n.count - 2] == 0x31 else { return .structure }
            var sum = 0, again = 0
            for index in 0..<(n.count - 1) {
                sum += (1 + index % 9) * n.digit(index)
                again += (1 + (index + 2) % 9) * n.digit(index)
            }
            let remainder = sum % 11 == 10 ? again % 11 : sum % 11
            return check(remainder % 10 == n.digit(n.count - 1))
        case .luxembourg:
            return check(n.number(0..<6) % 89 == n.number(6..<8))
        case .latvia:
            return Self.latvian(n)
        case .malta:
            guard n[0] != 0x30 else { return .structure }
            return check(n.weighted(0..<8, [3, 4, 6, 7, 8, 9, 10, 1]) % 37 == 0)
        case .netherlands:
            // The RSIN (9 digits, not all zero; elfproef) or, since 2020, the sole trader's number
            // whose `NL` + number passes ISO 7064 MOD 97-10; then B and a suffix of 01–99.
            guard n.number(0..<9) > 0, n.number(10..<12) > 0 else { return .structure }
            let elfproef = (n.weighted(0..<8, [9, 8, 7, 6, 5, 4, 3, 2]) - n.digit(8)) % 11 == 0
            var remainder: UInt64 = 0
            for byte in [UInt8(ascii: "N"), UInt8(ascii: "L")] { _ = IBAN.add(byte, to: &remainder) }
            for byte in n { _ = IBAN.add(byte, to: &remainder) }
            return check(elfproef || remainder % 97 == 1)
        case .poland:
            return check(n.weighted(0..<9, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11 == n.digit(9))
        case .portugal:
            guard n[0] != 0x30 else { return .structure }
            return check((11 - n.weighted(0..<8, [9, 8, 7, 6, 5, 4, 3, 2]) % 11) % 11 % 10 == n.digit(8))
        case .romania:
            // The CIF: 2 to 10 digits, no leading 0; weights 7, 5, 3, 2, 1, 7, 5, 3, 2 aligned to the
            // right of the check digit, times 10, modulo 11, modulo 10.
            guard n[0] != 0x30 else { return .structure }
            let weights = [7, 5, 3, 2, 1, 7, 5, 3, 2]
            var sum = 0
            for index in 0..<(n.count - 1) { sum += weights[9 - (n.count - 1) + index] * n.digit(index) }
            return check(sum * 10 % 11 % 10 == n.digit(n.count - 1))
        case .sweden:
            // The organisation number (Luhn) followed by 01.
            return check(Luhn.isValid(bytes: n[0..<10]))
        case .slovenia:
            guard n[0] != 0x30 else { return .structure }
            let value = 11 - n.weighted(0..<7, [8, 7, 6, 5, 4, 3, 2]) % 11
            return value == 11 ? .checksum : check(value % 10 == n.digit(7))
        case .slovakia:
            // A birth number of a person, or a company's number: no leading 0, third digit
            // 2, 3, 4, 7, 8 or 9, the whole number a multiple of 11.
            if Self.czechBirthNumber(n) == nil { return nil }
            guard n[0] != 0x30, [2, 3, 4, 7, 8, 9].contains(n.digit(2)) else { return .structure }
            return check(n.number(0..<10) % 11 == 0)
        case .unitedKingdom, .northernIreland:
            return Self.british(n)
        case .switzerland:
            // The UID: 8 digits weighted 5, 4, 3, 2, 7, 6, 5, 4; the check is 11 − the sum modulo 11
            // (0 for 11, never 10).
            let value = (11 - n.weighted(0..<8, [5, 4, 3, 2, 7, 6, 5, 4]) % 11) % 11
            return check(value == n.digit(8))
        case .norway:
            // The organisation number: weights 3, 2, 7, 6, 5, 4, 3, 2, 1 make a multiple of 11.
            return check(n.weighted(0..<9, [3, 2, 7, 6, 5, 4, 3, 2, 1]) % 11 == 0)
        }
    }

    /// `nil` when `isValid`, else a checksum issue.
    @inline(__always)
    private func check(_ isValid: Bool) -> VATNumber.Issue? { isValid ? nil : .checksum }

    // MARK: - Countries with several kinds of number

    /// Bulgaria, 9 digits (BULSTAT of a company): weights 1…8 modulo 11, or 3…10 when that is 10.
    private static func bulgarianLegal(_ n: ByteView) -> Bool {
        var sum = 0, again = 0
        for index in 0..<8 {
            sum += (index + 1) * n.digit(index)
            again += (index + 3) * n.digit(index)
        }
        let remainder = sum % 11 == 10 ? again % 11 : sum % 11
        return remainder % 10 == n.digit(8)
    }

    /// Bulgaria, 10 digits: a citizen's EGN (a real birth date, weights 2, 4, 8, 5, 10, 9, 7,
    /// 3, 6), a foreigner's personal number (weights 21, 19, 17, 13, 11, 9, 7, 3, 1 modulo 10) or
    /// another body's number (weights 4, 3, 2, 7, 6, 5, 4, 3, 2, check 11 − the sum modulo 11).
    private static func bulgarianPerson(_ n: ByteView) -> Bool {
        var month = n.number(2..<4)
        var year = 1900 + n.number(0..<2)
        if month > 40 { year += 100; month -= 40 } else if month > 20 { year -= 100; month -= 20 }
        if GregorianDate(year: year, month: month, day: n.number(4..<6)) != nil,
           n.weighted(0..<9, [2, 4, 8, 5, 10, 9, 7, 3, 6]) % 11 % 10 == n.digit(9) {
            return true
        }
        if n.weighted(0..<9, [21, 19, 17, 13, 11, 9, 7, 3, 1]) % 10 == n.digit(9) { return true }
        return (11 - n.weighted(0..<9, [4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11) % 11 == n.digit(9)
    }

    /// Czechia: 8 digits for a company (not 9…; weights 8…2, check 11 − the sum modulo 11 with
    /// 10 and 11 written 0 and 1), 9 digits from 6 for some individuals, otherwise a birth number.
    private static func czech(_ n: ByteView) -> VATNumber.Issue? {
        if n.count == 8 {
            guard n[0] != 0x39 else { return .structure }
            let remainder = n.weighted(0..<7, [8, 7, 6, 5, 4, 3, 2]) % 11
            let value = remainder == 0 ? 1 : remainder == 1 ? 0 : 11 - remainder
            return value == n.digit(7) ? nil : .checksum
        }
        if n.count == 9 && n[0] == 0x36 {
            let remainder = n.weighted(1..<8, [8, 7, 6, 5, 4, 3, 2]) % 11
            // Kept non-negative: Swift's % keeps the sign of 8 − …, which goes below 0 for remainders of 0.
            return (18 - (10 - remainder) % 11) % 10 == n.digit(8) ? nil : .checksum
        }
        return czechBirthNumber(n)
    }

    /// A Czech or Slovak birth number (*rodné číslo*): YYMMDD (women's months +50, months +20
    /// when a day ran out of numbers) and a serial; 9 digits until 1953, then 10 digits making
    /// a multiple of 11 (or a remainder of 10 with 0 last).
    static func czechBirthNumber(_ n: ByteView) -> VATNumber.Issue? {
        var year = 1900 + n.number(0..<2)
        if n.count == 9 {
            if year >= 1980 { year -= 100 }
            guard year <= 1953 else { return .structure }
        } else if year < 1954 {
            year += 100
        }
        guard GregorianDate(year: year, month: n.number(2..<4) % 50 % 20, day: n.number(4..<6)) != nil else {
            return .structure
        }
        guard n.count == 10 else { return nil }
        return n.number(0..<9) % 11 % 10 == n.digit(9) ? nil : .checksum
    }

    /// Spain: a DNI (8 digits and a letter), a NIE (X, Y or Z as 0, 1, 2, 7 digits, a letter),
    /// a K, L or M number (7 digits, a letter) or a company's CIF (a letter of
    /// ABCDEFGHJNPQRSUVW, 7 digits, and a Luhn check digit, or the letter of JABCDEFGHI for it).
    private static func spanish(_ n: ByteView) -> VATNumber.Issue? {
        let letters: StaticString = "TRWAGMYFPDXBNJZSQVHLCKE"
        let first = n[0]
        var base = n.number(1..<8)
        switch first {
        case 0x30...0x39: base += n.digit(0) * 10_000_000
        case 0x58, 0x59, 0x5A: base += Int(first - 0x58) * 10_000_000  // X Y Z
        case 0x4B, 0x4C, 0x4D: break  // K L M
        default:
            guard "ABCDEFGHJNPQRSUVW".utf8.contains(first) else { return .structure }
            // The Luhn check digit of the seven digits: those in odd places doubled (digit sum).
            var sum = 0
            for index in 1..<8 {
                let value = n.digit(index)
                sum += index & 1 == 1 ? value * 2 / 10 + value * 2 % 10 : value
            }
            let luhn = (10 - sum % 10) % 10
            let letter: StaticString = "JABCDEFGHI"
            return n[8] == UInt8(0x30 + luhn) || n[8] == letter.utf8Start[luhn] ? nil : .checksum
        }
        guard n[8] &- 0x41 < 26 else { return .structure }
        return n[8] == letters.utf8Start[base % 23] ? nil : .checksum
    }

    /// France: a key of two characters, then the SIREN (Luhn, unless it starts 000). A key of
    /// digits is (SIREN × 100 + 12) modulo 97; the newer keys of letters (I and O unused) follow
    /// the DGFiP's rule on their rank in 0-9A-Z.
    private static func french(_ n: ByteView) -> VATNumber.Issue? {
        let alphabet: StaticString = "0123456789ABCDEFGHJKLMNPQRSTUVWXYZ"
        func rank(_ byte: UInt8) -> Int? {
            (0..<alphabet.utf8CodeUnitCount).first { alphabet.utf8Start[$0] == byte }
        }
        guard let first = rank(n[0]), let second = rank(n[1]) else { return .structure }
        let siren = n.number(2..<11)
        if !(n[2] == 0x30 && n[3] == 0x30 && n[4] == 0x30), !Luhn.isValid(bytes: n[2..<11]) { return .checksum }
        if first < 10 && second < 10 {
            return (siren * 100 + 12) % 97 == first * 10 + second ? nil : .checksum
        }
        let key = first < 10 ? first * 24 + second - 10 : first * 34 + second - 100
        return (siren + 1 + key / 11) % 11 == key % 11 ? nil : .checksum
    }

    /// Ireland: 7 digits, a check letter and an optional second letter (A–I, W), or the older
    /// form of a digit, a letter (or + or *), 5 digits and the check letter. The check letter
    /// is the weighted sum (8…2 over the digits, 9 × the second letter) modulo 23 in WABC…V.
    private static func irish(_ n: ByteView) -> VATNumber.Issue? {
        let alphabet: StaticString = "WABCDEFGHIJKLMNOPQRSTUV"
        func rank(_ byte: UInt8) -> Int? {
            (0..<alphabet.utf8CodeUnitCount).first { alphabet.utf8Start[$0] == byte }
        }
        for index in 7..<n.count where rank(n[index]) == nil { return .structure }
        var sum: Int
        if n[1] &- 0x30 < 10 {
            sum = n.weighted(0..<7, [8, 7, 6, 5, 4, 3, 2])
            if n.count == 9 { sum += 9 * (rank(n[8]) ?? 0) }
        } else {
            // The old form's digits, read as 0, digits 3–7, digit 1.
            sum = n.weighted(2..<7, [7, 6, 5, 4, 3]) + 2 * n.digit(0)
        }
        return n[7] == alphabet.utf8Start[sum % 23] ? nil : .checksum
    }

    /// Latvia: a company's number (first digit above 3; weights 9, 1, 4, 8, 3, 10, 2, 5, 7, 6, 1
    /// give 3 modulo 11) or a personal code: DDMMYY and a century digit for a real date, or 32…
    /// since 2017; its check is 1 + the weighted sum (10, 5, 8, 4, 2, 1, 6, 3, 7, 9) modulo 11, modulo 10.
    private static func latvian(_ n: ByteView) -> VATNumber.Issue? {
        if n[0] > 0x33 {
            return n.weighted(0..<11, [9, 1, 4, 8, 3, 10, 2, 5, 7, 6, 1]) % 11 == 3 ? nil : .checksum
        }
        if !(n[0] == 0x33 && n[1] == 0x32) {
            let year = 1800 + n.digit(6) * 100 + n.number(4..<6)
            guard GregorianDate(year: year, month: n.number(2..<4), day: n.number(0..<2)) != nil else { return .structure }
        }
        return (1 + n.weighted(0..<10, [10, 5, 8, 4, 2, 1, 6, 3, 7, 9])) % 11 % 10 == n.digit(10) ? nil : .checksum
    }

    /// The United Kingdom: 9 digits (12 with a branch) whose first 7 weighted 8…2 plus the
    /// 2-digit check are a multiple of 97, or (numbers from 100 on, since 2010) are 42 modulo 97
    /// (the "mod 9755" rule); government departments GD000–GD499 and health authorities
    /// HA500–HA999, also written GD8888 or HA8888 with 5 digits ending in a mod-97 check.
    private static func british(_ n: ByteView) -> VATNumber.Issue? {
        if n[0] &- 0x30 < 10 {
            let remainder = (n.weighted(0..<7, [8, 7, 6, 5, 4, 3, 2]) + n.number(7..<9)) % 97
            return remainder == 0 || (remainder == 42 && n.number(0..<3) >= 100) ? nil : .checksum
        }
        let isGovernment = n[0] == 0x47  // GD
        let unit = n.count == 5 ? n.number(2..<5) : n.number(6..<9)
        guard isGovernment ? unit < 500 : unit >= 500 else { return .structure }
        return n.count == 5 || unit % 97 == n.number(9..<11) ? nil : .checksum
    }
}

extension BufferView where Element == UInt8 {
    /// The value of the ASCII digit at `index`.
    @inline(__always)
    fileprivate func digit(_ index: Int) -> Int { Int(self[index] &- 0x30) }

    /// The ASCII digits in `range` read as a decimal number.
    @inline(__always)
    fileprivate func number(_ range: Range<Int>) -> Int {
        var value = 0
        for index in range { value = value * 10 + digit(index) }
        return value
    }

    /// The digits in `range` weighted left to right.
    @inline(__always)
    fileprivate func weighted(_ range: Range<Int>, _ weights: [Int]) -> Int {
        var sum = 0
        for (offset, index) in range.enumerated() { sum += weights[offset] * digit(index) }
        return sum
    }

    /// Whether all the digits pass ISO 7064 MOD 11,10 (Germany's and Croatia's check digit).
    fileprivate var mod11_10: Bool {
        var product = 10
        for index in 0..<(count - 1) {
            var sum = (digit(index) + product) % 10
            if sum == 0 { sum = 10 }
            product = sum * 2 % 11
        }
        return (11 - product) % 10 == digit(count - 1)
    }
}
