/// An invariant that an edit script broke: which, where, and how to replay it.
public struct Violation: Error, Sendable, CustomStringConvertible {
    /// The subject's name.
    public var subject: String
    /// The invariant, in a few words ("caret inside text").
    public var invariant: String
    /// What was seen.
    public var detail: String
    /// The script up to and including the failing step (the whole script for end-of-script checks).
    public var script: [EditStep]

    /// Creates a violation.
    /// - Parameters:
    ///   - subject: The subject's name.
    ///   - invariant: The invariant broken.
    ///   - detail: What was seen.
    ///   - script: The steps that lead to it.
    public init(subject: String, invariant: String, detail: String, script: [EditStep]) {
        self.subject = subject
        self.invariant = invariant
        self.detail = detail
        self.script = script
    }

    public var description: String {
        let steps = script.map(\.description).joined(separator: ", ")
        return "[\(subject)] \(invariant): \(detail)\n  script (\(script.count) steps): [\(steps)]"
    }
}
