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
        var overflowed = false
        for (offset, character) in input.text.enumerated() {
            // Only a filter whose spaces collapse compares each Character with " ".
            let isSpace = collapsingSpaces && character == " "
            // The rule is asked once a Character: a rule may remember what it saw.
            let takes = allows(character) && !(isSpace && previousIsSpace)
            if takes, count < (maxLength ?? .max) {
                kept.append(character)
                count += 1
                previousIsSpace = isSpace
                if offset < caret { newCaret = count }
            } else {
                // Taken but past the maximum: dropped for want of room.
                if takes { overflowed = true }
                dropped.append(character)
            }
        }
        return MaskResult(
            text: kept, caret: newCaret, value: kept, isComplete: count >= minimum, dropped: dropped, overflowed: overflowed)
    }

    /// A deletion as a splice of the text: the deleted Characters removed and the rest filtered
    /// again, the caret where they were. The deletion of a format whose text is its value (a
    /// character filter), where removing a Character always changes the value: no probing.
    /// `nil` for a deletion outside the text.
    static func deletingSplice(
        _ deletion: Deletion, from text: String, autoskip: Bool, apply: (MaskInput) -> MaskResult
    ) -> MaskResult? {
        // Backspace at the end of ASCII text, the common deletion: a caret at the UTF-8 length is
        // one byte a Character, and the last byte (not the "\n" of a CR LF) is the last Character.
        if case .backward(let caret) = deletion, caret > 0, caret == text.utf8.count,
           let last = text.utf8.last, last < 0x80, last != 0x0A,
           let rest = text.utf8.withContiguousStorageIfAvailable({
               // SAFETY: the bytes are read only inside the closure that lends them.
               String(decoding: UnsafeBufferPointer(rebasing: $0.dropLast()), as: UTF8.self)
           }) {
            return apply(MaskInput(text: rest, caret: caret - 1, gravity: .backward(autoskip: autoskip)))
        }
        let count = text.fastCharacterCount
        let range: Range<Int>
        // A forward Delete leaves the caret where it was: no autoskip before it.
        var skipsBack = autoskip
        switch deletion {
        case .backward(let caret):
            guard caret > 0, caret <= count else { return nil }
            range = caret - 1..<caret
        case .forward(let caret):
            guard caret >= 0, caret < count else { return nil }
            range = caret..<caret + 1
            skipsBack = false
        case .range(let removed):
            guard removed.lowerBound >= 0, removed.upperBound <= count, !removed.isEmpty else { return nil }
            range = removed
        }
        let lower = text.characterIndex(at: range.lowerBound, count: count)
        let upper = text[lower...].characterIndex(at: range.count, count: count - range.lowerBound)
        return apply(MaskInput(
            text: text.removingCharacters(between: lower, and: upper), caret: range.lowerBound,
            gravity: .backward(autoskip: skipsBack)))
    }
}
