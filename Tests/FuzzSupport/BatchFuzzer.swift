import Foundation
import Keystroke
import KeystrokeBatch
import KeystrokeForms

/// Runs fuzzed bytes through the `keystroke batch` engine, JSON Lines or CSV,
/// as the command does (files read by ``LineReader``, written by ``ByteWriter``),
/// and checks what it wrote.
///
/// Byte 0 sets the reader's chunk size and byte 1 its line limit, small so the
/// fuzzer reaches lines split across reads and over-long lines; CSV takes three
/// more bytes (format, column and options). The rest is the input file.
enum BatchFuzzer {
    /// The formats a fuzzed CSV column is validated with.
    static let csvFormats = ["cpf", "cnpj", "email", "phone-br", "currency:pt-BR:BRL", "date", "credit-card", "letters"]

    /// The keys the engine reads; the fast and complete parsers must agree on each.
    static let keys: [StaticString] = [
        "op", "format", "input", "mask", "affine", "rtl", "customNotations", "edits", "keys", "text", "caret",
        "gravity", "autocomplete", "autoskip", "forward", "initial", "character", "pattern", "optional", "leniency",
    ]

    /// Runs JSON Lines input; returns the broken invariant, if any.
    static func runLines(_ bytes: ArraySlice<UInt8>) -> Violation? {
        var bytes = bytes
        let (chunk, limit) = readerShape(&bytes)
        return withFiles(input: bytes, outputs: 1) { input, outputs in
            let reader = LineReader(descriptor: input, chunkSize: chunk, maximumLineLength: limit)
            var engine = BatchEngine(output: ByteWriter(descriptor: outputs[0], capacity: 4096))
            do {
                try engine.run(reader)
            } catch {
                return violation("batch runs", "\(error)")
            }
            return nil
        } check: { input, written in
            let lines = try? readLines(input, chunk: chunk, limit: limit)
            guard let lines else { return violation("input readable", "the reader failed on a file") }
            let responses = written[0].split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).dropLast()
            if written[0].last != UInt8(ascii: "\n") && !written[0].isEmpty {
                return violation("responses end with a newline", preview(written[0].suffix(80)))
            }
            if responses.count != lines.count {
                return violation("one response per line", "\(lines.count) lines, \(responses.count) responses")
            }
            for (number, response) in responses.enumerated() {
                guard let object = try? JSONSerialization.jsonObject(with: Data(response)) as? [String: Any],
                      object["ok"] is Bool
                else {
                    return violation("each response is a JSON object with \"ok\"", "line \(number + 1): \(preview(response))")
                }
            }
            for (number, line) in lines.enumerated() {
                if let line, let problem = compareParsers(line) { return violation("fast and complete parsers agree", "line \(number + 1): \(problem)") }
            }
            return nil
        }
    }

    /// Runs CSV input; returns the broken invariant, if any.
    static func runCSV(_ bytes: ArraySlice<UInt8>) -> Violation? {
        var bytes = bytes
        let (chunk, limit) = readerShape(&bytes)
        let formatByte = Int(bytes.popFirst() ?? 0), column = 1 + Int(bytes.popFirst() ?? 0) % 4
        let options = bytes.popFirst() ?? 0
        let formatID = csvFormats[formatByte % csvFormats.count]
        let hasHeader = options & 1 == 1
        let replacement = CSVCleaner.Replacement.allCases[Int(options >> 1) % CSVCleaner.Replacement.allCases.count]
        guard let format = try? Format(id: formatID) else { return violation("CSV format resolves", formatID) }
        var summary: CSVCleaner.Summary?
        return withFiles(input: bytes, outputs: 2) { input, outputs in
            let reader = LineReader(descriptor: input, chunkSize: chunk, maximumLineLength: limit, lineBreaks: .any)
            var cleaner = CSVCleaner(
                format: format, column: column, hasHeader: hasHeader, replacement: replacement,
                cleaned: ByteWriter(descriptor: outputs[0], capacity: 4096),
                rejects: ByteWriter(descriptor: outputs[1], capacity: 4096)
            )
            do {
                try cleaner.run(reader)
            } catch {
                return violation("CSV cleaning runs", "\(error)")
            }
            summary = cleaner.summary
            return nil
        } check: { _, written in
            guard let summary else { return violation("CSV cleaning runs", "no summary") }
            // A header is copied to both outputs; a quoted field may hold line breaks,
            // so rows are counted by the cleaner and checked against the rejects' line numbers.
            // Rows keep their own line ends (LF, CRLF or a lone CR), so any of them ends a row.
            let rejectRows = written[1].split(whereSeparator: { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }).filter { row in
                guard let first = row.first else { return false }
                return first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")
            }
            if rejectRows.count < summary.rejected {
                return violation("every reject is written", "\(summary.rejected) rejected, \(rejectRows.count) reject rows")
            }
            if summary.kept > 0 && written[0].isEmpty {
                return violation("kept rows are written", "\(summary.kept) kept, empty output")
            }
            return nil
        }
    }

    // MARK: - Parts

    static func readerShape(_ bytes: inout ArraySlice<UInt8>) -> (chunk: Int, limit: Int) {
        let chunk = 16 + Int(bytes.popFirst() ?? 0) % 48
        let limit = 16 + Int(bytes.popFirst() ?? 255) * 8
        return (chunk, limit)
    }

    /// The fast parser's fields against the complete parser's, for a line the fast path accepts.
    static func compareParsers(_ line: [UInt8]) -> String? {
        line.withUnsafeBytes { raw -> String? in
            var flat = FlatJSONObject()
            guard flat.parse(raw) == .parsed else { return nil }
            let complete: JSONObject
            do {
                complete = try JSONObject.parse(raw)
            } catch {
                return "the fast path parsed \(preview(line[...])), the complete parser refused it: \(error)"
            }
            for key in keys where flat.value(key) != complete.value(key) {
                return "\(key): fast \(String(describing: flat.value(key))), complete \(String(describing: complete.value(key)))"
            }
            return nil
        }
    }

    /// The lines the reader hands over (nil for an over-long one).
    static func readLines(_ path: String, chunk: Int, limit: Int) throws(SystemError) -> [[UInt8]?] {
        let descriptor = try Platform.openForReading(path)
        defer { Platform.close(descriptor) }
        var lines: [[UInt8]?] = []
        try LineReader(descriptor: descriptor, chunkSize: chunk, maximumLineLength: limit).forEachLine { _, line in
            switch line {
            case .bytes(let bytes): lines.append(Array(bytes))
            case .tooLong: lines.append(nil)
            }
        }
        return lines
    }

    /// Writes `input` to a fresh file, opens `outputs` fresh output files, runs
    /// `body`, then `check` with the input's path and what each output holds.
    static func withFiles(
        input: ArraySlice<UInt8>, outputs count: Int,
        _ body: (Int32, [Int32]) -> Violation?,
        check: (String, [[UInt8]]) -> Violation?
    ) -> Violation? {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("keystroke-batch-fuzz-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            return violation("temporary files", "\(error)")
        }
        defer { try? FileManager.default.removeItem(at: directory) }
        let inputPath = directory.appendingPathComponent("in").path
        let outputPaths = (0..<count).map { directory.appendingPathComponent("out\($0)").path }
        do {
            try Data(input).write(to: URL(fileURLWithPath: inputPath))
            let inputDescriptor = try Platform.openForReading(inputPath)
            var outputDescriptors: [Int32] = []
            defer {
                Platform.close(inputDescriptor)
                outputDescriptors.forEach(Platform.close)
            }
            for path in outputPaths { outputDescriptors.append(try Platform.openForWriting(path)) }
            if let problem = body(inputDescriptor, outputDescriptors) { return problem }
        } catch {
            return violation("temporary files", "\(error)")
        }
        let written = outputPaths.map { (try? readAll($0)) ?? [] }
        return check(inputPath, written)
    }

    /// A file's bytes, read with the command's own calls: Foundation's
    /// `Data(contentsOf:)` leaks its buffer for an empty file, which LeakSanitizer reports.
    static func readAll(_ path: String) throws(SystemError) -> [UInt8] {
        let descriptor = try Platform.openForReading(path)
        defer { Platform.close(descriptor) }
        var bytes: [UInt8] = []
        let capacity = 1 << 16
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 1)
        defer { buffer.deallocate() }
        while true {
            let count = try Platform.read(descriptor, into: buffer, count: capacity)
            if count == 0 { return bytes }
            bytes += UnsafeRawBufferPointer(start: buffer, count: count)
        }
    }

    static func violation(_ invariant: String, _ detail: String) -> Violation {
        Violation(subject: "batch", invariant: invariant, detail: detail, script: [])
    }

    static func preview(_ bytes: ArraySlice<UInt8>) -> String {
        EditStep.quoted(String(decoding: bytes.prefix(200), as: UTF8.self))
    }
}
