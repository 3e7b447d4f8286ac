/// How a subject relates to a pattern while it is still being typed.
public enum PartialMatch: Hashable, Sendable {
    /// The whole subject matches.
    case complete
    /// The subject is not a match yet, but more characters could make it one.
    case partial
    /// No continuation of the subject can match.
    case none
}
