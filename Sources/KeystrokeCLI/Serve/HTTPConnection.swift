import KeystrokeBatch
import Logging

/// One client connection of `keystroke serve`, served on its own thread: requests are read,
/// answered and, while both sides keep the connection alive, read again (keep-alive, pipelining).
///
/// Every request must arrive whole within the request timeout from its first byte, so a client
/// that sends a slow trickle (slowloris) is answered 408 and closed; an idle connection is closed
/// after the idle timeout, or at once when the server stops.
final class HTTPConnection {
    private let descriptor: Int32
    private let server: HTTPServer
    private let buffer = ConnectionBuffer()

    /// A connection on `descriptor`, which it closes when done.
    init(descriptor: Int32, server: HTTPServer) {
        self.descriptor = descriptor
        self.server = server
    }

    /// Serves requests until the client or the server ends the connection.
    func run() {
        defer { Platform.close(descriptor) }
        do {
            while try serveOneRequest() {}
        } catch {
            server.logger.debug("connection closed", metadata: ["reason": "\(error)"])
        }
    }

    private enum Wait {
        case ready, closed, timedOut, stopping
    }

    /// Waits for and answers one request. - Returns: Whether to keep the connection open.
    private func serveOneRequest() throws(SystemError) -> Bool {
        let settings = server.settings
        if buffer.count == 0 {
            switch try waitForBytes(until: .now + settings.idleTimeout, watchingStop: true) {
            case .ready: break
            case .closed, .timedOut, .stopping: return false
            }
        }
        let deadline = ContinuousClock.now + settings.requestTimeout
        var searched = 0
        var head: (headLength: Int, end: Int)?
        while true {
            head = buffer.headEnd(searchingFrom: max(searched - 3, 0))
            if head != nil { break }
            searched = buffer.count
            if buffer.count > settings.maximumHeaderSize {
                return try fail(HTTPFailure(
                    status: 431, code: "request.headersTooLarge",
                    message: "The request head is larger than \(settings.maximumHeaderSize) bytes."))
            }
            switch try waitForBytes(until: deadline, watchingStop: false) {
            case .ready: continue
            case .closed, .stopping: return false
            case .timedOut: return try fail(Self.timeout(settings))
            }
        }
        guard let head else { return false }
        if head.end > settings.maximumHeaderSize {
            return try fail(HTTPFailure(
                status: 431, code: "request.headersTooLarge",
                message: "The request head is larger than \(settings.maximumHeaderSize) bytes."))
        }
        var request: HTTPRequest
        let length: Int
        do throws(HTTPFailure) {
            request = try HTTPRequest(head: buffer.slice(from: 0, length: head.headLength))
            length = try bodyLength(of: request)
        } catch {
            return try fail(error)
        }
        if length > 0, buffer.count < head.end + length,
           request.headers(named: "expect").contains(where: { $0.lowercased() == "100-continue" }) {
            try write(Array("HTTP/1.1 100 Continue\r\n\r\n".utf8))
        }
        while buffer.count < head.end + length {
            switch try waitForBytes(until: deadline, watchingStop: false) {
            case .ready: continue
            case .closed, .stopping: return false
            case .timedOut: return try fail(Self.timeout(settings))
            }
        }
        request.body = Array(buffer.slice(from: head.end, length: length))
        buffer.consume(head.end + length)
        let started = ContinuousClock.now
        let response = server.respond(to: request)
        let keepAlive = request.wantsKeepAlive && !server.isStopping
        try write(response.serialized(keepAlive: keepAlive, isHEAD: request.method == "HEAD"))
        server.logger.debug(
            "request", metadata: [
                "method": "\(request.method)", "path": "\(request.path)", "status": "\(response.status)",
                "duration": "\(ContinuousClock.now - started)",
            ])
        return keepAlive
    }

    /// The body's length, checked against the limit; a POST must say it.
    private func bodyLength(of request: HTTPRequest) throws(HTTPFailure) -> Int {
        guard let length = try request.contentLength() else {
            if request.method == "POST" || request.method == "PUT" || request.method == "PATCH" {
                throw HTTPFailure(status: 411, code: "request.lengthRequired", message: "A \(request.method) request needs a Content-Length.")
            }
            return 0
        }
        let limit = server.settings.maximumBodySize
        guard length <= limit else {
            throw HTTPFailure(status: 413, code: "request.tooLarge", message: "The body is \(length) bytes; the limit is \(limit).")
        }
        return length
    }

    /// Answers a request that cannot be served and ends the connection (what follows it
    /// cannot be told apart from its unread body). - Returns: false.
    private func fail(_ failure: HTTPFailure) throws(SystemError) -> Bool {
        server.logger.info(
            "request refused", metadata: ["status": "\(failure.status)", "code": "\(failure.code)", "reason": "\(failure.message)"])
        try write(failure.response.serialized(keepAlive: false))
        return false
    }

    private static func timeout(_ settings: HTTPServer.Settings) -> HTTPFailure {
        HTTPFailure(
            status: 408, code: "request.timeout",
            message: "The request did not arrive whole within \(settings.requestTimeout.components.seconds) s.")
    }

    private func write(_ bytes: [UInt8]) throws(SystemError) {
        var failure: SystemError?
        // SAFETY: the bytes are written during the closure that lends them, and not kept.
        bytes.withUnsafeBytes { raw in
            do throws(SystemError) { try Platform.writeAll(descriptor, raw) } catch { failure = error }
        }
        if let failure { throw failure }
    }

    /// Waits until bytes arrive (and reads them), the client closes, the deadline passes or,
    /// when `watchingStop`, the server stops.
    private func waitForBytes(until deadline: ContinuousClock.Instant, watchingStop: Bool) throws(SystemError) -> Wait {
        let remaining = deadline - ContinuousClock.now
        guard remaining > .zero else { return .timedOut }
        let (seconds, attoseconds) = remaining.components
        let milliseconds = Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1)
        let watched = watchingStop ? [descriptor, server.stopSignal] : [descriptor]
        let ready = try Platform.waitForInput(watched, timeout: milliseconds)
        if watchingStop, ready[1] { return .stopping }
        guard ready[0] else { return ContinuousClock.now >= deadline ? .timedOut : .ready }
        return try buffer.fill(from: descriptor) == 0 ? .closed : .ready
    }
}
