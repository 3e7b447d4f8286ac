import Foundation
@_spi(KeystrokeInternal) import KeystrokeForms

/// The fast path of the batch protocol: a flat JSON object (string, integer,
/// boolean and null values) parsed in place from a line's bytes.
///
/// Anything else — nested values, fractions, exponents, syntax errors — makes
/// ``parse(_:)`` answer ``Outcome/unsupported`` and the line goes to the complete
/// parser (``JSONObject/parse(_:)``), which accepts all JSON and words the errors.
/// Parsing allocates nothing: fields are byte ranges of the line, and the field
/// list keeps its capacity from line to line.
package struct FlatJSONObject: JSONFields {
    /// What ``parse(_:)`` found.
    package enum Outcome {
        /// A flat object; fields are readable until the next parse.
        case parsed
        /// Valid JSON or not, the fast path does not handle it.
        case unsupported
        /// The line is not valid UTF-8.
        case invalidUTF8
    }

    private enum Kind {
        case string, escapedString, integer, `true`, `false`, null
    }

    private struct Field {
        var keyStart: Int
        var keyEnd: Int
        var kind: Kind
        var start: Int
        var end: Int
    }

    // SAFETY: `parse`'s line, kept valid by its caller while fields are read; reads check `count` or use `fields`.
    private var bytes = UnsafeRawBufferPointer(start: nil, count: 0)
    private var fields: [Field] = []

    /// Creates an empty object.
    package init() {
        fields.reserveCapacity(16)
    }

    // MARK: - Parsing

    /// Parses `line`, which must stay valid while fields are read.
    package mutating func parse(_ line: UnsafeRawBufferPointer) -> Outcome {
        bytes = line
        fields.removeAll(keepingCapacity: true)
        var sawNonASCII = false
        guard parseObject(sawNonASCII: &sawNonASCII) else {
            return line.contains(where: { $0 >= 0x80 }) && !isValidUTF8(line) ? .invalidUTF8 : .unsupported
        }
        if sawNonASCII && !isValidUTF8(line) { return .invalidUTF8 }
        return .parsed
    }

    private mutating func parseObject(sawNonASCII: inout Bool) -> Bool {
        let count = bytes.count
        var index = skipSpace(0)
        guard index < count, bytes[index] == UInt8(ascii: "{") else { return false }
        index = skipSpace(index + 1)
        if index < count, bytes[index] == UInt8(ascii: "}") {
            return skipSpace(index + 1) == count
        }
        while true {
            // Key: a string without escapes.
            guard index < count, bytes[index] == UInt8(ascii: "\"") else { return false }
            guard let (keyEnd, keyEscaped) = scanString(from: index + 1, sawNonASCII: &sawNonASCII), !keyEscaped
            else { return false }
            let keyStart = index + 1
            index = skipSpace(keyEnd + 1)
            guard index < count, bytes[index] == UInt8(ascii: ":") else { return false }
            index = skipSpace(index + 1)
            guard index < count else { return false }

            // Value.
            var field = Field(keyStart: keyStart, keyEnd: keyEnd, kind: .null, start: index, end: index)
            switch bytes[index] {
            case UInt8(ascii: "\""):
                guard let (end, escaped) = scanString(from: index + 1, sawNonASCII: &sawNonASCII) else { return false }
                field.kind = escaped ? .escapedString : .string
                field.start = index + 1
                field.end = end
                index = end + 1
            case UInt8(ascii: "t"):
                guard matches("true", at: index) else { return false }
                field.kind = .true
                index += 4
            case UInt8(ascii: "f"):
                guard matches("false", at: index) else { return false }
                field.kind = .false
                index += 5
            case UInt8(ascii: "n"):
                guard matches("null", at: index) else { return false }
                index += 4
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                guard let end = scanInteger(from: index) else { return false }
                field.kind = .integer
                field.end = end
                index = end
            default:
                return false
            }
            // A repeated key goes to the complete parser, which names it in its error.
            if hasKey(from: keyStart, to: keyEnd) { return false }
            fields.append(field)

            index = skipSpace(index)
            guard index < count else { return false }
            if bytes[index] == UInt8(ascii: ",") {
                index = skipSpace(index + 1)
            } else if bytes[index] == UInt8(ascii: "}") {
                return skipSpace(index + 1) == count
            } else {
                return false
            }
        }
    }

    @inline(__always)
    private func skipSpace(_ start: Int) -> Int {
        var index = start
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): index += 1
            default: return index
            }
        }
        return index
    }

    /// Finds the closing quote of a string starting at `start`; checks escapes.
    /// - Returns: The quote's offset and whether the string has escapes, or `nil` if malformed.
    @inline(__always)
    private func scanString(from start: Int, sawNonASCII: inout Bool) -> (Int, Bool)? {
        var index = start
        var escaped = false
        while true {
            index = ByteScan.firstSpecial(in: bytes, from: index, nonASCII: &sawNonASCII)
            guard index < bytes.count else { return nil }
            switch bytes[index] {
            case UInt8(ascii: "\""):
                return (index, escaped)
            case UInt8(ascii: "\\"):
                escaped = true
                guard index + 1 < bytes.count else { return nil }
                switch bytes[index + 1] {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
                    UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    index += 2
                case UInt8(ascii: "u"):
                    guard index + 5 < bytes.count,
                          (2...5).allSatisfy({ hexValue(bytes[index + $0]) != nil })
                    else { return nil }
                    index += 6
                default:
                    return nil
                }
            default:
                return nil  // a control byte
            }
        }
    }

    /// Scans `-?(0|[1-9][0-9]*)` that fits an `Int`; fractions and exponents are left to the slow path.
    private func scanInteger(from start: Int) -> Int? {
        var index = start
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        let digitsStart = index
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        let digitCount = index - digitsStart
        guard digitCount > 0, digitCount <= 15 else { return nil }
        if digitCount > 1, bytes[digitsStart] == UInt8(ascii: "0") { return nil }
        if index < bytes.count, [UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E")].contains(bytes[index]) {
            return nil
        }
        return index
    }

    private func matches(_ literal: StaticString, at index: Int) -> Bool {
        let length = literal.utf8CodeUnitCount
        guard index + length <= bytes.count else { return false }
        for offset in 0..<length where bytes[index + offset] != literal.utf8Start[offset] { return false }
        return true
    }

    // MARK: - Reading fields

    private func field(_ key: StaticString) -> Field? {
        let length = key.utf8CodeUnitCount
        for field in fields where field.keyEnd - field.keyStart == length {
            var equal = true
            for offset in 0..<length where bytes[field.keyStart + offset] != key.utf8Start[offset] {
                equal = false
                break
            }
            if equal { return field }
        }
        return nil
    }

    private func text(of field: Field) -> String {
        let slice = UnsafeRawBufferPointer(rebasing: bytes[field.start..<field.end])
        return field.kind == .escapedString ? unescape(slice) : String(decoding: slice, as: UTF8.self)
    }

    private func integer(of field: Field) -> Int {
        var index = field.start
        let negative = bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        var value = 0
        while index < field.end {
            value = value * 10 + Int(bytes[index] &- UInt8(ascii: "0"))
            index += 1
        }
        return negative ? -value : value
    }

    package func unknownKeys(known: [StaticString]) -> [String] {
        var unknown: [String] = []
        for field in fields {
            let key = UnsafeRawBufferPointer(rebasing: bytes[field.keyStart..<field.keyEnd])
            if !known.contains(where: { key.equals($0) }) { unknown.append(String(decoding: key, as: UTF8.self)) }
        }
        return unknown
    }

    /// Whether a field already parsed has the key in `bytes[start..<end]`.
    private func hasKey(from start: Int, to end: Int) -> Bool {
        let length = end - start
        for field in fields where field.keyEnd - field.keyStart == length {
            var index = 0
            while index < length && bytes[field.keyStart + index] == bytes[start + index] { index += 1 }
            if index == length { return true }
        }
        return false
    }

    package func value(_ key: StaticString) -> FormOutput? {
        guard let field = field(key) else { return nil }
        switch field.kind {
        case .string, .escapedString: return .string(text(of: field))
        case .integer: return .number(Decimal(integer(of: field)))
        case .true: return .bool(true)
        case .false: return .bool(false)
        case .null: return .null
        }
    }

    package func plainString(_ key: StaticString) -> UnsafeRawBufferPointer? {
        guard let field = field(key), field.kind == .string else { return nil }
        return UnsafeRawBufferPointer(rebasing: bytes[field.start..<field.end])
    }

    package func string(_ key: StaticString) throws(LineError) -> String? {
        guard let field = field(key) else { return nil }
        switch field.kind {
        case .string, .escapedString: return text(of: field)
        case .null: return nil
        default: throw .wrongType(key, expected: "a string", found: value(key) ?? .null)
        }
    }

    package func bool(_ key: StaticString) throws(LineError) -> Bool? {
        guard let field = field(key) else { return nil }
        switch field.kind {
        case .true: return true
        case .false: return false
        case .null: return nil
        default: throw .wrongType(key, expected: "a boolean", found: value(key) ?? .null)
        }
    }

    package func int(_ key: StaticString) throws(LineError) -> Int? {
        guard let field = field(key) else { return nil }
        switch field.kind {
        case .integer: return integer(of: field)
        case .null: return nil
        default: throw .wrongType(key, expected: "an integer", found: value(key) ?? .null)
        }
    }
}

