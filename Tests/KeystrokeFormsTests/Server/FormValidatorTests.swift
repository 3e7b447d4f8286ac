import Foundation
import KeystrokeForms
import Testing

@Suite("FormValidator and ValidationReply")
struct FormValidatorTests {
    static let definition = """
        {"language": "pt-BR", "elements": [
          {"key": "name", "type": "text", "format": "name"},
          {"key": "dependants", "type": "list", "item": {"type": "group", "elements": [
            {"key": "cpf", "type": "text", "format": "cpf"}]}}
        ]}
        """

    static func body(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test("Valid answers: 200 and the normalized output, in the body's member order")
    func valid() async throws {
        let validator = try FormValidator(definitionJSON: Self.definition)
        let reply = await validator.validate(body: Self.body(#"{"name":"Ana","dependants":[{"cpf":"123.456.789-09"}]}"#), acceptLanguage: nil)
        #expect(reply.status == 200 && reply.isValid)
        #expect(reply.output?["dependants"]?[0]?["cpf"] == .string("12345678909"))
        #expect(String(decoding: reply.body, as: UTF8.self)
            == #"{"valid":true,"output":{"dependants":[{"cpf":"12345678909"}],"name":"Ana"}}"#)
    }

    @Test("A request's answers never reach the next request's form, which shares each format's empty field state")
    func requestsShareNoAnswers() async throws {
        let validator = try FormValidator(definitionJSON: Self.definition)
        let first = await validator.validate(body: Self.body(#"{"name":"Ana","dependants":[{"cpf":"123.456.789-09"}]}"#), acceptLanguage: nil)
        #expect(first.status == 200)
        let second = await validator.validate(body: Self.body(#"{"dependants":[{}]}"#), acceptLanguage: "en")
        #expect(second.status == 422)
        #expect(second.problems.map(\.path) == ["name", "dependants[0].cpf"])
        #expect(second.problems.map(\.code) == ["required", "required"])
        // A form of the same definition typed into keeps its own text.
        let form = try FormGroup(definitionJSON: Self.definition)
        let name = try #require(form.element(at: "name") as? TextInput)
        name.insert("Bia")
        #expect(name.text == "Bia")
        #expect((try FormGroup(definitionJSON: Self.definition).element(at: "name") as? TextInput)?.text == "")
    }

    @Test("Invalid answers: 422 with index paths, in the form's language without a header")
    func invalid() async throws {
        let validator = try FormValidator(definitionJSON: Self.definition)
        let body = Self.body(#"{"name":"Ana","dependants":[{"cpf":"123.456.789-09"},{"cpf":"111.111.111-11"}]}"#)
        let reply = await validator.validate(body: body, acceptLanguage: nil)
        #expect(reply.status == 422 && reply.output == nil)
        #expect(reply.problems.map(\.path) == ["dependants[1].cpf"])
        #expect(reply.problems.first?.code == "cpf.repeatedDigits")
        let english = await validator.validate(body: body, acceptLanguage: "en-US")
        #expect(english.problems.first?.message != reply.problems.first?.message)
        #expect(String(decoding: english.body, as: UTF8.self).hasPrefix(#"{"valid":false,"errors":[{"path":"dependants[1].cpf","code":"cpf.repeatedDigits","message":"#))
    }

    @Test("Bodies that are not answers: 400 or 422 with a code", arguments: [
        ([0x7B, 0xFF, 0x7D], 400, "request.notUTF8", ""),
        (Array("{\"name\":".utf8), 400, "request.malformedJSON", ""),
        (Array("{} {}".utf8), 400, "request.malformedJSON", ""),
        (Array((String(repeating: "[", count: 65) + String(repeating: "]", count: 65)).utf8), 400, "request.tooDeep", ""),
        (Array(#"{"name":[1]}"#.utf8), 422, "answer.invalid", "name"),
        (Array(#"{"dependants":[{"rg":"1"}]}"#.utf8), 422, "answer.invalid", "dependants[0].rg"),
        (Array(#""Ana""#.utf8), 422, "answer.invalid", ""),
    ] as [([UInt8], Int, String, String)])
    func unreadable(body: [UInt8], status: Int, code: String, path: String) async throws {
        let validator = try FormValidator(definitionJSON: Self.definition)
        let reply = await validator.validate(body: body, acceptLanguage: "it")
        #expect(reply.status == status)
        #expect(reply.problems.map(\.code) == [code])
        #expect(reply.problems.map(\.path) == [path])
    }

    @Test("The nesting limit can be changed")
    func depth() async throws {
        let validator = try FormValidator(definitionJSON: Self.definition, maximumDepth: 2)
        #expect(await validator.validate(body: Self.body(#"{"dependants":[{"cpf":"1"}]}"#), acceptLanguage: nil).status == 400)
        #expect(await validator.validate(body: Self.body(#"{"name":"Ana"}"#), acceptLanguage: nil).status == 200)
    }

    @Test("Forms built in Swift run their asynchronous rules, a new form for each request")
    func asyncRules() async throws {
        let validator = FormValidator {
            let username = TextInput(name: "username", format: Format.username)
            username.asyncRules = [AsyncRule(code: "username.taken") { name in
                name == "ana" ? .invalid(message: "That name is taken.") : .valid
            }]
            return FormGroup(name: "signup", elements: [username])
        }
        let taken = await validator.validate(body: Self.body(#"{"username":"ana"}"#), acceptLanguage: nil)
        #expect(taken.status == 422 && taken.problems.map(\.code) == ["username.taken"])
        #expect(taken.problems.first?.message == "That name is taken.")
        let free = await validator.validate(body: Self.body(#"{"username":"bia"}"#), acceptLanguage: nil)
        #expect(free.status == 200 && free.output == ["username": "bia"])
        let missing = await validator.validate(body: Self.body("{}"), acceptLanguage: nil)
        #expect(missing.problems.map(\.code) == ["required"], "a new form: the earlier answer is not kept")
    }

    @Test("A definition that does not build a form is refused at once")
    func badDefinition() {
        #expect(throws: FormDefinitionError.self) { try FormValidator(definitionJSON: #"{"elements":[{"key":"x","type":"nope"}]}"#) }
    }

    /// The forms a validator made and every element in them, held weakly.
    final class FormsMade: @unchecked Sendable {
        // SAFETY: `elements` is only touched under `lock`.
        private let lock = NSLock()
        private var elements: [() -> (any FormElement)?] = []

        func append(_ form: FormGroup) {
            var pending: [any FormElement] = [form]
            lock.withLock {
                while let element = pending.popLast() {
                    pending += element.children
                    elements.append { [weak element] in element }
                }
            }
        }

        var alive: Int { lock.withLock { elements.filter { $0() != nil }.count } }
        var count: Int { lock.withLock { elements.count } }
    }

    @Test("Each request's form is freed once answered, even when a checkbox shows a field that is required when it is selected")
    func formsAreFreed() async throws {
        let made = FormsMade()
        let definition = try FormOutput(json: """
            {"elements": [
              {"key": "company", "type": "checkbox", "actions": [{"type": "visibility", "targets": ["cnpj"]}]},
              {"key": "cnpj", "type": "text", "format": "cnpj", "requiredWhen": "company"},
              {"key": "again", "type": "text", "format": "cnpj", "dependencies": [{"type": "equal", "target": "cnpj"}]}
            ]}
            """)
        let validator = FormValidator {
            // The definition built a form above: this cannot fail.
            let form = (try? FormGroup(definition: definition)) ?? FormGroup(name: "form", elements: [])
            made.append(form)
            return form
        }
        for body in [#"{"company":true,"cnpj":"11.222.333/0001-81"}"#, #"{"company":true}"#, #"{"unknown":1}"#] {
            _ = await validator.validate(body: Self.body(body), acceptLanguage: nil)
        }
        #expect(made.count == 3 * 4)
        #expect(made.alive == 0)
    }
}
