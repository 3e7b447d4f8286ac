/// Character and UTF-16 offsets of UTF-8 offsets met in increasing order, walking a text once:
/// how text scanned as bytes reports positions in the units of the public API.
///
/// The cursor rests on a Character boundary. ASCII is walked a byte at a time (two ASCII scalars
/// are always two Characters, except CR LF); anything else asks the string for its next
/// Character, so combining marks, flags and emoji sequences count as the user sees them.
struct TextCursor {
    /// The UTF-8 offset the cursor rests at, a Character boundary.
    private(set) var utf8 = 0
    /// Characters before ``utf8``.
    private(set) var characters = 0
    /// UTF-16 code units before ``utf8``.
    private(set) var utf16 = 0

    /// A position in the text.
    struct Position {
        /// The Character holding the offset (its start, when the offset is inside it).
        var character: Int
        /// UTF-16 code units before the offset (a scalar boundary, so exact).
        var utf16: Int
        /// Whether the offset is the start of that Character.
        var isBoundary: Bool
    }

    /// Where `offset` (a scalar boundary at or after the cursor) lies; the cursor moves to the
    /// start of the Character holding it.
    /// - Parameters:
    ///   - text: The text, whose UTF-8 `bytes` are.
    ///   - offset: A UTF-8 offset, at least ``utf8``.
    mutating func locate(_ offset: Int, in text: String, bytes: ByteView) -> Position {
        precondition(offset >= utf8 && offset <= bytes.count, "TextCursor: offset behind the cursor")
        while utf8 < offset {
            let next = nextBoundary(after: utf8, in: text, bytes: bytes)
            if next > offset { break }
            utf16 += Self.utf16Count(bytes[utf8..<next])
            characters += 1
            utf8 = next
        }
        return Position(character: characters, utf16: utf16 + Self.utf16Count(bytes[utf8..<offset]), isBoundary: utf8 == offset)
    }

    /// The Character range and UTF-16 range of the UTF-8 range `range`, which starts at or after
    /// the cursor; a bound inside a Character takes that whole Character.
    mutating func ranges(of range: Range<Int>, in text: String, bytes: ByteView) -> (characters: Range<Int>, utf16: Range<Int>) {
        let lower = locate(range.lowerBound, in: text, bytes: bytes)
        let upper = locate(range.upperBound, in: text, bytes: bytes)
        return (lower.character..<(upper.character + (upper.isBoundary ? 0 : 1)), lower.utf16..<upper.utf16)
    }

    /// Moves the cursor's origin `count` bytes on, as the text before it is dropped (the offsets it
    /// counted stay counted): `count` must not pass the cursor.
    mutating func dropFirst(_ count: Int) {
        precondition(count >= 0 && count <= utf8, "TextCursor: dropping past the cursor")
        utf8 -= count
    }

    /// The end of the Character that starts at `offset`.
    private func nextBoundary(after offset: Int, in text: String, bytes: ByteView) -> Int {
        let byte = bytes[offset]
        if byte < 0x80 {
            guard offset + 1 < bytes.count else { return offset + 1 }
            let following = bytes[offset + 1]
            if following < 0x80 { return byte == 0x0D && following == 0x0A ? offset + 2 : offset + 1 }
        }
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: offset)
        let end = utf8.distance(from: utf8.startIndex, to: text.index(after: start))
        // Never backwards: an offset the string sees inside a Character still moves on by a scalar.
        return end > offset ? end : offset + NumberReader.scalar(in: bytes, at: offset).1
    }

    /// UTF-16 code units of UTF-8 bytes (whole scalars): one per scalar, two for those past U+FFFF.
    private static func utf16Count(_ bytes: ByteView) -> Int {
        var count = 0
        for byte in bytes {
            if byte & 0xC0 != 0x80 { count += 1 }
            if byte >= 0xF0 { count += 1 }
        }
        return count
    }
}
