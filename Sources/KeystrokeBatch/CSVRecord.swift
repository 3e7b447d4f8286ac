/// One CSV record (RFC 4180: comma-separated, `"` quoting, `""` for a quote),
/// kept as the exact bytes it was read from, line ends included, so a row can be
/// copied out unchanged or with one field replaced.
///
/// A quote only opens a quoted field at the start of the field. A quote inside
/// an unquoted field (`An"a`) or text after a closing quote (`"Ana"x`) is not
/// RFC 4180: the record reads on, and ``defect`` says what and where, so the
/// caller can reject the row as it was rather than guess what it meant. A line
/// that continues a quoted field is read strictly: if it has such a defect, it
/// cannot be part of the record, and ``append(_:end:)`` refuses it so the
/// caller can resynchronise.
package struct CSVRecord {
    /// One field's place in ``bytes``.
    package struct Field {
        /// The raw bytes, quotes included.
        package var range: Range<Int>
        /// Whether the field starts with an opening quote.
        package var isQuoted: Bool
    }

    /// Why a record is not RFC 4180.
    package enum Defect: Equatable {
        /// A quote inside a field that did not start with one, at this offset in the record.
        case strayQuote(offset: Int)
        /// Text after a quoted field's closing quote, at this offset in the record.
        case textAfterQuote(offset: Int)

        /// The reject code.
        package var code: String {
            switch self {
            case .strayQuote: "csv.strayQuote"
            case .textAfterQuote: "csv.textAfterQuote"
            }
        }

        /// The reject message.
        package var message: String {
            switch self {
            case .strayQuote(let offset):
                "a quote inside a field that does not start with one, at byte offset \(offset) of the row (RFC 4180 needs the field quoted and the quote doubled)"
            case .textAfterQuote(let offset):
                "text after a quoted field's closing quote, at byte offset \(offset) of the row"
            }
        }
    }

    /// One line of the record: where it starts in ``bytes``, where its text ends, and its line end.
    package struct Line {
        package var start: Int
        package var contentEnd: Int
        package var end: LineReader.LineEnd
    }

    private enum State {
        case fieldStart, unquoted, quoted, quoteInQuoted, afterQuoted
    }

    /// The record's bytes as read: every line with its line end.
    private(set) var bytes: [UInt8] = []
    /// The complete fields, in order.
    private(set) var fields: [Field] = []
    /// The record's lines (several when a quoted field holds line breaks).
    private(set) var lines: [Line] = []
    /// The first thing in the record that is not RFC 4180, if any.
    private(set) var defect: Defect?
    /// Whether the bytes so far end inside a quoted field (the record continues on the next line).
    package var isOpen: Bool { state == .quoted }
    /// Whether the record is one empty line.
    package var isBlank: Bool { lines.count == 1 && lines[0].contentEnd == lines[0].start }
    /// The record without its final line end.
    package var content: ArraySlice<UInt8> { bytes[..<(lines.last?.contentEnd ?? 0)] }
    /// How the record's last line ended.
    package var lineEnd: LineReader.LineEnd { lines.last?.end ?? .none }

    private var state = State.fieldStart
    private var fieldStart = 0
    private var fieldIsQuoted = false

    /// Starts a new record with `line`, which ended with `end`.
    package mutating func start(_ line: UnsafeRawBufferPointer, end: LineReader.LineEnd) {
        bytes.removeAll(keepingCapacity: true)
        fields.removeAll(keepingCapacity: true)
        lines.removeAll(keepingCapacity: true)
        defect = nil
        state = .fieldStart
        fieldStart = 0
        fieldIsQuoted = false
        _ = scan(line, end: end, strict: false)
    }

    /// Adds the next line to an open record.
    /// - Returns: False, leaving the record as it was, when the line has a stray
    ///   quote and so cannot continue the record.
    package mutating func append(_ line: UnsafeRawBufferPointer, end: LineReader.LineEnd) -> Bool {
        let saved = (bytes.count, fields.count, lines.count, state, fieldStart, fieldIsQuoted)
        if scan(line, end: end, strict: true) { return true }
        bytes.removeSubrange(saved.0...)
        fields.removeSubrange(saved.1...)
        lines.removeSubrange(saved.2...)
        (state, fieldStart, fieldIsQuoted) = (saved.3, saved.4, saved.5)
        return false
    }

    /// The text of the record's line `index` (0-based), without its line end.
    package func text(ofLine index: Int) -> ArraySlice<UInt8> {
        bytes[lines[index].start..<lines[index].contentEnd]
    }

    /// Reads `line` into ``bytes`` and ``fields``; false if `strict` and the line is not RFC 4180.
    private mutating func scan(_ line: UnsafeRawBufferPointer, end: LineReader.LineEnd, strict: Bool) -> Bool {
        let first = bytes.count
        bytes.append(contentsOf: line)
        let quote = UInt8(ascii: "\""), comma = UInt8(ascii: ",")
        var index = first
        var found: Defect?
        while index < bytes.count {
            let byte = bytes[index]
            switch state {
            case .fieldStart:
                if byte == comma {
                    endField(at: index)
                } else if byte == quote {
                    fieldIsQuoted = true
                    state = .quoted
                } else {
                    state = .unquoted
                }
            case .unquoted:
                if byte == comma {
                    endField(at: index)
                } else if byte == quote {
                    found = found ?? .strayQuote(offset: index)
                }
            case .quoted:
                if byte == quote { state = .quoteInQuoted }
            case .quoteInQuoted:
                if byte == quote {
                    state = .quoted
                } else if byte == comma {
                    endField(at: index)
                } else {
                    found = found ?? .textAfterQuote(offset: index)
                    state = .afterQuoted
                }
            case .afterQuoted:
                if byte == comma { endField(at: index) }
            }
            index += 1
        }
        if found != nil && strict { return false }
        defect = defect ?? found
        if state != .quoted { endField(at: bytes.count) }
        lines.append(Line(start: first, contentEnd: bytes.count, end: end))
        // Inside a quoted field the line end is part of the field's text; else it ends the record.
        // SAFETY: the static line end's bytes are copied while the closure lends them.
        end.bytes.withUTF8Buffer { bytes.append(contentsOf: $0) }
        return true
    }

    private mutating func endField(at index: Int) {
        fields.append(Field(range: fieldStart..<index, isQuoted: fieldIsQuoted))
        fieldStart = index + 1
        fieldIsQuoted = false
        state = .fieldStart
    }

    /// The raw bytes of the field `index` (0-based), quotes included.
    package func rawField(_ index: Int) -> ArraySlice<UInt8> {
        bytes[fields[index].range]
    }

    /// The bytes of field `index`: unquoted, with `""` read as `"`, line breaks as they were.
    package func unquotedField(_ index: Int) -> [UInt8] {
        let field = fields[index]
        let raw = bytes[field.range]
        guard field.isQuoted else { return Array(raw) }
        var unquoted: [UInt8] = []
        unquoted.reserveCapacity(raw.count)
        var index = raw.startIndex + 1
        while index < raw.endIndex {
            let byte = raw[index]
            index += 1
            guard byte == UInt8(ascii: "\"") else {
                unquoted.append(byte)
                continue
            }
            // `""` is one quote; a lone quote closes the field (a defect is rejected before this is read).
            guard index < raw.endIndex, raw[index] == UInt8(ascii: "\"") else { break }
            unquoted.append(byte)
            index += 1
        }
        return unquoted
    }
}

extension ByteWriter {
    /// Appends `text` as one CSV field, quoted when it holds a comma, a quote or a line break.
    package func append(csvField text: String) {
        guard text.utf8.contains(where: { [UInt8(ascii: ","), UInt8(ascii: "\""), 0x0A, 0x0D].contains($0) }) else {
            return append(text: text)
        }
        append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            append(byte)
            if byte == UInt8(ascii: "\"") { append(byte) }
        }
        append(UInt8(ascii: "\""))
    }

    /// Appends raw bytes from an array slice.
    package func append(_ bytes: ArraySlice<UInt8>) {
        // SAFETY: `append` copies the slice's bytes while the closure lends them.
        bytes.withUnsafeBytes { append($0) }
    }
}
