import Testing

@Suite("keystroke --help")
struct HelpTests {
    static let subcommands = ["format", "validate", "type", "mask", "batch", "find", "form", "serve", "demo", "regex"]

    @Test("The root help lists every subcommand")
    func rootHelp() throws {
        let run = try Keystroke.run(["--help"])
        #expect(run.status == 0)
        for name in Self.subcommands {
            #expect(run.output.contains("  \(name) "), "missing \(name)")
        }
    }

    @Test("Every subcommand has help with examples", arguments: subcommands)
    func subcommandHelp(name: String) throws {
        let run = try Keystroke.run(["help", name])
        #expect(run.status == 0)
        #expect(run.output.contains("USAGE: keystroke \(name)"))
        #expect(run.output.contains("Examples:"))
        #expect(run.output.contains("$ keystroke \(name)"))
    }

    @Test("An unknown subcommand is an error on stderr")
    func unknownSubcommand() throws {
        let run = try Keystroke.run(["frobnicate"])
        #expect(run.status != 0)
        #expect(run.output.isEmpty)
        #expect(run.error.contains("frobnicate"))
    }
}

@Suite("keystroke --help at 80 columns")
struct HelpLayoutTests {
    @Test("No help line is wrapped inside a JSON string", arguments: HelpTests.subcommands)
    func jsonExamplesStayWhole(name: String) throws {
        let run = try Keystroke.run(["help", name], environment: ["COLUMNS": "80"])
        for line in run.lines where line.contains("{") || line.contains("\":") {
            let quotes = line.replacingOccurrences(of: "\\\"", with: "").filter { $0 == "\"" }.count
            #expect(quotes % 2 == 0, "\(name): \(line)")
        }
        for line in run.lines where !line.hasPrefix("USAGE:") {
            #expect(line.count <= 80, "\(name): \(line)")
        }
    }

    @Test("Every help states the exit status", arguments: HelpTests.subcommands)
    func exitStatusDocumented(name: String) throws {
        let run = try Keystroke.run(["help", name])
        #expect(run.output.lowercased().contains("exit status"))
        #expect(run.output.contains("2"))
    }
}
