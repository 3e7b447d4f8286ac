import Foundation
import Testing

@Suite("keystroke form")
struct FormCommandTests {
    static let definition = """
        {"title": "Sign up", "elements": [
          {"key": "name", "type": "text", "title": "Name", "format": "name"},
          {"key": "cpf", "type": "text", "title": "CPF", "format": "cpf"},
          {"key": "address", "type": "group", "elements": [{"key": "cep", "type": "text", "title": "CEP", "format": "cep"}]},
          {"key": "contact", "type": "checkboxGroup", "elements": [{"key": "email", "type": "checkbox"}, {"key": "sms", "type": "checkbox"}]}
        ]}
        """

    /// Writes the definition and `answers` to files and runs `keystroke form` on them.
    static func run(answers: String?, _ options: [String] = [], definition: String = definition) throws -> Keystroke.Run {
        let directory = try TemporaryDirectory()
        let definitionPath = directory.path("form.json")
        try definition.write(toFile: definitionPath, atomically: true, encoding: .utf8)
        var arguments = ["form", definitionPath]
        if let answers {
            let answersPath = directory.path("answers.json")
            try answers.write(toFile: answersPath, atomically: true, encoding: .utf8)
            arguments.append(answersPath)
        }
        return try Keystroke.run(arguments + options)
    }

    @Test("Valid answers: the output JSON and exit status 0")
    func valid() throws {
        let run = try Self.run(answers: #"{"name":"Ana Souza","cpf":"123.456.789-09","address":{"cep":"80010-000"},"contact":{"email":true}}"#)
        #expect(run.status == 0, "\(run.error)")
        let output = try Keystroke.object(run.output)
        #expect(output["cpf"] as? String == "12345678909")
        #expect((output["address"] as? [String: Any])?["cep"] as? String == "80010000")
        #expect((output["contact"] as? [String: Any])?["email"] as? Bool == true)
    }

    @Test("Invalid answers: every error with its path, exit status 1")
    func invalid() throws {
        let run = try Self.run(answers: #"{"name":"Ana Souza","cpf":"123.456.789-00","address":{"cep":"800"}}"#)
        #expect(run.status == 1)
        #expect(run.lines.map { $0.split(separator: ":").prefix(2).joined(separator: ":") } == [
            "cpf: cpf.checkDigit", "address.cep: cep.length", "contact: selection.required",
        ])
    }

