/// An insertion as the user made it: what ``EditingState`` hands a formatter that types by a
/// rule of its own (``InputFormatter/applyInsertion(_:)``), so the formatter never has to work
/// out from the new text which key was pressed, or where.
///
/// Offsets count Characters of the text before the insertion.
public struct Insertion: Sendable, Hashable {
    /// The typed or pasted text. The editing model never hands over a key that joins the
    /// Character before it (a combining mark): that edits the Character, and is spliced.
    public var inserted: String
    /// The Characters of ``text`` it replaces; empty for a caret.
    public var range: Range<Int>
    /// The field's text before the insertion.
    public var text: String
    /// ``text`` with ``range`` replaced by ``inserted``: what the formatter would lay out.
    public var edited: String
    /// Whether it is a paste rather than typing.
    public var isPaste: Bool

    /// Creates an insertion.
    public init(inserted: String, range: Range<Int>, text: String, edited: String, isPaste: Bool) {
        self.inserted = inserted
        self.range = range
        self.text = text
        self.edited = edited
        self.isPaste = isPaste
    }
}
