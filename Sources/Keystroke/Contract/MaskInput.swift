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
