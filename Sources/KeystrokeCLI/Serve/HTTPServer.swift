import Dispatch
import Foundation
import KeystrokeBatch
import Logging
@_spi(KeystrokeInternal) import PCRE2

/// `keystroke serve`'s HTTP/1.1 server on POSIX sockets: one thread accepts and hands each
/// connection to one of a few event loops (``HTTPWorker``, one per core), which serve their
/// non-blocking connections (``HTTPConnection``) and compute the answers; ``requestStop()``
/// stops accepting, lets the requests in flight finish and returns from ``run()``.
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
        /// How long an answer may wait for a client that reads none of it.
        var sendTimeout: Duration = .seconds(10)
        /// How many event loops serve the connections: one per core, as answers are computed on them.
        var workers = max(ProcessInfo.processInfo.activeProcessorCount, 1)
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
        respond(request)
    }

    /// Counts connections a worker closed, making room for new ones.
    func connectionsClosed(_ count: Int) {
        guard count > 0 else { return }
        state.withLock { $0.connections -= count }
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
        let workers: [HTTPWorker]
        do throws(SystemError) {
            workers = try (0..<max(settings.workers, 1)).map { _ throws(SystemError) in try HTTPWorker() }
        } catch {
            logger.error("cannot start the event loops", metadata: ["error": "\(error)"])
            Platform.close(listener.descriptor)
            return
        }
        let running = DispatchGroup()
        for worker in workers {
            running.enter()
            let thread = Thread { [self] in
                worker.run(server: self)
                running.leave()
            }
            // Requests nest at most 64 levels; a few loops can have the main thread's stack size.
            thread.stackSize = 8 << 20
            thread.start()
        }
        var next = 0
        while true {
            let ready: [Bool]
            do throws(SystemError) {
                ready = try Platform.waitForInput([listener.descriptor, stopSignal], timeout: -1)
            } catch {
                logger.error("cannot wait for connections", metadata: ["error": "\(error)"])
                requestStop()
                break
            }
            if ready[1] { break }
            do throws(SystemError) {
                guard let descriptor = try Platform.accept(listener.descriptor) else { continue }
                guard admit(descriptor) else { continue }
                workers[next].adopt(descriptor)
                next = (next + 1) % workers.count
            } catch {
                // EMFILE and the like: the connection waits in the backlog; do not spin.
                logger.warning("accept failed", metadata: ["error": "\(error)"])
                _ = try? Platform.waitForInput([stopSignal], timeout: 100)
            }
        }
        Platform.close(listener.descriptor)
        let inFlight = state.withLock { $0.connections }
        logger.info("stopping: no new connections", metadata: ["open connections": "\(inFlight)"])
        workers.forEach { $0.finish() }
        running.wait()
        logger.info("stopped")
    }

    /// Counts a new connection in, or answers it 503 and closes it when too many are open.
    private func admit(_ descriptor: Int32) -> Bool {
        let admitted = state.withLock { state in
            guard state.connections < settings.maximumConnections else { return false }
            state.connections += 1
            return true
        }
        guard !admitted else { return true }
        logger.warning("too many connections; answered 503", metadata: ["limit": "\(settings.maximumConnections)"])
        let busy = HTTPFailure(status: 503, code: "server.busy", message: "Too many connections; try again.")
        // SAFETY: the bytes are written during the closure that lends them, and not kept. A new
        // socket's send buffer takes this short answer whole; if not, the client gets none.
        busy.response.serialized(keepAlive: false).withUnsafeBytes { _ = try? Platform.writeAvailable(descriptor, $0) }
        Platform.close(descriptor)
        return false
    }
}
