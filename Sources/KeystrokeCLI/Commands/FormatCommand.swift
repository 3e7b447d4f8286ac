import KeystrokeBatch
import ArgumentParser
import Keystroke

/// `keystroke format FORMAT INPUT…`: prints each input as the format displays it.
struct FormatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "format",
        abstract: "Print values as a field format displays them.",
        discussion: """
            Each input, raw or already formatted, is printed on its own line as the
            format displays it. Inputs are read strictly, as `validate` reads them:
            an input the format does not take exactly as it is (a 14-digit CPF, a
            third decimal where two are allowed, a letter in a number) is not
            trimmed, rounded or guessed at but reported on standard error with its
            error code (with --json, as {"ok":false,"code":…,"error":…} instead).
            A negative number needs no `--`.

            Exit status: 0 when every input was formatted, 1 when one was not
            valid, 2 for bad usage or an unknown format.

            Examples:
              $ keystroke format phone-br 41999998888
              (41) 99999-8888
              $ keystroke format cpf 12345678909 --json
              {"ok":true,"text":"123.456.789-09","value":"12345678909"}
              $ keystroke format number:en-US:min=-10 -5
              -5
              $ keystroke format cpf 52998224725123
              keystroke: '52998224725123': cpf.length: A CPF has 11 digits; this one has 14.
            """
    )

    @OptionGroup var arguments: FormatInputs

    func run() throws {
        let format = try Diagnostics.format(arguments.format)
        let output = ByteWriter(descriptor: Platform.standardOutput)
        var allFormatted = true
        for input in arguments.inputs {
            let result = Result { () throws(Keystroke.ValidationError) in try format.validate(input) }
            if arguments.json {
                output.writeFormat(result, line: nil)
            } else if case .success(let valid) = result {
                output.append(text: valid.text)
                output.append(UInt8(ascii: "\n"))
            }
            if case .failure(let error) = result {
                allFormatted = false
                if arguments.json { continue }  // the JSON line carries the code and message
                // Standard output first, so the message lands after the lines before it.
                try output.flush()
                Diagnostics.report("'\(Diagnostics.shortened(input))': \(error.code): \(error.message)")
            }
        }
        try output.flush()
        if !allFormatted { throw ExitCode(1) }
    }
}
