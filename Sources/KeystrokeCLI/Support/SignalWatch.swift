import Foundation
import KeystrokeBatch
@_spi(KeystrokeInternal) import PCRE2

/// Handles signals on a thread of its own, with no moment in which one is lost.
///
/// The first watch blocks every signal a watch may take, in the calling thread and so in every
/// thread it starts later, then starts the one thread that takes them. A signal sent before that
/// thread waits stays pending until it is taken; it neither ends the process unhandled nor is
/// dropped, as it could be while a dispatch signal source was still registering. Create the first
/// watch on the main thread (the commands run there; dispatch's own threads block every signal),
/// before what it protects (temporary files, a server's connection threads, a terminal in raw
/// mode) exists.
///
/// There is one taking thread however many watches come and go, so a cancelled watch can never
/// take a signal meant for a later one.
final class SignalWatch: Sendable {
    /// A watch's signals and handler, while it is active.
    private struct Registration: Sendable {
        let id: Int
        let numbers: [Int32]
        let handler: @Sendable (Int32) -> Void
    }

    /// Every signal a watch may take: blocked once, and taken by the one thread.
    private static let takenSignals = Platform.terminationSignals + [Platform.windowSizeSignal]

    /// The active watches, newest last, and the next id. Held around each handler call, so that
    /// none runs after ``cancel()`` returns.
    private static let registry = Locked<(watches: [Registration], nextID: Int)>(([], 0))

    /// Blocks the signals and starts the taking thread, once per process.
    private static let taker: Void = {
        Platform.blockSignals(takenSignals)
        Thread.detachNewThread {
            while true { dispatch(Platform.takeSignal(takenSignals)) }
        }
    }()

    private let id: Int

    /// Starts watching `numbers` (among the termination signals and SIGWINCH); `handler` runs on
    /// the taking thread once per signal.
    init(_ numbers: [Int32], handler: @escaping @Sendable (Int32) -> Void) {
        precondition(numbers.allSatisfy(Self.takenSignals.contains), "SignalWatch takes termination signals and SIGWINCH only")
        id = Self.registry.withLock { registry in
            let id = registry.nextID
            registry.nextID += 1
            registry.watches.append(Registration(id: id, numbers: numbers, handler: handler))
            return id
        }
        Self.taker
    }

    /// Stops calling the handler, once any call under way has returned.
    func cancel() {
        Self.registry.withLock { registry in registry.watches.removeAll { $0.id == id } }
    }

    /// Hands `number` to every active watch of it, newest first. With none, a termination signal
    /// ends the process with 128 + its number, as a shell reports one; SIGWINCH is dropped.
    private static func dispatch(_ number: Int32) {
        registry.withLock { registry in
            var handled = false
            for watch in registry.watches.reversed() where watch.numbers.contains(number) {
                watch.handler(number)
                handled = true
            }
            if !handled && Platform.terminationSignals.contains(number) {
                Platform.exitNow(128 + number)
            }
        }
    }
}
