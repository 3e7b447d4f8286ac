import Keystroke

/// Validates one column of a CSV stream with a format: valid rows go to the
/// cleaned output with the column normalised, the others to a rejects file
/// that starts with the line number, the error code and the message.
package struct CSVCleaner {
    /// What replaces the column in the cleaned output.
    package enum Replacement: String, CaseIterable {
        /// The validated value (`12345678909`).
        case value
        /// The validated display text (`123.456.789-09`).
        case text
        /// The column as it was.
        case original
    }

    /// Counts for the closing summary.
    package struct Summary {
        /// Rows written to the cleaned output (header excluded).
        package var kept = 0
        /// Rows written to the rejects output (header excluded).
        package var rejected = 0
    }

    private let format: Format
    private let column: Int
    private let hasHeader: Bool
    private let replacement: Replacement
    private let cleaned: ByteWriter
    private let rejects: ByteWriter
    private var record = CSVRecord()
    private var recordLine = 0
    package private(set) var summary = Summary()

    /// Creates a cleaner.
    /// - Parameters:
    ///   - format: The format that validates the column.
    ///   - column: The column's 1-based position.
    ///   - hasHeader: Whether the first record is a header, copied to both outputs.
    ///   - replacement: What the cleaned output holds in the column.
    ///   - cleaned: Where valid rows go.
    ///   - rejects: Where rejected rows go.
    package init(format: Format, column: Int, hasHeader: Bool, replacement: Replacement, cleaned: ByteWriter, rejects: ByteWriter) {
        self.format = format
        self.column = column - 1
        self.hasHeader = hasHeader
        self.replacement = replacement
        self.cleaned = cleaned
        self.rejects = rejects
    }

    /// Cleans every record of `reader`.
    package mutating func run(_ reader: LineReader) throws(SystemError) {
        try reader.forEachLine { number, line in
            switch line {
            case .tooLong:
                reject(code: "csv.lineTooLong", message: "line longer than the limit; skipped", line: number, raw: nil)
            case .bytes(let bytes):
                if record.isOpen {
                    record.append(bytes)
                } else {
                    record.start(bytes)
                    recordLine = number
                }
                if !record.isOpen { finishRecord() }
            }
        }
        if record.isOpen {
            record.split()
            reject(code: "csv.unterminatedQuote", message: "a quoted field is not closed", line: recordLine, raw: record.bytes[...])
        }
        try cleaned.flush()
        try rejects.flush()
        try cleaned.checkFailure()
        try rejects.checkFailure()
    }

    private mutating func finishRecord() {
        record.split()
        if hasHeader, recordLine == 1 {
            cleaned.append(record.bytes[...])
            cleaned.append(UInt8(ascii: "\n"))
            rejects.append("line,code,message,")
            rejects.append(record.bytes[...])
            rejects.append(UInt8(ascii: "\n"))
            return
        }
        if record.bytes.isEmpty { return }  // blank lines carry no row
        guard column < record.fields.count else {
            return reject(
                code: "csv.missingColumn",
                message: "the row has \(record.fields.count) column\(record.fields.count == 1 ? "" : "s"); column \(column + 1) is missing",
                line: recordLine, raw: record.bytes[...])
        }
        let input = record.text(ofField: column)
        let validated: ValidatedValue
        do {
            validated = try format.validate(input)
        } catch {
            return reject(code: error.code, message: error.message, line: recordLine, raw: record.bytes[...])
        }
        for index in record.fields.indices {
            if index > 0 { cleaned.append(UInt8(ascii: ",")) }
            guard index == column else {
                cleaned.append(record.rawField(index))
                continue
            }
            switch replacement {
            case .value: cleaned.append(csvField: validated.value)
            case .text: cleaned.append(csvField: validated.text)
            case .original: cleaned.append(record.rawField(index))
            }
        }
        cleaned.append(UInt8(ascii: "\n"))
        summary.kept += 1
    }

    private mutating func reject(code: String, message: String, line: Int, raw: ArraySlice<UInt8>?) {
        rejects.append(integer: line)
        rejects.append(UInt8(ascii: ","))
        rejects.append(csvField: code)
        rejects.append(UInt8(ascii: ","))
        rejects.append(csvField: message)
        if let raw {
            rejects.append(UInt8(ascii: ","))
            rejects.append(raw)
        }
        rejects.append(UInt8(ascii: "\n"))
        summary.rejected += 1
    }
}
