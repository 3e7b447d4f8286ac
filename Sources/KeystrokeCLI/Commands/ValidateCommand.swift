import KeystrokeBatch
import ArgumentParser
import Keystroke

/// `keystroke validate FORMAT INPUT…`: says whether each input is valid, and why not.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check values against a field format.",
        discussion: """
            Prints one line per input: `valid` with the display text and the value,
            or `invalid` with the error code and message. The exit status is 0 when
            every input is valid, 1 otherwise, and 2 for bad usage or an unknown format.

            Examples:
              $ keystroke validate cpf 123.456.789-09 111.111.111-11
              valid    123.456.789-09  value=12345678909
              invalid  111.111.111-11  cpf.repeatedDigits: A CPF cannot be one digit repeated throughout.
              $ keystroke validate email ana@example.com --json
              {"ok":true,"valid":true,"value":"ana@example.com","text":"ana@example.com"}
            """
    )

    @OptionGroup var arguments: FormatInputs

    func run() throws {
        let format = try Diagnostics.format(arguments.format)
        let output = ByteWriter(descriptor: Platform.standardOutput)
        var allValid = true
        for input in arguments.inputs {
            let result = Result { () throws(Keystroke.ValidationError) in try format.validate(input) }
            if arguments.json {
                output.writeValidation(result)
            } else {
                switch result {
                case .success(let valid):
                    output.append(text: "valid    \(input)  value=\(valid.value)")
                    if valid.text != input { output.append(text: "  text=\(valid.text)") }
                case .failure(let error):
                    output.append(text: "invalid  \(input)  \(error.code): \(error.message)")
                }
                output.append(UInt8(ascii: "\n"))
            }
            if case .failure = result { allValid = false }
        }
        try output.flush()
        if !allValid { throw ExitCode(1) }
    }
}
