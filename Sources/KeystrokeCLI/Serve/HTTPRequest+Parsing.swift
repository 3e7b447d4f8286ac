extension HTTPRequest {
    /// Parses a request head: the request line and the header fields, without the blank line
    /// that ends them. Lines end in CRLF or a bare LF (RFC 9112 §2.2 lets a server take both).
    /// - Throws: ``HTTPFailure`` 400 for a malformed head, 505 for a version other than 1.0 or 1.1.
    init(head: ArraySlice<UInt8>) throws(HTTPFailure) {
        // Line by line over the bytes, without splitting them: every request pays for its head.
        var lineStart = head.startIndex
        /// The next line without its terminator (LF, or CRLF), or nil past the end.
        func nextLine() -> ArraySlice<UInt8>? {
            guard lineStart <= head.endIndex else { return nil }
            let lineEnd = head[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? head.endIndex
            var contentEnd = lineEnd
            if contentEnd > lineStart, head[contentEnd - 1] == UInt8(ascii: "\r") { contentEnd -= 1 }
            defer { lineStart = lineEnd + 1 }
            return head[lineStart..<contentEnd]
        }
        // RFC 9112 §2.2: empty lines before the request line are ignored.
        var requestLine: ArraySlice<UInt8>?
        while let line = nextLine() {
            if !line.isEmpty { requestLine = line; break }
        }
        guard let requestLine else { throw .badRequest("The request has no request line.") }
        let (method, target, version) = try Self.parts(of: requestLine)
        switch version.count == 8 && version.starts(with: "HTTP/1.".utf8) ? version.last : nil {
        case UInt8(ascii: "1"): isHTTP11 = true
        case UInt8(ascii: "0"): isHTTP11 = false
        default:
            guard version.starts(with: "HTTP/".utf8) else { throw .badRequest("The request line has no HTTP version.") }
            throw HTTPFailure(status: 505, code: "request.version", message: "Only HTTP/1.0 and HTTP/1.1 are served.")
        }
        var fields: [(name: String, value: String)] = []
        fields.reserveCapacity(8)
        while let line = nextLine() { fields.append(try Self.field(line)) }
        self.method = String(decoding: method, as: UTF8.self)
        path = Self.path(ofTarget: target)
        headers = fields
        if isHTTP11, header("host") == nil { throw .badRequest("An HTTP/1.1 request needs a Host header.") }
    }

    /// The method, target and version of a request line: three parts, one space between each.
    private static func parts(of line: ArraySlice<UInt8>) throws(HTTPFailure) -> (ArraySlice<UInt8>, ArraySlice<UInt8>, ArraySlice<UInt8>) {
        func malformed() -> HTTPFailure { .badRequest("The request line is not 'METHOD TARGET HTTP/1.1'.") }
        guard let firstSpace = line.firstIndex(of: UInt8(ascii: " ")),
              let secondSpace = line[(firstSpace + 1)...].firstIndex(of: UInt8(ascii: " "))
        else { throw malformed() }
        let method = line[..<firstSpace]
        let target = line[(firstSpace + 1)..<secondSpace]
        let version = line[(secondSpace + 1)...]
        guard !method.isEmpty, method.allSatisfy(isTokenByte), !target.isEmpty, target.allSatisfy({ $0 > 0x20 && $0 < 0x7F }),
              !version.contains(UInt8(ascii: " "))
        else { throw malformed() }
        return (method, target, version)
    }

    /// A header line's name, lowercased, and its value without surrounding spaces and tabs.
    private static func field(_ line: ArraySlice<UInt8>) throws(HTTPFailure) -> (name: String, value: String) {
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else {
            throw .badRequest("A header line has no ':'.")
        }
        let name = line[line.startIndex..<colon]
        // RFC 9112 §5.1: no space before the colon; §5.2: obsolete line folding is refused.
        guard !name.isEmpty, name.allSatisfy(isTokenByte) else {
            throw .badRequest("A header field name is empty or holds a space or a separator.")
        }
        // Token bytes are ASCII, so lowercasing them is setting bit 5 of the capitals.
        let lowercased = String(unsafeUninitializedCapacity: name.count) { buffer in
            for (offset, byte) in name.enumerated() {
                buffer[offset] = byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
            }
            return name.count
        }
        return (lowercased, trimmed(line[(colon + 1)...]))
    }

    /// A field value (or one item of a list) without the spaces and tabs around it (HTTP's
    /// optional whitespace).
    private static func trimmed<Bytes: BidirectionalCollection<UInt8>>(_ value: Bytes) -> String {
        // Outside ASCII, a trimmed tab could have started a Character with what follows it: the
        // Character-wise trim decides there.
        guard value.allSatisfy({ $0 < 0x80 }) else {
            return String(decoding: value, as: UTF8.self).trimmingCharacters(in: " \t")
        }
        func isSpace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        var rest = value[...]
        while let first = rest.first, isSpace(first) { rest.removeFirst() }
        while let last = rest.last, isSpace(last) { rest.removeLast() }
        return String(decoding: rest, as: UTF8.self)
    }

    /// The path of an origin-form (`/validate?x=1`) or absolute-form (`http://host/validate`) target,
    /// whose bytes the request line has checked are printable ASCII.
    private static func path(ofTarget target: ArraySlice<UInt8>) -> String {
        var rest = target
        for scheme in ["http://", "https://"] where rest.count >= scheme.utf8.count
            && zip(rest, scheme.utf8).allSatisfy({ $0 | 0x20 == $1 }) {
            rest = rest.dropFirst(scheme.utf8.count)
            // The authority ends at the path, the query or the fragment (RFC 3986 §3.2).
            let end = rest.firstIndex { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }
            guard let end, rest[end] == UInt8(ascii: "/") else { return "/" }
            rest = rest[end...]
        }
        if let query = rest.firstIndex(where: { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }) { rest = rest[..<query] }
        return String(decoding: rest, as: UTF8.self)
    }

    /// RFC 9110's `tchar`: the bytes of a method or a field name.
    private static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "!"), UInt8(ascii: "#"), UInt8(ascii: "$"), UInt8(ascii: "%"), UInt8(ascii: "&"), UInt8(ascii: "'"),
             UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "^"), UInt8(ascii: "_"),
             UInt8(ascii: "`"), UInt8(ascii: "|"), UInt8(ascii: "~"):
            true
        default:
            false
        }
    }

    /// A field value's comma-separated items, without empty ones and without the spaces and
    /// tabs around each.
    static func listItems(_ value: String) -> [String] {
        // Outside ASCII, Characters decide where a trimmed tab ends.
        guard value.utf8.allSatisfy({ $0 < 0x80 }) else {
            return value.split(separator: ",").map { $0.trimmingCharacters(in: " \t") }
        }
        return value.utf8.split(separator: UInt8(ascii: ",")).map(trimmed)
    }

    /// The body's length from `Content-Length`, or nil without one.
    /// - Throws: ``HTTPFailure`` 411 for `Transfer-Encoding` (chunked bodies are not read), 400 for
    ///   a length that is not digits or several that disagree.
    func contentLength() throws(HTTPFailure) -> Int? {
        if header("transfer-encoding") != nil {
            throw HTTPFailure(
                status: 411, code: "request.lengthRequired",
                message: "Transfer-Encoding is not accepted; send the body with a Content-Length.")
        }
        // Every comma-separated value of every Content-Length field must be the same number.
        var first: String?
        var agree = true
        for field in headers where field.name == "content-length" {
            for value in Self.listItems(field.value) {
                if let first { agree = agree && value == first } else { first = value }
            }
        }
        guard let first else { return nil }
        guard agree, !first.isEmpty, first.count <= 18,
              first.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let length = Int(first)
        else { throw .badRequest("The Content-Length is not one decimal number.") }
        return length
    }
}
