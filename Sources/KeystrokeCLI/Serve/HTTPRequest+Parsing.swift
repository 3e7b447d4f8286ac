extension HTTPRequest {
    /// Parses a request head: the request line and the header fields, without the blank line
    /// that ends them. Lines end in CRLF or a bare LF (RFC 9112 §2.2 lets a server take both).
    /// - Throws: ``HTTPFailure`` 400 for a malformed head, 505 for a version other than 1.0 or 1.1.
    init(head: ArraySlice<UInt8>) throws(HTTPFailure) {
        var lines = head.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { line in
            line.last == UInt8(ascii: "\r") ? line.dropLast() : line
        }
        // RFC 9112 §2.2: empty lines before the request line are ignored.
        while lines.first?.isEmpty == true { lines.removeFirst() }
        guard let requestLine = lines.first else { throw .badRequest("The request has no request line.") }
        let parts = requestLine.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, parts[0].allSatisfy(Self.isTokenByte), !parts[1].isEmpty,
              parts[1].allSatisfy({ $0 > 0x20 && $0 < 0x7F })
        else { throw .badRequest("The request line is not 'METHOD TARGET HTTP/1.1'.") }
        switch Array(parts[2]) {
        case Array("HTTP/1.1".utf8): isHTTP11 = true
        case Array("HTTP/1.0".utf8): isHTTP11 = false
        default:
            guard parts[2].starts(with: "HTTP/".utf8) else { throw .badRequest("The request line has no HTTP version.") }
            throw HTTPFailure(status: 505, code: "request.version", message: "Only HTTP/1.0 and HTTP/1.1 are served.")
        }
        method = String(decoding: parts[0], as: UTF8.self)
        path = Self.path(ofTarget: String(decoding: parts[1], as: UTF8.self))
        headers = []
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else {
                throw .badRequest("A header line has no ':'.")
            }
            let name = line[line.startIndex..<colon]
            // RFC 9112 §5.1: no space before the colon; §5.2: obsolete line folding is refused.
            guard !name.isEmpty, name.allSatisfy(Self.isTokenByte) else {
                throw .badRequest("A header field name is empty or holds a space or a separator.")
            }
            let value = String(decoding: line[(colon + 1)...], as: UTF8.self).trimmingCharacters(in: " \t")
            headers.append((String(decoding: name, as: UTF8.self).lowercased(), value))
        }
        if isHTTP11, header("host") == nil { throw .badRequest("An HTTP/1.1 request needs a Host header.") }
    }

    /// The path of an origin-form (`/validate?x=1`) or absolute-form (`http://host/validate`) target.
    private static func path(ofTarget target: String) -> String {
        var rest = Substring(target)
        for scheme in ["http://", "https://"] where rest.lowercased().hasPrefix(scheme) {
            rest = rest.dropFirst(scheme.count)
            rest = rest.firstIndex(of: "/").map { rest[$0...] } ?? "/"
        }
        if let query = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) { rest = rest[..<query] }
        return String(rest)
    }

    /// RFC 9110's `tchar`: the bytes of a method or a field name.
    private static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default:
            Array("!#$%&'*+-.^_`|~".utf8).contains(byte)
        }
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
        let values = headers(named: "content-length").flatMap { $0.split(separator: ",") }.map { $0.trimmingCharacters(in: " \t") }
        guard let first = values.first else { return nil }
        guard values.allSatisfy({ $0 == first }), !first.isEmpty, first.count <= 18,
              first.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let length = Int(first)
        else { throw .badRequest("The Content-Length is not one decimal number.") }
        return length
    }
}
