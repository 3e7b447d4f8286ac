import ArgumentParser
import Foundation
import KeystrokeForms
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
        do {
            let report = try RegexReport(pattern: Pattern(pattern, options: options), subject: subject)
            print(json ? report.json : report.text)
        } catch {
            let message = json ? RegexReport.errorJSON(error) : "keystroke: \(error)"
            FileHandle.standardError.write(Data((message + "\n").utf8))
            throw ExitCode(2)
        }
    }
}

/// What `keystroke regex` found, in text or JSON.
struct RegexReport {
    struct Group {
        let number: Int
        let name: String?
        let text: String?
        let range: [Int]?

        /// Unset groups and names are explicit nulls.
        var output: FormOutput {
            [
                "number": .number(Decimal(number)), "name": name.map(FormOutput.string) ?? .null,
                "text": text.map(FormOutput.string) ?? .null, "range": range.map(RegexReport.output) ?? .null,
            ]
        }
    }

    struct FirstMatch {
        let text: String
        let range: [Int]
        let utf8Range: [Int]
        let groups: [Group]

        var output: FormOutput {
            [
                "text": .string(text), "range": RegexReport.output(range), "utf8Range": RegexReport.output(utf8Range),
                "groups": .array(groups.map(\.output)),
            ]
        }
    }

    let pattern: String
    let subject: String
    let matches: Bool
    let partial: String
    let firstMatch: FirstMatch?
    let jit: Bool

    init(pattern compiled: Pattern, subject: String) throws(PCRE2Error) {
        pattern = compiled.source
        self.subject = subject
        matches = try compiled.matches(subject)
        partial = switch try compiled.partialMatch(subject) {
        case .complete: "complete"
        case .partial: "partial"
        case .none: "none"
        }
        jit = compiled.usesJIT
        var names: [Int: String] = [:]
        for (name, numbers) in compiled.groupNames {
            for number in numbers { names[number] = name }
        }
        firstMatch = try compiled.firstMatch(in: subject).map { match in
            FirstMatch(
                text: String(match.value),
                range: [match.characterRange.lowerBound, match.characterRange.upperBound],
                utf8Range: [match.utf8Range.lowerBound, match.utf8Range.upperBound],
                groups: (1..<(match.captureCount + 1)).map { number in
                    Group(
                        number: number, name: names[number], text: match[number].map(String.init),
                        range: match.range(at: number).map { range in
                            let lower = subject.distance(from: subject.startIndex, to: range.lowerBound)
                            return [lower, lower + subject[range].count]
                        })
                })
        }
    }

    var text: String {
        var lines = [
            "pattern:     \(pattern)",
            "whole match: \(matches ? "yes" : "no")",
            "partial:     \(partial)",
        ]
        if let firstMatch {
            lines.append("first match: \"\(firstMatch.text)\" at \(firstMatch.range[0])..<\(firstMatch.range[1])")
            for group in firstMatch.groups {
                let label = group.name.map { "group \(group.number) (\($0))" } ?? "group \(group.number)"
                lines.append("  \(label): " + (group.text.map { "\"\($0)\"" } ?? "unset"))
            }
        } else {
            lines.append("first match: none")
        }
        return lines.joined(separator: "\n")
    }

    /// One line of JSON with sorted keys; no `firstMatch` key when nothing matched.
    var json: String {
        var members: [String: FormOutput] = [
            "pattern": .string(pattern), "subject": .string(subject), "matches": .bool(matches),
            "partial": .string(partial), "jit": .bool(jit),
        ]
        members["firstMatch"] = firstMatch?.output
        return FormOutput.object(members).jsonString
    }

    /// The error as one line of JSON with sorted keys, for `--json`; no offsets when PCRE2 gives none.
    static func errorJSON(_ error: PCRE2Error) -> String {
        var members: [String: FormOutput] = [
            "error": .string(error.description), "kind": .string(error.kind.description),
            "code": .number(Decimal(error.code)), "message": .string(error.message),
        ]
        members["offset"] = error.offset.map { .number(Decimal($0)) }
        members["characterOffset"] = error.characterOffset.map { .number(Decimal($0)) }
        return FormOutput.object(members).jsonString
    }

    /// A range's bounds as a JSON array.
    static func output(_ bounds: [Int]) -> FormOutput { .array(bounds.map { .number(Decimal($0)) }) }
}
