import Testing

@Suite("keystroke --help")
struct HelpTests {
    static let subcommands = ["format", "validate", "type", "mask", "batch", "form", "demo", "regex"]

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
