/// One CSV record (RFC 4180: comma-separated, `"` quoting, `""` for a quote),
/// kept as raw bytes so untouched fields are copied out exactly as they came in.
package struct CSVRecord {
    /// The record's bytes, quotes included; records with quoted line breaks span several lines.
    private(set) var bytes: [UInt8] = []
    /// Each field's byte range in ``bytes``, quotes included.
    private(set) var fields: [Range<Int>] = []

    /// Whether the bytes so far end inside a quoted field (the record continues on the next line).
    private(set) var isOpen = false

    /// Starts a new record with `line`.
    package mutating func start(_ line: UnsafeRawBufferPointer) {
        bytes.removeAll(keepingCapacity: true)
        isOpen = false
        append(line)
    }

    /// Adds a line to the record, after a line break when the record was open.
    package mutating func append(_ line: UnsafeRawBufferPointer) {
        if isOpen { bytes.append(UInt8(ascii: "\n")) }
        bytes.append(contentsOf: line)
        var open = isOpen
        for byte in line where byte == UInt8(ascii: "\"") { open.toggle() }
        isOpen = open
    }

    /// Splits the complete record into fields.
    package mutating func split() {
        fields.removeAll(keepingCapacity: true)
        var start = 0
        var quoted = false
        for (index, byte) in bytes.enumerated() {
            if byte == UInt8(ascii: "\"") {
                quoted.toggle()
            } else if byte == UInt8(ascii: ","), !quoted {
                fields.append(start..<index)
                start = index + 1
            }
        }
        fields.append(start..<bytes.count)
    }

    /// The raw bytes of the field `index` (0-based), quotes included.
    package func rawField(_ index: Int) -> ArraySlice<UInt8> {
        bytes[fields[index]]
    }

    /// The text of field `index`: unquoted, with `""` read as `"`.
    package func text(ofField index: Int) -> String {
        let raw = rawField(index)
        guard raw.first == UInt8(ascii: "\""), raw.count >= 2, raw.last == UInt8(ascii: "\"") else {
            return String(decoding: raw, as: UTF8.self)
        }
        var unquoted: [UInt8] = []
        unquoted.reserveCapacity(raw.count)
        var previousWasQuote = false
        for byte in raw.dropFirst().dropLast() {
            if byte == UInt8(ascii: "\""), previousWasQuote {
                previousWasQuote = false
                continue
            }
            previousWasQuote = byte == UInt8(ascii: "\"")
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
