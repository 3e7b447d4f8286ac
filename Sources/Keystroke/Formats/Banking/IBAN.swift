/// The IBAN (ISO 13616): a country code, two check digits and the country's BBAN, checked
/// against the SWIFT IBAN registry (length and structure per country), the ISO 7064
/// MOD 97-10 check digits and, where the country defines them, its national check digits.
///
/// ```swift
/// IBAN.isValid("DE89370400440532013000")        // true
/// IBAN.issue(in: "DE89370400440532013001")      // .checksum
/// IBAN.checkDigits(for: "DE", bban: "370400440532013000")   // "89"
/// ```
///
/// The checks run on the electronic form: uppercase letters and digits, no spaces
/// (``IBANFormat`` reads the paper form). The registry is generated from the copy schwifty
/// 2026.10.1 bundles (`Scripts/generate-iban-registry.py`); countries SWIFT lists only as
/// "aspirational" have no IBAN here.
///
/// National check digits are verified for: BE (mod 97), CZ and SK (weights mod 11), EE
/// (7-3-1), ES (the two *dígitos de control*), FI (Luhn), FR and MC and the French
/// territories that share the RIB (GF, GP, MQ, RE, PF, TF, YT, NC, PM, WF, BL, MF: the *clé
/// RIB*), IS (the *kennitala*'s check digit), IT and SM (the CIN letter), NO (mod 11), PL
/// (the bank branch's check digit), PT (the NIB's ISO 7064 MOD 97-10), BA, ME, MK, RS, SI and
/// TL (ISO 7064 MOD 97-10 over the BBAN), MR and TN (the BBAN a multiple of 97). Germany's
/// 150-odd per-bank methods and the Dutch *elfproef* (withdrawn with IBAN) are not checked.
public enum IBAN {
    /// Why a text is not a valid IBAN, in the order the checks run.
    public enum Issue: String, Sendable, Hashable, CaseIterable {
        /// A character other than an ASCII letter or digit.
        case characters
        /// The first two characters are not a country of the IBAN registry.
        case country
        /// Not the country's IBAN length.
        case length
        /// The check digits are not digits, or the BBAN does not follow the country's structure.
        case structure
        /// The ISO 7064 MOD 97-10 check digits do not match (or are 00, 01 or 99).
        case checksum
        /// The country's own check digits inside the BBAN do not match.
        case nationalChecksum
    }

    /// The countries of the IBAN registry, sorted (`AD`, `AE`, … `YT`).
    public static var countries: [String] { IBANRegistry.shared.countries }

    /// The IBAN length in `country` (`"DE"` → 22), or `nil` when it has no IBAN.
    public static func length(inCountry country: some StringProtocol) -> Int? {
        let code = Array(country.utf8)
        guard code.count == 2 else { return nil }
        let length = IBANRegistry.shared.length(slot: IBANRegistry.slot(code[0], code[1]))
        return length > 0 ? length : nil
    }

    /// Whether `iban` (electronic form: uppercase, no spaces) is valid.
    public static func isValid(_ iban: some StringProtocol) -> Bool {
        issue(in: iban) == nil
    }

    /// The first problem of `iban` (electronic form: uppercase, no spaces), or `nil` when valid.
    public static func issue(in iban: some StringProtocol) -> Issue? {
        ByteView.with(iban) { issue(bytes: $0) }
    }

    /// The two ISO 7064 MOD 97-10 check digits of an IBAN of `country` and `bban` (uppercase
    /// letters and digits), or `nil` for other characters.
    public static func checkDigits(for country: some StringProtocol, bban: some StringProtocol) -> String? {
        var remainder: UInt64 = 0
        for byte in bban.utf8 { guard add(byte, to: &remainder) else { return nil } }
        for byte in country.utf8 { guard byte &- 0x41 < 26, add(byte, to: &remainder) else { return nil } }
        remainder = (remainder % 97) * 100 % 97
        let check = 98 - Int(remainder)
        return check < 10 ? "0\(check)" : "\(check)"
    }

    // MARK: - Checking bytes

    /// The first problem of an electronic-form IBAN given as ASCII bytes.
    static func issue(bytes: ByteView) -> Issue? {
        let registry = IBANRegistry.shared
        for byte in bytes where !(byte &- 0x30 < 10 || byte &- 0x41 < 26) { return .characters }
        guard bytes.count >= 2 else { return bytes.count == 1 && !registry.isFirstLetter(bytes[0]) ? .country : .length }
        let slot = IBANRegistry.slot(bytes[0], bytes[1])
        let length = registry.length(slot: slot)
        guard length > 0 else { return .country }
        guard bytes.count == length else { return .length }
        guard bytes[2] &- 0x30 < 10, bytes[3] &- 0x30 < 10 else { return .structure }
        for index in 4..<length where !IBANRegistry.fits(bytes[index], registry.bbanClass(slot: slot, index: index &- 4)) {
            return .structure
        }
        guard hasValidCheckDigits(bytes) else { return .checksum }
        if nationalCheck(slot: slot, bban: bytes[4...]) == false { return .nationalChecksum }
        return nil
    }

    /// Whether the IBAN's number (BBAN, country, check digits; letters as 10–35) is 1 modulo 97,
    /// with check digits 02–98 (ISO 7064 never computes 00, 01 or 99).
    @inline(__always)
    static func hasValidCheckDigits(_ bytes: ByteView) -> Bool {
        let check = Int(bytes[2] &- 0x30) &* 10 &+ Int(bytes[3] &- 0x30)
        guard check >= 2 && check <= 98 else { return false }
        var remainder: UInt64 = 0
        for byte in bytes[4...] { _ = add(byte, to: &remainder) }
        for byte in bytes[..<4] { _ = add(byte, to: &remainder) }
        return remainder % 97 == 1
    }

    /// Appends a digit (one decimal place) or a letter (two, A = 10 … Z = 35) to a running
    /// number kept small by reducing it modulo 97 before it could overflow; `false` for other bytes.
    @inline(__always)
    static func add(_ byte: UInt8, to remainder: inout UInt64) -> Bool {
        if byte &- 0x30 < 10 {
            remainder = remainder &* 10 &+ UInt64(byte &- 0x30)
        } else if byte &- 0x41 < 26 {
            remainder = remainder &* 100 &+ UInt64(byte &- 0x41 &+ 10)
        } else {
            return false
        }
        // Reduced only when large: one division per several characters.
        if remainder >= 1 << 50 { remainder %= 97 }
        return true
    }
}
