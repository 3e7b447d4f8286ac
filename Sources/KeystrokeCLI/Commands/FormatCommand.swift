import KeystrokeBatch
import ArgumentParser
import Keystroke

/// `keystroke format FORMAT INPUT…`: prints each input as the format displays it.
struct FormatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "format",
        abstract: "Print values as a field format displays them.",
        discussion: """
            Each input, raw or already formatted, is printed on its own line.

            Examples:
              $ keystroke format phone-br 41999998888
              (41) 99999-8888
              $ keystroke format cpf 12345678909 --json
              {"ok":true,"text":"123.456.789-09","value":"12345678909","complete":true}
            """
    )

    @OptionGroup var arguments: FormatInputs

    func run() throws {
        let format = try Diagnostics.format(arguments.format)
        let output = ByteWriter(descriptor: Platform.standardOutput)
        for input in arguments.inputs {
            let formatted = FormattedValue(input, format: format)
            if arguments.json {
                output.writeFormatted(formatted)
            } else {
                output.append(text: formatted.text)
                output.append(UInt8(ascii: "\n"))
            }
        }
        try output.flush()
    }
}
