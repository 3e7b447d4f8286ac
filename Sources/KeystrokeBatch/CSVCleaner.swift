import Keystroke
import KeystrokeForms

/// Validates one column of a CSV stream with a format: valid rows go to the
/// cleaned output with the column normalised, the others to a rejects file
/// that starts with the line number, the error code and the message.
///
/// Every input line lands in exactly one of the two outputs, byte for byte with
/// its line end: a kept row differs from its input only in the validated field
/// (unless ``Replacement/original``), a rejected row follows `line,code,message,`
/// exactly as it was read. A row that is not RFC 4180 (a stray quote, text after
/// a closing quote) is rejected, never rewritten; so is a blank line. A quote that
/// opens a field and never closes costs only its own row: the record stops at a
/// line that cannot continue it (a stray quote), at ``maximumRecordLines`` lines
/// or the reader's line limit, or when it closes with a different number of
/// fields than the first row; its first line is then rejected as
/// `csv.unterminatedQuote` and the lines after it are read again.
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
        /// Rows written to the rejects output (header excluded), blank lines included.
        package var rejected = 0
        /// Blank lines, each rejected as `csv.blankLine`.
        package var blank = 0

        /// `2 rows kept, 1 rejected (1 blank line)`, for the closing message.
        package var description: String {
            var text = "\(kept) \(kept == 1 ? "row" : "rows") kept, \(rejected) rejected"
            if blank > 0 { text += " (\(blank) blank \(blank == 1 ? "line" : "lines"))" }
            return text
        }
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
    private var recordLine = 0
    private var maximumRecordBytes = 1 << 20
    /// The first row's field count, once read.
    private var width: Int?
    /// Lines to read again after a resynchronisation, the next one last.
    private var pending: [(number: Int, bytes: [UInt8], end: LineReader.LineEnd)] = []
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
    /// - Throws: A read or write error; reading stops at the first failed write.
    package mutating func run(_ reader: LineReader) throws(SystemError) {
        maximumRecordBytes = reader.maximumLineLength
        let (cleaned, rejects) = (cleaned, rejects)
        try reader.forEachLineAndEnd(beforeRead: { () throws(SystemError) in
            try cleaned.checkFailure()
            try rejects.checkFailure()
        }) { number, line, end in
            switch line {
            case .tooLong:
                closeOpenRecord()
                reject(
                    code: "csv.lineTooLong",
                    message: "line longer than the limit of \(reader.maximumLineLength) bytes; its bytes are not copied",
                    line: number, row: nil, end: end)
            case .bytes(var bytes):
                if number == 1, bytes.starts(with: Self.byteOrderMark) {
                    // The mark belongs to the file, not to the first field: the cleaned file starts with it too.
                    // SAFETY: the line starts with the 3-byte mark, so both slices lie within it.
                    cleaned.append(UnsafeRawBufferPointer(rebasing: bytes[..<3]))
                    bytes = UnsafeRawBufferPointer(rebasing: bytes[3...])
                }
                read(number, bytes, end: end)
                drain()
            }
        }
        closeOpenRecord()
        try cleaned.flush()
        try rejects.flush()
    }

    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// Resynchronises until no record is open (at the end of input or before an over-long line).
    private mutating func closeOpenRecord() {
        while record.isOpen {
            resynchronise()
            drain()
        }
    }

    private mutating func drain() {
        while let (number, bytes, end) = pending.popLast() {
            // SAFETY: the line's bytes are lent to `read` only for the call; the record copies what it keeps.
            bytes.withUnsafeBytes { read(number, $0, end: end) }
        }
    }

    private mutating func read(_ number: Int, _ line: UnsafeRawBufferPointer, end: LineReader.LineEnd) {
        if record.isOpen {
            if record.lines.count < Self.maximumRecordLines,
               record.bytes.count + line.count + 2 <= maximumRecordBytes,
               record.append(line, end: end)
            {
                if !record.isOpen { complete() }
                return
            }
            pending.append((number, Array(line), end))
            return resynchronise()
        }
        record.start(line, end: end)
        recordLine = number
        if !record.isOpen { complete() }
    }

    /// Rejects the open record's first line as it was and queues its other lines to be read again.
    private mutating func resynchronise() {
        for index in record.lines.indices.dropFirst().reversed() {
            pending.append((recordLine + index, Array(record.text(ofLine: index)), record.lines[index].end))
        }
        let first = record.lines[0]
        rejects.writeRejectPrefix(line: recordLine, code: "csv.unterminatedQuote", message: "a quoted field opened on this line is not closed")
        rejects.append(UInt8(ascii: ","))
        rejects.append(record.text(ofLine: 0))
        rejects.append(first.end.bytes)
        summary.rejected += 1
        // SAFETY: an empty buffer, with nothing to read through it.
        record.start(UnsafeRawBufferPointer(start: nil, count: 0), end: .none)
    }

    private mutating func complete() {
        if record.lines.count > 1, let width, record.fields.count != width {
            // A quote left open swallowed the following lines: read them again.
            return resynchronise()
        }
        finishRecord()
    }

    private mutating func finishRecord() {
        if record.isBlank {
            summary.blank += 1
            return reject(code: "csv.blankLine", message: "the line is empty", line: recordLine, row: record)
        }
        if width == nil {
            width = record.fields.count
            if hasHeader {
                cleaned.append(record.bytes[...])
                rejects.append("line,code,message,")
                rejects.append(record.bytes[...])
                return
            }
        }
        if let defect = record.defect {
            return reject(code: defect.code, message: defect.message, line: recordLine, row: record)
        }
        guard column < record.fields.count else {
            return reject(
                code: "csv.missingColumn",
                message: "the row has \(record.fields.count) column\(record.fields.count == 1 ? "" : "s"); column \(column + 1) is missing",
                line: recordLine, row: record)
        }
        let field = record.unquotedField(column)
        guard let input = String(validating: field, as: UTF8.self) else {
            // SAFETY: the field's bytes are read only inside the closure that lends them.
            let offset = field.withUnsafeBytes { firstInvalidUTF8Offset(in: $0) } ?? 0
            return reject(
                code: "csv.invalidUTF8",
                message: "column \(column + 1) is not UTF-8: byte \\x\(hexByte(field[offset])) at offset \(offset) of the field",
                line: recordLine, row: record)
        }
        let validated: ValidatedValue
        do {
            validated = try format.validate(input)
        } catch {
            return reject(code: error.code, message: error.message, line: recordLine, row: record)
        }
        // Only the validated field changes; the rest of the row, line end included, is copied as it came.
        let range = record.fields[column].range
        switch replacement {
        case .value, .text:
            cleaned.append(record.bytes[..<range.lowerBound])
            cleaned.append(csvField: replacement == .value ? validated.value : validated.text)
            cleaned.append(record.bytes[range.upperBound...])
        case .original:
            cleaned.append(record.bytes[...])
        }
        summary.kept += 1
    }

    /// Writes `line,code,message,` and the row's bytes as they were read, with its line end.
    private mutating func reject(code: String, message: String, line: Int, row: CSVRecord?, end: LineReader.LineEnd = .none) {
        rejects.writeRejectPrefix(line: line, code: code, message: message)
        if let row {
            rejects.append(UInt8(ascii: ","))
            rejects.append(row.bytes[...])
        } else {
            rejects.append(end.bytes)
        }
        summary.rejected += 1
    }
}

extension ByteWriter {
    /// `line,code,message` of a rejects row.
    fileprivate func writeRejectPrefix(line: Int, code: String, message: String) {
        append(integer: line)
        append(UInt8(ascii: ","))
        append(csvField: code)
        append(UInt8(ascii: ","))
        append(csvField: message)
    }
}
