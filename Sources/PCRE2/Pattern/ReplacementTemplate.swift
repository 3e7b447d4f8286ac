/// A parsed replacement template: `$1`, `${12}`, `${name}`, `$name` and `$$` for a dollar sign.
///
/// Parsed and checked against the pattern's groups before any replacing, so a template naming a
/// group the pattern lacks fails up front. Error codes and messages are PCRE2's own for the same
/// faults in `pcre2_substitute`.
struct ReplacementTemplate {
    enum Segment: Equatable {
        case literal(String)
        /// Group numbers to try in order (several only for duplicate names).
        case group([Int])
    }

    let segments: [Segment]

    init(_ template: String, captureCount: Int, groupNames: [String: [Int]]) throws(PCRE2Error) {
        let bytes = Array(template.utf8)
        var segments: [Segment] = []
        var literal: [UInt8] = []
        var index = 0

        func fail(_ code: Int32, at offset: Int) -> PCRE2Error {
            .replacement(code: code, offset: offset, template: template)
        }
        func resolve(_ reference: [UInt8], at offset: Int) throws(PCRE2Error) -> [Int] {
            if reference.allSatisfy(Self.isDigit) {
                // Leading zeros and huge numbers are just unknown groups, never an overflow.
                let digits = reference.drop { $0 == UInt8(ascii: "0") }
                guard digits.count <= 6 else { throw fail(PCRE2Error.unknownGroupCode, at: offset) }
                let number = digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
                guard number <= captureCount else { throw fail(PCRE2Error.unknownGroupCode, at: offset) }
                return [number]
            }
            guard let numbers = groupNames[String(decoding: reference, as: UTF8.self)] else {
                throw fail(PCRE2Error.unknownGroupCode, at: offset)
            }
            return numbers
        }

        while index < bytes.count {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "$") else {
                literal.append(byte)
                index += 1
                continue
            }
            let dollar = index
            index += 1
            guard index < bytes.count else { throw fail(PCRE2Error.badEscapeCode, at: dollar) }
            if bytes[index] == UInt8(ascii: "$") {
                literal.append(byte)
                index += 1
                continue
            }
            var reference: [UInt8] = []
            if bytes[index] == UInt8(ascii: "{") {
                index += 1
                while index < bytes.count, Self.isNameByte(bytes[index]) {
                    reference.append(bytes[index])
                    index += 1
                }
                guard index < bytes.count, bytes[index] == UInt8(ascii: "}") else {
                    throw fail(PCRE2Error.missingBraceCode, at: index)
                }
                index += 1
            } else if Self.isDigit(bytes[index]) {
                while index < bytes.count, Self.isDigit(bytes[index]) {
                    reference.append(bytes[index])
                    index += 1
                }
            } else {
                while index < bytes.count, Self.isNameByte(bytes[index]) {
                    reference.append(bytes[index])
                    index += 1
                }
            }
            guard !reference.isEmpty else { throw fail(PCRE2Error.badEscapeCode, at: dollar) }
            if !literal.isEmpty {
                segments.append(.literal(String(decoding: literal, as: UTF8.self)))
                literal.removeAll()
            }
            segments.append(.group(try resolve(reference, at: dollar)))
        }
        if !literal.isEmpty { segments.append(.literal(String(decoding: literal, as: UTF8.self))) }
        self.segments = segments
    }

    /// Appends the expansion for `match` to `output`; groups that did not take part add nothing.
    func expand(_ match: Match, into output: inout String) {
        for segment in segments {
            switch segment {
            case .literal(let text):
                output += text
            case .group(let numbers):
                if let text = numbers.lazy.compactMap({ match[$0] }).first { output += text }
            }
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// Names in templates: ASCII letters, digits and underscores, as in `pcre2_substitute`.
    private static func isNameByte(_ byte: UInt8) -> Bool {
        isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || byte == UInt8(ascii: "_")
    }
}
