import KeystrokeBatch
import ArgumentParser
import Keystroke

/// `keystroke batch`: the JSON Lines protocol, or CSV column cleaning with `--csv`.
struct BatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "batch",
        abstract: "Validate, format, type, mask or find values streamed as JSON Lines (or clean a CSV column).",
        discussion: """
            Reads one JSON object per line and writes one JSON object per line, in the
            same order, as it goes; memory does not grow with the input.

              {"op":"validate","format":"cpf","input":"123.456.789-09"}
                -> {"ok":true,"valid":true,"value":"12345678909",
                    "text":"123.456.789-09"}
              {"op":"format","format":"phone-br","input":"41999998888"}
                -> {"ok":true,"text":"(41) 99999-8888","value":"41999998888"}
                (strict, as validate: {"ok":false,"line":N,"code":…,"error":…}
                for an input that is not exactly valid)
              {"op":"type","format":"cpf","keys":"123"}
                -> {"ok":true,"steps":[{"text":"1","caret":1,"value":"1",
                    "complete":false,"refused":false},…,{"text":"123.",
                    "caret":4,"value":"123","complete":false,"refused":false}]}
                "keys" types each character (⌫ is Backspace, ⌦ Delete); "edits"
                takes [{"insert":"1"},{"backspace":1},{"paste":"…"},
                {"select":[0,3]},{"caret":2},{"deleteForward":1}]; "mask" instead
                of "format" types into a bare mask; a refused step adds "reason"
                and "message". "keys" with "edits" is an error.
              {"op":"mask","mask":"+7 ([000]) [000] [00] [00]","text":"9",
               "caret":1,"gravity":"forward","autocomplete":true,
               "autoskip":false,"rtl":false,"affine":["…"],"customNotations":
               [{"character":"C","pattern":"[\\\\p{L} ]","optional":false}]}
                -> {"ok":true,"text":"+7 (9","caret":5,"value":"9",
                    "complete":false,"affinity":-3}
              {"op":"find","format":"phone:US","input":"Call (201) 555-0123"}
                -> {"ok":true,"matches":[{"raw":"(201) 555-0123",
                    "value":"+12015550123","start":5,"end":19}]}
                the phone numbers in the input, with Character offsets
                ("extension" when there is one; "leniency":"possible" finds more;
                keystroke find streams a long text)

            A bad line (not JSON, invalid UTF-8, unknown op or format, missing field, a
            key spelt close to a known one) is answered with
            {"ok":false,"line":N,"error":"…"} and processing goes on.

            With --csv, validates one column of a CSV file instead: rows whose column is
            valid go to the cleaned output (only the column changed, see --write), the
            others to the rejects file as line,code,message,<the row as it was>. Every
            line lands in exactly one of the two, byte for byte with its line end. A
            row that is not RFC 4180 (csv.strayQuote, csv.textAfterQuote) and a blank
            line (csv.blankLine) are rejected, never rewritten. A quote that opens a
            field and never closes costs only its row (csv.unterminatedQuote); a record
            spans at most \(CSVCleaner.maximumRecordLines) lines. --output and --rejects must not be the
            input or each other (compared by device and inode); they are written to a
            temporary file and renamed when the run succeeds, so a failed run leaves
            them as they were.

            Exit status: 0 (bad lines and rows are answered, not fatal), or 2 for bad
            usage, an unknown format, input that cannot be read, output that cannot be
            written or an output that is the input.

            Examples:
              $ keystroke batch < Examples/requests.jsonl > responses.jsonl
              $ keystroke batch --csv --format cpf --format-column 2 --header \\
                  --output clean.csv --rejects rejects.csv Examples/people.csv
              keystroke: 2 rows kept, 2 rejected
            """
    )

    @Argument(help: "The input file (standard input when absent).")
    var file: String?

    @Flag(help: "Read CSV and clean one column instead of JSON Lines.")
    var csv = false

    @Option(help: "CSV mode: the format id that validates the column.")
    var format: String?

    @Option(help: "CSV mode: the 1-based column to validate.")
    var formatColumn: Int?

    @Flag(help: "CSV mode: the first row is a header, copied to both outputs.")
    var header = false

    @Option(help: "CSV mode: what the cleaned column holds: value, text or original.")
    var write: String = CSVCleaner.Replacement.value.rawValue

    @Option(help: "CSV mode: the cleaned CSV file (standard output when absent).")
    var output: String?

    @Option(help: "CSV mode: the rejects file (standard error when absent).")
    var rejects: String?

    func validate() throws {
        if csv {
            guard format != nil else { throw ArgumentParser.ValidationError("--csv needs --format FORMAT.") }
            guard let column = formatColumn, column >= 1 else {
                throw ArgumentParser.ValidationError("--csv needs --format-column N with N >= 1.")
            }
            guard CSVCleaner.Replacement(rawValue: write) != nil else {
                throw ArgumentParser.ValidationError("--write must be value, text or original.")
            }
        } else if format != nil || formatColumn != nil || output != nil || rejects != nil || header {
            throw ArgumentParser.ValidationError("--format, --format-column, --header, --output and --rejects need --csv.")
        }
    }

    func run() throws {
        let input = try open(file)
        defer { if input != Platform.standardInput { Platform.close(input) } }
        let reader = LineReader(descriptor: input, lineBreaks: csv ? .any : .lineFeed)
        let inputStatus = Platform.status(of: input)
        if !csv {
            try OutputSafety.refuseStandardStream(
                Platform.standardOutput, named: "standard output", isInput: inputStatus, inputName: inputName)
            var engine = BatchEngine(output: ByteWriter(descriptor: Platform.standardOutput, capacity: 1 << 20))
            do {
                try engine.run(reader)
            } catch {
                throw Diagnostics.failure(error.description)
            }
            return
        }
        try runCSV(reader, inputStatus: inputStatus)
    }

    private var inputName: String { file.map { "'\($0)'" } ?? "standard input" }

    private func runCSV(_ reader: LineReader, inputStatus: Platform.FileStatus?) throws {
        let format = try Diagnostics.format(self.format ?? "")
        // Every check before anything is created: a refused run changes no file.
        let targets = [
            ("--output", output, Platform.standardOutput, "standard output"),
            ("--rejects", rejects, Platform.standardError, "standard error"),
        ]
        var identities: [(option: String, path: String, identity: OutputFile.Identity)] = []
        for (option, path, stream, streamName) in targets {
            guard let path, path != "-" else {
                try OutputSafety.refuseStandardStream(stream, named: streamName, isInput: inputStatus, inputName: inputName)
                continue
            }
            let identity = try OutputSafety.identity(of: path, option: option, input: inputStatus, inputName: inputName)
            if let other = identities.first(where: { $0.identity.isSameFile(as: identity) }) {
                throw Diagnostics.failure(
                    "\(option) '\(path)' is the same file as \(other.option) '\(other.path)'; the two outputs would overwrite each other")
            }
            identities.append((option, path, identity))
        }
        // The signal watch starts before the files exist, so an interrupted run never leaves one.
        let cleanup = TemporaryFileCleanup()
        let cleanedFile = try create(output, with: cleanup)
        let rejectsFile = try create(rejects, with: cleanup)
        var cleaner = CSVCleaner(
            format: format, column: formatColumn ?? 1, hasHeader: header,
            replacement: CSVCleaner.Replacement(rawValue: write) ?? .value,
            cleaned: ByteWriter(descriptor: cleanedFile?.descriptor ?? Platform.standardOutput, capacity: 1 << 20),
            rejects: ByteWriter(descriptor: rejectsFile?.descriptor ?? Platform.standardError))
        do {
            try cleaner.run(reader)
            // Both are written and closed before either takes its name: a failure leaves both as they were.
            try cleanup.finish { () throws(SystemError) in
                try cleanedFile?.finishWriting()
                try rejectsFile?.finishWriting()
                try cleanedFile?.commit()
                try rejectsFile?.commit()
            }
        } catch {
            cleanup.finish {
                cleanedFile?.discard()
                rejectsFile?.discard()
            }
            throw Diagnostics.failure(error.description)
        }
        if output != nil || rejects != nil {
            Diagnostics.report(cleaner.summary.description)
        }
    }

    private func open(_ path: String?) throws(ExitCode) -> Int32 {
        guard let path, path != "-" else { return Platform.standardInput }
        do {
            return try Platform.openForReading(path)
        } catch {
            throw Diagnostics.failure(error.description)
        }
    }

    private func create(_ path: String?, with cleanup: TemporaryFileCleanup) throws(ExitCode) -> OutputFile? {
        do {
            return try cleanup.create(path)
        } catch {
            throw Diagnostics.failure(error.description)
        }
    }
}
