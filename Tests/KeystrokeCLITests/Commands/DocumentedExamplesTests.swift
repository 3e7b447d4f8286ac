import Foundation
import Testing

/// Runs every command line of README.md, Docs/*.md and the `--help` texts that uses a file
/// under Examples/, and checks the output shown under it, so the docs cannot drift from
/// the command.
@Suite("Documented examples run as shown")
struct DocumentedExamplesTests {
    /// One documented command and what the docs show it printing.
    struct Example: CustomTestStringConvertible, Sendable {
        var source: String
        var command: String
        /// The lines shown under it (standard output and error, in any order); `…` ends a prefix.
        var expected: [String]
        /// `cat FILE` lines shown after it, with their output.
        var followUps: [(file: String, expected: [String])] = []
        var testDescription: String { "\(source): \(command)" }
    }

    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The `$ …` lines of the Markdown files' console blocks.
    static func markdownExamples() throws -> [Example] {
        let docs = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Docs").path)
            .filter { $0.hasSuffix(".md") }.map { "Docs/\($0)" }
        var examples: [Example] = []
        for file in ["README.md"] + docs.sorted() {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            var inConsole = false
            var block: [String] = []
            for line in text.components(separatedBy: "\n") {
                if line.hasPrefix("```") {
                    if inConsole { examples += parse(block, source: file) }
                    inConsole = line == "```console"
                    block = []
                } else if inConsole {
                    block.append(line)
                }
            }
        }
        return examples
    }

    /// The `$ keystroke …` lines of every `--help` text.
    static func helpExamples() throws -> [Example] {
        var examples: [Example] = []
        for subcommand in ["", "format", "validate", "type", "mask", "batch", "find", "form", "demo", "regex"] {
            let run = try Keystroke.run(subcommand.isEmpty ? ["--help"] : [subcommand, "--help"])
            let lines = run.lines.drop { !$0.hasPrefix("Examples:") }.dropFirst()
                .prefix { !$0.hasPrefix("USAGE:") && !$0.hasPrefix("OPTIONS:") }
            var joined: [String] = []
            for line in lines {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if let last = joined.last, last.hasSuffix("\\") {
                    joined[joined.count - 1] = String(last.dropLast()) + trimmed
                } else {
                    joined.append(trimmed)
                }
            }
            examples += parse(joined, source: "keystroke \(subcommand) --help")
        }
        return examples
    }

    /// The commands of one block that use Examples/, each with the lines under it and the
    /// `cat` lines after it.
    static func parse(_ lines: [String], source: String) -> [Example] {
        enum Target { case none, command, followUp }
        var examples: [Example] = []
        var target = Target.none
        for line in lines {
            if line.hasPrefix("$ ") {
                let command = String(line.dropFirst(2))
                if command.hasPrefix("keystroke "), command.contains("Examples/") {
                    examples.append(Example(source: source, command: command, expected: []))
                    target = .command
                } else if command.hasPrefix("cat "), target != .none {
                    let file = stripComment(String(command.dropFirst(4)))
                    examples[examples.count - 1].followUps.append((file, []))
                    target = .followUp
                } else {
                    target = .none
                }
                continue
            }
            guard !line.isEmpty, let last = examples.indices.last else { continue }
            switch target {
            case .command: examples[last].expected.append(line)
            case .followUp: examples[last].followUps[examples[last].followUps.count - 1].expected.append(line)
            case .none: break
            }
        }
        return examples
    }

