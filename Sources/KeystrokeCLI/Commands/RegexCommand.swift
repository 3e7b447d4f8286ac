import ArgumentParser
import Foundation
import KeystrokeBatch
import PCRE2

/// `keystroke regex PATTERN SUBJECT`: try a PCRE2 pattern on a subject.
struct RegexCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "regex",
        abstract: "Match a PCRE2 pattern against a subject: whole match, partial match, first match and captures.",
        discussion: """
            The pattern is compiled in UTF mode with Unicode properties (JIT when available). \
            "whole match" tells whether the entire subject matches; "partial" whether it is complete, \
            could still become a match with more input, or cannot; "first match" is the first match \
            anywhere in the subject, with its groups. Ranges are in Characters of the subject.

            On a compile or match error, PCRE2's message goes to standard error and the exit status is 2; \
            bad usage exits with 2 too.

            Examples:
              $ keystroke regex '([01]\\d|2[0-3]):[0-5]\\d' '23:59'
              $ keystroke regex '(?<user>[^@]+)@(?<host>.+)' 'ana@example.com' --json
              $ keystroke regex -i 'straße' 'STRAßE'
              $ keystroke regex '(ab' 'abc'        # prints the compile error, exits 2
            """
    )

    @Argument(help: "The PCRE2 pattern.")
    var pattern: String

    @Argument(help: "The text to match.")
    var subject: String

    @Flag(name: .long, help: "Print one JSON object instead of text.")
    var json = false

    @Flag(name: [.short, .customLong("ignore-case")], help: "Match letters case-insensitively.")
    var ignoreCase = false

    @Flag(name: .customLong("no-jit"), help: "Use PCRE2's interpreter instead of the JIT.")
    var noJIT = false

    func run() throws {
        var options = Pattern.Options()
        if ignoreCase { options.insert(.caseInsensitive) }
        if noJIT { options.insert(.noJIT) }
        let report: RegexReport
        do {
            report = try RegexReport(pattern: Pattern(pattern, options: options), subject: subject)
        } catch {
            let message = json ? RegexReport.errorJSON(error) : "keystroke: \(error)"
            FileHandle.standardError.write(Data((message + "\n").utf8))
            throw ExitCode(2)
        }
        let output = ByteWriter(descriptor: Platform.standardOutput)
        output.append(text: (json ? report.json : report.text) + "\n")
        try output.flush()
    }
}
