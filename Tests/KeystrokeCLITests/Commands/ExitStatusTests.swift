import Foundation
import Testing

/// One convention for every subcommand: usage errors exit with 2 and print `keystroke: …`.
@Suite("keystroke: exit status and error prefix")
struct ExitStatusTests {
    @Test(
        "Bad usage exits with 2, the message prefixed 'keystroke: '",
        arguments: [
            (["format", "cpf"], "Missing expected argument"),
            (["frob"], "Unexpected argument 'frob'"),
            (["batch", "--csv", "--format", "cpf", "--format-column", "0"], "--format-column N with N >= 1"),
            (["mask", "[00]", "1", "--caret", "-5"], "--caret must be 0 or more"),
            (["mask", "[00]", "1", "--caret", "x"], "'x' is invalid for '--caret"),
            (["validate"], "Missing expected argument"),
            (["type", "cpf"], "Missing expected argument"),
            (["form"], "Missing expected argument"),
            (["demo", "--show-screen"], "--show-screen needs --script"),
            (["regex", "a"], "Missing expected argument"),
            (["format", "no-such-format", "1"], "unknown format 'no-such-format'"),
            (["regex", "(", "a"], "missing closing parenthesis"),
            (["mask", "[00", "1"], "unclosed bracket at offset 0"),
        ] as [([String], String)])
    func usageErrors(arguments: [String], message: String) throws {
        let run = try Keystroke.run(arguments)
        #expect(run.status == 2, "\(arguments): \(run.error)")
        #expect(run.output.isEmpty)
        #expect(run.error.hasPrefix("keystroke: "), "\(run.error)")
        #expect(run.error.contains(message), "\(run.error)")
        #expect(!run.error.contains("Error:") && !run.error.contains("error:"))
    }

    @Test("The README documents the same convention")
    func readme() throws {
        let readme = try String(contentsOf: URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("2 for bad usage"))
    }
}

@Suite("keystroke form: files it cannot use")
struct FormFileErrorTests {
    @Test("A missing file is named with the reason")
    func missingFile() throws {
        let run = try Keystroke.run(["form", "/no/such/signup.json"])
        #expect(run.status == 2)
        #expect(run.error == "keystroke: cannot read /no/such/signup.json: No such file or directory\n")
    }

    @Test("A file that is not UTF-8 is named with the offending byte, shown as \\xFF")
    func invalidUTF8() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("form.json")
        try Data(Array(#"{"elements":"#.utf8) + [0xFF] + Array("[]}".utf8)).write(to: URL(fileURLWithPath: path))
        let run = try Keystroke.run(["form", path])
        #expect(run.status == 2)
        #expect(run.error == "keystroke: \(path): not UTF-8 text: byte \\xFF at offset 12\n")
    }

    @Test("A misspelt top-level key is reported as unknown, with the closest known key")
    func misspeltKey() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("form.json")
        try Data(#"{"elemnts": [{"key": "a", "type": "text"}]}"#.utf8).write(to: URL(fileURLWithPath: path))
        let run = try Keystroke.run(["form", path])
        #expect(run.status == 2)
        #expect(run.error == "keystroke: \(path): $.elemnts: unknown key 'elemnts'; did you mean 'elements'?\n")
    }

    @Test("A leading byte-order mark is skipped in definition and answers files")
    func byteOrderMark() throws {
        let directory = try TemporaryDirectory()
        let definition = directory.path("form.json"), answers = directory.path("answers.json")
        try Data([0xEF, 0xBB, 0xBF] + Array(#"{"elements": [{"key": "cpf", "type": "text", "format": "cpf"}]}"#.utf8))
            .write(to: URL(fileURLWithPath: definition))
        try Data([0xEF, 0xBB, 0xBF] + Array(#"{"cpf": "123.456.789-09"}"#.utf8)).write(to: URL(fileURLWithPath: answers))
        let run = try Keystroke.run(["form", definition, answers])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output == #"{"cpf":"12345678909"}"# + "\n")
    }
}