    /// `command` without a trailing `# comment` (a `#` after a space, outside quotes).
    static func stripComment(_ command: String) -> String {
        var quote: Character?
        var previous: Character = " "
        for index in command.indices {
            let character = command[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "'" || character == "\"" {
                quote = character
            } else if character == "#", previous == " " {
                return String(command[..<index]).trimmingCharacters(in: .whitespaces)
            }
            previous = character
        }
        return command
    }

    /// Shell words: quotes removed, `<` and `>` kept as words.
    static func words(_ command: String) -> [String] {
        var words: [String] = [], word = ""
        var quote: Character?
        var inWord = false
        for character in command {
            if let open = quote {
                if character == open { quote = nil } else { word.append(character) }
            } else if character == "'" || character == "\"" {
                quote = character
                inWord = true
            } else if character == " " {
                if inWord { words.append(word) }
                word = ""
                inWord = false
            } else {
                word.append(character)
                inWord = true
            }
        }
        if inWord { words.append(word) }
        return words
    }

    /// The exit status a `# … exit status N` or `# … exit N` comment gives, if any.
    static func documentedStatus(_ command: String) -> Int32? {
        guard let range = command.range(of: #"exit (status )?\d"#, options: .regularExpression) else { return nil }
        return command[range].last?.wholeNumberValue.map(Int32.init)
    }

    /// Nil when `actual` holds exactly the `expected` lines (in any order; `…` ends a prefix;
    /// a no-break space, as currencies print it, matches the plain space the docs show).
    /// A command shown without output (`keystroke batch < … > responses.jsonl`) is only run.
    static func difference(expected: [String], actual: [String]) -> String? {
        if expected.isEmpty { return nil }
        var remaining = actual.map { $0.replacingOccurrences(of: "\u{A0}", with: " ") }
        for line in expected {
            let matches: (String) -> Bool = line.contains("…") && !actual.contains(line)
                ? { $0.hasPrefix(String(line[..<(line.range(of: "…")?.lowerBound ?? line.endIndex)])) } : { $0 == line }
            guard let found = remaining.firstIndex(where: matches) else { return "missing: \(line)\nprinted: \(actual)" }
            remaining.remove(at: found)
        }
        return remaining.isEmpty ? nil : "not shown: \(remaining)"
    }

    static let all: [Example] = (try? markdownExamples() + helpExamples()) ?? []

    @Test("Every documented command that uses Examples/ runs and prints what the docs show", arguments: all)
    func runs(example: Example) throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createSymbolicLink(
            at: directory.url.appendingPathComponent("Examples"), withDestinationURL: Self.root.appendingPathComponent("Examples"))
        var arguments = Self.words(Self.stripComment(example.command)).dropFirst().map { $0 }
        var inputPath: String?, outputPath: String?
        for redirect in ["<", ">"] {
            guard let index = arguments.firstIndex(of: redirect), index + 1 < arguments.count else { continue }
            let path = directory.url.appendingPathComponent(arguments[index + 1]).path
            if redirect == "<" { inputPath = path } else { outputPath = path }
            arguments.removeSubrange(index...(index + 1))
        }
        if let outputPath { _ = FileManager.default.createFile(atPath: outputPath, contents: nil) }
        let run = try Keystroke.run(arguments, inputPath: inputPath, outputPath: outputPath, directory: directory.url)
        let status = Self.documentedStatus(example.command)
        #expect(status.map { run.status == $0 } ?? (run.status == 0), "exit status \(run.status): \(run.error)")
        let printed = (run.output + "\n" + run.error).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(Self.difference(expected: example.expected, actual: printed) == nil)
        for (file, expected) in example.followUps {
            let text = try String(contentsOf: directory.url.appendingPathComponent(file), encoding: .utf8)
            #expect(Self.difference(expected: expected, actual: text.split(separator: "\n").map(String.init)) == nil, "\(file)")
        }
    }

    @Test("The docs and help texts do use the examples")
    func examplesAreUsed() throws {
        let sources = Set(Self.all.map { $0.source.split(separator: ":").first.map(String.init) ?? "" })
        #expect(sources.isSuperset(of: ["Docs/CLI.md", "keystroke batch --help", "keystroke form --help"]), "\(sources)")
        #expect(Self.all.count >= 6)
        #expect(Self.all.contains { $0.followUps.map(\.file) == ["clean.csv", "rejects.csv"] && $0.followUps.allSatisfy { !$0.expected.isEmpty } })
    }
}
