// A deletion by a mask's own reading of its literals: what `Mask` and `AffineMask` answer to
// `InputFormatter.applyDeletion(_:to:value:autoskip:)`.
//
// A mask takes a literal that matches an open slot as value (the "1" of a `"1 [000].[00]"` prefix
// read right to left) when an edit leaves the slot open, so the value it reads back after a
// deletion can hide what was deleted. The deletion is therefore measured in value characters on
// the mask's own layout of the text, and the value that is left is laid out again when the
// formatter read back more than the user left.

/// One deletion in a masked field.
struct MaskDeletion<Layout: InputFormatter> {
    /// The mask that reads the field's text (the one an affine set chose for it).
    let reading: Mask
    /// What lays the result out: the mask itself, or the affine set it belongs to.
    let layout: Layout
    /// The field's text before the deletion.
    let text: String
    /// Its Character count.
    let count: Int
    /// The value the formatter read from `text`.
    let value: String
    /// Whether Backspace also removes the separators before the caret.
    let autoskip: Bool

    init(reading: Mask, layout: Layout, text: String, value: String, autoskip: Bool) {
        self.reading = reading
        self.layout = layout
        self.text = text
        self.count = text.fastCharacterCount
        self.value = value
        self.autoskip = autoskip
    }

    /// Performs `deletion`; a press that removes no value character moves the caret one step.
    func perform(_ deletion: Deletion) -> MaskResult {
        switch deletion {
        case .backward(let caret): atCaret(caret, forward: false)
        case .forward(let caret): atCaret(caret, forward: true)
        case .range(let range): removing(range)
        }
    }

    /// A selection removed, leaning backward.
    private func removing(_ range: Range<Int>) -> MaskResult {
        let lowerOffset = min(max(range.lowerBound, 0), count)
        let lower = text.characterIndex(at: lowerOffset, count: count)
        let upper = text[lower...].characterIndex(at: range.count, count: count - lowerOffset)
        let gravity = CaretGravity.backward(autoskip: autoskip)
        let candidate = text.removingCharacters(between: lower, and: upper)
        let result = layout.apply(MaskInput(text: candidate, caret: lowerOffset, gravity: gravity))
        let start = valueOffset(at: lower)
        let intended = valueRemoving(start..<max(start, valueOffset(at: upper)))
        return realigned(result, intended: intended, gravity: gravity)
    }

    /// Backspace or Delete at `caret`, extending over the literals the mask puts back: the
    /// first Character whose removal takes a value character away is the one deleted.
    private func atCaret(_ caret: Int, forward: Bool) -> MaskResult {
        let anchor = text.characterIndex(at: caret, count: count)
        let gravity = CaretGravity.backward(autoskip: forward ? false : autoskip)
        let anchorOffset = valueOffset(at: anchor)
        var moving = anchor
        var firstVisibleChange: MaskResult?
        // However long the mask's literal text is, the walk stops at the first value character,
        // and at the edge of the text at the latest.
        let reach = forward ? count - caret : caret
        for step in 0..<max(reach, 0) {
            guard let next = text.characterIndex(stepping: moving, forward: forward) else { break }
            moving = next
            let candidate = text.removingCharacters(between: anchor, and: moving)
            let result = layout.apply(MaskInput(text: candidate, caret: forward ? caret : caret - step - 1, gravity: gravity))
            let movingOffset = valueOffset(at: moving)
            if movingOffset != anchorOffset {
                let intended = valueRemoving(min(movingOffset, anchorOffset)..<max(movingOffset, anchorOffset))
                let deleted = realigned(result, intended: intended, gravity: gravity)
                if deleted.value == value && !reading.hasSlots {
                    // A mask of fixed characters only puts any one of them back: its value goes whole.
                    let cleared = layout.apply(MaskInput(text: "", caret: 0, gravity: gravity))
                    if cleared.value != value { return cleared }
                }
                // A fixed character read back into a freed slot (`{'0}[00]`, RTL) is no deletion: delete more.
                if deleted.value.count >= value.count { continue }
                return deleted
            }
            if firstVisibleChange == nil && result.value == value && result.text != text { firstVisibleChange = result }
        }
        // Delete with no value after the caret meets only the mask's closing literals (` kg` of
        // `[0000] kg`): the text keeps them and the caret steps over. Literals with no value at
        // all (a prefix) go as they are deleted.
        if let result = firstVisibleChange, !forward || value.isEmpty { return result }
        // The mask puts everything back: the caret steps over one Character so that it never sticks.
        let stepped = min(max(forward ? caret + 1 : caret - 1, 0), count)
        return MaskResult(text: text, caret: stepped, value: value, isComplete: false)
    }

    /// Where `index` of the text falls in the value, measured on the side of `index` that the
    /// mask reads first, where its reading is exact.
    private func valueOffset(at index: String.Index) -> Int {
        let gravity = CaretGravity.backward(autoskip: false)
        let offset = reading.rightToLeft
            ? value.count - reading.apply(MaskInput(text: String(text[index...]), caret: 0, gravity: gravity)).value.count
            : reading.apply(MaskInput(text: String(text[..<index]), caret: 0, gravity: gravity)).value.count
        return min(max(offset, 0), value.count)
    }

    /// The value without its characters at `offsets`, and where they were.
    private func valueRemoving(_ offsets: Range<Int>) -> (value: String, offset: Int) {
        var intended = value
        let start = intended.index(intended.startIndex, offsetBy: offsets.lowerBound)
        intended.removeSubrange(start..<intended.index(start, offsetBy: offsets.count))
        return (intended, offsets.lowerBound)
    }

    /// `result` when it holds the intended value; else the intended value laid out as a raw
    /// value by the reading mask, if the layout reads that text back as the intended value;
    /// else `result`.
    private func realigned(_ result: MaskResult, intended: (value: String, offset: Int), gravity: CaretGravity) -> MaskResult {
        guard result.value != intended.value else { return result }
        let rebuilt = reading.applyCharacters(
            MaskInput(text: intended.value, caret: intended.offset, gravity: gravity), separatorsFromInput: false
        )
        let readBack = layout.apply(MaskInput(text: rebuilt.text, caret: rebuilt.caret, gravity: gravity))
        return readBack.value == intended.value ? readBack : result
    }
}
