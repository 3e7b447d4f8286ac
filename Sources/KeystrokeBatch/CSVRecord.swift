/// One CSV record (RFC 4180: comma-separated, `"` quoting, `""` for a quote),
/// kept as raw bytes so untouched fields are copied out exactly as they came in.
///
/// Reading is lenient where common readers are (Python's `csv`, Excel): a quote
/// only opens a quoted field at the start of the field, so `An"a` is a literal;
/// characters after a closing quote belong to the field. A line that continues a
/// quoted field is read strictly: if it has such a stray quote, it cannot be part
/// of the record, and ``append(_:)`` refuses it so the caller can resynchronise.
package struct CSVRecord {
    /// One field's place in ``bytes`` and how it was written.
    package struct Field {
        /// The raw bytes, quotes included.
        package var range: Range<Int>
        /// Whether the field starts with an opening quote.
        package var isQuoted: Bool
        /// Whether the raw bytes are valid RFC 4180 as they are, so they can be copied out.
        package var isCanonical: Bool
    }

    private enum State {
        case fieldStart, unquoted, quoted, quoteInQuoted, afterQuoted
    }

    /// The record's bytes, quotes included; records with quoted line breaks span several lines, joined by `\n`.
    private(set) var bytes: [UInt8] = []
    /// The complete fields, in order.
    private(set) var fields: [Field] = []
    /// Where each of the record's lines starts in ``bytes``.
    private(set) var lineStarts: [Int] = []
    /// Whether the bytes so far end inside a quoted field (the record continues on the next line).
    package var isOpen: Bool { state == .quoted }

    private var state = State.fieldStart
    private var fieldStart = 0
    private var fieldIsQuoted = false
    private var fieldIsCanonical = true

    /// Starts a new record with `line`.
    /// - Parameter quotesAreLiteral: Read every quote as a plain character (to show a row whose quote never closed).
    package mutating func start(_ line: UnsafeRawBufferPointer, quotesAreLiteral: Bool = false) {
        bytes.removeAll(keepingCapacity: true)
        fields.removeAll(keepingCapacity: true)
        lineStarts.removeAll(keepingCapacity: true)
        state = .fieldStart
        fieldStart = 0
        fieldIsQuoted = false
        fieldIsCanonical = true
        _ = scan(line, strict: false, quotesAreLiteral: quotesAreLiteral)
    }

    /// Adds the next line to an open record, after a line break.
    /// - Returns: False, leaving the record as it was, when the line has a stray
    ///   quote and so cannot continue the record.
    package mutating func append(_ line: UnsafeRawBufferPointer) -> Bool {
        let saved = (bytes.count, fields.count, lineStarts.count, state, fieldStart, fieldIsQuoted, fieldIsCanonical)
        bytes.append(UInt8(ascii: "\n"))
        if scan(line, strict: true, quotesAreLiteral: false) { return true }
        bytes.removeSubrange(saved.0...)
        fields.removeSubrange(saved.1...)
        lineStarts.removeSubrange(saved.2...)
        (state, fieldStart, fieldIsQuoted, fieldIsCanonical) = (saved.3, saved.4, saved.5, saved.6)
        return false
    }

    /// The bytes of the record's line `index` (0-based), without its line break.
    package func line(_ index: Int) -> ArraySlice<UInt8> {
        let end = index + 1 < lineStarts.count ? lineStarts[index + 1] - 1 : bytes.count
        return bytes[lineStarts[index]..<end]
    }

    /// Reads `line` into ``bytes`` and ``fields``; false if `strict` and the line has a stray quote.
    private mutating func scan(_ line: UnsafeRawBufferPointer, strict: Bool, quotesAreLiteral: Bool) -> Bool {
        lineStarts.append(bytes.count)
        let first = bytes.count
        bytes.append(contentsOf: line)
        let quote = UInt8(ascii: "\""), comma = UInt8(ascii: ",")
        var index = first
        while index < bytes.count {
            let byte = bytes[index]
            switch state {
            case .fieldStart:
                if byte == comma {
                    endField(at: index)
                } else if byte == quote && !quotesAreLiteral {
                    fieldIsQuoted = true
                    state = .quoted
                } else {
                    state = .unquoted
                    if byte == quote { fieldIsCanonical = false }
                }
            case .unquoted:
                if byte == comma {
                    endField(at: index)
                } else if byte == quote {
                    if strict { return false }
                    fieldIsCanonical = false
                }
            case .quoted:
                if byte == quote { state = .quoteInQuoted }
            case .quoteInQuoted:
                if byte == quote {
                    state = .quoted
                } else if byte == comma {
                    endField(at: index)
                } else {
                    if strict { return false }
                    fieldIsCanonical = false
                    state = .afterQuoted
                }
            case .afterQuoted:
                if byte == comma { endField(at: index) }
            }
            index += 1
        }
        if state != .quoted { endField(at: bytes.count) }
        return true
    }

    private mutating func endField(at index: Int) {
        fields.append(Field(range: fieldStart..<index, isQuoted: fieldIsQuoted, isCanonical: fieldIsCanonical))
        fieldStart = index + 1
        fieldIsQuoted = false
        fieldIsCanonical = true
        state = .fieldStart
    }

    /// The raw bytes of the field `index` (0-based), quotes included.
    package func rawField(_ index: Int) -> ArraySlice<UInt8> {
        bytes[fields[index].range]
    }

    /// The text of field `index`: unquoted, with `""` read as `"`.
    package func text(ofField index: Int) -> String {
        let field = fields[index]
        let raw = bytes[field.range]
        guard field.isQuoted else { return String(decoding: raw, as: UTF8.self) }
        var unquoted: [UInt8] = []
        unquoted.reserveCapacity(raw.count)
        var inQuotes = true
        var skipNext = false
        for (offset, byte) in raw.dropFirst().enumerated() {
            if skipNext {
                skipNext = false
                continue
            }
            if inQuotes && byte == UInt8(ascii: "\"") {
                let next = raw.index(raw.startIndex, offsetBy: offset + 2)
                if next < raw.endIndex && raw[next] == UInt8(ascii: "\"") {
                    unquoted.append(byte)
                    skipNext = true
                } else {
                    inQuotes = false
                }
                continue
            }
            unquoted.append(byte)
        }
        return String(decoding: unquoted, as: UTF8.self)
    }
}

