// Separators between kept characters: the layout step of the byte filters whose groups are
// not one fixed mask (an IBAN's groups of four up to the country's length, a VAT number laid
// out by its country). A separator stands only between two kept characters, never at the end,
// so deleting the last character of a group never leaves a separator to step over.

extension FormatText {
    /// The text of `kept` with `separator(offset)` put before each kept byte at an offset that
    /// names one, and the caret after the same kept byte: `caret` counts the kept bytes before it.
    ///
    /// `typed` is returned itself when the layout is byte for byte the same (no allocation).
    /// - Parameter separator: The ASCII separator before the byte at an offset (≥ 1), or `nil`.
    @inline(__always)
    static func layOut(
        _ kept: ByteView, caret: Int, typed: String, separator: (Int) -> UInt8?
    ) -> (text: String, caret: Int) {
        // The caret goes after the byte it follows, before a separator put after that byte.
        let caret = min(max(caret, 0), kept.count)
        var separators = 0
        var caretOffset = caret
        for offset in 1..<max(kept.count, 1) where separator(offset) != nil {
            separators &+= 1
            if offset < caret { caretOffset &+= 1 }
        }
        let length = kept.count &+ separators
        if typed.utf8.count == length, ByteView.ifContiguous(typed, { same(kept, as: $0, separator: separator) }) == true {
            return (typed, caretOffset)
        }
        let text = ASCIIWriter.string(capacity: length) { text in
            for offset in 0..<kept.count {
                if offset > 0, let mark = separator(offset) { text.append(mark) }
                text.append(kept[offset])
            }
        }
        return (text, caretOffset)
    }

    /// Whether `text` is `kept` laid out with the separators.
    @inline(__always)
    private static func same(_ kept: ByteView, as text: ByteView, separator: (Int) -> UInt8?) -> Bool {
        var position = 0
        for offset in 0..<kept.count {
            if offset > 0, let mark = separator(offset) {
                guard text[position] == mark else { return false }
                position &+= 1
            }
            guard text[position] == kept[offset] else { return false }
            position &+= 1
        }
        return true
    }
}
