import Keystroke
import KeystrokeForms
import Synchronization
import Testing

/// Lists built in Swift: arrays out, index paths, counts, add/remove/move, answers.
@Suite struct RepeatingGroupTests {
    static func phones(minItems: Int = 0, maxItems: Int? = nil) -> RepeatingGroup {
        RepeatingGroup(name: "phones", title: "Phones", minItems: minItems, maxItems: maxItems) {
            TextInput(name: "phone", format: Format.brazilianPhone)
        }
    }

    /// A dependant: a CPF, and a school that is required while the same dependant is a student.
    static func dependants(minItems: Int = 0) -> RepeatingGroup {
        RepeatingGroup(name: "dependants", minItems: minItems) {
            let student = Checkbox(name: "student")
            let school = TextInput(name: "school", format: Format.optional)
            school.requiredWhen = student
            return FormGroup(name: "dependant", elements: [TextInput(name: "cpf", format: Format.cpf), student, school])
        }
    }

    static func text(_ list: RepeatingGroup, _ index: Int) -> TextInput? { list.item(at: index) as? TextInput }

    @Test func itemsOutputAsAnArray() throws {
        let phones = Self.phones()
        phones.addItem()
        phones.addItem()
        Self.text(phones, 0)?.setText("41999998888")
        Self.text(phones, 1)?.setText("(21) 98888-7777")
        let form = FormGroup(name: "form", elements: [phones])
        #expect(try form.validate().jsonString == #"{"phones":["41999998888","21988887777"]}"#)
        #expect(phones.currentValue == .array([.string("41999998888"), .string("21988887777")]))
    }

    @Test func groupItemsOutputAsAnArrayOfObjects() throws {
        let dependants = Self.dependants()
        let item = try #require(dependants.addItem() as? FormGroup)
        (item.element(at: "cpf") as? TextInput)?.setText("52998224725")
        let form = FormGroup(name: "form", elements: [dependants])
        #expect(try form.validate() == .object(["dependants": .array([.object(["cpf": "52998224725", "student": false, "school": ""])])]))
    }

    @Test func anEmptyListOutputsAnEmptyArray() throws {
        let form = FormGroup(name: "form", elements: [Self.phones()])
        #expect(try form.validate().jsonString == #"{"phones":[]}"#)
    }

    @Test func itemErrorsCarryTheirIndex() throws {
        let phones = Self.phones()
        let dependants = Self.dependants()
        let form = FormGroup(name: "form", elements: [phones, FormGroup(name: "family", elements: [dependants])])
        try form.fill(answers: [
            "phones": ["41999998888", "4199"],
            "family": ["dependants": [["cpf": "52998224725"], ["cpf": "11111111111"]]],
        ])
        let all = form.validateAll()
        #expect(all.errors.map(\.path) == ["phones[1]", "family.dependants[1].cpf"])
        #expect(all.errors.map(\.code) == ["phone.length", "cpf.repeatedDigits"])
        // A list with an invalid item has no output: one item left out would shift the indices.
        #expect(all.output == .object(["family": .object([:])]))
        #expect(all.error(at: "phones[1]")?.element === phones.item(at: 1))
        #expect(form.element(at: "family.dependants[1].cpf") === all.errors.last?.element)
    }

    @Test(arguments: [
        (0, "list.tooFew", "Add at least 1; there are 0."),
        (4, "list.tooMany", "Keep at most 3; there are 4."),
    ])
    func aCountOutsideTheBoundsIsAnErrorAtTheList(count: Int, code: String, message: String) throws {
        let phones = Self.phones(minItems: 1, maxItems: 3)
        try phones.fill(with: .array(Array(repeating: "41999998888", count: count)), at: "$.phones")
        let form = FormGroup(name: "form", elements: [phones])
        let all = form.validateAll()
        #expect(all.errors.map(\.path) == ["phones"])
        #expect(all.errors.map(\.code) == [code])
        #expect(all.errors.map(\.message) == [message])
        #expect(phones.validationState == .error(message))
        #expect(all.output == .object([:]))
    }

