// The national check digits inside a BBAN, each written from the rule its country publishes
// (central bank or banking association). The BBAN has already passed the registry's structure,
// so the positions read here hold digits or letters as the structure says.

extension IBAN {
    /// The countries whose national check digits are verified, sorted.
    public static let nationalCheckCountries: [String] = [
        "BA", "BE", "BL", "CZ", "EE", "ES", "FI", "FR", "GF", "GP", "IS", "IT", "MC", "ME", "MF", "MK", "MQ",
        "MR", "NC", "NO", "PF", "PL", "PM", "PT", "RE", "RS", "SI", "SK", "SM", "TF", "TL", "TN", "WF", "YT",
    ]

    /// Whether the national check digits of `bban` are right for the country in `slot`; `nil`
    /// when the country has none that are checked.
    static func nationalCheck(slot: Int, bban: ByteView) -> Bool? {
        switch slot {
        case code("BE"): belgian(bban)
        case code("CZ"), code("SK"): czechoslovak(bban)
        case code("EE"): estonian(bban)
        case code("ES"): spanish(bban)
        case code("FI"): Luhn.isValid(bytes: bban)
        case code("FR"), code("MC"), code("GF"), code("GP"), code("MQ"), code("RE"), code("PF"), code("TF"),
             code("YT"), code("NC"), code("PM"), code("WF"), code("BL"), code("MF"):
            ribKey(bban)
        case code("IS"): icelandic(bban)
        case code("IT"), code("SM"): italianCIN(bban)
        case code("NO"): norwegian(bban)
        case code("PL"): polish(bban)
        // Portugal's NIB and the ex-Yugoslav and Timorese BBANs end in ISO 7064 MOD 97-10 check digits.
        case code("PT"), code("BA"), code("ME"), code("MK"), code("RS"), code("SI"), code("TL"): mod97(bban) == 1
        // Mauritania and Tunisia: the whole BBAN is a multiple of 97 (their key is 97 − the remainder).
        case code("MR"), code("TN"): mod97(bban) == 0
        default: nil
        }
    }

    /// The registry slot of a literal country code.
    @inline(__always)
    private static func code(_ country: StaticString) -> Int {
        let bytes = country.utf8Start
        return IBANRegistry.slot(bytes[0], bytes[1])
    }

    /// The value of ASCII digit at `index`.
    @inline(__always)
    private static func digit(_ bytes: ByteView, _ index: Int) -> Int { Int(bytes[index] &- 0x30) }

    /// The weighted sum of the digits in `range` of `bytes`, weights taken left to right.
    @inline(__always)
    private static func weighted(_ bytes: ByteView, _ range: Range<Int>, _ weights: [Int]) -> Int {
        var sum = 0
        for (offset, index) in range.enumerated() { sum &+= digit(bytes, index) &* weights[offset % weights.count] }
        return sum
    }

    /// The BBAN read as a number (letters as 10–35), modulo 97.
    private static func mod97(_ bban: ByteView) -> UInt64 {
        var remainder: UInt64 = 0
        for byte in bban { _ = add(byte, to: &remainder) }
        return remainder % 97
    }

    /// Belgium (NBB): the last two digits are the first ten modulo 97, 97 for a remainder of 0.
    private static func belgian(_ bban: ByteView) -> Bool {
        var number = 0
        for index in 0..<10 { number = number &* 10 &+ digit(bban, index) }
        let check = number % 97 == 0 ? 97 : number % 97
        return check == digit(bban, 10) &* 10 &+ digit(bban, 11)
    }

    /// Czechia and Slovakia: the account prefix (6 digits) and the account number (10 digits)
    /// are each a multiple of 11 under the weights 10, 5, 8, 4, 2, 1 and 6, 3, 7, 9, 10, 5, 8, 4, 2, 1.
    private static func czechoslovak(_ bban: ByteView) -> Bool {
        weighted(bban, 4..<10, [10, 5, 8, 4, 2, 1]) % 11 == 0
            && weighted(bban, 10..<20, [6, 3, 7, 9, 10, 5, 8, 4, 2, 1]) % 11 == 0
    }

