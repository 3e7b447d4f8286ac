import Foundation
import Testing

/// Every command reports a failed write as `keystroke: write: …` with exit status 2,
/// never exit 0 in silence nor ArgumentParser's `Error:` with 1.
@Suite("keystroke: write errors")
struct WriteErrorTests {
    static let definition = #"{"elements": [{"key": "cpf", "type": "text", "format": "cpf"}]}"#

    @Test(
        "Standard output on /dev/full: exit 2 and the reason",
        arguments: [
            ["format", "cpf", "12345678909"],
            ["format", "cpf", "12345678909", "--json"],
            ["validate", "cpf", "123.456.789-09"],
            ["type", "cpf", "123"],
            ["mask", "[00]", "12"],
            ["regex", "a", "a"],
            ["batch"],
            ["batch", "--csv", "--format", "cpf", "--format-column", "1"],
            ["demo", "--script", "41999998888", "--show-screen"],
            ["form"],
        ])
    func devFull(arguments: [String]) throws {
        let directory = try TemporaryDirectory()
        var arguments = arguments
        if arguments == ["form"] {
            let path = directory.path("form.json")
            try Self.definition.write(toFile: path, atomically: false, encoding: .utf8)
            try #"{"cpf": "123.456.789-09"}"#.write(toFile: directory.path("answers.json"), atomically: false, encoding: .utf8)
            arguments += [path, directory.path("answers.json")]
        }
        let input = #"{"op":"validate","format":"cpf","input":"123.456.789-09"}"# + "\n"
        let run = try Keystroke.run(
            arguments, input: Data((arguments.contains("--csv") ? "12345678909\n" : input).utf8), outputPath: "/dev/full")
        #expect(run.status == 2, "\(arguments): \(run.error)")
        #expect(run.error.hasSuffix("keystroke: write: No space left on device\n"), "\(arguments): \(run.error)")
        #expect(!run.error.contains("Error:"))
    }

    @Test("A large batch on /dev/full reports the failed write once, with exit 2")
    func stopsEarly() throws {
        let line = #"{"op":"validate","format":"cpf","input":"123.456.789-09"}"# + "\n"
        let input = String(repeating: line, count: 200_000)
        let run = try Keystroke.run(["batch"], input: Data(input.utf8), outputPath: "/dev/full")
        #expect(run.status == 2)
        #expect(run.error == "keystroke: write: No space left on device\n")
    }
}
