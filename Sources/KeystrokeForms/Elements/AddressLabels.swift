/// The labels of an address's fields in English, Italian and Brazilian Portuguese, by the
/// names Google's address metadata gives them (`state`, `prefecture`, `zip`, `eircode`…).
public enum AddressLabels {
    /// The label of `field` for a country, in `language` (`"ZIP code"`, `"Prefecture"`, `"Provincia"`).
    /// - Parameters:
    ///   - field: The field.
    ///   - metadata: The country's rules, which name its subdivisions, cities and postal code.
    ///   - language: The language of the label.
    public static func label(for field: AddressField, metadata: AddressMetadata, language: Language = .english) -> String {
        let type: String
        switch field {
        case .name: type = "name"
        case .companyName: type = "organization"
        case .streetAddress: type = "street_address"
        case .city: type = metadata.localityType
        case .cityArea: type = metadata.sublocalityType
        case .countryArea: type = metadata.subdivisionType
        case .postalCode: type = metadata.postalCodeType + "_code"
        case .sortingCode: type = "sorting_code"
        }
        let names = labels[type] ?? labels["area"]!
        switch language {
        case .english: return names.0
        case .italian: return names.1
        case .brazilianPortuguese: return names.2
        }
    }

    /// English, Italian and Brazilian Portuguese labels by the data's type names.
    private static let labels: [String: (String, String, String)] = [
        "name": ("Name", "Nome", "Nome"),
        "organization": ("Organization", "Organizzazione", "Organização"),
        "street_address": ("Street address", "Indirizzo", "Endereço"),
        "sorting_code": ("Sorting code", "Codice di smistamento", "Código de triagem"),
        // Postal codes
        "zip_code": ("ZIP code", "Codice ZIP", "Código ZIP"),
        "postal_code": ("Postal code", "Codice postale", "Código postal"),
        "pin_code": ("PIN code", "Codice PIN", "Código PIN"),
        "eircode_code": ("Eircode", "Eircode", "Eircode"),
        // Cities and their parts
        "city": ("City", "Città", "Cidade"),
        "post_town": ("Post town", "Città postale", "Cidade postal"),
        "district": ("District", "Distretto", "Distrito"),
        "suburb": ("Suburb", "Sobborgo", "Subúrbio"),
        "neighborhood": ("Neighborhood", "Quartiere", "Bairro"),
        "village_township": ("Village/township", "Villaggio/comune", "Vila/município"),
        "townland": ("Townland", "Località", "Localidade"),
        // Subdivisions
        "area": ("Area", "Area", "Área"),
        "county": ("County", "Contea", "Condado"),
        "department": ("Department", "Dipartimento", "Departamento"),
        "do_si": ("Do/si", "Do/si", "Do/si"),
        "emirate": ("Emirate", "Emirato", "Emirado"),
        "island": ("Island", "Isola", "Ilha"),
        "oblast": ("Oblast", "Oblast", "Oblast"),
        "parish": ("Parish", "Parrocchia", "Paróquia"),
        "prefecture": ("Prefecture", "Prefettura", "Prefeitura"),
        "province": ("Province", "Provincia", "Província"),
        "state": ("State", "Stato", "Estado"),
    ]
}
