import Dispatch
import KeystrokeBatch

/// Removes a run's temporary output files when a signal ends it (Ctrl-C, `kill`, a
/// closed terminal), so an interrupted `batch --csv` leaves the folder as it was.
///
/// The signals are watched by dispatch sources, as the demo's terminal session
/// does, because a C signal handler cannot run Swift code safely.
final class TemporaryFileCleanup {
    private var sources: [any DispatchSourceSignal] = []

    /// Starts watching; `paths` are removed if a termination signal arrives before ``stop()``.
    init(removing paths: [String]) {
        guard !paths.isEmpty else { return }
        for number in Platform.terminationSignals {
            Platform.ignoreSignal(number)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                for path in paths { Platform.removeFile(path) }
                Platform.write("keystroke: interrupted; the temporary output files were removed\n", to: Platform.standardError)
                Platform.exitNow(128 + number)
            }
            source.resume()
            sources.append(source)
        }
    }

    /// Stops watching: the files have their names, or are gone.
    func stop() {
        for source in sources { source.cancel() }
        sources.removeAll()
    }
}
