#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing

/// A raw HTTP/1.1 client on one TCP connection to loopback, so tests can send exactly the bytes
/// they mean (partial requests, bad lengths, pipelined requests) and read the answers one by one.
final class HTTPTestClient {
    /// A parsed response.
    struct Response {
        var status: Int
        /// Header fields, names lowercased.
        var headers: [String: String]
        var body: [UInt8]
        var text: String { String(decoding: body, as: UTF8.self) }
        /// The body as a JSON object.
        func json() throws -> [String: Any] {
            try #require(try JSONSerialization.jsonObject(with: Data(body)) as? [String: Any], "not a JSON object: \(text)")
        }
        /// The body's `errors` as (path, code, message).
        func errors() throws -> [(path: String, code: String, message: String)] {
            let errors = try #require(try json()["errors"] as? [[String: String]], "no errors: \(text)")
            return errors.map { ($0["path"] ?? "?", $0["code"] ?? "?", $0["message"] ?? "?") }
        }
    }

    /// The connection's socket, for a thread that only sends on it (``send(_:on:)``).
    let descriptor: Int32
    private var pending: [UInt8] = []

    /// Connects to `127.0.0.1:port`; reads give up after `timeout` seconds. A `receiveBuffer`
    /// (bytes) keeps the kernel from buffering much of what the server sends.
    init(port: UInt16, timeout: Int = 10, receiveBuffer: Int32? = nil) throws {
        #if canImport(Glibc)
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        try #require(descriptor >= 0)
        if var receiveBuffer {
            // Before connecting, so the window the server sees is small from the start.
            setsockopt(descriptor, SOL_SOCKET, SO_RCVBUF, &receiveBuffer, socklen_t(MemoryLayout<Int32>.size))
        }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        try #require(connected == 0, "connect: \(String(cString: strerror(errno)))")
        var limit = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit {
        close(descriptor)
    }

    /// Sends `bytes` as they are.
    func send(_ bytes: [UInt8]) throws {
        try Self.send(bytes, on: descriptor)
    }

    /// Sends `bytes` on a connection's socket, blocking while the server does not read.
    static func send(_ bytes: [UInt8], on descriptor: Int32) throws {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { systemSend(descriptor, $0.baseAddress, $0.count) }
            try #require(sent > 0, "send: \(String(cString: strerror(errno)))")
            offset += sent
        }
    }

    /// Sends `bytes` as far as the connection takes them: false once the server has closed or
    /// reset it. Records no issue, so a thread outside a test may call it.
    static func sendWhileOpen(_ bytes: [UInt8], on descriptor: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { systemSend(descriptor, $0.baseAddress, $0.count) }
            if sent <= 0 { return false }
            offset += sent
        }
        return true
    }

    /// Sends text as UTF-8.
    func send(_ text: String) throws { try send(Array(text.utf8)) }

    /// A request's bytes: `Host`, `Content-Length` for a body, and the `extra` header lines.
    static func request(_ method: String, _ path: String, body: [UInt8]? = nil, headers extra: [String] = []) -> [UInt8] {
        var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        if let body { head += "Content-Length: \(body.count)\r\n" }
        for line in extra { head += line + "\r\n" }
        return Array((head + "\r\n").utf8) + (body ?? [])
    }

    /// Sends a request and reads its response.
    func exchange(_ method: String, _ path: String, body: String? = nil, headers: [String] = []) throws -> Response {
        try send(Self.request(method, path, body: body.map { Array($0.utf8) }, headers: headers))
        return try readResponse()
    }

    /// Reads one response (the body by its Content-Length; none for `HEAD`).
    func readResponse(isHEAD: Bool = false) throws -> Response {
        let terminator: [UInt8] = Array("\r\n\r\n".utf8)
        var end: Int?
        while true {
            end = pending.indices.dropLast(3).first { pending[$0..<($0 + 4)].elementsEqual(terminator) }
            if end != nil { break }
            try #require(try fill() > 0, "connection closed before a response; got \(String(decoding: pending, as: UTF8.self))")
        }
        let headEnd = try #require(end)
        let lines = String(decoding: pending[..<headEnd], as: UTF8.self).components(separatedBy: "\r\n")
        let status = try #require(Int(lines[0].split(separator: " ")[1]), "status line: \(lines[0])")
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            let parts = line.split(separator: ":", maxSplits: 1)
            headers[parts[0].lowercased()] = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
        }
        let length = isHEAD || status == 100 ? 0 : Int(headers["content-length"] ?? "0") ?? 0
        while pending.count < headEnd + 4 + length {
            try #require(try fill() > 0, "connection closed inside a body")
        }
        let body = Array(pending[(headEnd + 4)..<(headEnd + 4 + length)])
        pending.removeFirst(headEnd + 4 + length)
        return Response(status: status, headers: headers, body: body)
    }

    /// Whether the server has closed the connection (reads end of input; nothing else pending).
    func isClosedByServer() throws -> Bool {
        try pending.isEmpty && fill() == 0
    }

    private func fill() throws -> Int {
        var chunk = [UInt8](repeating: 0, count: 65536)
        let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        if count < 0, errno == ECONNRESET { return 0 }
        try #require(count >= 0, "recv: \(String(cString: strerror(errno)))")
        pending += chunk[0..<count]
        return count
    }
}

private func systemSend(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    send(descriptor, bytes, count, Int32(MSG_NOSIGNAL))
    #else
    send(descriptor, bytes, count, 0)
    #endif
}
