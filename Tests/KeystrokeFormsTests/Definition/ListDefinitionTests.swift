import KeystrokeForms
import Testing

/// `"type": "list"` in JSON definitions: items of one field or of a group, counts, references
/// inside an item, answers from arrays.
@Suite struct ListDefinitionTests {
    static let household = #"""
        {"elements": [
          {"key": "phones", "type": "list", "title": "Phones", "item": {"type": "text", "format": "phone:BR"},
           "minItems": 1, "maxItems": 3},
          {"key": "dependants", "type": "list", "item": {"type": "group", "elements": [
            {"key": "cpf", "type": "text", "format": "cpf"},
            {"key": "student", "type": "checkbox",
             "actions": [{"type": "visibility", "targets": ["school"]}]},
            {"key": "school", "type": "text", "requiredWhen": "student"},
            {"key": "phones", "type": "list", "item": {"type": "text", "format": "phone:BR"}, "maxItems": 2}
          ]}}
        ]}
        """#

    @Test func aListOfFieldsOutputsAnArray() throws {
        let form = try FormGroup(definitionJSON: Self.household)
        try form.fill(answersJSON: #"{"phones": ["+55 41 99999-8888", "(21) 98888-7777"]}"#)
        #expect(try form.validate().jsonString == #"{"dependants":[],"phones":["+5541999998888","+5521988887777"]}"#)
    }

    @Test func aListOfGroupsOutputsAnArrayOfObjects() throws {
        let form = try FormGroup(definitionJSON: Self.household)
        try form.fill(answersJSON: #"""
            {"phones": ["41999998888"], "dependants": [
              {"cpf": "529.982.247-25", "student": true, "school": "Colégio Estadual", "phones": ["21988887777"]},
              {"cpf": "11144477735"}
            ]}
            """#)
        #expect(
            try form.validate().jsonString
                == #"{"dependants":[{"cpf":"52998224725","phones":["+5521988887777"],"school":"Colégio Estadual","student":true},{"cpf":"11144477735","phones":[],"student":false}],"phones":["+5541999998888"]}"#
        )
    }

    @Test func errorsCarryIndexPaths() throws {
        let form = try FormGroup(definitionJSON: Self.household)
        try form.fill(answersJSON: #"""
            {"phones": ["41999998888", "123"], "dependants": [
              {"cpf": "52998224725", "student": false},
              {"cpf": "52998224700", "student": true, "phones": ["41999998888", "41999998888", "41999998888"]}
            ]}
            """#)
        let all = form.validateAll()
        #expect(all.errors.map(\.path) == [
            "phones[1]", "dependants[1].cpf", "dependants[1].school", "dependants[1].phones",
        ])
        #expect(all.errors.map(\.code) == ["phone.tooShort", "cpf.checkDigit", "required", "list.tooMany"])
    }

    @Test func referencesInsideAnItemNameTheSameItem() throws {
        let form = try FormGroup(definitionJSON: Self.household)
        try form.fill(answersJSON: #"{"phones": ["41999998888"], "dependants": [{"student": true}, {"student": false}]}"#)
        // Each school follows its own dependant's checkbox.
        #expect(form.element(at: "dependants[0].school")?.isHidden == false)
        #expect(form.element(at: "dependants[1].school")?.isHidden == true)
        let list = try #require(form.element(at: "dependants") as? RepeatingGroup)
        let added = try #require(list.addItem() as? FormGroup)
        let student = try #require(added.element(at: "student") as? Checkbox)
        #expect(added.element(at: "school")?.isHidden == true)
        student.isSelected = true
        #expect(added.element(at: "school")?.isHidden == false)
        #expect(form.element(at: "dependants[0].school")?.isHidden == false)
        #expect(form.validateAll().errors.map(\.path) == [
            "dependants[0].cpf", "dependants[0].school", "dependants[1].cpf", "dependants[2].cpf", "dependants[2].school",
        ])
    }

    @Test func minItemsStartsThatManyItems() throws {
        let form = try FormGroup(definitionJSON: Self.household)
        #expect((form.element(at: "phones") as? RepeatingGroup)?.count == 1)
        #expect(form.validateAll().errors.map(\.description) == ["phones[0]: required: This field is required."])
        try form.fill(answersJSON: #"{"phones": []}"#)
        #expect(form.validateAll().errors.map(\.description) == ["phones: list.tooFew: Add at least 1; there are 0."])
    }

    @Test func theListTitleAndMessagesReachItsItems() throws {
        let form = try FormGroup(definitionJSON: #"""
            {"language": "pt-BR", "elements": [{"key": "phones", "type": "list", "title": "Telefones", "minItems": 2,
             "messages": {"list.tooFew": "{title}: pelo menos {min}."},
             "item": {"type": "text", "format": "phone:BR", "messages": {"required": "Informe {title}."}}}]}
            """#)
        #expect(form.validateAll().errors.map(\.message) == ["Informe Telefones.", "Informe Telefones."])
        try form.fill(answersJSON: #"{"phones": ["41999998888"]}"#)
        #expect(form.validateAll().errors.map(\.message) == ["Telefones: pelo menos 2."])
    }

    @Test func outputReadsBackAsAnswers() throws {
        let answers = #"{"dependants":[{"cpf":"52998224725","phones":["+5541999998888"],"school":"Colégio","student":true}],"phones":["+5521988887777","+5511977776666"]}"#
        let form = try FormGroup(definitionJSON: Self.household)
        try form.fill(answersJSON: answers)
        let output = try form.validate()
        #expect(output.jsonString == answers)
        let again = try FormGroup(definitionJSON: Self.household)
        try again.fill(answersJSON: output.jsonString)
        #expect(try again.validate() == output)
    }

    @Test(arguments: [
        (#"{"key": "l", "type": "list"}"#, "$.elements[0]: missing 'item'"),
        (#"{"key": "l", "type": "list", "itme": {"type": "text"}}"#, "$.elements[0].itme: unknown key 'itme'; did you mean 'item'?"),
        (#"{"key": "l", "type": "list", "item": "text"}"#, "$.elements[0].item: expected an element object, got string"),
        (#"{"key": "l", "type": "list", "item": {"type": "text", "key": "x"}}"#, "$.elements[0].item.key: a list item has no key: its index names it"),
        (#"{"key": "l", "type": "list", "item": {"type": "text", "format": "cfp"}}"#, "$.elements[0].item.format: "),
        (#"{"key": "l", "type": "list", "item": {"type": "separator"}}"#, "$.elements[0].item.type: a list item holds a value, 'separator' has none"),
        (#"{"key": "l", "type": "list", "item": {"type": "text"}, "minItems": -1}"#, "$.elements[0].minItems: expected a non-negative whole number"),
        (#"{"key": "l", "type": "list", "item": {"type": "text"}, "minItems": "1"}"#, "$.elements[0].minItems: expected a number, got string"),
        (#"{"key": "l", "type": "list", "item": {"type": "text"}, "minItems": 3, "maxItems": 2}"#, "$.elements[0].maxItems: maxItems (2) is below minItems (3)"),
        (#"{"key": "l", "type": "list", "item": {"type": "text", "requiredWhen": "terms"}}, {"key": "terms", "type": "checkbox"}"#,
         "$.elements[0].item.requiredWhen: no element at 'terms' in the list item"),
        (#"{"key": "l", "type": "list", "minItems": 1, "item": {"type": "group", "elements": [{"key": "a", "type": "checkbox"}]}}, {"key": "b", "type": "text", "requiredWhen": "l[0].a"}"#,
         "$.elements[1].requiredWhen: 'l[0].a' names a list item"),
        (#"{"key": "l", "type": "list", "item": {"type": "group", "elements": [{"key": "a", "type": "checkbox"}]}}, {"key": "b", "type": "text", "requiredWhen": "l.a"}"#,
         "$.elements[1].requiredWhen: no element at 'l.a'"),
    ])
    func aBadListDefinitionNamesItsPath(elements: String, expected: String) {
        #expect {
            _ = try FormGroup(definitionJSON: #"{"elements": [\#(elements)]}"#)
        } throws: { error in
            (error as? FormDefinitionError)?.description.hasPrefix(expected) == true
        }
    }

    @Test(arguments: [
        (#"{"phones": "41999998888"}"#, "$.phones: expected an array, got string"),
        (#"{"phones": [41999998888, ["x"]]}"#, "$.phones[1]: expected a string, got array"),
        (#"{"dependants": [{"phones": [true]}]}"#, "$.dependants[0].phones[0]: expected a string, got boolean"),
        (#"{"dependants": [null]}"#, "$.dependants[0]: expected an object, got null"),
    ])
    func aBadAnswerNamesItsPath(answers: String, expected: String) throws {
        let form = try FormGroup(definitionJSON: Self.household)
        #expect {
            try form.fill(answersJSON: answers)
        } throws: { error in
            (error as? FormDefinitionError)?.description == expected
        }
    }
}
