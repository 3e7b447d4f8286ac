import ArgumentParser
import PCRE2

/// The `keystroke` command.
@main
struct KeystrokeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keystroke",
        abstract: "Input masks, formats and forms: format, validate and type field values.",
        discussion: """
            Examples:
              $ keystroke format phone-br 41999998888
              $ keystroke validate cpf 123.456.789-09
              $ keystroke batch < requests.jsonl
              $ keystroke regex '([01]\\d|2[0-3]):[0-5]\\d' '23:59'
            """,
        version: "keystroke 0.1 (PCRE2 \(pcre2LibraryVersion))",
        subcommands: [
            FormatCommand.self,
            ValidateCommand.self,
            TypeCommand.self,
            MaskCommand.self,
            BatchCommand.self,
            FormCommand.self,
            DemoCommand.self,
            RegexCommand.self,
        ]
    )
}
