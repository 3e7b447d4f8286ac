import KeystrokeBatch
import Logging

/// One client connection of `keystroke serve`, a non-blocking socket driven by its
/// ``HTTPWorker``: requests are read, answered and, while both sides keep the connection alive,
/// read again (keep-alive, pipelining).
///
/// Every request must arrive whole within the request timeout from its first byte, so a client
/// that sends a slow trickle (slowloris) is answered 408 and closed; an idle connection is closed
/// after the idle timeout, or at once when the server stops; a client that stops reading its
/// answers is dropped after the send timeout. Nothing more is read while an answer is still
/// going out, so a client pipelining requests without reading cannot grow the buffers.
final class HTTPConnection {
    /// The socket, closed by ``close()``.
    let descriptor: Int32
    private let server: HTTPServer
    private let buffer = ConnectionBuffer()
    /// Answers not yet written, from `written` on.
    private var output: [UInt8] = []
    private var written = 0
    /// Set once an answer ends the connection: nothing more is read, and it closes once written.
    private var closesAfterOutput = false
    /// The head of the request being received, once it has arrived whole, and its body's length.
    private var head: (request: HTTPRequest, end: Int, bodyLength: Int)?
    /// How far the buffered bytes were searched for the end of a head.
    private var searched = 0
    private var sentContinue = false
    /// When the request being received must have arrived (set by its first byte).
    private var requestDeadline: ContinuousClock.Instant?
    /// When an idle kept-alive connection is closed.
    private var idleDeadline: ContinuousClock.Instant
    /// When a client that reads none of its pending answer is dropped.
    private var sendDeadline: ContinuousClock.Instant?
    /// Whether the socket is closed; its worker then forgets the connection.
    private(set) var isClosed = false

    /// A connection on `descriptor`, a non-blocking socket it closes when done.
    init(descriptor: Int32, server: HTTPServer) {
        self.descriptor = descriptor
        self.server = server
        idleDeadline = .now + server.settings.idleTimeout
    }

    /// What the connection waits for: its pending answer to drain, or else bytes.
    var interest: Platform.Readiness {
        if written < output.count { return .output }
        return closesAfterOutput ? [] : .input
    }

    /// When the connection next needs attention though nothing arrives: a timeout.
    var deadline: ContinuousClock.Instant {
        if written < output.count, let sendDeadline { return sendDeadline }
        return requestDeadline ?? idleDeadline
    }

    /// Whether nothing is under way: no request begun, no answer going out.
    var isIdle: Bool { buffer.count == 0 && head == nil && written == output.count }

    /// Acts on what the socket is ready for, then on a timeout that has passed.
    func handle(_ ready: Platform.Readiness, now: ContinuousClock.Instant) {
        do throws(SystemError) {
            if ready.contains(.output), written < output.count {
                try flush()
                if written == output.count { try answerBuffered() }
            }
            if !isClosed, ready.contains(.input), interest == .input { try receive() }
            if !isClosed, now >= deadline { try expire(now) }
        } catch {
            server.logger.debug("connection closed", metadata: ["reason": "\(error)"])
            close()
        }
    }

    /// Closes the socket.
    func close() {
        guard !isClosed else { return }
        isClosed = true
        Platform.close(descriptor)
    }

    /// Reads what arrived and answers every request it completes.
    private func receive() throws(SystemError) {
        guard let read = try buffer.fill(from: descriptor) else { return }
        guard read > 0 else { return close() }
        if requestDeadline == nil { requestDeadline = .now + server.settings.requestTimeout }
        try answerBuffered()
    }

