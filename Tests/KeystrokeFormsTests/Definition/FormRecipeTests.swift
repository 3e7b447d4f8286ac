@testable import KeystrokeForms
import Testing

/// A definition is read once into a recipe, and every form made from it is a new form: its own
/// elements, its references resolved among its own elements, nothing carried over from another.
@Suite struct FormRecipeTests {
    static let definition = #"""
        {"title": "Sign up", "language": "pt-BR", "elements": [
          {"key": "company", "type": "checkbox", "actions": [{"type": "visibility", "targets": ["cnpj"]}]},
          {"key": "cnpj", "type": "text", "format": "cnpj", "hidden": true},
          {"key": "newsletter", "type": "checkbox"},
          {"key": "city", "type": "text", "requiredWhen": "newsletter", "default": "Curitiba"},
          {"key": "email", "type": "text", "format": "email"},
          {"key": "confirm", "type": "text", "dependencies": [{"type": "equal", "target": "email"}]},
          {"key": "country", "type": "choice", "choices": ["BR", "US"], "default": "BR"},
          {"key": "address", "type": "address", "regionFrom": "country"},
          {"key": "home", "type": "address", "region": "BR", "default": {"postal_code": "80010-000"}},
          {"key": "contact", "type": "checkboxGroup", "elements": [{"key": "sms", "type": "checkbox"}]},
          {"key": "password", "type": "passwordConfirmation",
           "password": {"key": "password"}, "confirmation": {"key": "confirmation"}},
          {"key": "dependants", "type": "list", "item": {"type": "group", "elements": [
            {"key": "student", "type": "checkbox"},
            {"key": "school", "type": "text", "requiredWhen": "student"}
          ]}},
          {"type": "separator"}
        ]}
        """#

    static func recipe() throws -> FormRecipe {
        var reader = FormDefinitionReader()
        return try reader.readForm(try FormOutput(json: definition))
    }

    @Test func everyFormIsNewAndLinkedWithinItself() throws {
        let recipe = try Self.recipe()
        let first = try FormGroup(recipe: recipe)
        let second = try FormGroup(recipe: recipe)
        #expect(first.title == "Sign up" && second.language == .brazilianPortuguese)
        let pristine = second.validateAll()

        // The first form's answers and actions stay in the first form.
        try first.fill(answersJSON: #"{"company":true,"cnpj":"12abc34501de35","newsletter":true,"city":"","email":"a@b.co","confirm":"x@b.co","country":"US","dependants":[{"student":true}]}"#)
        #expect(first.element(at: "cnpj")?.isHidden == false)
        #expect(second.element(at: "cnpj")?.isHidden == true)
        let firstErrors = Set(first.validateAll().errors.map(\.path))
        #expect(firstErrors.isSuperset(of: ["city", "confirm", "dependants[0].school"]), "\(firstErrors)")

        let third = try FormGroup(recipe: recipe)
        for form in [second, third] {
            let result = form.validateAll()
            #expect(result.output == pristine.output)
            #expect(result.errors.map(\.path) == pristine.errors.map(\.path))
            #expect(form.element(at: "city").map { ($0 as? TextInput)?.text } == "Curitiba")
            #expect((form.element(at: "dependants") as? RepeatingGroup)?.count == 0)
        }

        // A checkbox of a later form acts on that form's field, not on the first form's.
        let company = try #require(third.element(at: "company") as? Checkbox)
        company.isSelected = true
        #expect(third.element(at: "cnpj")?.isHidden == false)
        #expect(second.element(at: "cnpj")?.isHidden == true)
        // The address follows its own form's country.
        #expect((third.element(at: "address") as? PostalAddress)?.region == "BR")
        #expect((first.element(at: "address") as? PostalAddress)?.region == "US")
    }

    /// A list item made from the item's recipe is linked within itself.
    @Test func listItemsAreMadeFromTheirRecipe() throws {
        let form = try FormGroup(recipe: try Self.recipe())
        let list = try #require(form.element(at: "dependants") as? RepeatingGroup)
        let one = try #require(list.addItem() as? FormGroup)
        let two = try #require(list.addItem() as? FormGroup)
        try #require(one.element(at: "student") as? Checkbox).isSelected = true
        let errors = form.validateAll().errors.map(\.path)
        #expect(errors.contains("dependants[0].school"))
        #expect(!errors.contains("dependants[1].school"))
        #expect(two.element(at: "school") !== one.element(at: "school"))
    }

    /// A default needs a region the address has when it is read: `regionFrom` has none yet.
    @Test func aDefaultWithRegionFromIsRefused() {
        let definition = #"""
            {"elements": [
              {"key": "country", "type": "choice", "choices": ["BR"]},
              {"key": "a", "type": "address", "regionFrom": "country", "default": {"postal_code": "80010-000"}}
            ]}
            """#
        #expect(throws: FormDefinitionError(path: "$.elements[1].default", message: "a default needs a fixed 'region'")) {
            try FormGroup(definitionJSON: definition)
        }
    }
}
