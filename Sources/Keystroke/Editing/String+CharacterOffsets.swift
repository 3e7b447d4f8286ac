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
func joinedCharacterCount(
    _ head: some StringProtocol, _ headCount: Int, _ tail: some StringProtocol, _ tailCount: Int
) -> Int {
    guard let last = head.last, let first = tail.first else { return headCount + tailCount }
    // ASCII never joins except CR LF; this skips building the junction while typing.
    if last.isASCII && first.isASCII && !(last == "\r" && first == "\n") { return headCount + tailCount }
    var junction = String(last)
    junction.append(first)
    if junction.count == 2 { return headCount + tailCount }
    var joined = String(head)
    joined.append(contentsOf: tail)
    return joined.count
}
