/// A formatter that reads its value through a mask's literal text.
///
/// A mask takes a literal that matches an open slot as value (the "1" of a
/// `"1 [000].[00]"` prefix read right to left) when an edit leaves the slot
/// open. The editing model asks for the mask to put such a deletion right
/// (see `EditingState.valueOffset(at:in:)`).
protocol LiteralReading {
    /// The mask that reads `value` from `text`, or nil when no mask does.
    func readingMask(for text: String, value: String) -> Mask?
}

extension Mask: LiteralReading {
    func readingMask(for text: String, value: String) -> Mask? { self }
}

extension AffineMask: LiteralReading {
    /// The mask chosen for `text` if it reads `value`, else the first that does:
    /// the choice depends on the caret and gravity of the edit that made the text.
    func readingMask(for text: String, value: String) -> Mask? {
        let input = MaskInput(text: text, caret: text.count, gravity: .backward(autoskip: false))
        let chosen = mask(for: input)
        if chosen.apply(input).value == value { return chosen }
        return ([primary] + affine).first { $0 != chosen && $0.apply(input).value == value }
    }
}

extension Format: LiteralReading {
    func readingMask(for text: String, value: String) -> Mask? {
        (base as? any LiteralReading)?.readingMask(for: text, value: value)
    }
}
