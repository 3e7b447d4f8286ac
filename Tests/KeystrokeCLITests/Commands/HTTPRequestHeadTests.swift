import Testing

@testable import KeystrokeCLI

/// `keystroke serve`'s request head parser, on heads written out by hand: what it reads from each,
/// and the status and message of each head it refuses.
@Suite struct HTTPRequestHeadTests {
    /// Parses `head` (the bytes before the blank line that ends it).
    func parse(_ head: String) throws(HTTPFailure) -> HTTPRequest {
        let bytes = Array(head.utf8)
        return try HTTPRequest(head: bytes[...])
    }

    /// The failure parsing `head` throws, or nil when it parses.
    func failure(_ head: String) -> HTTPFailure? {
        do throws(HTTPFailure) {
            _ = try parse(head)
            return nil
        } catch {
            return error
        }
    }

    @Test("Request line and fields: CRLF or LF, names lowercased, values trimmed")
    func readsAHead() throws {
        let request = try parse("\r\n\nPOST /validate?x=1#f HTTP/1.1\r\nHost: localhost\nContent-TYPE:\t application/json \t\r\nX-Empty:\r\nX-Text:  café\t")
        #expect(request.method == "POST")
        #expect(request.path == "/validate")
        #expect(request.isHTTP11)
        #expect(request.headers.map(\.name) == ["host", "content-type", "x-empty", "x-text"])
        #expect(request.headers.map(\.value) == ["localhost", "application/json", "", "café"])
        #expect(request.header("content-type") == "application/json")
        let old = try parse("GET HTTP://Example.com:8080/health HTTP/1.0")
        #expect(old.path == "/health" && !old.isHTTP11 && old.headers.isEmpty)
        #expect(try parse("GET https://example.com HTTP/1.0").path == "/")
        #expect(try parse("GET * HTTP/1.0").path == "*")
        #expect(try parse("GET http://example.com?x=/a HTTP/1.0").path == "/")
        #expect(try parse("GET HTTPS://h/a/b#c?d HTTP/1.0").path == "/a/b")
        #expect(try parse("GET /http://h/a HTTP/1.0").path == "/http://h/a")
    }

    @Test("Malformed heads are refused with what is wrong", arguments: [
        ("", 400, "The request has no request line."),
        ("\r\n\r\n", 400, "The request has no request line."),
        ("GET / HTTP/1.1", 400, "An HTTP/1.1 request needs a Host header."),
        ("GET  / HTTP/1.1\r\nHost: a", 400, "The request line is not 'METHOD TARGET HTTP/1.1'."),
        ("GET / HTTP/1.1 \r\nHost: a", 400, "The request line is not 'METHOD TARGET HTTP/1.1'."),
        ("GET /\r\nHost: a", 400, "The request line is not 'METHOD TARGET HTTP/1.1'."),
        ("G(T / HTTP/1.1\r\nHost: a", 400, "The request line is not 'METHOD TARGET HTTP/1.1'."),
        ("GET /é HTTP/1.1\r\nHost: a", 400, "The request line is not 'METHOD TARGET HTTP/1.1'."),
        ("GET / FTP/1.1\r\nHost: a", 400, "The request line has no HTTP version."),
        ("GET / HTTP/2.0\r\nHost: a", 505, "Only HTTP/1.0 and HTTP/1.1 are served."),
        ("GET / HTTP/1.10\r\nHost: a", 505, "Only HTTP/1.0 and HTTP/1.1 are served."),
        ("GET / HTTP/1.1\r\nHost: a\r\n\r\nX: b", 400, "A header line has no ':'."),
        ("GET / HTTP/1.1\r\nHost : a", 400, "A header field name is empty or holds a space or a separator."),
        ("GET / HTTP/1.1\r\n: a", 400, "A header field name is empty or holds a space or a separator."),
        ("GET / HTTP/1.1\r\nHost: a\r\n folded", 400, "A header line has no ':'."),
        // The request line is judged before the fields.
        ("GET /\r\nbroken", 400, "The request line is not 'METHOD TARGET HTTP/1.1'."),
    ] as [(String, Int, String)])
    func refuses(head: String, status: Int, message: String) throws {
        let refused = try #require(failure(head))
        #expect(refused.status == status)
        #expect(refused.message == message)
    }

    @Test("Content-Length: one number, however often it is repeated")
    func contentLength() throws {
        #expect(try parse("POST / HTTP/1.0").contentLength() == nil)
        #expect(try parse("POST / HTTP/1.0\r\nContent-Length: 12").contentLength() == 12)
        #expect(try parse("POST / HTTP/1.0\r\nContent-Length: 12, 12\r\ncontent-length:12").contentLength() == 12)
        // An empty value is no length at all (a POST without one is then 411).
        #expect(try parse("POST / HTTP/1.0\r\nContent-Length: ").contentLength() == nil)
        for bad in ["12\u{A0}", "12, 13", "1 2", "-1", "+1", "0x10", "1234567890123456789", "1,,2"] {
            #expect(throws: HTTPFailure.self, "\(bad)") { try parse("POST / HTTP/1.0\r\nContent-Length: \(bad)").contentLength() }
        }
        #expect(throws: HTTPFailure.self) { try parse("POST / HTTP/1.0\r\nContent-Length: 1\r\nContent-Length: 2").contentLength() }
        let chunked = try parse("POST / HTTP/1.0\r\nTransfer-Encoding: chunked")
        #expect(throws: HTTPFailure.self) { try chunked.contentLength() }
    }

    @Test("Keep-alive: HTTP/1.1 unless `close`, HTTP/1.0 only when asked")
    func keepAlive() throws {
        #expect(try parse("GET / HTTP/1.1\r\nHost: a").wantsKeepAlive)
        #expect(try !parse("GET / HTTP/1.1\r\nHost: a\r\nConnection: Upgrade, CLOSE").wantsKeepAlive)
        #expect(try !parse("GET / HTTP/1.0").wantsKeepAlive)
        #expect(try parse("GET / HTTP/1.0\r\nConnection: Keep-Alive").wantsKeepAlive)
        #expect(try parse("GET / HTTP/1.0\r\nConnection: Upgrade ,\t keep-alive\t,").wantsKeepAlive)
        #expect(try !parse("GET / HTTP/1.0\r\nConnection: keep-alive\r\nConnection: close").wantsKeepAlive)
    }

    @Test("A response is its status line, fields and body, or no body for HEAD")
    func serializesAResponse() {
        let response = HTTPResponse(status: 405, headers: [("Allow", "POST")], body: Array("{}".utf8))
        let text = "HTTP/1.1 405 Method Not Allowed\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: 2\r\n"
            + "Connection: close\r\nAllow: POST\r\n\r\n"
        #expect(String(decoding: response.serialized(keepAlive: false), as: UTF8.self) == text + "{}")
        var output = Array("before".utf8)
        response.write(to: &output, keepAlive: true, isHEAD: true)
        #expect(String(decoding: output, as: UTF8.self) == "before" + text.replacingOccurrences(of: "close", with: "keep-alive"))
    }
}
