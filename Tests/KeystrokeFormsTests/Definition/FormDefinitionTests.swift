import Testing
import KeystrokeForms

@Suite struct FormDefinitionTests {
    static let booking = #"""
        {
          "title": "New Booking",
          "language": "it",
          "messages": {"required": "Obbligatorio: {title}."},
          "elements": [
            {"key": "intro", "type": "staticText", "text": "Welcome"},
            {"key": "booking_title", "type": "text", "prompt": "Title", "title": "Titolo",
             "validation": {"type": "notEmpty"}},
            {"key": "notes", "type": "textView", "prompt": "Notes", "validation": {"type": "maxLength", "value": 20}},
            {"key": "guests", "type": "text", "default": 2,
             "validation": [{"type": "minValue", "value": 1}, {"type": "maxValue", "value": 8, "message": "At most 8."}]},
            {"key": "station", "type": "choice", "prompt": "Select a station",
             "choices": ["London King's Cross", "York", {"id": "EDB", "name": "Edinburgh Waverley"}], "default": "York"},
            {"key": "newsletter", "type": "checkbox", "default": false,
             "actions": [{"type": "visibility", "targets": ["contact"]}]},
            {"key": "contact", "type": "checkboxGroup", "isRadio": true,
             "elements": [{"key": "email", "type": "checkbox"}, {"key": "sms", "type": "checkbox"}]},
            {"key": "address", "type": "group", "elements": [
              {"key": "city", "type": "text", "requiredWhen": "newsletter"}
            ]},
            {"key": "birthDate", "type": "date", "showPattern": "dd/MM/yyyy", "outputPattern": "yyyy-MM-dd",
             "min": "1900-01-01", "mandatory": false},
            {"key": "password", "type": "passwordConfirmation",
             "password": {"key": "password", "mandatory": true, "validation": {"type": "minLength", "value": 6}},
             "confirmation": {"key": "confirmation", "mandatory": true}},
            {"type": "separator"},
            {"key": "save", "type": "button", "title": "Save"}
          ]
        }
        """#

    @Test func buildsEveryElementType() throws {
        let form = try FormGroup(definitionJSON: Self.booking)
        #expect(form.title == "New Booking")
        #expect(form.language == .italian)
        #expect(form.elements.count == 12)
        #expect(form.element(at: "contact")?.isHidden == true)  // the action applied at load
        #expect((form.element(at: "station") as? Choice)?.displayText == "York")
        #expect((form.element(at: "guests") as? TextInput)?.text == "2")

        let all = form.validateAll()
        #expect(all.errors.map(\.path) == ["booking_title", "password.password", "password.confirmation"])
        #expect(all.errors.first?.message == "Obbligatorio: Titolo.")
    }

    @Test func answersInJSONOutputAsJSON() throws {
        let form = try FormGroup(definitionJSON: Self.booking)
        try form.fill(answersJSON: #"""
            {"booking_title": "Trip", "guests": "3", "station": "EDB", "newsletter": true,
             "contact": {"sms": true}, "address": {"city": "York"}, "birthDate": "1990-05-31",
             "password": "secret1"}
            """#)
        let output = try form.validate()
        #expect(
            output.jsonString
                == #"{"address":{"city":"York"},"birthDate":"1990-05-31","booking_title":"Trip","contact":{"sms":true},"guests":"3","newsletter":true,"notes":"","password":"secret1","station":"EDB"}"#
        )
    }

    @Test func rulesFromTheDefinitionApply() throws {
        let form = try FormGroup(definitionJSON: Self.booking)
        try form.fill(answers: ["booking_title": "Trip", "guests": "9", "password": "secret1"])
        let all = form.validateAll()
        #expect(all.errors.map(\.code) == ["rule.maxValue"])
        #expect(all.errors.first?.message == "At most 8.")
    }

    @Test(arguments: [
        (#"{"elements": [{"key": "a", "type": "text", "colour": "red"}]}"#, "$.elements[0].colour", "unknown key 'colour'"),
        (#"{"elements": [{"key": "a", "type": "slider"}]}"#, "$.elements[0].type", nil),
        (#"{"elements": [{"type": "text"}]}"#, "$.elements[0]", "missing 'key'"),
        (#"{"elements": [{"key": "a", "type": "text", "format": "no-such-format"}]}"#, "$.elements[0].format", nil),
        (#"{"elements": [{"key": "a", "type": "text"}, {"key": "a", "type": "checkbox"}]}"#, "$.elements[1]", "duplicate key 'a'"),
        (#"{"elements": [{"key": "a", "type": "text", "requiredWhen": "nope"}]}"#, "$.elements[0].requiredWhen", "no element at 'nope'"),
        (#"{"elements": [{"key": "a", "type": "text"}, {"key": "b", "type": "text", "requiredWhen": "a"}]}"#, "$.elements[1].requiredWhen", "'a' is not a checkbox"),
        (#"{"elements": [{"key": "a", "type": "checkbox", "actions": [{"type": "blink", "targets": []}]}]}"#, "$.elements[0].actions[0].type", nil),
        (#"{"elements": [{"key": "a", "type": "checkbox", "actions": [{"type": "editing", "targets": ["a"]}]}]}"#, "$.elements[0].actions[0].targets[0]", "a checkbox cannot act on itself"),
        (#"{"elements": [{"key": "a", "type": "text", "validation": {"type": "minLength", "value": -1}}]}"#, "$.elements[0].validation.value", nil),
        (#"{"elements": [{"key": "a", "type": "text", "validation": [{"type": "or", "rules": [{"type": "x"}]}]}]}"#, "$.elements[0].validation[0].rules[0].type", nil),
        (#"{"elements": [{"key": "a", "type": "choice", "choices": ["x", "x"]}]}"#, "$.elements[0].choices[1]", "duplicate choice id 'x'"),
        (#"{"elements": [{"key": "a", "type": "choice", "choices": ["x"], "default": "y"}]}"#, "$.elements[0].default", "no item with id 'y' in 'a'"),
        (#"{"elements": [{"key": "a", "type": "date", "showPattern": "dd/MM/yy"}]}"#, "$.elements[0].showPattern", nil),
        (#"{"elements": [{"key": "a", "type": "date", "min": "01/01/1900"}]}"#, "$.elements[0].min", nil),
        (#"{"elements": [{"key": "g", "type": "checkboxGroup", "elements": [{"key": "t", "type": "text"}]}]}"#, "$.elements[0].elements[0]", "a checkbox group holds only checkboxes"),
        (#"{"elements": [{"key": "a", "type": "text", "dependencies": [{"type": "like", "target": "b"}]}]}"#, "$.elements[0].dependencies[0].type", nil),
        (#"{"language": "fr", "elements": []}"#, "$.language", nil),
        (#"{"elements": {}}"#, "$.elements", "expected an array, got object"),
        (#"{"title": "x"}"#, "$", "missing 'elements'"),
        (#"{"elemnts": []}"#, "$.elemnts", "unknown key 'elemnts'; did you mean 'elements'?"),
        (#"{"elements": [{"kye": "a", "type": "text"}]}"#, "$.elements[0].kye", "unknown key 'kye'; did you mean 'key'?"),
        (#"{"elements": [{"key": "a", "type": "text", "fromat": "cpf"}]}"#, "$.elements[0].fromat", "unknown key 'fromat'; did you mean 'format'?"),
        (#"{"elements": é}"#, "$.elements", "unexpected character '\\xC3' at line 1, column 14"),
        (#"[]"#, "$", "expected an object, got array"),
    ] as [(String, String, String?)])
    func malformedDefinitionsFailWithTheirPath(json: String, path: String, message: String?) {
        #expect {
            try FormGroup(definitionJSON: json)
        } throws: { error in
            guard let error = error as? FormDefinitionError else { return false }
            return error.path == path && (message == nil || error.message == message)
        }
    }

    @Test func aLeadingByteOrderMarkIsSkipped() throws {
        let form = try FormGroup(definitionJSON: "\u{FEFF}" + #"{"elements": [{"key": "a", "type": "text"}]}"#)
        try form.fill(answersJSON: "\u{FEFF}" + #"{"a": "x"}"#)
        #expect(form.validateAll().output.jsonString == #"{"a":"x"}"#)
    }

    @Test func answersOfTheWrongKindFailWithTheirElementsPath() {
        // Each element's path is made as the answers are filled: plain keys, Unicode keys, odd keys.
        let form = FormGroup(name: "form", elements: [
            FormGroup(name: "endereço", elements: [
                TextInput(name: "cep", format: TestFormat.nonEmpty),
                TextInput(name: "rua e número", format: TestFormat.nonEmpty),
                FormGroup(name: "my_group-2", elements: [TextInput(name: "x", format: TestFormat.nonEmpty)]),
            ]),
        ])
        let cases: [(FormOutput, String)] = [
            (["endereço": ["cep": true]], "$.endereço.cep"),
            (["endereço": ["rua e número": true]], #"$.endereço["rua e número"]"#),
            (["endereço": ["my_group-2": ["x": false]]], "$.endereço.my_group-2.x"),
        ]
        for (answers, path) in cases {
            #expect(throws: FormDefinitionError(path: path, message: "expected a string, got boolean")) {
                try form.fill(answers: answers)
            }
        }
    }

    @Test func unknownAnswersFailWithTheirPath() throws {
        let form = try FormGroup(definitionJSON: Self.booking)
        #expect(throws: FormDefinitionError(path: "$.address.street", message: "no element named 'street' in 'address'")) {
            try form.fill(answersJSON: #"{"address": {"street": "x"}}"#)
        }
        #expect(throws: FormDefinitionError(path: "$.save", message: "no element named 'save' in 'form'")) {
            try form.fill(answersJSON: #"{"save": true}"#)
        }
        #expect(throws: FormDefinitionError(path: "$.newsletter", message: "expected a boolean, got string")) {
            try form.fill(answersJSON: #"{"newsletter": "yes"}"#)
        }
    }

    @Test func orRulesAndDependenciesLoad() throws {
        let form = try FormGroup(definitionJSON: #"""
            {"elements": [
              {"key": "email", "type": "text", "title": "E-mail"},
              {"key": "confirm", "type": "text", "dependencies": [{"type": "equal", "target": "email"}]},
              {"key": "code", "type": "text", "validation": {"type": "or", "message": "Two or six characters.",
                "rules": [{"type": "and", "rules": [{"type": "minLength", "value": 2}, {"type": "maxLength", "value": 2}]},
                          {"type": "and", "rules": [{"type": "minLength", "value": 6}, {"type": "maxLength", "value": 6}]}]}}
            ]}
            """#)
        try form.fill(answers: ["email": "a@b.c", "confirm": "a@b.d", "code": "abc"])
        let all = form.validateAll()
        #expect(all.errors.map(\.code) == ["dependency.unmatched", "rule.any"])
        #expect(all.errors.map(\.message) == ["The value does not match E-mail.", "Two or six characters."])
        try form.fill(answers: ["confirm": "a@b.c", "code": "abcdef"])
        #expect(form.validateAll().isValid)
    }

    /// TheDistanceForms' booking title: a `NotEmpty` validation with its own message.
    @Test func notEmptyMessagesBecomeTheRequiredMessage() throws {
        let form = try FormGroup(definitionJSON: #"""
            {"elements": [{"key": "booking_title", "type": "text", "prompt": "Title",
              "validation": {"type": "notEmpty", "message": "Please enter a title for your booking."}},
             {"key": "code", "type": "text", "validation": {"type": "and", "message": "Two to four characters.",
              "rules": [{"type": "notEmpty"}, {"type": "minLength", "value": 2}, {"type": "maxLength", "value": 4}]}}]}
            """#)
        try form.fill(answers: ["code": "abcde"])
        let all = form.validateAll()
        #expect(all.errors.map(\.message) == ["Please enter a title for your booking.", "Two to four characters."])
        #expect(all.errors.map(\.code) == ["required", "rule.maxLength"])
    }

    /// The definition shown in the README.
    @Test func readmeExampleLoadsAndValidates() throws {
        let form = try FormGroup(definitionJSON: #"""
            {
              "title": "Sign up", "language": "pt-BR",
              "elements": [
                {"key": "name", "type": "text", "prompt": "Nome", "format": "name",
                 "validation": {"type": "notEmpty", "message": "Informe seu nome."}},
                {"key": "birthDate", "type": "date", "showPattern": "dd/MM/yyyy", "outputPattern": "yyyy-MM-dd", "minimumAge": 18},
                {"key": "company", "type": "checkbox", "actions": [{"type": "visibility", "targets": ["cnpj"]}]},
                {"key": "cnpj", "type": "text", "format": "cnpj", "requiredWhen": "company"},
                {"key": "plan", "type": "choice", "choices": [{"id": "basic", "name": "Básico"}, "pro"], "default": "basic"},
                {"key": "address", "type": "group", "elements": [{"key": "cep", "type": "text", "format": "cep"}]},
                {"key": "notification", "type": "checkboxGroup", "saveUnselectedValues": true,
                 "elements": [{"key": "email", "type": "checkbox"}, {"key": "sms", "type": "checkbox"}]},
                {"key": "code", "type": "text", "validation": {"type": "or", "rules": [
                  {"type": "format", "format": "phone-br"}, {"type": "format", "format": "email"}]}}
              ]
            }
            """#)
        #expect(form.validateAll().errors.map(\.message).first == "Informe seu nome.")
        try form.fill(answersJSON: #"""
            {"name": "Ana Maria", "birthDate": "1990-05-31", "company": true, "cnpj": "11222333000181",
             "address": {"cep": "80010000"}, "notification": {"email": true}, "code": "ana@example.com"}
            """#)
        #expect(
            try form.validate().jsonString
                == #"{"address":{"cep":"80010000"},"birthDate":"1990-05-31","cnpj":"11222333000181","code":"ana@example.com","company":true,"name":"Ana Maria","notification":{"email":true,"sms":false},"plan":"basic"}"#
        )
        try form.fill(answers: ["code": "41999998888"])
        #expect(try form.validate()["code"] == "41999998888")
    }

    /// Free-form numbers load from a definition; answers are stored values or the field's text.
    @Test func numberFormatsLoadAndValidate() throws {
        let form = try FormGroup(definitionJSON: #"""
            {
              "title": "Order", "language": "pt-BR",
              "elements": [
                {"key": "quantity", "type": "text", "format": "number:de-DE:fraction=2:min=-1000:max=1000"},
                {"key": "discount", "type": "text", "format": "percent:fr-FR"},
                {"key": "price", "type": "text", "format": "amount:pt-BR:BRL"}
              ]
            }
            """#)
        try form.fill(answers: ["quantity": "-12,5", "discount": "12.5", "price": "1234.5"])
        #expect(try form.validate().jsonString == #"{"discount":"12.5","price":"1234.50","quantity":"-12.5"}"#)
        try form.fill(answers: ["quantity": "1.000"])
        #expect(try form.validate()["quantity"] == "1000")
        #expect(throws: FormDefinitionError.self) {
            try FormGroup(definitionJSON: #"{"elements": [{"key": "q", "type": "text", "format": "number:de-DE:fraction=x"}]}"#)
        }
    }
}
