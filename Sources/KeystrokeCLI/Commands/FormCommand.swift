import KeystrokeBatch
import ArgumentParser
@_spi(KeystrokeInternal) import KeystrokeForms

/// `keystroke form DEFINITION.json [ANSWERS.json]`: validates answers against a JSON form definition.
struct FormCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "form",
        abstract: "Validate answers against a JSON form definition.",
        discussion: """
            Builds the form from DEFINITION.json, fills it with ANSWERS.json (an object
            keyed like the form's output, lists as arrays) and validates every field.
            Prints the form's output JSON when all is valid (exit status 0), or every
            error with its path (`address.cep`, `phones[1]`, `dependants[0].cpf`; exit
            status 1). A definition or answers file that cannot be read or does not fit
            the form, or bad usage, is reported on stderr with exit status 2.

            ANSWERS.json may be `-` or a pipe: standard input.

            Examples:
              $ keystroke form Examples/signup.json Examples/answers.json
              {"address":{"cep":"80010000"},"birthDate":"1990-05-31",…
              $ keystroke form Examples/signup.json Examples/bad.json   # exit 1
              birthDate: date.invalid: …
              cnpj: cnpj.checkDigit: …
              address.cep: cep.length: …
              phones[1]: phone.tooShort: …
              notification: selection.required: …
              code: rule.any: …
              $ keystroke form Examples/signup.json - --json < Examples/bad.json   # exit 1
              {"valid":false,"errors":[{"path":"birthDate","code":"date.invalid",…
            """
    )

    @Argument(help: "The form definition (JSON).")
    var definition: String

    @Argument(help: "The answers (JSON object); without it the form's initial values are validated.")
    var answers: String?

    @Flag(help: "Print a JSON report: {\"valid\":true,\"output\":…} or {\"valid\":false,\"errors\":[…]}.")
    var json = false

    @Flag(help: "Indent the output JSON (and the --json report).")
    var pretty = false

    func run() throws {
        // Standard output redirected onto a form file would overwrite it (`form f.json a.json 1<>a.json`).
        for path in [definition, answers].compactMap({ $0 }) {
            let status = path == "-" ? Platform.status(of: Platform.standardInput) : Platform.status(atPath: path)
            try OutputSafety.refuseStandardStream(
                Platform.standardOutput, named: "standard output", isInput: status, inputName: path == "-" ? "standard input" : "'\(path)'")
        }
        let form: FormGroup
        do {
            form = try FormGroup(definitionJSON: try Self.read(definition))
        } catch let error as FormDefinitionError {
            throw Diagnostics.failure("\(definition): \(error)")
        }
        if let answers {
            do {
                try form.fill(answersJSON: try Self.read(answers))
            } catch let error as FormDefinitionError {
                throw Diagnostics.failure("\(answers): \(error)")
            }
        }
        let result = form.validateAll()
        let output = ByteWriter(descriptor: Platform.standardOutput)
        if json {
            let reply = ValidationReply(result)
            if pretty { output.append(json: reply.value, indent: 0) } else { output.append(reply: reply) }
            output.append(UInt8(ascii: "\n"))
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

    /// The largest definition or answers file read (a form is a few kilobytes).
    static let maximumFileSize = 64 << 20

    /// The file's text (`-` is standard input; pipes and `/dev/stdin` work too); a missing,
    /// unreadable, oversized or non-UTF-8 file is reported with its name and why.
    static func read(_ path: String) throws(ExitCode) -> String {
        let (bytes, isTruncated): ([UInt8], Bool)
        do throws(SystemError) {
            let descriptor = path == "-" ? Platform.standardInput : try Platform.openForReading(path)
            defer { if descriptor != Platform.standardInput { Platform.close(descriptor) } }
            (bytes, isTruncated) = try Platform.readAll(descriptor, limit: Self.maximumFileSize)
        } catch {
            throw Diagnostics.failure("cannot read \(path): \(Platform.message(forErrno: error.code))")
        }
        if isTruncated { throw Diagnostics.failure("\(path): larger than \(Self.maximumFileSize >> 20) MiB; not a form file") }
        // SAFETY: the bytes are read only during the call that lends them.
        if let offset = bytes.withUnsafeBytes(firstInvalidUTF8Offset(in:)) {
            throw Diagnostics.failure("\(path): not UTF-8 text: byte \\x\(hexByte(bytes[offset])) at offset \(offset)")
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
