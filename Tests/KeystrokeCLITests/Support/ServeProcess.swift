import Foundation
import Testing

/// A `keystroke serve` process on a free loopback port, for one test; terminated when released.
final class ServeProcess {
    let process = Process()
    /// The port it printed.
    let port: UInt16
    private let directory: TemporaryDirectory
    private let errorPath: String

    /// Starts `keystroke serve --form DEFINITION --port 0` with `options`, and waits for its address.
    init(definition: String, options: [String] = []) throws {
        let binary = try #require(Keystroke.binary, "the keystroke binary was not found next to the test bundle")
        directory = try TemporaryDirectory()
        let formPath = directory.path("form.json")
        try definition.write(toFile: formPath, atomically: true, encoding: .utf8)
        errorPath = directory.path("stderr")
        _ = FileManager.default.createFile(atPath: errorPath, contents: nil)
        let output = Pipe()
        process.executableURL = binary
        process.arguments = ["serve", "--form", formPath, "--port", "0"] + options
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errorPath))
        try process.run()
        // The first line is `listening on http://127.0.0.1:PORT`.
        var line: [UInt8] = []
        while line.last != UInt8(ascii: "\n") {
            let byte = output.fileHandleForReading.readData(ofLength: 1)
            if byte.isEmpty { break }
            line += byte
        }
        let text = String(decoding: line, as: UTF8.self)
        let port = text.split(separator: ":").last.flatMap { UInt16($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        if port == nil { process.terminate() }
        self.port = try #require(port, "no address printed: '\(text)'")
        #expect(text.hasPrefix("listening on http://127.0.0.1:"), "\(text)")
    }

    deinit {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
    }

    /// What the server logged on standard error so far.
    var log: String {
        (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
    }

    /// A new connection to the server.
    func connect(timeout: Int = 10, receiveBuffer: Int32? = nil) throws -> HTTPTestClient {
        try HTTPTestClient(port: port, timeout: timeout, receiveBuffer: receiveBuffer)
    }

    /// Sends SIGTERM and waits for the exit status (at most `seconds`).
    func terminate(within seconds: Double = 20) throws -> Int32 {
        process.terminate()
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        try #require(!process.isRunning, "still running \(seconds) s after SIGTERM")
        return process.terminationStatus
    }
}
