import Foundation
import KeystrokeBatch

/// Handles signals on a thread of its own, with no moment in which one is lost.
///
/// The signals are blocked before the watching thread starts, in the calling thread and so in
/// every thread it starts later. A signal sent before the watch waits stays pending until the
/// watch takes it; it neither ends the process unhandled nor is dropped, as it can be while a
/// dispatch signal source is still registering. Create the watch on the main thread (the
/// commands run there; dispatch's own threads block every signal), before what it protects
/// (temporary files, a server's connection threads) exists.
struct SignalWatch {
    /// Starts watching `numbers`; `handler` runs on the watching thread once per signal.
    init(_ numbers: [Int32], handler: @escaping @Sendable (Int32) -> Void) {
        Platform.blockSignals(numbers)
        Thread.detachNewThread {
            while true { handler(Platform.takeSignal(numbers)) }
        }
    }
}
