@_spi(KeystrokeInternal) import KeystrokeForms

/// A response of `keystroke serve`: a status, extra header fields and a JSON body.
struct HTTPResponse {
    /// The status code.
    var status: Int
    /// Header fields besides Content-Type, Content-Length and Connection (`Allow`).
    var headers: [(name: String, value: String)] = []
    /// The body, JSON.
    var body: [UInt8]

    /// The response carrying `reply`'s status and body.
    init(reply: ValidationReply) {
        status = reply.status
        body = reply.body
    }

    /// A response with a body given as bytes.
    init(status: Int, headers: [(name: String, value: String)] = [], body: [UInt8]) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// The bytes to send: status line, fields and body (no body for a HEAD request).
    func serialized(keepAlive: Bool, isHEAD: Bool = false) -> [UInt8] {
        var bytes: [UInt8] = []
        write(to: &bytes, keepAlive: keepAlive, isHEAD: isHEAD)
        return bytes
    }

    /// Appends ``serialized(keepAlive:isHEAD:)`` to `bytes`, in place: a connection's output
    /// takes every answer this way, without a string or an array of its own.
    func write(to bytes: inout [UInt8], keepAlive: Bool, isHEAD: Bool = false) {
        bytes.append(contentsOf: "HTTP/1.1 ".utf8)
        bytes.append(contentsOf: String(status).utf8)
        bytes.append(UInt8(ascii: " "))
        bytes.append(contentsOf: Self.reason(for: status).utf8)
        bytes.append(contentsOf: "\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ".utf8)
        bytes.append(contentsOf: String(body.count).utf8)
        bytes.append(contentsOf: keepAlive ? "\r\nConnection: keep-alive\r\n".utf8 : "\r\nConnection: close\r\n".utf8)
        for (name, value) in headers {
            bytes.append(contentsOf: name.utf8)
            bytes.append(contentsOf: ": ".utf8)
            bytes.append(contentsOf: value.utf8)
            bytes.append(contentsOf: "\r\n".utf8)
        }
        bytes.append(contentsOf: "\r\n".utf8)
        if !isHEAD { bytes.append(contentsOf: body) }
    }

    /// The reason phrase of the statuses the server sends.
    static func reason(for status: Int) -> String {
        switch status {
        case 100: "Continue"
        case 200: "OK"
        case 400: "Bad Request"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 408: "Request Timeout"
        case 411: "Length Required"
        case 413: "Content Too Large"
        case 422: "Unprocessable Content"
        case 431: "Request Header Fields Too Large"
        case 503: "Service Unavailable"
        case 505: "HTTP Version Not Supported"
        default: "Status \(status)"
        }
    }
}
