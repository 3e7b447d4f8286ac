import Foundation
import Testing

/// Faults injected into every mode of `batch` (JSON Lines, CSV to standard streams, CSV
/// to files) and into `form`: each input line ends in exactly one output, or the run
/// fails with exit status 2 and a message, never exit 0 with something missing.
@Suite("keystroke: fault injection")
struct FaultInjectionTests {
    /// A fault: the bytes it puts into an otherwise clean input.
    struct Fault: CustomTestStringConvertible, Sendable {
        var name: String
        /// CSV rows after the header (bytes, line ends included).
        var csv: [UInt8]
        /// JSON Lines requests.
        var jsonLines: [UInt8]
        var testDescription: String { name }
    }

    static let tenMegabytes = [UInt8](repeating: UInt8(ascii: "a"), count: 10 << 20)

    static func rows(_ end: String = "\n") -> [UInt8] {
        Array("1,Ana,123.456.789-09\(end)2,Bia,123.456.789-00\(end)3,\"Cid, Jr\",111.444.777-35\(end)".utf8)
    }

    static func requests(_ end: String = "\n") -> [UInt8] {
        Array((#"{"op":"validate","format":"cpf","input":"123.456.789-09"}"# + end
            + #"{"op":"format","format":"cpf","input":"52998224725123"}"# + end).utf8)
    }

    static let faults: [Fault] = [
        Fault(name: "invalid UTF-8", csv: rows() + Array("4,A".utf8) + [0xFF] + Array("na,1\n5,Bo,12".utf8) + [0xC3, 0x28] + [0x0A],
              jsonLines: requests() + Array(#"{"op":"validate","format":"cpf","input":"1"#.utf8) + [0xFF, 0x22, 0x7D, 0x0A]),
        Fault(name: "NUL bytes", csv: rows() + Array("4,A\u{0}na,123.456.789-09\n5,Bo,123\u{0}.456.789-09\n".utf8),
              jsonLines: requests() + Array("{\"op\":\"validate\",\"format\":\"cpf\",\"input\":\"1\u{0}\"}\n\u{0}\n".utf8)),
        Fault(name: "CRLF line ends", csv: rows("\r\n") + Array("4,\"Porto\r\nAlegre\",123.456.789-09\r\n".utf8), jsonLines: requests("\r\n")),
        Fault(name: "CR-only line ends", csv: rows("\r") + Array("4,\"Porto\rAlegre\",123.456.789-00\r".utf8), jsonLines: requests("\r")),
        Fault(name: "blank lines", csv: Array("\n".utf8) + rows() + Array("\r\n\n\r".utf8) + rows(),
              jsonLines: Array("\n".utf8) + requests() + Array("\r\n\n".utf8)),
        Fault(name: "unterminated quotes", csv: rows() + Array("\"Bo,529.982.247-25,x\n".utf8) + rows() + Array("6,\"open".utf8),
              jsonLines: requests() + Array(#"{"op":"validate","format":"cpf","input":"123"#.utf8) + [0x0A] + requests()),
        Fault(name: "stray quotes", csv: rows() + Array("4,An\"a,123.456.789-09\n5,\"Ana\"x,123.456.789-09\n".utf8),
              jsonLines: requests() + Array(#"{"op":"validate","format":"cpf","input":"1"x}"#.utf8) + [0x0A]),
        Fault(name: "a 10 MB line", csv: rows() + Array("4,".utf8) + tenMegabytes + Array(",1\n".utf8) + rows(),
              jsonLines: requests() + tenMegabytes + [0x0A] + requests()),
        Fault(name: "no final line end", csv: rows() + Array("4,Dan,123.456.789-09".utf8),
              jsonLines: requests() + Array(#"{"op":"validate","format":"cpf","input":"1"}"#.utf8)),
    ]

    static let csvArguments = ["batch", "--csv", "--format", "cpf", "--format-column", "3", "--header", "--write", "original"]

    @Test("JSON Lines: one response per input line, in order, each well-formed", arguments: faults)
    func jsonLines(fault: Fault) throws {
        let run = try Keystroke.run(["batch"], input: Data(fault.jsonLines))
        #expect(run.status == 0, "\(run.error)")
        var expected = fault.jsonLines.split(separator: 0x0A, omittingEmptySubsequences: false).count
        if fault.jsonLines.last == 0x0A { expected -= 1 }
        #expect(run.lines.count == expected)
        for (index, line) in run.lines.enumerated() {
            let object = try Keystroke.object(line)
            if object["ok"] as? Bool == false { #expect(object["line"] as? Int == index + 1, "\(line)") }
        }
    }

    @Test("CSV to standard output and error: every line in exactly one, byte for byte", arguments: faults)
    func csvStreams(fault: Fault) throws {
        let input = Array("id,name,cpf\n".utf8) + fault.csv
        let run = try Keystroke.run(Self.csvArguments, input: Data(input))
        #expect(run.status == 0, "\(run.error.prefix(300))")
        let problem = CSVLedger.mismatch(input: input, cleaned: run.outputBytes, rejects: run.errorBytes, header: true)
        #expect(problem == nil)
    }

    @Test("CSV to files: every line in exactly one, byte for byte, and the counts say so", arguments: faults)
    func csvFiles(fault: Fault) throws {
        let directory = try TemporaryDirectory()
        let input = Array("id,name,cpf\n".utf8) + fault.csv
        let inputPath = directory.path("in.csv"), cleanedPath = directory.path("clean.csv"), rejectsPath = directory.path("rejects.csv")
        try Data(input).write(to: URL(fileURLWithPath: inputPath))
        let run = try Keystroke.run(Self.csvArguments + ["--output", cleanedPath, "--rejects", rejectsPath, inputPath])
        #expect(run.status == 0, "\(run.error)")
        let cleaned = Array(try Data(contentsOf: URL(fileURLWithPath: cleanedPath)))
        let rejects = Array(try Data(contentsOf: URL(fileURLWithPath: rejectsPath)))
        #expect(CSVLedger.mismatch(input: input, cleaned: cleaned, rejects: rejects, header: true) == nil)
        #expect(run.error.hasPrefix("keystroke: ") && run.error.contains(" kept, "))
        // Raw bytes, not decoded text: a file with a bad byte must count the same.
        #expect(Array(try Data(contentsOf: URL(fileURLWithPath: inputPath))) == input)
    }

    @Test("Every mode on a full disk: exit 2 and the reason, never exit 0")
    func fullDisk() throws {
        let directory = try TemporaryDirectory()
        let csv = Data(Array("id,name,cpf\n".utf8) + Self.rows())
        for (arguments, input) in [
            (["batch"], Data(Self.requests())), (Self.csvArguments, csv),
            (Self.csvArguments + ["--output", "/dev/full", "--rejects", directory.path("r.csv")], csv),
        ] {
            let run = try Keystroke.run(arguments, input: input, outputPath: "/dev/full")
            #expect(run.status == 2, "\(arguments)")
            #expect(run.error.contains("keystroke: write: No space left on device"), "\(arguments): \(run.error)")
        }
        #expect(!FileManager.default.fileExists(atPath: directory.path("r.csv")))
    }

    @Test("Outputs aliasing the input: exit 2, the input untouched, in every mode", arguments: ["second name", "hard link", "symbolic link"])
    func aliases(alias: String) throws {
        let directory = try TemporaryDirectory()
        let input = directory.path("in.csv")
        let bytes = Array("id,name,cpf\n".utf8) + Self.rows()
        try Data(bytes).write(to: URL(fileURLWithPath: input))
        let other = directory.path("other.csv")
        switch alias {
        case "second name": try FileManager.default.createDirectory(atPath: directory.path("d"), withIntermediateDirectories: true)
        case "hard link": try FileManager.default.linkItem(atPath: input, toPath: other)
        default: try FileManager.default.createSymbolicLink(atPath: other, withDestinationPath: input)
        }
        let name = alias == "second name" ? directory.path("d/../in.csv") : other
        for arguments in [
            Self.csvArguments + ["--output", name, input], Self.csvArguments + ["--rejects", name, input],
            Self.csvArguments + ["--output", directory.path("c.csv"), "--rejects", name, input],
        ] {
            let run = try Keystroke.run(arguments)
            #expect(run.status == 2)
            #expect(run.error.contains("is the input file"), "\(run.error)")
        }
        let jsonLines = try Keystroke.run(["batch", input], outputPath: name)
        #expect(jsonLines.status == 2)
        #expect(jsonLines.error.contains("standard output is the input file"), "\(jsonLines.error)")
        let form = try Keystroke.run(["form", input], outputPath: name)
        #expect(form.status == 2)
        #expect(Array(try Data(contentsOf: URL(fileURLWithPath: input))) == bytes)
    }

    @Test("form: answers with faults are answered (exit 0 or 1) or refused with exit 2 and a message", arguments: faults)
    func form(fault: Fault) throws {
        let directory = try TemporaryDirectory()
        let definition = directory.path("form.json"), answers = directory.path("answers.json")
        try #"{"elements": [{"key": "name", "type": "text"}, {"key": "cpf", "type": "text", "format": "cpf"}]}"#
            .write(toFile: definition, atomically: false, encoding: .utf8)
        // The fault's bytes inside a string value, then as the whole file.
        for body in [Array(#"{"name": ""#.utf8) + fault.csv + Array(#"", "cpf": "123.456.789-09"}"#.utf8), fault.csv] {
            try Data(body).write(to: URL(fileURLWithPath: answers))
            let run = try Keystroke.run(["form", definition, answers])
            switch run.status {
            case 0, 1:
                #expect(!run.output.isEmpty)
                #expect(run.error.isEmpty)
            default:
                #expect(run.status == 2)
                #expect(run.output.isEmpty)
                #expect(run.error.hasPrefix("keystroke: \(answers)") || run.error.hasPrefix("keystroke: cannot read"), "\(run.error)")
            }
        }
        let full = try Keystroke.run(["form", definition], outputPath: "/dev/full")
        #expect(full.status == 2)
        #expect(full.error == "keystroke: write: No space left on device\n")
    }
}
