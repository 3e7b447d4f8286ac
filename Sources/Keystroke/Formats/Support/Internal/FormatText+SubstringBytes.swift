extension FormatText {
    /// Calls `body` with the UTF-8 of `text`, read in place from its string's storage (a substring's
    /// own contiguous view goes through a generic slice, several times slower on short texts).
    static func withSubstringUTF8<Result>(_ text: Substring, _ body: (ByteView) -> Result) -> Result {
        let base = text.base
        let start = base.utf8.distance(from: base.startIndex, to: text.startIndex)
        let count = text.utf8.count
        // SAFETY: `start..<start + count` is the substring's place in its base's UTF-8, so it lies in the buffer.
        if let result = base.utf8.withContiguousStorageIfAvailable({
            body(ByteView(unsafeBuffer: UnsafeBufferPointer(rebasing: $0[start..<start + count])))
        }) {
            return result
        }
        return ByteView.with(Array(text.utf8), body)
    }
}
