/// Whole strings' UTF-8 packed in one buffer, for ``ASCIIWriter`` to copy from.
///
/// Every ``Piece`` is the UTF-8 of a whole `String`, so it starts and ends on a scalar
/// boundary of valid UTF-8: any sequence of pieces and ASCII bytes is valid UTF-8 too.
/// That is what lets ``ASCIIWriter/string(capacity:pieces:_:)`` make its string without
/// checking the bytes again. A piece can only be made by ``add(_:)`` or ``digit(_:)``.
struct UTF8Pieces: Sendable {
    /// Where a piece lies in its table.
    struct Piece: Sendable, Equatable {
        fileprivate(set) var start = 0
        fileprivate(set) var count = 0
    }

    /// The bytes of every piece, digits first when there are any.
    private var bytes: [UInt8] = []
    /// The UTF-8 width of each of the ten digits (0: none were added).
    private(set) var digitWidth = 0
    /// Whether every piece is ASCII.
    private(set) var isASCII = true

    /// A table starting with the ten digits from `zero` (U+0030, U+0660, …), then the hundred
    /// pairs `00`…`99` of them; `nil` when they are not ten scalars of one UTF-8 width.
    init?(digitsFrom zero: Unicode.Scalar) {
        var digits: [String] = []
        for offset in 0..<10 {
            guard let scalar = Unicode.Scalar(zero.value + UInt32(offset)) else { return nil }
            digits.append(String(Character(scalar)))
            let piece = add(digits[offset])
            if digitWidth == 0 { digitWidth = piece.count }
            guard piece.count == digitWidth else { return nil }
        }
        for pair in 0..<100 { _ = add(digits[pair / 10] + digits[pair % 10]) }
    }

    /// Adds the UTF-8 of `text` and returns where it lies.
    mutating func add(_ text: String) -> Piece {
        let piece = Piece(start: bytes.count, count: text.utf8.count)
        bytes += text.utf8
        isASCII = isASCII && text.utf8.allSatisfy { $0 < 0x80 }
        return piece
    }

    /// The piece of digit `value` (0…9).
    func digit(_ value: Int) -> Piece {
        precondition(value >= 0 && value < 10 && digitWidth > 0, "UTF8Pieces: not a digit")
        return Piece(start: value * digitWidth, count: digitWidth)
    }

    /// The bytes of `piece`.
    func utf8(_ piece: Piece) -> ArraySlice<UInt8> { bytes[piece.start..<piece.start + piece.count] }

    /// Calls `body` with the table's bytes in place, for ``ASCIIWriter/prepend(_:from:)``.
    @inline(__always)
    func withBytes<Result>(_ body: (Bytes) -> Result) -> Result {
        // SAFETY: `Bytes` is made only here and lent to `body`, so it never outlives the buffer.
        bytes.withUnsafeBufferPointer { body(Bytes(buffer: $0, digitWidth: digitWidth)) }
    }

    /// A table's bytes while ``withBytes(_:)`` runs; only the table makes one.
    struct Bytes {
        fileprivate let buffer: UnsafeBufferPointer<UInt8>
        /// The UTF-8 width of each digit (0: the table has none).
        let digitWidth: Int

        /// Where the table's bytes, and its ten digits, begin.
        // SAFETY: only read by `prepend(digitsOf:count:from:)` after it checks `digitWidth > 0`: the table has bytes.
        var start: UnsafePointer<UInt8> { buffer.baseAddress.unsafelyUnwrapped }

        /// The bytes of `piece`, bounds-checked.
        @inline(__always)
        func of(_ piece: Piece) -> UnsafeBufferPointer<UInt8> {
            precondition(piece.start >= 0 && piece.count >= 0 && piece.start &+ piece.count <= buffer.count,
                         "UTF8Pieces: a piece of another table")
            // SAFETY: the piece lies within the buffer, checked above; rebasing needs no base address, which
            // an empty table may lack.
            return UnsafeBufferPointer(rebasing: buffer[piece.start..<piece.start &+ piece.count])
        }
    }
}