    @Test(arguments: [
        (Language.english, "Add at least 2; there are 1.", "Keep at most 2; there are 3."),
        (.italian, "Ne servono almeno 2; ce ne sono 1.", "Se ne accettano al massimo 2; ce ne sono 3."),
        (.brazilianPortuguese, "Adicione pelo menos 2; há 1.", "São aceitos no máximo 2; há 3."),
    ])
    func countMessagesInEveryLanguage(language: Language, tooFew: String, tooMany: String) throws {
        let phones = Self.phones(minItems: 2, maxItems: 2)
        let form = FormGroup(name: "form", elements: [phones])
        form.language = language
        try form.fill(answers: ["phones": ["41999998888"]])
        #expect(form.validateAll().errors.map(\.message) == [tooFew])
        try form.fill(answers: ["phones": ["41999998888", "41999998888", "41999998888"]])
        #expect(form.validateAll().errors.map(\.message) == [tooMany])
    }

    @Test func theListsMessagesOverrideItsCountAndItsItems() throws {
        let phones = Self.phones(minItems: 2)
        phones.messageOverrides = ["list.tooFew": "At least {min} phones, please.", "required": "Which phone?"]
        let form = FormGroup(name: "form", elements: [phones])
        #expect(form.validateAll().errors.map(\.message) == ["Which phone?", "Which phone?"])
        phones.removeItem(at: 1)
        Self.text(phones, 0)?.setText("41999998888")
        #expect(form.validateAll().errors.map(\.message) == ["At least 2 phones, please."])
    }

    @Test func aNewListHoldsMinItemsEmptyItems() {
        let phones = Self.phones(minItems: 2, maxItems: 3)
        #expect(phones.count == 2)
        #expect(phones.items.allSatisfy { ($0 as? TextInput)?.text == "" })
        let all = FormGroup(name: "form", elements: [phones]).validateAll()
        #expect(all.errors.map(\.path) == ["phones[0]", "phones[1]"])
        #expect(all.errors.map(\.code) == ["required", "required"])
    }

    @Test func addRemoveAndMove() throws {
        let phones = Self.phones(maxItems: 3)
        for number in ["41999998888", "21988887777", "11977776666"] {
            (phones.addItem() as? TextInput)?.setText(number)
        }
        #expect(!phones.canAddItem)
        #expect(phones.canRemoveItem)
        let values = { phones.items.compactMap { ($0 as? TextInput)?.currentValue.stringValue } }
        phones.moveItem(from: 0, to: 2)
        #expect(values() == ["21988887777", "11977776666", "41999998888"])
        phones.moveItem(from: 2, to: 0)
        #expect(values() == ["41999998888", "21988887777", "11977776666"])
        let removed = phones.removeItem(at: 1)
        #expect((removed as? TextInput)?.text == "(21) 98888-7777")
        #expect(values() == ["41999998888", "11977776666"])
        (phones.insertItem(at: 0) as? TextInput)?.setText("31966665555")
        #expect(values() == ["31966665555", "41999998888", "11977776666"])
        #expect(try FormGroup(name: "f", elements: [phones]).validate().jsonString == #"{"phones":["31966665555","41999998888","11977776666"]}"#)
        phones.removeAllItems()
        #expect(phones.count == 0)
        #expect(!phones.canRemoveItem)
    }

