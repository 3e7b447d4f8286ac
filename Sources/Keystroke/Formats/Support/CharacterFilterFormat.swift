/// A format that keeps the characters it allows and lays nothing out: free text, letters,
/// digits. Typing runs the filter engine; the value is the text as it is.
///
/// Adopt it for a filter of your own: give ``FieldFormat/allows(_:)`` and
/// ``FieldFormat/minLength`` (how many characters make the value complete) and `validate`.
public protocol CharacterFilterFormat: FieldFormat {}

extension CharacterFilterFormat {
    /// Drops the characters ``FieldFormat/allows(_:)`` refuses; the caret stays after the same character.
    public func apply(_ input: MaskInput) -> MaskResult {
        FormatText.filter(input, maxLength: nil, completeAt: minLength, allows: allows)
    }

    /// Removes the deleted Characters and filters the rest again (a splice: the text is the value).
    public func applyDeletion(_ deletion: Deletion, to text: String, value: String, autoskip: Bool) -> MaskResult? {
        FormatText.deletingSplice(deletion, from: text, autoskip: autoskip, apply: apply)
    }

    /// The text as it is.
    public func rawValue(of text: String) -> String { text }

    /// The stored value as it is.
    public func layOut(_ value: String) -> String { value }
}
