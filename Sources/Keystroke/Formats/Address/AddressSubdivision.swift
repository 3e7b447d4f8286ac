/// A subdivision of a country (a state, province, prefecture, emirate…) in Google's address metadata.
///
/// ```swift
/// let tokyo = AddressMetadata(region: "JP")!.subdivisions[12]
/// tokyo.key         // "東京都": what an address stores
/// tokyo.latinName   // "Tokyo"
/// tokyo.isoCode     // "13"
/// ```
public struct AddressSubdivision: Sendable, Hashable {
    /// The key an address stores as its `country_area` (`"CA"`, `"東京都"`).
    public let key: String
    /// The name in the country's language (`"California"`, `"東京都"`).
    public let name: String
    /// The name in Latin script, when the data has one apart from ``name`` (`"Tokyo"`).
    public let latinName: String?
    /// The ISO 3166-2 subdivision code without the country (`"CA"`, `"13"`), when the data has one.
    public let isoCode: String?
    /// The pattern a postal code of the subdivision begins with (`"9[0-5]|96[01]"`), if any.
    public let postalCodePrefix: String?

    /// The name to show in a list: the Latin name when there is one, else the name.
    public var label: String { latinName ?? name }

    /// Creates a subdivision.
    /// - Parameters:
    ///   - key: The stored key.
    ///   - name: The local name.
    ///   - latinName: The Latin-script name, if different.
    ///   - isoCode: The ISO 3166-2 code without the country.
    ///   - postalCodePrefix: The pattern its postal codes begin with.
    public init(key: String, name: String, latinName: String? = nil, isoCode: String? = nil, postalCodePrefix: String? = nil) {
        self.key = key
        self.name = name
        self.latinName = latinName
        self.isoCode = isoCode
        self.postalCodePrefix = postalCodePrefix
    }

    /// Whether `text` names this subdivision: its key, name, Latin name or ISO code, ignoring case.
    func isNamed(_ text: String) -> Bool {
        let wanted = text.lowercased()
        return key.lowercased() == wanted || name.lowercased() == wanted
            || latinName?.lowercased() == wanted || isoCode?.lowercased() == wanted
    }
}
