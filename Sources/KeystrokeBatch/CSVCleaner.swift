import Keystroke

/// Validates one column of a CSV stream with a format: valid rows go to the
/// cleaned output with the column normalised, the others to a rejects file
/// that starts with the line number, the error code and the message.
///
/// Every input row lands in exactly one of the two outputs, and both are valid
/// RFC 4180. A quote that opens a field and never closes costs only its own row:
/// the record stops at a line that cannot continue it (a stray quote), at
/// ``maximumRecordLines`` lines or the reader's line limit, or when it closes
/// with a different number of fields than the first row; its first line is then
/// rejected as `csv.unterminatedQuote` and the lines after it are read again.
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

    /// The most lines one record (a quoted field with line breaks) may span.
    package static let maximumRecordLines = 100

    private let format: Format
    private let column: Int
    private let hasHeader: Bool
    private let replacement: Replacement
    private let cleaned: ByteWriter
    private let rejects: ByteWriter
    private var record = CSVRecord()
    private var literal = CSVRecord()
    private var recordLine = 0
    private var maximumRecordBytes = 1 << 20
    /// The first row's field count, once read.
    private var width: Int?
    /// Lines to read again after a resynchronisation, the next one last.
    private var pending: [(number: Int, bytes: [UInt8])] = []
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

    /// Cleans every record of `reader` (which should split lines at ``LineReader/LineBreaks/any``).
    package mutating func run(_ reader: LineReader) throws(SystemError) {
        maximumRecordBytes = reader.maximumLineLength
        try reader.forEachLine { number, line in
            switch line {
            case .tooLong:
                closeOpenRecord()
                reject(
                    code: "csv.lineTooLong", message: "line longer than the limit of \(reader.maximumLineLength) bytes; skipped",
                    line: number, row: nil)
            case .bytes(var bytes):
                if number == 1, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = UnsafeRawBufferPointer(rebasing: bytes[3...]) }
                read(number, bytes)
                drain()
            }
        }
        closeOpenRecord()
        try cleaned.flush()
        try rejects.flush()
        try cleaned.checkFailure()
        try rejects.checkFailure()
    }

    /// Resynchronises until no record is open (at the end of input or before an over-long line).
    private mutating func closeOpenRecord() {
        while record.isOpen {
            resynchronise()
            drain()
        }
    }

    private mutating func drain() {
        while let (number, bytes) = pending.popLast() {
            bytes.withUnsafeBytes { read(number, $0) }
        }
    }

    private mutating func read(_ number: Int, _ line: UnsafeRawBufferPointer) {
        if record.isOpen {
            if record.lineStarts.count < Self.maximumRecordLines,
               record.bytes.count + 1 + line.count <= maximumRecordBytes,
               record.append(line)
            {
                if !record.isOpen { complete() }
                return
            }
            pending.append((number, Array(line)))
            return resynchronise()
        }
        record.start(line)
        recordLine = number
        if !record.isOpen { complete() }
    }

    /// Rejects the open record's first line and queues its other lines to be read again.
    private mutating func resynchronise() {
        for index in record.lineStarts.indices.dropFirst().reversed() {
            pending.append((recordLine + index, Array(record.line(index))))
        }
        record.line(0).withUnsafeBytes { literal.start($0, quotesAreLiteral: true) }
        record.start(UnsafeRawBufferPointer(start: nil, count: 0))
        reject(code: "csv.unterminatedQuote", message: "a quoted field opened on this line is not closed", line: recordLine, row: literal)
    }

    private mutating func complete() {
        if record.lineStarts.count > 1, let width, record.fields.count != width {
            // A quote left open swallowed the following lines: read them again.
            return resynchronise()
        }
        finishRecord()
    }

    private mutating func finishRecord() {
        if record.bytes.isEmpty { return }  // blank lines carry no row
        if width == nil {
            width = record.fields.count
            if hasHeader {
                cleaned.append(fieldsOf: record)
                cleaned.append(UInt8(ascii: "\n"))
                rejects.append("line,code,message,")
                rejects.append(fieldsOf: record)
                rejects.append(UInt8(ascii: "\n"))
                return
            }
        }
        guard column < record.fields.count else {
            return reject(
                code: "csv.missingColumn",
                message: "the row has \(record.fields.count) column\(record.fields.count == 1 ? "" : "s"); column \(column + 1) is missing",
                line: recordLine, row: record)
        }
        let input = record.text(ofField: column)
        let validated: ValidatedValue
        do {
            validated = try format.validate(input)
        } catch {
            return reject(code: error.code, message: error.message, line: recordLine, row: record)
        }
        for index in record.fields.indices {
            if index > 0 { cleaned.append(UInt8(ascii: ",")) }
            guard index == column else {
                cleaned.append(field: index, of: record)
                continue
            }
            switch replacement {
            case .value: cleaned.append(csvField: validated.value)
            case .text: cleaned.append(csvField: validated.text)
            case .original: cleaned.append(field: index, of: record)
            }
        }
        cleaned.append(UInt8(ascii: "\n"))
        summary.kept += 1
    }

    private mutating func reject(code: String, message: String, line: Int, row: CSVRecord?) {
        rejects.append(integer: line)
        rejects.append(UInt8(ascii: ","))
        rejects.append(csvField: code)
        rejects.append(UInt8(ascii: ","))
        rejects.append(csvField: message)
        if let row {
            rejects.append(UInt8(ascii: ","))
            rejects.append(fieldsOf: row)
        }
        rejects.append(UInt8(ascii: "\n"))
        summary.rejected += 1
    }
}
