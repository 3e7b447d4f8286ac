@testable import KeystrokeForms
import Foundation
import KeystrokeTestSupport
import Testing

/// A pooled form, put back after a request, is the form as made: every later request is
/// answered as a new form of the same definition answers it, whatever came before.
@Suite struct FormPoolTests {
    /// Actions of both kinds, dependencies, an address following a choice and one with a
    /// default, a radio group, a password pair, lists of fields and of groups, decorations.
    static let definition = #"""
        {"title": "Sign up", "language": "pt-BR", "elements": [
          {"key": "intro", "type": "staticText", "text": "Welcome"},
          {"key": "company", "type": "checkbox", "actions": [{"type": "visibility", "targets": ["cnpj"]}]},
          {"key": "cnpj", "type": "text", "format": "cnpj", "hidden": true},
          {"key": "invoice", "type": "checkbox", "actions": [{"type": "editing", "targets": ["invoiceEmail"]}]},
          {"key": "invoiceEmail", "type": "text", "format": "email", "default": "billing@example.com"},
          {"key": "newsletter", "type": "checkbox"},
          {"key": "city", "type": "text", "requiredWhen": "newsletter", "default": "Curitiba"},
          {"key": "email", "type": "text", "format": "email"},
          {"key": "confirm", "type": "text", "dependencies": [{"type": "equal", "target": "email"}]},
          {"key": "born", "type": "date", "showPattern": "dd/MM/yyyy", "outputPattern": "yyyy-MM-dd", "minimumAge": 18},
          {"key": "notes", "type": "textView", "validation": {"type": "maxLength", "value": 20}},
          {"key": "country", "type": "choice", "choices": ["BR", "US", "NL"], "default": "BR"},
          {"key": "address", "type": "address", "regionFrom": "country"},
          {"key": "home", "type": "address", "region": "BR", "default": {"postal_code": "80010-000"}},
          {"key": "contact", "type": "checkboxGroup", "elements": [{"key": "sms", "type": "checkbox"}, {"key": "mail", "type": "checkbox"}]},
          {"key": "plan", "type": "checkboxGroup", "isRadio": true, "elements": [{"key": "basic", "type": "checkbox"}, {"key": "pro", "type": "checkbox"}]},
          {"key": "password", "type": "passwordConfirmation",
           "password": {"key": "password"}, "confirmation": {"key": "confirmation"}},
          {"key": "phones", "type": "list", "item": {"type": "text", "format": "phone:BR"}, "minItems": 1, "maxItems": 2},
          {"key": "dependants", "type": "list", "item": {"type": "group", "elements": [
            {"key": "cpf", "type": "text", "format": "cpf"},
            {"key": "student", "type": "checkbox"},
            {"key": "school", "type": "text", "requiredWhen": "student"}
          ]}},
          {"key": "profile", "type": "group", "elements": [
            {"key": "nick", "type": "text", "format": "username"},
            {"key": "pin", "type": "text", "format": "pin4"}
          ]},
          {"type": "separator"}
        ]}
        """#

    /// Answers each key may get, valid and not, of the right kind and not; a key may also be left out.
    static let candidates: [String: [String]] = [
        "company": ["true", "false", #""yes""#],
        "cnpj": [#""11.222.333/0001-81""#, #""11222333000181""#, #""123""#, "7"],
        "invoice": ["true", "false"],
        "invoiceEmail": [#""ana@example.com""#, #""not an e-mail""#, #""""#],
        "newsletter": ["true", "false", "null"],
        "city": [#""Curitiba""#, #""""#, #"" Curitiba""#, #""São Paulo""#],
        "email": [#""a@b.co""#, #""x@b.co""#, #""@""#],
        "confirm": [#""a@b.co""#, #""x@b.co""#],
        "born": [#""31/05/1990""#, #""31/02/1990""#, #""01/01/2020""#, #""1990-05-31""#],
        "notes": [#""short""#, #""far too long for the twenty characters""#, "[]"],
        "country": [#""BR""#, #""US""#, #""NL""#, #""XX""#, "1"],
        "address": [
            #"{"street_address":"Rua XV","city":"Curitiba","country_area":"PR","postal_code":"80010-000"}"#,
            #"{"street_address":"1 Main St","city":"Albany","country_area":"NY","postal_code":"12207"}"#,
            #"{"postal_code":"1234 AB","city":"Amsterdam","street_address":"Dam 1"}"#,
            #"{"postal_code":"99999-999"}"#, #"{"nope":"x"}"#, #""BR""#,
        ],
        "home": [#"{"postal_code":"01310-100","street_address":"Av. Paulista","city":"São Paulo","country_area":"SP"}"#, "{}"],
        "contact": [#"{"sms":true}"#, #"{"sms":false,"mail":true}"#, #"{"fax":true}"#, "{}"],
        "plan": [#"{"basic":true}"#, #"{"basic":true,"pro":true}"#, #"{"pro":true}"#],
        "password": [#""Secret#2024""#, #""short""#],
        "phones": [#"["+55 41 99999-8888"]"#, #"["41999998888","21988887777","11333344444"]"#, "[]", #"["12"]"#, "null", #""41""#],
        "dependants": [
            #"[{"cpf":"123.456.789-09","student":true,"school":"Escola"}]"#,
            #"[{"student":true},{"cpf":"111.111.111-11"}]"#, "[]", #"[{"cpf":"123.456.789-09","pet":"cat"}]"#,
        ],
        "profile": [#"{"nick":"ana_s","pin":"1234"}"#, #"{"pin":"12a4"}"#, "{}", "[]"],
    ]

    /// A complete, valid answer for every key.
    static let valid: [String: String] = [
        "company": "true", "cnpj": #""11.222.333/0001-81""#, "invoice": "true", "invoiceEmail": #""ana@example.com""#,
        "newsletter": "true", "city": #""Curitiba""#, "email": #""a@b.co""#, "confirm": #""a@b.co""#,
        "born": #""31/05/1990""#, "notes": #""short""#, "country": #""BR""#,
        "address": #"{"street_address":"Rua XV","city":"Curitiba","country_area":"PR","postal_code":"80010-000"}"#,
        "home": #"{"postal_code":"01310-100","street_address":"Av. Paulista","city":"São Paulo","country_area":"SP"}"#,
        "contact": #"{"sms":true}"#, "plan": #"{"pro":true}"#, "password": #""Secret#2024""#,
        "phones": #"["41999998888"]"#, "dependants": #"[{"cpf":"123.456.789-09","student":true,"school":"Escola"}]"#,
        "profile": #"{"nick":"ana_s","pin":"1234"}"#,
    ]

    static let languages: [String?] = [nil, "en", "it", "pt-BR,pt;q=0.9", "fr"]

    /// A random answers body: the valid answers with a few changed, or each key left out or
    /// given one of its candidates; sometimes an unknown key, sometimes no JSON at all.
    static func randomBody(using random: inout SeededGenerator) -> String {
        if Int.random(in: 0..<40, using: &random) == 0 { return #"{"email": "# }
        var members: [String] = []
        if Int.random(in: 0..<3, using: &random) == 0 {
            let changed = Set((0..<Int.random(in: 0...2, using: &random)).map { _ in valid.keys.randomElement(using: &random)! })
            for key in valid.keys.sorted() {
                if !changed.contains(key) {
                    members.append("\"\(key)\":\(valid[key]!)")
                } else if Bool.random(using: &random) {
                    members.append("\"\(key)\":\(candidates[key]!.randomElement(using: &random)!)")
                }
            }
            return "{" + members.shuffled(using: &random).joined(separator: ",") + "}"
        }
        for key in candidates.keys.sorted() where Bool.random(using: &random) {
            members.append("\"\(key)\":\(candidates[key]!.randomElement(using: &random)!)")
        }
        if Int.random(in: 0..<15, using: &random) == 0 { members.append(#""unknown":1"#) }
        return "{" + members.shuffled(using: &random).joined(separator: ",") + "}"
    }

    @Test func everyElementOfTheDefinitionCanBeSaved() throws {
        let form = try FormGroup(definitionJSON: Self.definition)
        #expect(form.checkpoint() != nil)
    }

    /// One validator keeps reusing its one form; each reply is the one a new form gives.
    @Test func pooledRepliesAreTheRepliesOfNewForms() async throws {
        let pooled = try FormValidator(definitionJSON: Self.definition)
        let definition = Self.definition
        let fresh = FormValidator { try! FormGroup(definitionJSON: definition) }
        var random = SeededGenerator(seed: 27)
        var statuses: [Int: Int] = [:]
        for round in 0..<400 {
            let body = Array(Self.randomBody(using: &random).utf8)
            let language = Self.languages.randomElement(using: &random)!
            let expected = await fresh.validate(body: body, acceptLanguage: language)
            let reply = round.isMultiple(of: 2)
                ? await pooled.validate(body: body, acceptLanguage: language)
                : pooled.validateWithoutAsyncRules(body: body, acceptLanguage: language)
            #expect(reply.status == expected.status, "round \(round): \(String(decoding: body, as: UTF8.self))")
            #expect(
                String(decoding: reply.body, as: UTF8.self) == String(decoding: expected.body, as: UTF8.self),
                "round \(round): \(String(decoding: body, as: UTF8.self))")
            statuses[expected.status, default: 0] += 1
        }
        // The bodies reach every kind of reply.
        #expect(statuses[200, default: 0] > 0 && statuses[422, default: 0] > 50 && statuses[400, default: 0] > 0, "\(statuses)")
    }

    /// Requests one after another reuse one form; requests at once get forms of their own; no
    /// form outlives the validator.
    @Test func formsAreReusedAndFreedWithTheValidator() async throws {
        let made = FormValidatorTests.FormsMade()
        let definition = Self.definition
        var validator: FormValidator? = FormValidator(maximumDepth: 64, pooling: true) {
            let form = try! FormGroup(definitionJSON: definition)
            made.append(form)
            return form
        }
        let bodies = [#"{"company":true,"dependants":[{"student":true}]}"#, #"{"phones":[]}"#, "{", #"{"x":1}"#]
        for body in bodies + bodies { _ = await validator?.validate(body: Array(body.utf8), acceptLanguage: nil) }
        let oneForm = made.count
        #expect(oneForm > 20)
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<16 {
                group.addTask { [validator] in
                    _ = await validator?.validate(body: Array(bodies[index % bodies.count].utf8), acceptLanguage: "it")
                }
            }
        }
        #expect(made.count % oneForm == 0 && made.count <= 17 * oneForm)
        validator = nil
        #expect(made.alive == 0)
    }

    /// Everything a UI or a request can change, changed through the elements' own API, then
    /// put back: the form reads as a new one, element by element, before and after validation.
    @Test func aRestoredFormIsTheFormAsMade() throws {
        var random = SeededGenerator(seed: 28)
        let form = try FormGroup(definitionJSON: Self.definition)
        let checkpoint = try #require(form.checkpoint())
        for round in 0..<60 {
            let body = Self.randomBody(using: &random)
            try? form.fill(answersJSON: body)
            Self.meddle(with: form, using: &random)
            if Bool.random(using: &random) { _ = form.validateAll() }
            checkpoint.restore()

            let new = try FormGroup(definitionJSON: Self.definition)
            #expect(Self.fingerprint(form) == Self.fingerprint(new), "round \(round): \(body)")
            let (restored, made) = (form.validateAll(), new.validateAll())
            #expect(restored.output == made.output, "round \(round)")
            #expect(restored.errors.map { "\($0) \($0.parameters.sorted { $0.key < $1.key })" }
                == made.errors.map { "\($0) \($0.parameters.sorted { $0.key < $1.key })" }, "round \(round)")
            #expect(Self.fingerprint(form) == Self.fingerprint(new), "round \(round), after validation")
            checkpoint.restore()
        }
    }

    /// Changes a UI could make beside the answers: typing, hiding, items added and moved, the language.
    static func meddle(with form: FormGroup, using random: inout SeededGenerator) {
        form.language = [.english, .italian, .brazilianPortuguese].randomElement(using: &random)!
        if let email = form.element(at: "email") as? TextInput, Bool.random(using: &random) { email.insert("x") }
        if let dependants = form.element(at: "dependants") as? RepeatingGroup, Bool.random(using: &random) {
            dependants.addItem()
            dependants.addItem()
            dependants.moveItem(from: 0, to: dependants.count - 1)
        }
        if let city = form.element(at: "city"), Bool.random(using: &random) { city.isHidden = true }
        if let plan = form.element(at: "plan") as? CheckboxGroup, Bool.random(using: &random) { plan.elements[1].toggle() }
        if let notes = form.element(at: "notes") as? TextArea, Bool.random(using: &random) { notes.title = "Remarks" }
    }

    /// What each element shows and holds, in tree order.
    static func fingerprint(_ element: any FormElement, path: String = "") -> [String] {
        var state: String
        switch element {
        case let input as TextInput: state = "text \(input.text) value \(input.currentValue) \(input.validationState)"
        case let area as TextArea: state = "area \(area.text) \(area.validationState)"
        case let box as Checkbox: state = "box \(box.isSelected) \(box.validationState)"
        case let group as CheckboxGroup: state = "boxes \(group.currentValue) \(group.validationState)"
        case let choice as Choice: state = "choice \(choice.selection) \(choice.displayValue.value) \(choice.validationState)"
        case let list as RepeatingGroup: state = "list \(list.count) \(list.itemsValue.value.count) \(list.validationState)"
        case let pair as PasswordConfirmation: state = "pair \(pair.validationState)"
        case let address as PostalAddress: state = "address \(address.region ?? "-") \(address.fieldNames)"
        case let group as FormGroup: state = "group \(group.language)"
        default: state = "\(type(of: element))"
        }
        state += " hidden \(element.isHidden) enabled \(element.isEnabled) title \(element.title)"
        var lines = ["\(path)/\(element.name): \(state)"]
        for child in element.children { lines += fingerprint(child, path: path + "/" + element.name) }
        return lines
    }
}