    @Test func observersHearEveryChangeOfTheItems() {
        let phones = Self.phones()
        let changes = Mutex<[[ObjectIdentifier]]>([])
        phones.itemsValue.addObserver { identities in changes.withLock { $0.append(identities) } }
        let first = phones.addItem()
        let second = phones.addItem()
        phones.moveItem(from: 1, to: 0)
        phones.moveItem(from: 0, to: 0)  // no change, no notification
        phones.removeItem(at: 0)
        #expect(changes.withLock { $0 } == [
            [ObjectIdentifier(first)], [ObjectIdentifier(first), ObjectIdentifier(second)],
            [ObjectIdentifier(second), ObjectIdentifier(first)], [ObjectIdentifier(first)],
        ])
    }

    @Test func requiredWhenRefersToTheCheckboxOfTheSameItem() throws {
        let dependants = Self.dependants()
        let form = FormGroup(name: "form", elements: [dependants])
        try form.fill(answers: [
            "dependants": [
                ["cpf": "52998224725", "student": true],
                ["cpf": "52998224725", "student": false],
                ["cpf": "52998224725", "student": true, "school": "Colégio Estadual"],
            ]
        ])
        let all = form.validateAll()
        #expect(all.errors.map(\.path) == ["dependants[0].school"])
        #expect(all.errors.map(\.code) == ["required"])
    }

    @Test("The example in Docs/Forms.md")
    func documentedExample() throws {
        let phones = Self.phones(minItems: 1, maxItems: 3)
        let form = FormGroup(name: "form", elements: [phones, Self.dependants()])
        try form.fill(answersJSON: #"{"phones": ["41999998888"], "dependants": [{"cpf": "52998224700", "student": true}]}"#)
        #expect(form.validateAll().errors.map(\.path) == ["dependants[0].cpf", "dependants[0].school"])
        let first = phones.item(at: 0)
        phones.addItem()
        phones.moveItem(from: 1, to: 0)
        phones.removeItem(at: 0)
        #expect(phones.items.map(ObjectIdentifier.init) == [first].compactMap { $0.map(ObjectIdentifier.init) })
    }

    @Test func checkboxActionsActOnTheSameItem() throws {
        let list = RepeatingGroup(name: "owners") {
            let company = Checkbox(name: "company")
            let cnpj = TextInput(name: "cnpj", format: Format.cnpj)
            company.actions = [.visibility([cnpj])]
            return FormGroup(name: "owner", elements: [company, cnpj])
        }
        let form = FormGroup(name: "form", elements: [list])
        try form.fill(answers: ["owners": [["company": true, "cnpj": "11222333000181"], ["company": false]]])
        #expect(form.element(at: "owners[0].cnpj")?.isHidden == false)
        #expect(form.element(at: "owners[1].cnpj")?.isHidden == true)
        #expect(
            try form.validate()
                == .object(["owners": .array([.object(["company": true, "cnpj": "11222333000181"]), .object(["company": false])])]))
    }

    @Test func elementPathsReachItemsOnlyByIndex() {
        let dependants = Self.dependants(minItems: 2)
        let form = FormGroup(name: "form", elements: [dependants])
        #expect(form.element(at: "dependants") === dependants)
        #expect(form.element(at: "dependants[1]") === dependants.item(at: 1))
        #expect(form.element(at: "dependants[1].cpf") != nil)
        #expect(form.element(at: "dependants.cpf") == nil)
        #expect(form.element(at: "dependants[2]") == nil)
        #expect(form.element(at: "dependants[0][0]") == nil)
    }

    @Test func focusMovesThroughTheItems() throws {
        let phones = Self.phones(minItems: 2)
        let form = FormGroup(name: "form", elements: [phones])
        #expect(form.focusableElements.map(ObjectIdentifier.init) == phones.items.map(ObjectIdentifier.init))
        let first = try #require(phones.item(at: 0))
        #expect(form.nextFocusable(after: first) === phones.item(at: 1))
    }

    @Test func hiddenListIsNeitherValidatedNorOutput() throws {
        let phones = Self.phones(minItems: 1)
        phones.isHidden = true
        #expect(try FormGroup(name: "f", elements: [phones]).validate() == .object([:]))
    }

    @Test func clearLeavesMinItemsEmptyItems() {
        let phones = Self.phones(minItems: 1)
        phones.addItem()
        Self.text(phones, 0)?.setText("41999998888")
        let before = phones.item(at: 0)
        phones.clear()
        #expect(phones.count == 1)
        #expect(phones.item(at: 0) !== before)
        #expect(Self.text(phones, 0)?.text == "")
    }

    // MARK: - Answers

    @Test func answersAreKeptAsSent() throws {
        let phones = Self.phones(maxItems: 1)
        let form = FormGroup(name: "form", elements: [phones])
        // Over-long and too many: both validated as sent, never trimmed or cut.
        try form.fill(answersJSON: #"{"phones": ["419999988881234", "41999998888"]}"#)
        #expect(phones.count == 2)
        let all = form.validateAll()
        #expect(all.errors.map(\.path) == ["phones", "phones[0]"])
        #expect(all.errors.map(\.code) == ["list.tooMany", "phone.length"])
    }

    @Test func answersReplaceTheItems() throws {
        let phones = Self.phones(minItems: 1)
        let form = FormGroup(name: "form", elements: [phones])
        try form.fill(answers: ["phones": ["41999998888", "21988887777"]])
        #expect(phones.count == 2)
        try form.fill(answers: ["phones": ["11977776666"]])
        #expect(try form.validate() == .object(["phones": ["11977776666"]]))
        try form.fill(answers: ["phones": nil])
        #expect(phones.count == 0)
    }

    @Test(arguments: [
        (#"{"phones": "41999998888"}"#, "$.phones: expected an array, got string"),
        (#"{"phones": {"0": "41999998888"}}"#, "$.phones: expected an array, got object"),
        (#"{"phones": ["41999998888", true]}"#, "$.phones[1]: expected a string, got boolean"),
        (#"{"dependants": [{"cpf": "52998224725"}, {"cpff": "1"}]}"#, "$.dependants[1].cpff: no element named 'cpff' in 'dependant'"),
        (#"{"dependants": [["52998224725"]]}"#, "$.dependants[0]: expected an object, got array"),
        (#"{"dependants": [{"student": "yes"}]}"#, "$.dependants[0].student: expected a boolean, got string"),
    ])
    func aBadAnswerIsATypedErrorWithItsPath(answers: String, expected: String) throws {
        let phones = Self.phones()
        phones.addItem()
        let form = FormGroup(name: "form", elements: [phones, Self.dependants()])
        #expect {
            try form.fill(answersJSON: answers)
        } throws: { error in
            (error as? FormDefinitionError)?.description == expected
        }
        // The list is left as it was.
        #expect(phones.count == 1)
    }

    @Test func tooManyAnswersAreRefusedBeforeAnyItemIsMade() throws {
        let phones = Self.phones()
        let answers = FormOutput.array(Array(repeating: "1", count: RepeatingGroup.maximumAnswerCount + 1))
        #expect(throws: FormDefinitionError.self) { try phones.fill(with: answers, at: "$.phones") }
        #expect(phones.count == 0)
    }

    @Test func outputFillsBackToTheSameOutput() throws {
        let form = FormGroup(name: "form", elements: [Self.phones(), Self.dependants()])
        let answers = #"{"dependants":[{"cpf":"52998224725","school":"Colégio","student":true},{"cpf":"11144477735","school":"","student":false}],"phones":["41999998888","21988887777"]}"#
        try form.fill(answersJSON: answers)
        let output = try form.validate()
        #expect(output.jsonString == answers)
        let copy = FormGroup(name: "form", elements: [Self.phones(), Self.dependants()])
        try copy.fill(answers: output)
        #expect(try copy.validate() == output)
    }

    // MARK: - Asynchronous rules

    @Test func anAsynchronousFailureInAnItemLeavesTheListOut() async throws {
        let phones = RepeatingGroup(name: "phones") {
            let phone = TextInput(name: "phone", format: Format.brazilianPhone)
            phone.asyncRules = [AsyncRule { value in value.hasPrefix("41") ? .valid : .invalid(message: "Not ours.") }]
            return phone
        }
        let city = TextInput(name: "city", format: Format.nonEmpty, text: "Curitiba")
        let form = FormGroup(name: "form", elements: [city, phones])
        try form.fill(answers: ["phones": ["41999998888", "21988887777"]])
        let result = await form.validateAllAsync()
        #expect(result.errors.map(\.path) == ["phones[1]"])
        #expect(result.errors.map(\.message) == ["Not ours."])
        #expect(result.output == .object(["city": "Curitiba"]))
    }
}
