/// Where JSON text is written: the one escaper and the one value writer work on any sink.
///
/// `FormOutput.jsonString` writes into `JSONBytes`; the `keystroke` command's buffered
/// output writer is a sink too, so the batch protocol, the demo and the forms escape strings
/// with the same code and give the same bytes. SPI rather than `package` so the escaper's
/// `@inlinable` body is specialized for the batch writer in its own module.
@_spi(KeystrokeInternal) public protocol JSONSink: AnyObject {
    /// Appends UTF-8 bytes as they are.
    func append(_ bytes: UnsafeRawBufferPointer)
    /// Appends one byte.
    func append(_ byte: UInt8)
}

extension JSONSink {
    /// Appends an ASCII literal.
    @inlinable @inline(__always)
    func appendLiteral(_ literal: StaticString) {
        // SAFETY: a literal's `utf8Start` holds its `utf8CodeUnitCount` bytes in static storage.
        append(UnsafeRawBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    /// Appends `value` as a quoted JSON string (RFC 8259): `"` and `\` escaped with a backslash,
    /// line feed, carriage return and tab as `\n`, `\r`, `\t`, other control characters as
    /// `\u00XX` (lowercase hex); everything else, DEL and non-ASCII included, as it is.
    ///
    /// Runs without a special byte are found eight bytes at a time (`ByteScan`) and copied whole.
    @inlinable
    @_spi(KeystrokeInternal) public func append(jsonString value: String) {
        var value = value
        append(UInt8(ascii: "\""))
        // SAFETY: used only in the closure; `runStart <= special <= bytes.count`, read only below `bytes.count`.
        value.withUTF8 { utf8 in
            let bytes = UnsafeRawBufferPointer(utf8)
            var runStart = 0
            var nonASCII = false
            while true {
                let special = ByteScan.firstSpecial(in: bytes, from: runStart, nonASCII: &nonASCII)
                append(UnsafeRawBufferPointer(rebasing: bytes[runStart..<special]))
                guard special < bytes.count else { break }
                appendEscape(bytes[special])
                runStart = special + 1
            }
        }
        append(UInt8(ascii: "\""))
    }

    /// The escape of a `"`, `\` or control byte.
    @usableFromInline
    func appendEscape(_ byte: UInt8) {
        switch byte {
        case UInt8(ascii: "\""): appendLiteral("\\\"")
        case UInt8(ascii: "\\"): appendLiteral("\\\\")
        case UInt8(ascii: "\n"): appendLiteral("\\n")
        case UInt8(ascii: "\r"): appendLiteral("\\r")
        case UInt8(ascii: "\t"): appendLiteral("\\t")
        default:
            let hex: StaticString = "0123456789abcdef"
            appendLiteral("\\u00")
            // SAFETY: both indices are 0…15, within the 16 hex digits.
            append(hex.utf8Start[Int(byte >> 4)])
            append(hex.utf8Start[Int(byte & 0xF)])
        }
    }

    /// Appends `value` as JSON text with object keys sorted, compact or indented by two
    /// spaces per level (`indent` is the current level; `nil` for compact).
    @_spi(KeystrokeInternal) public func append(json value: FormOutput, indent: Int? = nil) {
        switch value {
        case .null: appendLiteral("null")
        case .bool(let bool): appendLiteral(bool ? "true" : "false")
        case .number(let number):
            var text = number.isNaN ? "null" : number.description
            // SAFETY: `append` copies the bytes while the closure lends them.
            text.withUTF8 { append(UnsafeRawBufferPointer($0)) }
        case .string(let string): append(jsonString: string)
        case .array(let items):
            guard !items.isEmpty else { return appendLiteral("[]") }
            append(UInt8(ascii: "["))
            for (offset, item) in items.enumerated() {
                if offset > 0 { append(UInt8(ascii: ",")) }
                appendNewline(indent.map { $0 + 1 })
                append(json: item, indent: indent.map { $0 + 1 })
            }
            appendNewline(indent)
            append(UInt8(ascii: "]"))
        case .object(let members):
            guard !members.isEmpty else { return appendLiteral("{}") }
            append(UInt8(ascii: "{"))
            // Sorted as pairs: no lookup of each key again.
            for (offset, member) in members.sorted(by: { $0.key < $1.key }).enumerated() {
                if offset > 0 { append(UInt8(ascii: ",")) }
                appendNewline(indent.map { $0 + 1 })
                append(jsonString: member.key)
                appendLiteral(indent == nil ? ":" : ": ")
                append(json: member.value, indent: indent.map { $0 + 1 })
            }
            appendNewline(indent)
            append(UInt8(ascii: "}"))
        }
    }

    /// Appends compact JSON for an object whose members keep the order given (a report, the
    /// demo's fields), rather than `FormOutput`'s sorted keys.
    @_spi(KeystrokeInternal) public func append(jsonObject members: [(String, FormOutput)]) {
        append(UInt8(ascii: "{"))
        for (offset, (key, member)) in members.enumerated() {
            if offset > 0 { append(UInt8(ascii: ",")) }
            append(jsonString: key)
            append(UInt8(ascii: ":"))
            append(json: member)
        }
        append(UInt8(ascii: "}"))
    }

    private func appendNewline(_ indent: Int?) {
        guard let indent else { return }
        append(UInt8(ascii: "\n"))
        for _ in 0..<indent { appendLiteral("  ") }
    }
}

/// A growable byte buffer that JSON is written into before it becomes a `String`.
package final class JSONBytes: JSONSink {
    /// The bytes written so far.
    // One writer appends at a time (the class is not Sendable, and no append calls back out):
    // the runtime's exclusivity check on each of a reply's hundreds of appends is left out.
    @exclusivity(unchecked) package private(set) var bytes: [UInt8] = []

    /// An empty buffer.
    package init() {}

    /// An empty buffer with room for `capacity` bytes, for text about that long: no regrowth.
    package init(capacity: Int) { bytes.reserveCapacity(capacity) }

    /// Appends UTF-8 bytes.
    package func append(_ bytes: UnsafeRawBufferPointer) { self.bytes.append(contentsOf: bytes) }

    /// Appends one byte.
    package func append(_ byte: UInt8) { bytes.append(byte) }

    /// The text written (valid UTF-8: every byte came from a `String` or an ASCII literal).
    package var text: String { String(decoding: bytes, as: UTF8.self) }
}