    /// Estonia: the last digit completes the branch and account digits, weighted 7, 3, 1 from the
    /// right, to a multiple of 10.
    private static func estonian(_ bban: ByteView) -> Bool {
        var sum = 0
        let weights = [7, 3, 1]
        for (offset, index) in (2..<15).reversed().enumerated() { sum &+= digit(bban, index) &* weights[offset % 3] }
        return (10 - sum % 10) % 10 == digit(bban, 15)
    }

    /// Spain: two control digits, the first over `00` + bank + branch, the second over the
    /// account, each 11 − the weighted sum modulo 11 (weights 1, 2, 4, 8, 5, 10, 9, 7, 3, 6),
    /// with 11 written 0 and 10 written 1.
    private static func spanish(_ bban: ByteView) -> Bool {
        let weights = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
        func control(_ sum: Int) -> Int {
            let value = 11 - sum % 11
            return value == 11 ? 0 : value == 10 ? 1 : value
        }
        // "00" + bank + branch: the two zeros take the first weights, the 8 digits the rest.
        let first = control(weighted(bban, 0..<8, Array(weights[2...])))
        let second = control(weighted(bban, 10..<20, weights))
        return first == digit(bban, 8) && second == digit(bban, 9)
    }

    /// France and the territories on the French system: the *clé RIB* makes bank, branch,
    /// account (letters as digits: A J → 1, B K S → 2, … I R Z → 9) and key a multiple of 97.
    private static func ribKey(_ bban: ByteView) -> Bool {
        var remainder = 0
        for byte in bban {
            let value: Int
            if byte &- 0x30 < 10 {
                value = Int(byte &- 0x30)
            } else {
                // A–I → 1–9, J–R → 1–9, S–Z → 2–9.
                let rank = Int(byte &- 0x41)
                value = rank < 9 ? rank + 1 : rank < 18 ? rank - 8 : rank - 16
            }
            remainder = (remainder * 10 + value) % 97
        }
        return remainder == 0
    }

    /// Iceland: the ninth digit of the account holder's *kennitala* (BBAN positions 13–22)
    /// is 11 − its first eight digits weighted 3, 2, 7, 6, 5, 4, 3, 2, modulo 11 (0 for 11).
    private static func icelandic(_ bban: ByteView) -> Bool {
        let remainder = weighted(bban, 12..<20, [3, 2, 7, 6, 5, 4, 3, 2]) % 11
        let check = remainder == 0 ? 0 : 11 - remainder
        return check < 10 && check == digit(bban, 20)
    }

    /// Italy and San Marino: the CIN letter over ABI, CAB and account, with the odd and even
    /// tables of the codice fiscale (odd positions counted from 1).
    private static func italianCIN(_ bban: ByteView) -> Bool {
        var sum = 0
        for index in 1..<23 {
            guard let value = FiscalCode.characterValue(bban[index], odd: index & 1 == 1) else { return false }
            sum &+= value
        }
        return bban[0] == UInt8(0x41 &+ sum % 26)
    }

    /// Norway: the last digit is 11 − the first ten weighted 5, 4, 3, 2, 7, 6, 5, 4, 3, 2,
    /// modulo 11 (0 for 11; a remainder giving 10 is never issued). When the 5th and 6th digits
    /// are 00, only the 7th to 10th count, weighted 5, 4, 3, 2.
    private static func norwegian(_ bban: ByteView) -> Bool {
        let short = bban[4] == 0x30 && bban[5] == 0x30
        let remainder = (short ? weighted(bban, 6..<10, [5, 4, 3, 2]) : weighted(bban, 0..<10, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
        let check = remainder == 0 ? 0 : 11 - remainder
        return check < 10 && check == digit(bban, 10)
    }

    /// Poland: the eighth digit of the bank and branch number completes the first seven,
    /// weighted 3, 9, 7, 1, 3, 9, 7, to a multiple of 10.
    private static func polish(_ bban: ByteView) -> Bool {
        (10 - weighted(bban, 0..<7, [3, 9, 7, 1, 3, 9, 7]) % 10) % 10 == digit(bban, 7)
    }
}
