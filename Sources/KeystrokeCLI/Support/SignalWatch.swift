import Foundation
import KeystrokeBatch
import PCRE2

/// Handles signals on a thread of its own, with no moment in which one is lost.
///
/// The signals are blocked before the watching thread starts, in the calling thread and so in
/// every thread it starts later. A signal sent before the watch waits stays pending until the
/// watch takes it; it neither ends the process unhandled nor is dropped, as it could be while a
/// dispatch signal source was still registering. Create the watch on the main thread (the
/// commands run there; dispatch's own threads block every signal), before what it protects
/// (temporary files, a server's connection threads, a terminal in raw mode) exists.
final class SignalWatch: Sendable {
    /// Whether the handler still runs: held around each call, so that none runs after ``cancel()``.
    private let isActive = Locked(true)

    /// Starts watching `numbers`; `handler` runs on the watching thread once per signal.
    init(_ numbers: [Int32], handler: @escaping @Sendable (Int32) -> Void) {
        Platform.blockSignals(numbers)
        let isActive = isActive
        Thread.detachNewThread {
            while true {
                let number = Platform.takeSignal(numbers)
                isActive.withLock { active in
                    if active {
                        handler(number)
                    } else if Platform.terminationSignals.contains(number) {
                        Platform.exitNow(128 + number)
                    }
                }
            }
        }
    }

    /// Stops calling the handler, once any call under way has returned. A termination signal
    /// taken afterwards ends the process with 128 + its number, as a shell reports one; the
    /// others are dropped.
    func cancel() {
        isActive.withLock { $0 = false }
    }
}
