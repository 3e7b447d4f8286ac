// Character-offset helpers for the editing model. Offsets in the public API
// count Characters; these turn them into indices without walking the whole text
// when a cheaper route exists.

extension StringProtocol {
    /// The index `offset` Characters from the start, clamped to the text;
    /// walks from the nearer end. `count` is the text's known Character count.
    func characterIndex(at offset: Int, count: Int) -> Index {
        if offset <= 0 { return startIndex }
        if offset >= count { return endIndex }
        if offset <= count / 2 { return index(startIndex, offsetBy: offset) }
        return index(endIndex, offsetBy: offset - count)
    }
}

/// The Character count of `head + tail`, given both counts.
///
/// Counts add up unless the last Character of `head` and the first of `tail`
/// form one grapheme (a combining mark, a ZWJ sequence, a flag); only then is
/// the joined text counted again.
func joinedCharacterCount<Head: StringProtocol>(
    _ head: Head, _ headCount: Int, _ tail: some StringProtocol, _ tailCount: Int
) -> Int where Head.UTF8View: BidirectionalCollection {
    guard let lastByte = head.utf8.last, let firstByte = tail.utf8.first else { return headCount + tailCount }
    // Two ASCII scalars always have a grapheme break between them, except CR LF:
    // this skips Character decoding while typing.
    if lastByte < 0x80 && firstByte < 0x80 && !(lastByte == 0x0D && firstByte == 0x0A) {
        return headCount + tailCount
    }
    guard let last = head.last, let first = tail.first else { return headCount + tailCount }
    var junction = String(last)
    junction.append(first)
    if junction.count == 2 { return headCount + tailCount }
    var joined = String(head)
    joined.append(contentsOf: tail)
    return joined.count
}

extension String {
    /// The Character count, without grapheme breaking when the text is ASCII
    /// (where only CR LF joins two scalars into one Character).
    var fastCharacterCount: Int {
        // One typed ASCII key, the commonest edit.
        if utf8.count == 1 { return 1 }
        let ascii: Int? = utf8.withContiguousStorageIfAvailable { bytes in
            var crlf = 0
            var previous: UInt8 = 0
            for byte in bytes {
                if byte >= 0x80 { return nil }
                if byte == 0x0A && previous == 0x0D { crlf += 1 }
                previous = byte
            }
            return bytes.count - crlf
        } ?? nil
        return ascii ?? count
    }
}