// MARK: - UTF-8 helpers

/// The value of an ASCII hex digit.
private func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
}

/// Decodes a JSON string body whose escapes were checked by the scanner.
/// Unpaired surrogates become U+FFFD.
// SAFETY: `scanString` checked each escape whole before the closing quote, so escape reads stay in `body`.
private func unescape(_ body: UnsafeRawBufferPointer) -> String {
    var scalars = String.UnicodeScalarView()
    var bytes: [UInt8] = []
    var index = 0

    func flushBytes() {
        if !bytes.isEmpty {
            scalars.append(contentsOf: String(decoding: bytes, as: UTF8.self).unicodeScalars)
            bytes.removeAll(keepingCapacity: true)
        }
    }
    func hex4(at offset: Int) -> UInt32 {
        (0..<4).reduce(0) { $0 << 4 | (hexValue(body[offset + $1]) ?? 0) }
    }

    while index < body.count {
        let byte = body[index]
        guard byte == UInt8(ascii: "\\") else {
            bytes.append(byte)
            index += 1
            continue
        }
        let escape = body[index + 1]
        index += 2
        switch escape {
        case UInt8(ascii: "b"): bytes.append(0x08)
        case UInt8(ascii: "f"): bytes.append(0x0C)
        case UInt8(ascii: "n"): bytes.append(0x0A)
        case UInt8(ascii: "r"): bytes.append(0x0D)
        case UInt8(ascii: "t"): bytes.append(0x09)
        case UInt8(ascii: "u"):
            flushBytes()
            var code = hex4(at: index)
            index += 4
            if (0xD800..<0xDC00).contains(code), index + 6 <= body.count,
               body[index] == UInt8(ascii: "\\"), body[index + 1] == UInt8(ascii: "u")
            {
                let low = hex4(at: index + 2)
                if (0xDC00..<0xE000).contains(low) {
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    index += 6
                }
            }
            scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
        default: bytes.append(escape)  // \" \\ \/
        }
    }
    flushBytes()
    return String(scalars)
}
