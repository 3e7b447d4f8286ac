// Character-offset helpers for the editing model. Offsets in the public API
// count Characters; these turn them into indices without walking the whole text
// when a cheaper route exists.

extension StringProtocol {
    /// The index `offset` Characters from the start, clamped to the text;
    /// walks from the nearer end. `count` is the text's known Character count.
    func characterIndex(at offset: Int, count: Int) -> Index {
        if offset <= 0 { return startIndex }
        if offset >= count { return endIndex }
        // Every Character one byte (ASCII), or one scalar (Latin text, a no-break space): the
        // offset is found among the bytes or scalars, with no grapheme breaking.
        if utf8.count == count { return utf8.index(startIndex, offsetBy: offset) }
        if let found = singleScalarOffsets(ofCharacter: offset, count: count) {
            return utf8.index(startIndex, offsetBy: found.utf8)
        }
        return walkingIndex(at: offset, count: count)
    }

    /// The index `offset` Characters from the start (in `0...count`), found by grapheme
    /// breaking from the nearer end: for text whose Characters are not all one scalar.
    func walkingIndex(at offset: Int, count: Int) -> Index {
        if offset <= count / 2 { return index(startIndex, offsetBy: offset) }
        return index(endIndex, offsetBy: offset - count)
    }

    /// Where Character `offset` (in `0...count`) starts, in UTF-8 bytes and UTF-16 units, when
    /// every Character of the text is one scalar (`count` scalars: Latin letters, a no-break
    /// space, an emoji without modifiers); `nil` otherwise, or when the bytes are not contiguous.
    ///
    /// One pass over the bytes, which costs less than the UTF-16 view's count and index walk.
    func singleScalarOffsets(ofCharacter offset: Int, count: Int) -> (utf8: Int, utf16: Int)? {
        ByteView.ifContiguous(self) { bytes -> (utf8: Int, utf16: Int)? in
            var scalars = 0, units = 0
            var found = (utf8: bytes.count, utf16: 0)
            for index in 0..<bytes.count {
                let byte = bytes[index]
                // A scalar starts at every byte but a continuation byte; four-byte scalars take two units.
                guard byte & 0xC0 != 0x80 else { continue }
                if scalars == offset { found = (index, units) }
                scalars &+= 1
                units &+= byte >= 0xF0 ? 2 : 1
            }
            guard scalars == count else { return nil }
            if offset >= scalars { found.utf16 = units }
            return found
        } ?? nil
    }
}

extension String {
    /// The index one Character after `index` (or before it), or `nil` at the edge of the text.
    func characterIndex(stepping index: Index, forward: Bool) -> Index? {
        if forward { return index < endIndex ? self.index(after: index) : nil }
        return index > startIndex ? self.index(before: index) : nil
    }

    /// The text with the Characters between two of its indices (`lower <= upper`) replaced by
    /// `inserted`: what a key, a paste over a selection or a deletion makes. One copy of the
    /// bytes, where a prefix, two appends and a suffix cost about four times as much on a short text.
    func replacingCharacters(from lower: Index, to upper: Index, with inserted: some StringProtocol) -> String {
        let start = utf8.distance(from: startIndex, to: lower)
        let end = utf8.distance(from: startIndex, to: upper)
        return ByteView.with(self) { bytes in
            ByteView.with(inserted) { piece in
                ASCIIWriter.string(capacity: bytes.count - (end - start) + piece.count) { writer in
                    writer.append(utf8: bytes[..<start])
                    writer.append(utf8: piece)
                    writer.append(utf8: bytes[end...])
                }
            }
        }
    }

