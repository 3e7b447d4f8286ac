/// What a formatter produced for a ``MaskInput``.
///
/// Offsets (`caret`) are in Characters, like the input's.
public struct MaskResult: Sendable, Hashable {
    /// The formatted text to show.
    public var text: String
    /// The caret offset in Characters in `text`.
    public var caret: Int
    /// The extracted (raw) value: the characters typed into slots plus fixed `{…}` characters.
    public var value: String
    /// Whether every required slot is filled.
    public var isComplete: Bool
    /// Whether some of `dropped` was left out for want of room: a character the format takes that
    /// came after the layout was full (past the end of a finite mask, past a maximum length).
    ///
    /// The editing model says why a key was refused from this, without asking the formatter
    /// again: ``Refusal/Reason/full`` when it is set, ``Refusal/Reason/characterNotAllowed``
    /// when it is not.
    public var overflowed: Bool
    /// How well the input fits the mask that produced this result (InputMask's affinity).
    public var affinity: Int
    /// Characters of the input the formatter did not place: refused by a slot,
    /// or beyond the end of a full mask. Empty when everything fitted.
    public var dropped: String

    /// Creates a result.
    /// - Parameters:
    ///   - text: The formatted text to show.
    ///   - caret: The caret offset in Characters in `text`.
    ///   - value: The extracted (raw) value.
    ///   - isComplete: Whether every required slot is filled.
    ///   - affinity: How well the input fits the mask that produced the result.
    ///   - dropped: Characters of the input the formatter did not place.
    ///   - overflowed: Whether some of `dropped` was left out for want of room.
    public init(
        text: String, caret: Int, value: String, isComplete: Bool, affinity: Int = 0, dropped: String = "",
        overflowed: Bool = false
    ) {
        self.text = text
        self.caret = caret
        self.value = value
        self.isComplete = isComplete
        self.affinity = affinity
        self.dropped = dropped
        self.overflowed = overflowed
    }
}
