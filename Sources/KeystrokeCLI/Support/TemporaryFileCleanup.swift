import KeystrokeBatch
@_spi(KeystrokeInternal) import PCRE2

/// Removes a run's temporary output files when a signal ends it (Ctrl-C, `kill`, a
/// closed terminal), so an interrupted `batch --csv` leaves the folder as it was.
///
/// Files are created, and given their names, under the same lock the signal handler
/// takes: a signal is handled either before a file exists or after its name is recorded,
/// and either before the outputs take their names or after, never in between.
final class TemporaryFileCleanup: Sendable {
    private let paths = Locked<[String]>([])

    /// Starts watching the termination signals; create the files with ``create(_:)`` afterwards.
    init() {
        let paths = self.paths
        _ = SignalWatch(Platform.terminationSignals) { number in
            paths.withLock { paths in
                for path in paths { Platform.removeFile(path) }
                let note = paths.isEmpty ? "" : "; the temporary output files were removed"
                Platform.write("keystroke: interrupted\(note)\n", to: Platform.standardError)
                Platform.exitNow(128 + number)
            }
        }
    }

    /// Prepares the output `path` (nil or `-`: a standard stream, no file) and records its temporary file.
    func create(_ path: String?) throws(SystemError) -> OutputFile? {
        guard let path, path != "-" else { return nil }
        let made = paths.withLock { paths -> Result<OutputFile, SystemError> in
            do throws(SystemError) {
                let file = try OutputFile(path: path)
                if let temporary = file.temporaryPath { paths.append(temporary) }
                return .success(file)
            } catch {
                return .failure(error)
            }
        }
        return try made.get()
    }

    /// Runs `body`, which gives the files their names or discards them, with no signal handled
    /// meanwhile; a signal after it ends the run without removing anything.
    func finish<Failure: Error>(_ body: () throws(Failure) -> Void) throws(Failure) {
        let outcome = paths.withLock { paths -> Result<Void, Failure> in
            defer { paths.removeAll() }
            do throws(Failure) {
                try body()
                return .success(())
            } catch {
                return .failure(error)
            }
        }
        try outcome.get()
    }
}
