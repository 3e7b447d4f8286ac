import Foundation

/// Run sizes, raised for long runs through the environment.
enum FuzzSettings {
    /// Edit scripts per subject: `KEYSTROKE_FUZZ_SCRIPTS`, 1,000 by default.
    static let scriptsPerSubject = positive("KEYSTROKE_FUZZ_SCRIPTS") ?? 1_000

    /// The longest one edit may take before it counts as a hang: `KEYSTROKE_FUZZ_STEP_SECONDS`,
    /// 60 s by default and never less (`ScriptRunner.minimumHangLimit`): a step's real cost is
    /// a benchmark's business, and a real hang (quadratic work on a megabyte paste) takes hours.
    /// Sanitizer builds run several times slower, so CI raises it under ASan.
    static let stepTimeLimit: Duration = .seconds(positive("KEYSTROKE_FUZZ_STEP_SECONDS") ?? 60)

    /// The size of the big pastes and sets: `KEYSTROKE_FUZZ_PASTE_BYTES`, a mebibyte by default.
    /// A hang shows at this size in a plain `swift test`; CI's AddressSanitizer step sets less,
    /// because a memory error does not need a mebibyte to show and ASan pastes one slowly.
    static let pasteBytes = positive("KEYSTROKE_FUZZ_PASTE_BYTES") ?? 1_048_576

    /// The environment variable `name` read as a positive integer, else `nil`.
    private static func positive(_ name: String) -> Int? {
        guard let text = ProcessInfo.processInfo.environment[name], let number = Int(text), number > 0 else { return nil }
        return number
    }

    /// The longest script, in steps.
    static let maxSteps = 40
}