extension ByteWriter {
    /// Appends `text` as one CSV field, quoted when it holds a comma, a quote or a line break.
    package func append(csvField text: String) {
        guard text.utf8.contains(where: { [UInt8(ascii: ","), UInt8(ascii: "\""), 0x0A, 0x0D].contains($0) }) else {
            return append(text: text)
        }
        append(UInt8(ascii: "\""))
        append(text: text.replacingAll("\"", with: "\"\""))
        append(UInt8(ascii: "\""))
    }

    /// Appends field `index` of `record` as valid RFC 4180: the raw bytes when they
    /// are, else the field's text quoted again.
    package func append(field index: Int, of record: CSVRecord) {
        if record.fields[index].isCanonical {
            append(record.rawField(index))
        } else {
            append(csvField: record.text(ofField: index))
        }
    }

    /// Appends every field of `record`, comma-separated.
    package func append(fieldsOf record: CSVRecord) {
        for index in record.fields.indices {
            if index > 0 { append(UInt8(ascii: ",")) }
            append(field: index, of: record)
        }
    }

    /// Appends raw bytes from an array slice.
    package func append(_ bytes: ArraySlice<UInt8>) {
        bytes.withUnsafeBytes { append($0) }
    }
}

extension String {
    /// The string with every `target` replaced (no Foundation needed).
    fileprivate func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        result.reserveCapacity(utf8.count)
        for character in self {
            if character == target { result += replacement } else { result.append(character) }
        }
        return result
    }
}
