import Dispatch
import Foundation
import KeystrokeBatch
import Logging
@_spi(KeystrokeInternal) import PCRE2

/// `keystroke serve`'s HTTP/1.1 server on POSIX sockets: one thread accepts, each connection
/// is served on a thread of its own (``HTTPConnection``), and ``requestStop()`` stops accepting,
/// lets the requests in flight finish and returns from ``run()``.
///
/// The server never answers 500 to a request: every failure of a request's bytes is a 4xx with
/// a JSON body, and a failure of the connection itself closes only that connection.
final class HTTPServer: Sendable {
    /// Limits and timeouts.
    struct Settings: Sendable {
        /// The largest body accepted (413 past it).
        var maximumBodySize = 1 << 20
        /// The largest request head, request line and header fields (431 past it).
        var maximumHeaderSize = 16 << 10
        /// How long a request may take to arrive whole from its first byte (408 past it).
        var requestTimeout: Duration = .seconds(10)
        /// How long a kept-alive connection may wait for its next request.
        var idleTimeout: Duration = .seconds(60)
        /// How many connections are served at once (503 past it).
        var maximumConnections = 256
        /// How long a write may wait for a client that does not read.
        var sendTimeout = 10
    }

    let settings: Settings
    let logger: Logger
    /// The listening socket and its address.
    let listener: Platform.Listener
    /// Readable once the server stops (a pipe nobody drains), so waiting connections wake up.
    let stopSignal: Int32
    private let stopTrigger: Int32
    private let respond: @Sendable (HTTPRequest) -> HTTPResponse
    private let state = Locked<(connections: Int, isStopping: Bool)>((0, false))
    private let running = DispatchGroup()
    /// Responses computed at once: one per core. Connections wait on I/O on their own threads,
    /// but dozens of threads validating together only take turns on the cores and the locks.
    private let responders = DispatchSemaphore(value: max(ProcessInfo.processInfo.activeProcessorCount, 1))

    /// Binds the listening socket; requests are answered by `respond`.
    init(
        host: String, port: UInt16, settings: Settings, logger: Logger,
        respond: @escaping @Sendable (HTTPRequest) -> HTTPResponse
    ) throws(SystemError) {
        self.settings = settings
        self.logger = logger
        self.respond = respond
        listener = try Platform.listen(host: host, port: port)
        Platform.setNonBlocking(listener.descriptor)
        (stopSignal, stopTrigger) = try Platform.makePipe()
    }

    /// Whether ``requestStop()`` was called: answers from now on close their connection.
    var isStopping: Bool { state.withLock { $0.isStopping } }

    /// The response to one request.
    func respond(to request: HTTPRequest) -> HTTPResponse {
        responders.wait()
        defer { responders.signal() }
        return respond(request)
    }

    /// Stops accepting connections and wakes every thread waiting for a request; safe from any thread.
    func requestStop() {
        let first = state.withLock { state in
            defer { state.isStopping = true }
            return !state.isStopping
        }
        guard first else { return }
        let byte: [UInt8] = [1]
        // SAFETY: the bytes are written during the closure that lends them, and not kept.
        byte.withUnsafeBytes { try? Platform.writeAll(stopTrigger, $0) }
    }

    /// Accepts connections until ``requestStop()``, then waits for the requests in flight.
    func run() {
        while true {
            let ready: [Bool]
            do throws(SystemError) {
                ready = try Platform.waitForInput([listener.descriptor, stopSignal], timeout: -1)
            } catch {
                logger.error("cannot wait for connections", metadata: ["error": "\(error)"])
                break
            }
            if ready[1] { break }
            do throws(SystemError) {
                guard let descriptor = try Platform.accept(listener.descriptor, sendTimeout: settings.sendTimeout) else { continue }
                start(descriptor)
            } catch {
                // EMFILE and the like: the connection waits in the backlog; do not spin.
                logger.warning("accept failed", metadata: ["error": "\(error)"])
                _ = try? Platform.waitForInput([stopSignal], timeout: 100)
            }
        }
        Platform.close(listener.descriptor)
        let inFlight = state.withLock { $0.connections }
        logger.info("stopping: no new connections", metadata: ["open connections": "\(inFlight)"])
        running.wait()
        logger.info("stopped")
    }

    /// Serves a new connection on its own thread, or answers 503 when too many are open.
    private func start(_ descriptor: Int32) {
        let admitted = state.withLock { state in
            guard state.connections < settings.maximumConnections else { return false }
            state.connections += 1
            return true
        }
        guard admitted else {
            logger.warning("too many connections; answered 503", metadata: ["limit": "\(settings.maximumConnections)"])
            let busy = HTTPFailure(status: 503, code: "server.busy", message: "Too many connections; try again.")
            // SAFETY: the bytes are written during the closure that lends them, and not kept.
            busy.response.serialized(keepAlive: false).withUnsafeBytes { try? Platform.writeAll(descriptor, $0) }
            Platform.close(descriptor)
            return
        }
        running.enter()
        let thread = Thread { [self] in
            HTTPConnection(descriptor: descriptor, server: self).run()
            state.withLock { $0.connections -= 1 }
            running.leave()
        }
        // Requests are small and nest at most 64 levels: 2 MiB of stack is plenty, and 256 of them are cheap.
        thread.stackSize = 1 << 21
        thread.start()
    }
}
