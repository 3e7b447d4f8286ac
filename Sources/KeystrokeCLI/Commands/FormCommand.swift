import KeystrokeBatch
import ArgumentParser
import Foundation
@_spi(KeystrokeInternal) import KeystrokeForms

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
            not fit the form, or bad usage, is reported on stderr with exit status 2.

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
                output.append(json: result.output)
            } else {
                output.append(",\"errors\":[")
                for (index, error) in result.errors.enumerated() {
                    if index > 0 { output.append(UInt8(ascii: ",")) }
                    output.append(jsonObject: [
                        ("path", .string(error.path)), ("code", .string(error.code)), ("message", .string(error.message)),
                    ])
                }
                output.append("]")
            }
            output.append("}\n")
        } else if result.isValid {
            output.append(json: result.output, indent: pretty ? 0 : nil)
            output.append(UInt8(ascii: "\n"))
        } else {
            for error in result.errors {
                output.append(text: "\(error.path): \(error.code): \(error.message)\n")
            }
        }
        try output.flush()
        if !result.isValid { throw ExitCode(1) }
    }

    /// The file's text; a missing, unreadable or non-UTF-8 file is reported with its name and why.
    private func read(_ path: String) throws(ExitCode) -> String {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch let error as CocoaError {
            let reason = (error.userInfo[NSUnderlyingErrorKey] as? POSIXError).map { Platform.message(forErrno: $0.code.rawValue) }
            throw Diagnostics.failure("cannot read \(path): \(reason ?? error.localizedDescription)")
        } catch {
            throw Diagnostics.failure("cannot read \(path): \(error.localizedDescription)")
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            let offset = Self.firstInvalidUTF8(in: data)
            throw Diagnostics.failure("\(path): not UTF-8 text: byte \\x\(String(data[offset], radix: 16, uppercase: true)) at offset \(offset)")
        }
        return text
    }

    /// The offset of the first byte that does not belong to a valid UTF-8 sequence.
    private static func firstInvalidUTF8(in data: Data) -> Int {
        var decoder = UTF8()
        var iterator = data.makeIterator()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput, .error: return data.startIndex + offset
            }
        }
    }
}
