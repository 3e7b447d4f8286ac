import KeystrokeBatch
import ArgumentParser
import Keystroke

/// `keystroke format FORMAT INPUT…`: prints each input as the format displays it.
struct FormatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "format",
        abstract: "Print values as a field format displays them.",
        discussion: """
            Each input, raw or already formatted, is printed on its own line. Letters
            or digits the format could not place (a CPF's 12th digit, letters in a
            number) are reported on standard error and, with --json, in "dropped".

            Exit status: 0 when every input was kept whole, 1 when a format dropped
            something, 2 for bad usage or an unknown format.

            Examples:
              $ keystroke format phone-br 41999998888
              (41) 99999-8888
              $ keystroke format cpf 12345678909 --json
              {"ok":true,"text":"123.456.789-09","value":"12345678909","complete":true}
              $ keystroke format cpf 1234567890123
              123.456.789-01
              keystroke: '1234567890123': cpf dropped '23'
            """
    )

    @OptionGroup var arguments: FormatInputs

    func run() throws {
        let format = try Diagnostics.format(arguments.format)
        let output = ByteWriter(descriptor: Platform.standardOutput)
        var droppedAny = false
        for input in arguments.inputs {
            let formatted = FormattedValue(input, format: format)
            if arguments.json {
                output.writeFormatted(formatted)
            } else {
                output.append(text: formatted.text)
                output.append(UInt8(ascii: "\n"))
            }
            if !formatted.dropped.isEmpty {
                droppedAny = true
                try output.flush()
                Diagnostics.report("'\(input)': \(format.id) dropped '\(formatted.dropped)'")
            }
        }
        try output.flush()
        if droppedAny { throw ExitCode(1) }
    }
}
