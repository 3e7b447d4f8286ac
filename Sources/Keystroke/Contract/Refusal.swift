/// Why an edit was refused in whole or in part.
public struct Refusal: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kind of refusal, stable for UIs and logs.
    public enum Reason: String, Sendable, Hashable {
        /// A character that the slot or format never accepts (a letter into a digit slot).
        case characterNotAllowed
        /// The text is already as long as the mask or format allows.
        case full
        /// The text could no longer become valid (regex partial match failed).
        case patternMismatch
        /// The format's own keystroke rule (a second "@" in an email).
        case formatRule
        /// A text control's range lies outside the text (`NSNotFound`, a negative location or length).
        case invalidRange
    }

    /// The kind of refusal.
    public var reason: Reason
    /// The characters that were not accepted.
    public var characters: String
    /// A human-readable explanation.
    public var message: String

    /// Creates a refusal.
    public init(reason: Reason, characters: String = "", message: String) {
        self.reason = reason
        self.characters = characters
        self.message = message
    }

    public var description: String { message }
}
