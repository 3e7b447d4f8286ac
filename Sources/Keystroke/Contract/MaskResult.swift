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
    /// How well the input fits the mask that produced this result (InputMask's affinity).
    public var affinity: Int
    /// Characters of the input the formatter did not place: refused by a slot,
    /// or beyond the end of a full mask. Empty when everything fitted.
    public var dropped: String

    /// Creates a result.
    public init(text: String, caret: Int, value: String, isComplete: Bool, affinity: Int = 0, dropped: String = "") {
        self.text = text
        self.caret = caret
        self.value = value
        self.isComplete = isComplete
        self.affinity = affinity
        self.dropped = dropped
    }
}
