import KeystrokeBatch
@_spi(KeystrokeInternal) import PCRE2
import Logging

/// One of `keystroke serve`'s event loops, on a thread of its own: it waits on all of its
/// connections at once and serves whichever is ready, answering on its own thread.
///
/// The server runs one per core, so answers are computed on every core with no thread per
/// connection to switch between. The accepting thread hands connections over with ``adopt(_:)``
/// and, once it stops accepting, ``finish()``; the loop then returns when its last connection closes.
final class HTTPWorker: Sendable {
    /// Connections handed over and not yet adopted, and whether more may come.
    private let handoff = Locked<(descriptors: [Int32], isFinished: Bool)>(([], false))
    /// Written to wake the loop for a handoff (a byte waiting is enough: the pipe may fill).
    private let wake: (read: Int32, write: Int32)

    /// A worker with its wake-up pipe.
    init() throws(SystemError) {
        wake = try Platform.makePipe()
        Platform.setNonBlocking(wake.read)
        Platform.setNonBlocking(wake.write)
    }

    deinit {
        Platform.close(wake.read)
        Platform.close(wake.write)
    }

    /// Hands `descriptor`, a non-blocking connection, to the loop; safe from any thread.
    func adopt(_ descriptor: Int32) {
        handoff.withLock { $0.descriptors.append(descriptor) }
        signal()
    }

    /// Says no more connections will come; safe from any thread.
    func finish() {
        handoff.withLock { $0.isFinished = true }
        signal()
    }

    private func signal() {
        let byte: [UInt8] = [1]
        // SAFETY: the bytes are written during the closure that lends them, and not kept.
        byte.withUnsafeBytes { _ = try? Platform.writeAvailable(wake.write, $0) }
    }

    /// Serves connections until ``finish()`` was called, the server stopped and none is left open.
    func run(server: HTTPServer) {
        var connections: [HTTPConnection] = []
        var polled = Platform.PollSet()
        var sawStop = false
        var isFinished = false
        var drain = [UInt8](repeating: 0, count: 64)
        while !(isFinished && sawStop && connections.isEmpty) {
            polled.removeAll()
            polled.append(wake.read, waitingFor: .input)
            polled.append(sawStop ? -1 : server.stopSignal, waitingFor: .input)   // -1: poll skips it
            var nearest: ContinuousClock.Instant?
            for connection in connections {
                polled.append(connection.descriptor, waitingFor: connection.interest)
                nearest = min(nearest ?? connection.deadline, connection.deadline)
            }
            do throws(SystemError) {
                try polled.wait(timeout: nearest.map(Self.milliseconds(until:)) ?? -1)
            } catch {
                // Not expected with a few hundred descriptors; what the loop held is lost, then it retries.
                server.logger.error("cannot wait for connections", metadata: ["error": "\(error)"])
                connections.forEach { $0.close() }
                server.connectionsClosed(connections.count)
                connections.removeAll()
                _ = try? Platform.waitForInput([], timeout: 100)
                continue
            }
            let now = ContinuousClock.now
            for index in connections.indices {
                connections[index].handle(polled.readiness(at: index + 2), now: now)
            }
            if polled.readiness(at: 1).contains(.input) { sawStop = true }
            if polled.readiness(at: 0).contains(.input) {
                // SAFETY: each read is told the drain block's size and fills at most that.
                drain.withUnsafeMutableBytes { raw in
                    guard let base = raw.baseAddress else { return }
                    while let read = try? Platform.readAvailable(wake.read, into: base, count: raw.count), read > 0 {}
                }
                let handed = takeHandoff()
                isFinished = handed.isFinished
                connections += handed.descriptors.map { HTTPConnection(descriptor: $0, server: server) }
            }
            if sawStop {
                for connection in connections where connection.isIdle { connection.close() }
            }
            let open = connections.count
            connections.removeAll { $0.isClosed }
            if connections.count < open { server.connectionsClosed(open - connections.count) }
        }
    }

    private func takeHandoff() -> (descriptors: [Int32], isFinished: Bool) {
        handoff.withLock { state in
            defer { state.descriptors.removeAll() }
            return state
        }
    }

    /// A poll timeout that does not wake before `deadline` (rounded up, at least 0).
    private static func milliseconds(until deadline: ContinuousClock.Instant) -> Int32 {
        let remaining = deadline - ContinuousClock.now
        guard remaining > .zero else { return 0 }
        let (seconds, attoseconds) = remaining.components
        return Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1)
    }
}
