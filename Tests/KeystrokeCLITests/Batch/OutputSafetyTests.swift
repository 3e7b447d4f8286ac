import Foundation
import Testing

/// `batch --csv` never writes over its input or over its other output, whatever name
/// reaches the same file, and a failed run leaves an existing output as it was.
@Suite("keystroke batch: outputs that alias the input or each other")
struct OutputSafetyTests {
    static let people = "name,cpf\nAna,123.456.789-09\nBia,123.456.789-00\n"
    static let csv = ["batch", "--csv", "--format", "cpf", "--format-column", "2", "--header"]

    /// A folder holding `p.csv` with ``people``.
    static func folder() throws -> (TemporaryDirectory, String) {
        let directory = try TemporaryDirectory()
        let input = directory.path("p.csv")
        try people.write(toFile: input, atomically: false, encoding: .utf8)
        return (directory, input)
    }

    static func contents(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }

    @Test(
        "An output that is the input, by any name, is refused with exit 2 and the input is untouched",
        arguments: ["same name", "second name", "hard link", "symbolic link"])
    func outputIsInput(alias: String) throws {
        let (directory, input) = try Self.folder()
        defer { withExtendedLifetime(directory) {} }
        let output: String
        switch alias {
        case "same name": output = input
        case "second name": output = directory.url.appendingPathComponent("sub/../p.csv").path
        case "hard link":
            output = directory.path("link.csv")
            try FileManager.default.linkItem(atPath: input, toPath: output)
        default:
            output = directory.path("link.csv")
            try FileManager.default.createSymbolicLink(atPath: output, withDestinationPath: input)
        }
        try FileManager.default.createDirectory(atPath: directory.path("sub"), withIntermediateDirectories: true)
        for option in ["--output", "--rejects"] {
            let run = try Keystroke.run(Self.csv + [option, output, input])
            #expect(run.status == 2, "\(alias) \(option): \(run.error)")
            #expect(run.error.hasPrefix("keystroke: \(option) '\(output)' is the input file"), "\(run.error)")
            #expect(try Self.contents(input) == Self.people)
        }
    }

    @Test("An output that is the input read from standard input is refused too")
    func outputIsStandardInput() throws {
        let (directory, input) = try Self.folder()
        defer { withExtendedLifetime(directory) {} }
        let run = try Keystroke.run(Self.csv + ["--output", input], inputPath: input)
        #expect(run.status == 2)
        #expect(run.error.contains("is the input file standard input"), "\(run.error)")
        #expect(try Self.contents(input) == Self.people)
    }

    @Test("Standard output redirected onto the input file is refused, in JSON Lines and CSV mode")
    func standardOutputIsInput() throws {
        let (directory, input) = try Self.folder()
        let run = try Keystroke.run(Self.csv + [input], outputPath: input)
        #expect(run.status == 2)
        #expect(run.error.contains("standard output is the input file '\(input)'"), "\(run.error)")
        #expect(try Self.contents(input) == Self.people)

        let requests = directory.path("requests.jsonl")
        let request = #"{"op":"validate","format":"cpf","input":"123.456.789-09"}"# + "\n"
        try request.write(toFile: requests, atomically: false, encoding: .utf8)
        let jsonLines = try Keystroke.run(["batch", requests], outputPath: requests)
        #expect(jsonLines.status == 2)
        #expect(try Self.contents(requests) == request)
    }

    @Test("--output and --rejects naming one file are refused, by name or by link")
    func outputsAlias() throws {
        let (directory, input) = try Self.folder()
        let existing = directory.path("o.csv")
        try "old\n".write(toFile: existing, atomically: false, encoding: .utf8)
        try FileManager.default.linkItem(atPath: existing, toPath: directory.path("o2.csv"))
        for (output, rejects) in [
            (directory.path("new.csv"), directory.path("new.csv")), (existing, existing), (existing, directory.path("o2.csv")),
        ] {
            let run = try Keystroke.run(Self.csv + ["--output", output, "--rejects", rejects, input])
            #expect(run.status == 2)
            #expect(run.error == "keystroke: --rejects '\(rejects)' is the same file as --output '\(output)'; the two outputs would overwrite each other\n")
        }
        #expect(try Self.contents(existing) == "old\n")
        #expect(!FileManager.default.fileExists(atPath: directory.path("new.csv")))
    }

    @Test("A run that fails leaves an existing output as it was and no temporary file behind")
    func failedRunKeepsOutput() throws {
        let (directory, input) = try Self.folder()
        let output = directory.path("clean.csv")
        try "precious\n".write(toFile: output, atomically: false, encoding: .utf8)
        let run = try Keystroke.run(Self.csv + ["--output", output, "--rejects", "/dev/full", input])
        #expect(run.status == 2)
        #expect(run.error.hasPrefix("keystroke: write: "), "\(run.error)")
        #expect(try Self.contents(output) == "precious\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path).sorted() == ["clean.csv", "p.csv"])
    }

