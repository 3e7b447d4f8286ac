import Foundation

/// A strict JSON parser over UTF-8 bytes that keeps numbers exact and
/// reports errors with the JSON path and line:column.
struct JSONReader {
    private let bytes: [UInt8]
    private var offset = 0
    /// Where the reader is: the keys and indices it went through, written out only for an error
    /// (a server reads a body per request, and most never fail).
    private var path: [Step] = []
    private let maximumDepth: Int
    /// Whether reading failed because the nesting went past `maximumDepth` (a server answers that apart).
    private(set) var isTooDeep = false

    /// The default nesting limit: deep enough for any definition, shallow enough for the stack.
    static let defaultMaximumDepth = 512

    init(_ bytes: [UInt8], maximumDepth: Int = defaultMaximumDepth) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
    }

    mutating func readDocument() throws(FormDefinitionError) -> FormOutput {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }  // a UTF-8 byte-order mark
        skipWhitespace()
        let value = try readValue(depth: 0)
        skipWhitespace()
        guard offset == bytes.count else { throw failure("unexpected text after the JSON value") }
        return value
    }

    private mutating func readValue(depth: Int) throws(FormDefinitionError) -> FormOutput {
        guard depth < maximumDepth else {
            isTooDeep = true
            throw failure("nesting deeper than \(maximumDepth) levels")
        }
        guard offset < bytes.count else { throw failure("unexpected end of JSON") }
        switch bytes[offset] {
        case UInt8(ascii: "{"): return try readObject(depth: depth)
        case UInt8(ascii: "["): return try readArray(depth: depth)
        case UInt8(ascii: "\""): return .string(try readString())
        case UInt8(ascii: "t"): return try readLiteral("true", .bool(true))
        case UInt8(ascii: "f"): return try readLiteral("false", .bool(false))
        case UInt8(ascii: "n"): return try readLiteral("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try readNumber()
        default: throw failure("unexpected character '\(Self.shown(bytes[offset]))'")
        }
    }

    /// A byte as text when it is printable ASCII, else as `\xEF`.
    static func shown(_ byte: UInt8) -> String {
        if byte >= 0x20 && byte < 0x7F { return String(Character(Unicode.Scalar(byte))) }
        let digits = String(byte, radix: 16, uppercase: true)
        return "\\x" + (digits.count == 1 ? "0" : "") + digits
    }

    private mutating func readObject(depth: Int) throws(FormDefinitionError) -> FormOutput {
        offset += 1
        skipWhitespace()
        if peek(UInt8(ascii: "}")) {
            offset += 1
            return .object([:])
        }
        // Room for eight members at once: growing from one member rehashed every key at each
        // doubling, and most answer objects have a few to a few dozen.
        var members = [String: FormOutput](minimumCapacity: 8)
        while true {
            skipWhitespace()
            guard peek(UInt8(ascii: "\"")) else { throw failure("expected a quoted key") }
            let key = try readString()
            let afterKey = offset
            skipWhitespace()
            guard peek(UInt8(ascii: ":")) else { throw failure("expected ':' after key '\(key)'") }
            offset += 1
            skipWhitespace()
            path.append(.key(key))
            let value = try readValue(depth: depth + 1)
            path.removeLast()
            // One hash a member: a repeated key is found as it is stored, and reported where it ends.
            if members.updateValue(value, forKey: key) != nil {
                offset = afterKey
                throw failure("duplicate key '\(key)'")
            }
            skipWhitespace()
            if peek(UInt8(ascii: ",")) {
                offset += 1
            } else if peek(UInt8(ascii: "}")) {
                offset += 1
                return .object(members)
            } else {
                throw failure("expected ',' or '}' in object")
            }
        }
    }

    private mutating func readArray(depth: Int) throws(FormDefinitionError) -> FormOutput {
        offset += 1
        var items: [FormOutput] = []
        skipWhitespace()
        if peek(UInt8(ascii: "]")) {
            offset += 1
            return .array(items)
        }
        while true {
            skipWhitespace()
            path.append(.index(items.count))
            items.append(try readValue(depth: depth + 1))
            path.removeLast()
            skipWhitespace()
            if peek(UInt8(ascii: ",")) {
                offset += 1
            } else if peek(UInt8(ascii: "]")) {
                offset += 1
                return .array(items)
            } else {
                throw failure("expected ',' or ']' in array")
            }
        }
    }

    private mutating func readString() throws(FormDefinitionError) -> String {
        offset += 1
        // The common string, with no escape: found by one scan and made once.
        if let plain = try readPlainString() { return plain }
        var runStart = offset
        var result = ""
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                result += try decodeRun(runStart..<offset)
                offset += 1
                return result
            }
            if byte < 0x20 { throw failure("control character in string") }
            if byte == UInt8(ascii: "\\") {
                result += try decodeRun(runStart..<offset)
                offset += 1
                guard offset < bytes.count else { break }
                let escape = bytes[offset]
                offset += 1
                switch escape {
                case UInt8(ascii: "\""): result += "\""
                case UInt8(ascii: "\\"): result += "\\"
                case UInt8(ascii: "/"): result += "/"
                case UInt8(ascii: "b"): result += "\u{08}"
                case UInt8(ascii: "f"): result += "\u{0C}"
                case UInt8(ascii: "n"): result += "\n"
                case UInt8(ascii: "r"): result += "\r"
                case UInt8(ascii: "t"): result += "\t"
                case UInt8(ascii: "u"): result.unicodeScalars.append(try readUnicodeEscape())
                default: throw failure("invalid escape '\\\(Character(Unicode.Scalar(escape)))'")
                }
                runStart = offset
                continue
            }
            offset += 1
        }
        throw failure("unterminated string")
    }

    /// The string from `offset` to its closing quote when it holds no escape, with the reader
    /// after the quote; `nil`, with the reader unmoved, when it holds one (or no quote ends it).
    private mutating func readPlainString() throws(FormDefinitionError) -> String? {
        var end = offset
        var isASCII = true
        while end < bytes.count {
            let byte = bytes[end]
            if byte == UInt8(ascii: "\"") { break }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { return nil }
            if byte >= 0x80 { isASCII = false }
            end += 1
        }
        guard end < bytes.count else { return nil }
        let text: String
        if isASCII {
            // SAFETY: the bytes are read only during the call that lends them, below `end <= count`.
            text = bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[offset..<end]), as: UTF8.self) }
        } else {
            let start = offset
            offset = end  // where an invalid UTF-8 error points, as for a string with escapes
            text = try decodeRun(start..<end)
        }
        offset = end + 1
        return text
    }

    private func decodeRun(_ range: Range<Int>) throws(FormDefinitionError) -> String {
        guard !range.isEmpty else { return "" }
        guard let run = String(validating: bytes[range], as: UTF8.self) else {
            throw failure("invalid UTF-8 in string")
        }
        return run
    }

    private mutating func readUnicodeEscape() throws(FormDefinitionError) -> Unicode.Scalar {
        let high = try readHex4()
        if (0xD800..<0xDC00).contains(high) {
            guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u")
            else { throw failure("unpaired surrogate in \\u escape") }
            offset += 2
            let low = try readHex4()
            guard (0xDC00..<0xE000).contains(low),
                let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
            else { throw failure("invalid surrogate pair in \\u escape") }
            return scalar
        }
        guard let scalar = Unicode.Scalar(high) else { throw failure("unpaired surrogate in \\u escape") }
        return scalar
    }

    private mutating func readHex4() throws(FormDefinitionError) -> UInt32 {
        guard offset + 4 <= bytes.count else { throw failure("truncated \\u escape") }
        var value: UInt32 = 0
        for byte in bytes[offset..<offset + 4] {
            guard let digit = Character(Unicode.Scalar(byte)).hexDigitValue else {
                throw failure("invalid hex digit in \\u escape")
            }
            value = value * 16 + UInt32(digit)
        }
        offset += 4
        return value
    }

    private mutating func readNumber() throws(FormDefinitionError) -> FormOutput {
        let start = offset
        if peek(UInt8(ascii: "-")) { offset += 1 }
        if peek(UInt8(ascii: "0")) {
            offset += 1
            guard skipDigits() == 0 else { throw failure("leading zero in number") }
        } else {
            guard skipDigits() > 0 else { throw failure("invalid number") }
        }
        if peek(UInt8(ascii: ".")) {
            offset += 1
            guard skipDigits() > 0 else { throw failure("expected digits after '.'") }
        }
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            offset += 1
            if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { offset += 1 }
            guard skipDigits() > 0 else { throw failure("expected digits in exponent") }
        }
        let literal = String(decoding: bytes[start..<offset], as: UTF8.self)
        guard let number = Decimal(string: literal, locale: Self.posix), !number.isNaN else {
            throw failure("number '\(literal)' is out of range")
        }
        return .number(number)
    }

    /// Numbers are read the same whatever the process's locale.
    private static let posix = Locale(identifier: "en_US_POSIX")

    private mutating func readLiteral(_ word: StaticString, _ value: FormOutput) throws(FormDefinitionError) -> FormOutput {
        let count = word.utf8CodeUnitCount
        // SAFETY: a literal's `utf8Start` holds its `utf8CodeUnitCount` bytes in static storage.
        guard offset + count <= bytes.count, (0..<count).allSatisfy({ bytes[offset + $0] == word.utf8Start[$0] }) else {
            throw failure("invalid literal, expected '\(word)'")
        }
        offset += count
        return value
    }

    private mutating func skipDigits() -> Int {
        let start = offset
        while offset < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[offset]) { offset += 1 }
        return offset - start
    }

    private mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): offset += 1
            default: return
            }
        }
    }

    private func peek(_ byte: UInt8) -> Bool {
        offset < bytes.count && bytes[offset] == byte
    }

    private func failure(_ message: String) -> FormDefinitionError {
        var line = 1
        var column = 1
        for byte in bytes[..<min(offset, bytes.count)] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        let written = path.map { step in
            switch step {
            case .key(let key): FormDefinitionError.component(key)
            case .index(let index): "[\(index)]"
            }
        }
        return FormDefinitionError(path: "$" + written.joined(), message: "\(message) at line \(line), column \(column)")
    }

    /// One step of ``path``: a member's key or an item's index.
    private enum Step {
        case key(String)
        case index(Int)
    }
}