    /// Answers the buffered requests one after another while each answer goes out at once.
    private func answerBuffered() throws(SystemError) {
        while !isClosed, !closesAfterOutput, written == output.count {
            let request: HTTPRequest
            switch nextRequest() {
            case .incomplete:
                // A `100 Continue` may wait to go out.
                if written < output.count { try flush() }
                return
            case .failed(let failure): return try fail(failure)
            case .whole(let whole): request = whole
            }
            let started = ContinuousClock.now
            let response = server.respond(to: request)
            let keepAlive = request.wantsKeepAlive && !server.isStopping
            response.write(to: &output, keepAlive: keepAlive, isHEAD: request.method == "HEAD")
            closesAfterOutput = !keepAlive
            let now = ContinuousClock.now
            server.logger.debug(
                "request", metadata: [
                    "method": "\(request.method)", "path": "\(request.path)", "status": "\(response.status)",
                    "duration": "\(now - started)",
                ])
            // The next request's time starts now, whether its bytes are here or still to come.
            requestDeadline = buffer.count > 0 ? now + server.settings.requestTimeout : nil
            idleDeadline = now + server.settings.idleTimeout
            try flush()
        }
    }

    private enum Parsed {
        case incomplete, failed(HTTPFailure), whole(HTTPRequest)
    }

    /// The next request once it is buffered whole, with its body; consumes it.
    private func nextRequest() -> Parsed {
        let settings = server.settings
        if head == nil {
            guard let found = buffer.headEnd(searchingFrom: max(searched - 3, 0)) else {
                searched = buffer.count
                guard buffer.count <= settings.maximumHeaderSize else { return .failed(Self.headTooLarge(settings)) }
                return .incomplete
            }
            guard found.end <= settings.maximumHeaderSize else { return .failed(Self.headTooLarge(settings)) }
            do throws(HTTPFailure) {
                let request = try HTTPRequest(head: buffer.slice(from: 0, length: found.headLength))
                head = (request, found.end, try bodyLength(of: request))
            } catch {
                return .failed(error)
            }
        }
        guard let parsed = head else { return .incomplete }
        let (request, end, length) = parsed
        guard buffer.count >= end + length else {
            if length > 0, !sentContinue,
               request.headers(named: "expect").contains(where: { $0.lowercased() == "100-continue" }) {
                sentContinue = true
                output.append(contentsOf: "HTTP/1.1 100 Continue\r\n\r\n".utf8)
            }
            return .incomplete
        }
        var whole = request
        whole.body = Array(buffer.slice(from: end, length: length))
        buffer.consume(end + length)
        head = nil
        searched = 0
        sentContinue = false
        return .whole(whole)
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
    /// cannot be told apart from its unread body).
    private func fail(_ failure: HTTPFailure) throws(SystemError) {
        server.logger.info(
            "request refused", metadata: ["status": "\(failure.status)", "code": "\(failure.code)", "reason": "\(failure.message)"])
        failure.response.write(to: &output, keepAlive: false)
        closesAfterOutput = true
        try flush()
    }

    /// Acts on the timeout that has passed.
    private func expire(_ now: ContinuousClock.Instant) throws(SystemError) {
        if written < output.count {
            server.logger.debug("connection closed", metadata: ["reason": "the client read none of its answer for \(server.settings.sendTimeout)"])
            close()
        } else if requestDeadline != nil {
            try fail(HTTPFailure(
                status: 408, code: "request.timeout",
                message: "The request did not arrive whole within \(server.settings.requestTimeout.components.seconds) s."))
        } else {
            close()
        }
    }

    /// Writes what the socket takes of the pending answers; closes once the last is out, if it ends the connection.
    private func flush() throws(SystemError) {
        var failure: SystemError?
        var count = 0
        // SAFETY: the bytes are written during the closure that lends them, and not kept.
        output.withUnsafeBytes { raw in
            do throws(SystemError) {
                count = try Platform.writeAvailable(descriptor, UnsafeRawBufferPointer(rebasing: raw[written...]))
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        written += count
        guard written == output.count else {
            if count > 0 || sendDeadline == nil { sendDeadline = .now + server.settings.sendTimeout }
            return
        }
        output.removeAll(keepingCapacity: output.capacity <= 1 << 16)
        written = 0
        sendDeadline = nil
        if closesAfterOutput { close() }
    }

    private static func headTooLarge(_ settings: HTTPServer.Settings) -> HTTPFailure {
        HTTPFailure(
            status: 431, code: "request.headersTooLarge",
            message: "The request head is larger than \(settings.maximumHeaderSize) bytes.")
    }
}