    @Test("A run that succeeds replaces the output, writes through a symbolic link and keeps the file's permissions")
    func successfulRunReplaces() throws {
        let (directory, input) = try Self.folder()
        let output = directory.path("clean.csv"), link = directory.path("clean-link.csv")
        try "old\n".write(toFile: output, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: output)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: output)
        let run = try Keystroke.run(Self.csv + ["--output", link, "--rejects", directory.path("rejects.csv"), input])
        #expect(run.status == 0, "\(run.error)")
        #expect(try Self.contents(output) == "name,cpf\nAna,12345678909\n")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == output)
        let permissions = try FileManager.default.attributesOfItem(atPath: output)[.posixPermissions] as? Int
        #expect(permissions == 0o640)
        #expect(run.error == "keystroke: 1 row kept, 1 rejected\n")
    }

    @Test("Outputs to devices are written in place: /dev/null twice is fine")
    func devices() throws {
        let (directory, input) = try Self.folder()
        defer { withExtendedLifetime(directory) {} }
        let run = try Keystroke.run(Self.csv + ["--output", "/dev/null", "--rejects", "/dev/null", input])
        #expect(run.status == 0, "\(run.error)")
    }
}

@Suite("keystroke batch: interrupted runs")
struct InterruptedRunTests {
    /// Sends `signal` once and waits for the run to end; one that outlives it by 10 s is killed
    /// and recorded, rather than hanging the suite.
    static func interrupt(_ process: Process, with signal: Int32) {
        kill(process.processIdentifier, signal)
        for _ in 0..<200 where process.isRunning { usleep(50_000) }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            Issue.record("keystroke batch still ran 10 s after signal \(signal)")
        }
        process.waitUntilExit()
    }

    @Test("A run ended by SIGTERM removes its temporary files and leaves the outputs as they were", arguments: [15, 2])
    func terminated(signal: Int32) throws {
        let directory = try TemporaryDirectory()
        let fifo = directory.path("in.csv"), output = directory.path("clean.csv")
        try "old\n".write(toFile: output, atomically: false, encoding: .utf8)
        let mkfifo = try Process.run(URL(fileURLWithPath: "/usr/bin/mkfifo"), arguments: [fifo])
        mkfifo.waitUntilExit()
        let binary = try #require(Keystroke.binary)
        let process = Process()
        process.executableURL = binary
        process.arguments = ["batch", "--csv", "--format", "cpf", "--format-column", "1", "--output", output, "--rejects", directory.path("r.csv"), fifo]
        process.standardError = FileHandle.nullDevice
        try process.run()
        let writer = try #require(FileHandle(forWritingAtPath: fifo))  // opens once the command reads
        writer.write(Data("12345678909\n".utf8))
        // Wait until the temporary files exist, then interrupt the run that waits for more input.
        var waited = 0
        while try FileManager.default.contentsOfDirectory(atPath: directory.url.path).count < 4, waited < 200 {
            usleep(50_000)
            waited += 1
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path).count == 4)
        // The signals are watched before the files exist: one signal is enough.
        Self.interrupt(process, with: signal)
        try writer.close()
        #expect(process.terminationStatus == 128 + signal)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path).sorted() == ["clean.csv", "in.csv"])
        #expect(try String(contentsOfFile: output, encoding: .utf8) == "old\n")
    }

    @Test("A signal at any moment of a run leaves either the old outputs or the whole new ones, and no temporary file")
    func signalAtAnyMoment() throws {
        let directory = try TemporaryDirectory()
        let input = directory.path("in.csv"), output = directory.path("clean.csv"), rejects = directory.path("r.csv")
        let rows = 5_000  // about 0.1 s in a debug build
        try String(repeating: "12345678909\n", count: rows).write(toFile: input, atomically: false, encoding: .utf8)
        let binary = try #require(Keystroke.binary)
        // From before the command reads its arguments to after it has written everything.
        for delay in stride(from: 0, through: 150_000, by: 5_000) {
            try "old\n".write(toFile: output, atomically: false, encoding: .utf8)
            try? FileManager.default.removeItem(atPath: rejects)
            let process = Process()
            process.executableURL = binary
            process.arguments = ["batch", "--csv", "--format", "cpf", "--format-column", "1", "--output", output, "--rejects", rejects, input]
            process.standardError = FileHandle.nullDevice
            try process.run()
            usleep(useconds_t(delay))
            Self.interrupt(process, with: SIGTERM)
            let names = try FileManager.default.contentsOfDirectory(atPath: directory.url.path).sorted()
            // A signal after the outputs took their names still ends the run, with them written.
            let cleaned = try String(contentsOfFile: output, encoding: .utf8)
            if cleaned == "old\n" {
                #expect(names == ["clean.csv", "in.csv"], "after \(delay) µs")
                #expect(process.terminationStatus != 0, "after \(delay) µs")
            } else {
                #expect(names == ["clean.csv", "in.csv", "r.csv"], "after \(delay) µs")
                #expect(cleaned.count(where: { $0 == "\n" }) == rows, "after \(delay) µs")
            }
        }
    }
}
