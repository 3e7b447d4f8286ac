// The character filter: the plain keystroke behaviour of formats that keep some characters and
// drop the rest (letters, digits, a PIN), and the first step of those that lay them out again.

extension FormatText {
    /// The plain keystroke behaviour: keeps the characters `allows` accepts
    /// (in order, at most `maxLength` of them) and reports the others as dropped.
    ///
    /// The caret stays after the same kept character it followed in the input.
    /// - Parameters:
    ///   - collapsingSpaces: Whether a space right after a kept space is dropped too.
    ///   - ascii: The ASCII characters `allows` accepts, when the caller has them (made from
    ///     `allows`); without it, a plain ASCII text asks `allows` of each byte as a Character.
    static func filter(
        _ input: MaskInput,
        maxLength: Int?,
        completeAt minimum: Int,
        collapsingSpaces: Bool = false,
        ascii: ASCIISet? = nil,
        allows: (Character) -> Bool
    ) -> MaskResult {
        var text = input.text
        var previousIsSpace = false
        // A byte a Character: the byte filter's engine, and the text itself kept when nothing is
        // dropped (no Character walk, no appends).
        // SAFETY: the UTF-8 is lent to `isPlainASCII` and the byte filter only for the call.
        let plain = text.withUTF8 { bytes -> MaskResult? in
            guard Mask.isPlainASCII(bytes) else { return nil }
            return filterBytes(bytes, of: input, limit: maxLength ?? .max, classify: { byte, _ in
                let isSpace = byte == 0x20
                guard ascii?.contains(byte) ?? allows(Character(Unicode.Scalar(byte))),
                      !(collapsingSpaces && isSpace && previousIsSpace)
                else { return .drop }
                previousIsSpace = isSpace
                return .keep(byte)
            }, then: { plainResult($0, isComplete: $0.kept.count >= minimum) })
        }
        if let plain { return plain }
        let caret = min(max(input.caret, 0), input.text.count)
        var kept = ""
        var dropped = ""
        var count = 0
        var newCaret = 0
        for (offset, character) in input.text.enumerated() {
            let isSpace = character == " "
            if allows(character), !(collapsingSpaces && isSpace && previousIsSpace), count < (maxLength ?? .max) {
                kept.append(character)
                count += 1
                previousIsSpace = isSpace
                if offset < caret { newCaret = count }
            } else {
                dropped.append(character)
            }
        }
        return MaskResult(text: kept, caret: newCaret, value: kept, isComplete: count >= minimum, dropped: dropped)
    }
}
