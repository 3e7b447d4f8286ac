import Keystroke
import KeystrokeForms
import Testing

@Suite struct PostalAddressTests {
    @Test(arguments: [
        ("US", ["street_address", "city", "country_area", "postal_code"], ["Street address", "City", "State", "ZIP code"],
         ["street_address", "city", "country_area", "postal_code"]),
        ("JP", ["postal_code", "country_area", "street_address"], ["Postal code", "Prefecture", "Street address"],
         ["postal_code", "country_area", "street_address"]),
        ("AE", ["street_address", "country_area"], ["Street address", "Emirate"], ["street_address", "country_area"]),
        ("IE", ["street_address", "city_area", "city", "country_area", "postal_code"],
         ["Street address", "Townland", "City", "County", "Eircode"], ["street_address", "city"]),
        ("GB", ["street_address", "city", "postal_code"], ["Street address", "Post town", "Postal code"],
         ["street_address", "city", "postal_code"]),
    ])
    func fieldsFollowTheCountrysOrderNamesAndRequirements(region: String, keys: [String], titles: [String], required: [String]) throws {
        let address = try #require(PostalAddress(name: "address", region: region))
        #expect(address.fieldNames == keys)
        #expect(address.fields.map(\.title) == titles)
        let result = FormGroup(name: "form", elements: [address]).validateAll()
        let missing = result.errors.filter { $0.underlying.code == "required" }.map(\.path)
        #expect(Set(missing) == Set(required.map { "address.\($0)" }))
    }

    @Test func labelsAreTranslated() throws {
        let it = try #require(PostalAddress(name: "a", region: "CA", language: .italian))
        #expect(it.field("country_area")?.title == "Provincia")
        let pt = try #require(PostalAddress(name: "a", region: "BR", language: .brazilianPortuguese))
        #expect(pt.field("country_area")?.title == "Estado")
        #expect(pt.field("postal_code")?.title == "Código postal")
    }

    /// An address repeated in a list is named in the form's language, as one outside a list is.
    @Test func anAddressInAListItemFollowsTheFormsLanguage() throws {
        let form = try FormGroup(definitionJSON: #"""
            {"language": "it", "elements": [
              {"key": "homes", "type": "list", "minItems": 1, "item": {"type": "address", "region": "CA"}}
            ]}
            """#)
        let list = try #require(form.element(at: "homes") as? RepeatingGroup)
        let item = try #require(list.children.first as? PostalAddress)
        #expect(item.language == .italian)
        #expect(item.field("country_area")?.title == "Provincia")
    }

    @Test func outputUsesTheDataKeysAndChecksTheSubdivisionPrefix() throws {
        let address = try #require(PostalAddress(name: "address", region: "US"))
        (address.field("street_address") as? TextInput)?.setText("1 Infinite Loop")
        (address.field("city") as? TextInput)?.setText("Cupertino")
        (address.field("country_area") as? Choice)?.select(id: "NY")
        (address.field("postal_code") as? TextInput)?.setText("95014")
        let form = FormGroup(name: "form", elements: [address])
        #expect(form.validateAll().errors.map(\.underlying.code) == ["postalCode.subdivision"])
        (address.field("country_area") as? Choice)?.select(id: "CA")
        let output = try form.validate()
        #expect(output["address"] == .object([
            "country_code": "US", "street_address": "1 Infinite Loop", "city": "Cupertino",
            "country_area": "CA", "postal_code": "95014",
        ]))
    }

    @Test func jsonDefinitionRoundTrip() throws {
        let form = try FormGroup(definitionJSON: #"""
            {"elements": [
              {"key": "address", "type": "address", "region": "GB",
               "default": {"street_address": "10 Downing Street", "city": "London", "postal_code": "sw1a2aa"}}
            ]}
            """#)
        let output = try form.validate()
        #expect(output["address"]?["postal_code"] == "SW1A 2AA")
        let again = try FormGroup(definitionJSON: #"{"elements": [{"key": "address", "type": "address", "region": "GB"}]}"#)
        try again.fill(with: output, at: "$")
        #expect(try again.validate() == output)
    }

    @Test func theRegionMayComeFromAnotherField() throws {
        let form = try FormGroup(definitionJSON: #"""
            {"elements": [
              {"key": "country", "type": "choice", "choices": ["BR", "NL", "XX"]},
              {"key": "address", "type": "address", "regionFrom": "country"}
            ]}
            """#)
        let country = try #require(form.element(at: "country") as? Choice)
        let address = try #require(form.element(at: "address") as? PostalAddress)
        #expect(address.fieldNames.isEmpty)
        #expect(form.validateAll().errors.map(\.underlying.code).contains("postalCode.region"))
        country.select(id: "NL")
        #expect(address.fieldNames == ["street_address", "postal_code", "city"])
        (address.field("postal_code") as? TextInput)?.setText("1234AB")
        country.select(id: "BR")
        #expect(address.fieldNames == ["street_address", "city_area", "city", "country_area", "postal_code"])
    }

    /// Answers fill in the form's order: the region's choice before the address that reads it,
    /// though "address" sorts before "country".
    @Test func answersFillTheRegionBeforeTheAddress() throws {
        let form = try FormGroup(definitionJSON: #"""
            {"elements": [
              {"key": "country", "type": "choice", "choices": ["BR", "NL"]},
              {"key": "address", "type": "address", "regionFrom": "country"}
            ]}
            """#)
        try form.fill(answersJSON: #"{"address":{"street_address":"Dam 1","postal_code":"1012 JS","city":"Amsterdam"},"country":"NL"}"#)
        let result = form.validateAll()
        #expect(result.isValid)
        #expect(result.output["address"]?["postal_code"] == .string("1012 JS"))
        // An unknown key is refused before anything is filled.
        let other = try FormGroup(definitionJSON: #"{"elements": [{"key": "a", "type": "text"}]}"#)
        #expect(throws: FormDefinitionError.self) { try other.fill(answersJSON: #"{"a":"x","b":"y"}"#) }
        #expect((other.element(at: "a") as? TextInput)?.text == "")
    }

    @Test(arguments: [
        #"{"key": "a", "type": "address"}"#,
        #"{"key": "a", "type": "address", "region": "XX"}"#,
        #"{"key": "a", "type": "address", "region": "BR", "regionFrom": "c"}"#,
        #"{"key": "a", "type": "address", "regionFrom": "nowhere"}"#,
        #"{"key": "a", "type": "address", "region": "BR", "default": {"zip": "1"}}"#,
    ])
    func badDefinitionsAreErrors(element: String) {
        #expect(throws: FormDefinitionError.self) { try FormGroup(definitionJSON: #"{"elements": [\#(element)]}"#) }
    }
}
