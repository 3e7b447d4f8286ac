import KeystrokeBatch
import ArgumentParser
import Keystroke

/// Error reporting shared by the subcommands: messages on standard error, exit codes by kind.
enum Diagnostics {
    /// Exit status for bad usage, unreadable input or an unknown format.
    static let usageStatus: Int32 = 2

    /// Writes `keystroke: message` to standard error.
    static func report(_ message: String) {
        Platform.write("keystroke: \(message)\n", to: Platform.standardError)
    }

    /// `text` as a message shows it: cut after 60 characters, with its length, so a
    /// 10,000-character input does not flood the terminal.
    static func shortened(_ text: String) -> String {
        shortenedForMessage(text)
    }

    /// Reports `message` and returns the exit code to throw.
    static func failure(_ message: String, status: Int32 = usageStatus) -> ExitCode {
        report(message)
        return ExitCode(status)
    }

    /// The format for `id`, or an exit after reporting why it is unknown.
    static func format(_ id: String) throws(ExitCode) -> Format {
        do {
            return try Format(id: id)
        } catch {
            throw failure(error.description)
        }
    }
}
