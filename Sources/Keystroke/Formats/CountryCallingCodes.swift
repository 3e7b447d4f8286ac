/// The country calling codes assigned in ITU-T Recommendation E.164 (its
/// "List of ITU-T Recommendation E.164 assigned country codes"), including the
/// shared non-geographic codes (800, 808, 870, 878, 881–883, 888, 979, 991)
/// and the assigned but unused ones (379 Vatican, 388 groups of countries).
///
/// The codes form a prefix code: no code is the beginning of another, so the
/// first one to match the leading digits is the number's code.
enum CountryCallingCodes {
    /// Codes of one and two digits.
    static let short: [Int] = [
        1, 7,
        20, 27, 30, 31, 32, 33, 34, 36, 39, 40, 41, 43, 44, 45, 46, 47, 48, 49,
        51, 52, 53, 54, 55, 56, 57, 58, 60, 61, 62, 63, 64, 65, 66, 81, 82, 84, 86,
        90, 91, 92, 93, 94, 95, 98,
    ]

    /// Codes of three digits.
    static let long: [Int] = Array(220...258) + Array(260...269) + Array(350...359) + Array(370...383)
        + Array(385...389) + Array(500...509) + Array(590...599) + Array(672...683) + Array(685...692)
        + Array(960...968) + Array(970...977) + Array(991...996) + [
            211, 212, 213, 216, 218, 290, 291, 297, 298, 299, 420, 421, 423, 670,
            800, 808, 850, 852, 853, 855, 856, 870, 878, 880, 881, 882, 883, 886, 888, 979, 998,
        ]

    /// Whether each number below 1000 is an assigned code (of its own length).
    private static let assigned: [Bool] = {
        var table = [Bool](repeating: false, count: 1000)
        for code in short + long { table[code] = true }
        return table
    }()

    /// The length (1–3) of the country code that `digits` start with, or `nil`
    /// when the digits so far start no assigned code (or are too few to tell).
    static func codeLength(_ digits: UnsafeBufferPointer<UInt8>) -> Int? {
        var value = 0
        var lower = 1
        for length in 1...3 where length <= digits.count {
            value = value * 10 + Int(digits[length - 1] &- 0x30)
            // Leading zeros never start a code: `07` is not `7`.
            if value >= lower && assigned[value] { return length }
            lower *= 10
        }
        return nil
    }
}
