// The character filter: the plain keystroke behaviour of formats that keep some characters and
// drop the rest (letters, digits, a PIN), and the first step of those that lay them out again.

extension FormatText {
    /// The plain keystroke behaviour: keeps the characters `allows` accepts
    /// (in order, at most `maxLength` of them) and reports the others as dropped.
    ///
    /// The caret stays after the same kept character it followed in the input.
    static func filter(
        _ input: MaskInput,
        maxLength: Int?,
        completeAt minimum: Int,
        allows: (Character) -> Bool
    ) -> MaskResult {
        let caret = min(max(input.caret, 0), input.text.count)
        var kept = ""
        var dropped = ""
        var count = 0
        var newCaret = 0
        for (offset, character) in input.text.enumerated() {
            if allows(character), count < (maxLength ?? .max) {
                kept.append(character)
                count += 1
                if offset < caret { newCaret = count }
            } else {
                dropped.append(character)
            }
        }
        return MaskResult(text: kept, caret: newCaret, value: kept, isComplete: count >= minimum, dropped: dropped)
    }
}
