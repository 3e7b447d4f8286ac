import Foundation
import Testing

/// Runs the built `keystroke` binary, as a user would, and captures what it prints.
enum Keystroke {
    /// What a run produced.
    struct Run {
        /// The exit status.
        var status: Int32
        /// Standard output as text.
        var output: String
        /// Standard error as text.
        var error: String
        /// Standard output's bytes, for output that need not be UTF-8.
        var outputBytes: [UInt8] = []
        /// Standard error's bytes.
        var errorBytes: [UInt8] = []

        /// Standard output split into lines, without the last empty one.
        var lines: [String] {
            output.split(separator: "\n", omittingEmptySubsequences: false).dropLast(output.hasSuffix("\n") ? 1 : 0)
                .map(String.init)
        }
    }

    /// Where the binary is: `KEYSTROKE_BINARY`, or `keystroke` beside the test bundle in the build products directory.
    static let binary: URL? = {
        if let path = ProcessInfo.processInfo.environment["KEYSTROKE_BINARY"] { return URL(fileURLWithPath: path) }
        var directories: [URL] = []
        if let executable = Bundle.main.executableURL { directories.append(executable.deletingLastPathComponent()) }
        for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
            directories.append(bundle.bundleURL.deletingLastPathComponent())
        }
        directories.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
        return directories.map { $0.appendingPathComponent("keystroke") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// Runs `keystroke` with `arguments`, feeding `input` on standard input.
    /// - Parameters:
    ///   - inputPath: A file for standard input instead of `input` (to alias it with an output).
    ///   - outputPath: A file or device for standard output (`/dev/full`); `output` is then empty.
    ///   - workingDirectory: The folder to run in (relative paths resolve there).
    ///   - shell: Run `/bin/sh` with `arguments` instead of the binary (for bytes a `String` cannot hold).
    static func run(
        _ arguments: [String], input: Data = Data(), environment: [String: String]? = nil,
        inputPath: String? = nil, outputPath: String? = nil, directory workingDirectory: URL? = nil, shell: Bool = false
    ) throws -> Run {
        let binary = try #require(binary, "the keystroke binary was not found next to the test bundle")
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("keystroke-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let inputURL = directory.appendingPathComponent("in")
        let outputURL = directory.appendingPathComponent("out")
        let errorURL = directory.appendingPathComponent("err")
        try input.write(to: inputURL)
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)

        let process = Process()
        process.executableURL = shell ? URL(fileURLWithPath: "/bin/sh") : binary
        process.arguments = arguments
        if let environment { process.environment = environment }
        if let workingDirectory { process.currentDirectoryURL = workingDirectory }
        // Files, not pipes: a large output cannot block the child while we wait.
        process.standardInput = try FileHandle(forReadingFrom: inputPath.map(URL.init(fileURLWithPath:)) ?? inputURL)
        process.standardOutput = try FileHandle(forWritingTo: outputPath.map(URL.init(fileURLWithPath:)) ?? outputURL)
        process.standardError = try FileHandle(forWritingTo: errorURL)
        try process.run()
        process.waitUntilExit()
        let output = Array(try Data(contentsOf: outputURL)), error = Array(try Data(contentsOf: errorURL))
        return Run(
            status: process.terminationStatus, output: String(decoding: output, as: UTF8.self),
            error: String(decoding: error, as: UTF8.self), outputBytes: output, errorBytes: error)
    }

    /// Runs `keystroke` with `input` text on standard input.
    static func run(_ arguments: [String], input: String) throws -> Run {
        try run(arguments, input: Data(input.utf8))
    }

    /// Parses one line of JSON output into a dictionary.
    static func object(_ line: String) throws -> [String: Any] {
        let value = try JSONSerialization.jsonObject(with: Data(line.utf8))
        return try #require(value as? [String: Any], "not a JSON object: \(line)")
    }
}