    /// The text without the Characters between two of its indices, given in either order: what
    /// is left when Backspace or Delete removes them.
    func removingCharacters(between first: Index, and second: Index) -> String {
        replacingCharacters(from: min(first, second), to: max(first, second), with: "")
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
    // Through the contiguous bytes when there are some: far cheaper than the views' `last` and `first`.
    // SAFETY: the closure reads only the lent buffer's `last`, nil when it is empty.
    let lastByte = head.utf8.withContiguousStorageIfAvailable { $0.last } ?? head.utf8.last
    // SAFETY: the closure reads only the lent buffer's `first`, nil when it is empty.
    let firstByte = tail.utf8.withContiguousStorageIfAvailable { $0.first } ?? tail.utf8.first
    guard let lastByte, let firstByte else { return headCount + tailCount }
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
    /// The Character count, without grapheme breaking when the text is ASCII (where only CR LF
    /// joins two scalars into one Character) or Latin text with common punctuation
    /// (``isolatedScalarCount(_:)``).
    var fastCharacterCount: Int { fastCharacterCountAndUnits.count }

    /// ``fastCharacterCount``, and whether every Character is one UTF-16 code unit, so that
    /// Character offsets are UTF-16 offsets too: true for the text counted without grapheme
    /// breaking (ASCII, or ``isolatedScalarCount(_:)``'s scalars, all in the BMP) unless a CR LF
    /// makes two units one Character; false, meaning "not known", for other text.
    var fastCharacterCountAndUnits: (count: Int, oneUnitEach: Bool) {
        // One typed ASCII key, the commonest edit.
        if utf8.count == 1 { return (1, true) }
        // SAFETY: `bytes` is read only inside the closure that lends it; each read below checks its bounds.
        let counted: (count: Int, oneUnitEach: Bool)? = utf8.withContiguousStorageIfAvailable { bytes in
            // ASCII without a CR, the usual field text, is counted by its length: checked
            // eight bytes at a time, before the exact byte loop that the rest needs.
            if let base = bytes.baseAddress {
                var flags: UInt64 = 0
                var index = 0
                // SAFETY: each load reads 8 bytes within `bytes`: `index + 8 <= count` here, and the tail
                // load starts at `count - 8` only when `count >= 8`.
                while bytes.count - index >= 8 {
                    let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                    flags |= word | Self.zeroLanes(word ^ 0x0D0D_0D0D_0D0D_0D0D)
                    index += 8
                }
                if index < bytes.count && bytes.count >= 8 {
                    // The rest in one last word, overlapping bytes already checked.
                    let word = UnsafeRawPointer(base + bytes.count - 8).loadUnaligned(as: UInt64.self)
                    flags |= word | Self.zeroLanes(word ^ 0x0D0D_0D0D_0D0D_0D0D)
                } else {
                    // SAFETY: `index < bytes.count`, checked by the loop.
                    while index < bytes.count {
                        let byte = base[index]
                        flags |= UInt64(byte) | (byte == 0x0D ? 0x80 : 0)
                        index += 1
                    }
                }
                if flags & 0x8080_8080_8080_8080 == 0 { return (bytes.count, true) }
            }
            return Self.isolatedScalarCount(bytes)
        } ?? nil
        return counted ?? (count, false)
    }

    /// The Character count of UTF-8 `bytes` whose scalars are each a Character of their own
    /// (but CR LF, one Character), or `nil` for text with any other scalar.
    ///
    /// Besides ASCII, that is Latin text and a field's usual punctuation: U+00A0–U+024F (the
    /// no-break space, Latin-1 letters, Latin Extended-A and -B) but the soft hyphen, and
    /// U+2010–U+2027, U+202F (the narrow no-break space), U+2030–U+205E and U+20A0–U+20C0
    /// (dashes, quotes, primes, currency signs). None of them is Extend, ZWJ, SpacingMark,
    /// Prepend, Control, a regional indicator or a Hangul jamo, the classes UAX #29's rules join
    /// or break on specially, so in text made of them alone grapheme breaking is a break
    /// between every two scalars but CR LF (rule GB3). Amounts (`R$ 1.234,56`), times
    /// (`3:45 PM`) and names (`José`) are counted without the grapheme walk.
    ///
    /// With the count, whether the text has no CR LF: then each Character is one UTF-16 unit.
    static func isolatedScalarCount(_ bytes: UnsafeBufferPointer<UInt8>) -> (count: Int, oneUnitEach: Bool)? {
        var characters = 0
        var joined = false
        var previous: UInt8 = 0
        var index = 0
        let count = bytes.count
        // SAFETY: every read is at an index below `count`: the lead byte by the loop, the continuation bytes
        // by the guards before them.
        while index < count {
            let byte = bytes[index]
            if byte < 0x80 {
                if byte == 0x0A && previous == 0x0D { joined = true } else { characters &+= 1 }
                index &+= 1
            } else if byte &- 0xC2 < 8 {
                // Two bytes, U+0080–U+027F.
                guard index &+ 1 < count else { return nil }
                let scalar = UInt32(byte & 0x1F) << 6 | UInt32(bytes[index &+ 1] & 0x3F)
                guard scalar &- 0xA0 < 0x1B0, scalar != 0xAD else { return nil }
                characters &+= 1
                index &+= 2
            } else if byte == 0xE2 {
                // Three bytes, U+2000–U+2FFF.
                guard index &+ 2 < count else { return nil }
                let scalar = 0x2000 | UInt32(bytes[index &+ 1] & 0x3F) << 6 | UInt32(bytes[index &+ 2] & 0x3F)
                guard scalar &- 0x2010 < 0x18 || scalar == 0x202F || scalar &- 0x2030 < 0x2F || scalar &- 0x20A0 < 0x21
                else { return nil }
                characters &+= 1
                index &+= 3
            } else {
                return nil
            }
            previous = byte
        }
        return (characters, !joined)
    }

    /// The high bit set in some lane when a byte of `word` is zero (and in no lane otherwise).
    @inline(__always)
    private static func zeroLanes(_ word: UInt64) -> UInt64 {
        (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080
    }
}
