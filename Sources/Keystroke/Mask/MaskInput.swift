/// Which way the caret leans when the formatter inserts or removes characters around it.
///
/// InputMask's caret gravity: typing moves forward and may autocomplete the
/// separators that follow; deleting moves backward and may skip the separators
/// before the caret.
public enum CaretGravity: Sendable, Hashable {
    /// The caret follows inserted text; with `autocomplete`, trailing separators
    /// are appended when the caret is at the end.
    case forward(autocomplete: Bool)
    /// The caret stays before removed text; with `autoskip`, separators just
    /// before the caret are removed along with it.
    case backward(autoskip: Bool)
}

/// Text, a caret and a gravity: what a formatter reformats after every edit.
///
/// The caret is an offset in `Character`s (grapheme clusters) from the start
/// of `text`, from 0 to `text.count`. Out-of-range carets are clamped.
public struct MaskInput: Sendable, Hashable {
    /// The text to format, typically the field's text after an edit.
    public var text: String
    /// The caret offset in Characters.
    public var caret: Int
    /// How the caret behaves around inserted or removed characters.
    public var gravity: CaretGravity

    /// Creates an input.
    /// - Parameters:
    ///   - text: The text to format.
    ///   - caret: The caret offset in Characters; defaults to the end of `text`.
    ///   - gravity: The caret gravity; defaults to forward without autocomplete.
    public init(text: String, caret: Int? = nil, gravity: CaretGravity = .forward(autocomplete: false)) {
        self.text = text
        self.caret = caret ?? text.count
        self.gravity = gravity
    }
}

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
