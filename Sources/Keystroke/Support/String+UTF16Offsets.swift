import Foundation

// UTF-16 offsets for NSRange-based controls. When every Character is one ASCII
// byte (the UTF-8 length equals the Character count), UTF-16 offsets are Character offsets
// and conversions cost nothing but that length; when every Character is one scalar (Latin
// text, a no-break space), one pass over the bytes finds them; other text is walked from
// the nearer end.

extension String {
    /// The UTF-16 offset of a Character offset (clamped); `count` is the known Character count.
    /// - Complexity: O(1) when every Character is one byte, linear in the length when each is one
    ///   scalar, else linear in the distance from the nearer end.
    func utf16Offset(ofCharacter offset: Int, count: Int) -> Int {
        let clamped = min(max(offset, 0), count)
        if utf8.count == count { return clamped }
        if let found = singleScalarOffsets(ofCharacter: clamped, count: count) { return found.utf16 }
        // Not one scalar a Character: straight to the grapheme walk, without a second byte pass.
        return utf16.distance(from: startIndex, to: walkingIndex(at: clamped, count: count))
    }

    /// The UTF-16 range of a Character range; `count` is the known Character count, and
    /// `oneUnitEach` whether every Character is known to be one UTF-16 unit (then no byte is read).
    // Inlined for its one-byte-a-Character check, which every keystroke's result asks.
    @inline(__always)
    func utf16Range(of range: Range<Int>, count: Int, oneUnitEach: Bool = false) -> NSRange {
        if oneUnitEach || utf8.count == count {
            let lower = min(max(range.lowerBound, 0), count)
            return NSRange(location: lower, length: min(max(range.upperBound, lower), count) - lower)
        }
        return utf16RangeWalking(of: range, count: count)
    }

    @inline(never)
    private func utf16RangeWalking(of range: Range<Int>, count: Int) -> NSRange {
        let lower = utf16Offset(ofCharacter: range.lowerBound, count: count)
        let upper = range.isEmpty ? lower : utf16Offset(ofCharacter: range.upperBound, count: count)
        return NSRange(location: lower, length: upper - lower)
    }

    /// The Character offset of a UTF-16 offset (clamped into the text). An offset
    /// inside a Character (a surrogate pair, a flag, a combining sequence) rounds
    /// down to its start, or up to its end when `roundingUp`.
    /// - Complexity: O(1) when every Character is one byte, else linear in the distance from the nearer end.
    func characterOffset(ofUTF16 offset: Int, count: Int, roundingUp: Bool) -> Int {
        if utf8.count == count { return min(max(offset, 0), count) }
        let total = utf16.count
        if total == count { return min(max(offset, 0), count) }
        if offset <= 0 { return 0 }
        if offset >= total { return count }
        if offset <= total / 2 {
            var units = 0
            var characters = 0
            for character in self {
                let end = units + character.utf16.count
                if offset < end { return offset == units || !roundingUp ? characters : characters + 1 }
                units = end
                characters += 1
            }
            return count
        }
        var units = total
        var characters = count
        for character in reversed() {
            let start = units - character.utf16.count
            if offset > start { return offset == units || roundingUp ? characters : characters - 1 }
            units = start
            characters -= 1
        }
        return 0
    }
}
