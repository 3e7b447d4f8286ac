import KeystrokeBatch
import ArgumentParser
import Foundation
import KeystrokeForms

/// `keystroke form DEFINITION.json [ANSWERS.json]`: validates answers against a JSON form definition.
struct FormCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "form",
        abstract: "Validate answers against a JSON form definition.",
        discussion: """
            Builds the form from DEFINITION.json, fills it with ANSWERS.json (an object
            keyed like the form's output) and validates every field. Prints the form's
            output JSON when all is valid (exit status 0), or every error with its path
            (exit status 1). A definition or answers file that cannot be read or does
            not fit the form is reported on stderr with exit status 2.

            Examples:
              $ keystroke form signup.json answers.json
              {"name":"Ana","cpf":"12345678909"}
              $ keystroke form signup.json bad-answers.json
              cpf: cpf.checkDigit: …
              $ keystroke form signup.json bad-answers.json --json
              {"valid":false,"errors":[{"path":"cpf","code":"cpf.checkDigit","message":"…"}]}
            """
    )

    @Argument(help: "The form definition (JSON).")
    var definition: String

    @Argument(help: "The answers (JSON object); without it the form's initial values are validated.")
    var answers: String?

    @Flag(help: "Print a JSON report: {\"valid\":true,\"output\":…} or {\"valid\":false,\"errors\":[…]}.")
    var json = false

    @Flag(help: "Indent the output JSON.")
    var pretty = false

    func run() throws {
        let form: Form
        do {
            form = try Form(definitionJSON: try read(definition))
        } catch let error as FormDefinitionError {
            throw Diagnostics.failure("\(definition): \(error)")
        }
        if let answers {
            do {
                try form.fill(answersJSON: try read(answers))
            } catch let error as FormDefinitionError {
                throw Diagnostics.failure("\(answers): \(error)")
            }
        }
        let result = form.validateAll()
        let output = ByteWriter(descriptor: Platform.standardOutput)
        if json {
            output.append("{\"valid\":")
            output.append(bool: result.isValid)
            if result.isValid {
                output.append(",\"output\":")
                output.append(text: result.output.jsonString(prettyPrinted: false))
            } else {
                output.append(",\"errors\":")
                output.append(json: .array(result.errors.map { error in
                    .object([("path", .string(error.path)), ("code", .string(error.code)), ("message", .string(error.message))])
                }))
            }
            output.append("}\n")
        } else if result.isValid {
            output.append(text: result.output.jsonString(prettyPrinted: pretty) + "\n")
        } else {
            for error in result.errors {
                output.append(text: "\(error.path): \(error.code): \(error.message)\n")
            }
        }
        try output.flush()
        if !result.isValid { throw ExitCode(1) }
    }

    private func read(_ path: String) throws -> String {
        do {
            return try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw Diagnostics.failure("cannot read \(path): \((error as NSError).localizedDescription)")
        }
    }
}