    @Test("--json reports the errors as objects")
    func json() throws {
        let run = try Self.run(answers: #"{"name":"Ana Souza","cpf":"123.456.789-00"}"#, ["--json"])
        #expect(run.status == 1)
        let report = try Keystroke.object(run.output)
        #expect(report["valid"] as? Bool == false)
        let errors = try #require(report["errors"] as? [[String: Any]])
        #expect(errors.map { $0["path"] as? String } == ["cpf", "address.cep", "contact"])
        #expect(errors.first?["code"] as? String == "cpf.checkDigit")
    }

    @Test("Without answers, the form's initial values are validated")
    func noAnswers() throws {
        let run = try Self.run(answers: nil)
        #expect(run.status == 1)
        #expect(run.lines.first == "name: required: This field is required.")
    }

    @Test(
        "A bad definition or answers file is reported on stderr with exit status 2",
        arguments: [
            (#"{"elements":[{"type":"bogus"}]}"#, "{}", "unknown element type 'bogus'"),
            (definition, #"{"nome":"x"}"#, "no element named 'nome'"),
            (definition, "not json", "answers.json"),
        ])
    func badFiles(definition: String, answers: String, message: String) throws {
        let run = try Self.run(answers: answers, definition: definition)
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.error.contains(message), "\(run.error)")
    }

    @Test("Answers from standard input: `-`, /dev/stdin and a pipe", arguments: ["-", "/dev/stdin"])
    func answersFromStandardInput(path: String) throws {
        let directory = try TemporaryDirectory()
        let definitionPath = directory.path("form.json")
        try Self.definition.write(toFile: definitionPath, atomically: true, encoding: .utf8)
        let answers = #"{"name":"Ana Souza","cpf":"123.456.789-09","address":{"cep":"80010-000"},"contact":{"sms":true}}"#
        let run = try Keystroke.run(["form", definitionPath, path], input: answers)
        #expect(run.status == 0, "\(run.error)")
        #expect(try Keystroke.object(run.output)["cpf"] as? String == "12345678909")
    }

    @Test("--json --pretty indents the error report too")
    func prettyReport() throws {
        let run = try Self.run(answers: #"{"name":"Ana Souza","cpf":"123.456.789-00"}"#, ["--json", "--pretty"])
        #expect(run.status == 1)
        #expect(run.lines.first == "{")
        #expect(run.lines.contains(#"  "valid": false"#))
        #expect(run.lines.contains(#"      "code": "cpf.checkDigit","#))
        let report = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
        #expect((report?["errors"] as? [[String: Any]])?.count == 3)
    }

    static let household = """
        {"elements": [
          {"key": "phones", "type": "list", "item": {"type": "text", "format": "phone:BR"}, "minItems": 1, "maxItems": 2},
          {"key": "dependants", "type": "list", "item": {"type": "group", "elements": [
            {"key": "cpf", "type": "text", "format": "cpf"},
            {"key": "student", "type": "checkbox"},
            {"key": "school", "type": "text", "requiredWhen": "student"}
          ]}}
        ]}
        """

    @Test("A list's answers come out as an array")
    func listOutput() throws {
        let run = try Self.run(
            answers: #"{"phones":["(41) 99999-8888","+55 21 98888-7777"],"dependants":[{"cpf":"529.982.247-25","student":true,"school":"Colégio"}]}"#,
            definition: Self.household)
        #expect(run.status == 0, "\(run.error)")
        #expect(
            run.output
                == #"{"dependants":[{"cpf":"52998224725","school":"Colégio","student":true}],"phones":["+5541999998888","+5521988887777"]}"#
                + "\n")
    }

    @Test("A list's errors name the item by index, as text and as --json")
    func listErrors() throws {
        let answers = #"{"phones":["41999998888","41999998888","41999998888"],"dependants":[{"cpf":"52998224725"},{"cpf":"52998224700","student":true}]}"#
        let text = try Self.run(answers: answers, definition: Self.household)
        #expect(text.status == 1)
        #expect(text.lines.map { $0.split(separator: ":").prefix(2).joined(separator: ":") } == [
            "phones: list.tooMany", "dependants[1].cpf: cpf.checkDigit", "dependants[1].school: required",
        ])
        #expect(text.lines.first == "phones: list.tooMany: Keep at most 2; there are 3.")
        let json = try Self.run(answers: answers, ["--json"], definition: Self.household)
        #expect(json.status == 1)
        let errors = try #require(try Keystroke.object(json.output)["errors"] as? [[String: Any]])
        #expect(errors.map { $0["path"] as? String } == ["phones", "dependants[1].cpf", "dependants[1].school"])
    }

    @Test(
        "A list answer that does not fit is reported with its path, exit status 2",
        arguments: [
            (#"{"phones":"41999998888"}"#, "answers.json: $.phones: expected an array, got string"),
            (#"{"phones":[true]}"#, "answers.json: $.phones[0]: expected a string, got boolean"),
            (#"{"dependants":[{"cpf":"52998224725","age":3}]}"#, "answers.json: $.dependants[0].age: no element named 'age'"),
        ])
    func badListAnswers(answers: String, message: String) throws {
        let run = try Self.run(answers: answers, definition: Self.household)
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.error.contains(message), "\(run.error)")
    }

    @Test("A missing file is reported on stderr")
    func missingFile() throws {
        let run = try Keystroke.run(["form", "/nonexistent/form.json"])
        #expect(run.status == 2)
        #expect(run.error.contains("/nonexistent/form.json"))
    }
}
