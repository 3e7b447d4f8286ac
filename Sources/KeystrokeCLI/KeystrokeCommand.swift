import ArgumentParser
import PCRE2

/// The `keystroke` command.
@main
struct KeystrokeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keystroke",
        abstract: "Input masks, formats and forms: format, validate and type field values.",
        subcommands: [RegexCommand.self]
    )

    func run() throws {
        print("keystroke (PCRE2 \(pcre2LibraryVersion))")
    }
}
