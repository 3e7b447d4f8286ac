import Foundation

/// Run sizes, raised for long runs through the environment.
enum FuzzSettings {
    /// Edit scripts per subject: `KEYSTROKE_FUZZ_SCRIPTS`, 1,000 by default.
    static let scriptsPerSubject: Int = {
        guard let text = ProcessInfo.processInfo.environment["KEYSTROKE_FUZZ_SCRIPTS"], let count = Int(text), count > 0 else {
            return 1_000
        }
        return count
    }()

    /// The longest script, in steps.
    static let maxSteps = 40
}
