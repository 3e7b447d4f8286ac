import ArgumentParser
import KeystrokeBatch
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
              $ keystroke batch < Examples/requests.jsonl
              $ keystroke regex '([01]\\d|2[0-3]):[0-5]\\d' '23:59'

            Exit status: 0 on success, 1 when a value is invalid (see each subcommand),
            2 for bad usage (an unknown subcommand or option, a missing or bad argument,
            an argument that is not UTF-8), an unknown format, unreadable input, a
            failed write, or an output that would overwrite the input.
            """,
        version: "keystroke 0.1 (PCRE2 \(pcre2LibraryVersion))",
        subcommands: [
            FormatCommand.self,
            ValidateCommand.self,
            TypeCommand.self,
            MaskCommand.self,
            BatchCommand.self,
            FindCommand.self,
            FormCommand.self,
            ServeCommand.self,
            DemoCommand.self,
            RegexCommand.self,
            PhoneRegionsCommand.self,
        ]
    )

    /// Parses and runs the command; usage errors exit with ``Diagnostics/usageStatus``
    /// (2, as most Unix tools) instead of ArgumentParser's 64, prefixed `keystroke:`,
    /// and so does a failed write (`keystroke: write: No space left on device`).
    static func main() {
        do {
            var command = try parseAsRoot(try CommandLineArguments.prepared())
            try command.run()
        } catch let error as SystemError {
            Diagnostics.report(error.description)
            Platform.exitNow(Diagnostics.usageStatus)
        } catch {
            guard exitCode(for: error) == .validationFailure else { exit(withError: error) }
            var text = fullMessage(for: error)
            if text.hasPrefix("Error: ") { text.removeFirst("Error: ".count) }
            Diagnostics.report(text)
            Platform.exitNow(Diagnostics.usageStatus)
        }
    }
}
