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

    @Argument(help: "A format id such as cpf, phone-br, credit-card or currency:pt-BR:BRL.")
    var format: String

    @Argument(help: "The values to format.")
    var inputs: [String]

    @Flag(help: "Print one JSON object per input (text, value, complete).")
    var json = false

    func validate() throws {
        if inputs.isEmpty { throw ArgumentParser.ValidationError("Give at least one INPUT to format.") }
    }

    func run() throws {
        let format = try Diagnostics.format(self.format)
        let output = ByteWriter(descriptor: Platform.standardOutput)
        for input in inputs {
            let formatted = FormattedValue(input, format: format)
            if json {
                output.writeFormatted(formatted)
            } else {
                output.append(text: formatted.text)
                output.append(UInt8(ascii: "\n"))
            }
        }
        try output.flush()
    }
}
