// The character filter's byte face: the same engine as `FormatText.filter(_:maxLength:completeAt:allows:)`
// (keep the characters a format accepts, report the others, keep the caret after the same kept
// character), for formats whose characters are ASCII and whose rules are positional (a card
// number's length by brand, an address's single `@`, a numeric fiscal code). Formats that lay the
// kept characters out again hand them to a mask (`Mask.layOut(_:caret:gravity:typed:)`).

extension FormatText {
    /// What a byte filter does with one character of the text.
    enum ByteVerdict {
        /// Keeps it, as the given byte (an uppercased letter, say).
        case keep(UInt8)
        /// Ignores it without reporting it: a separator people type and the format writes itself.
        case skip
        /// Refuses it: it is reported in ``MaskResult/dropped``.
        case drop
    }

    /// The byte a non-ASCII Character is seen as by a byte filter's classifier.
    static let foreignByte: UInt8 = 0xFF

    /// What ``filterBytes(_:limit:classify:then:)`` kept of a text. Its buffers live only
    /// as long as the closure that receives it.
    struct FilteredBytes {
        /// The kept bytes, in order.
        let kept: ByteView
        /// The Character offset in the text of each kept byte.
        let offsets: BufferView<Int>
        /// How many kept bytes precede the caret.
        let caret: Int
        /// Character offsets of refused characters and of kept ones past the limit, ascending.
        let droppedOffsets: [Int]
        /// Whether a character the filter keeps was refused past the limit.
        let overflowed: Bool
        /// The filtered text.
        let text: String

        /// The first `limit` kept bytes; the ones after them are refused too (a card number
        /// whose brand, known from its first digits, allows fewer than were kept).
        func prefix(_ limit: Int) -> FilteredBytes {
            guard kept.count > limit else { return self }
            let refused = offsets[limit...]
            return FilteredBytes(
                kept: kept[..<limit],
                offsets: offsets[..<limit],
                caret: min(caret, limit),
                droppedOffsets: (droppedOffsets + refused).sorted(),
                overflowed: true,
                text: text)
        }

        /// The refused characters, in text order.
        var dropped: String { FormatText.characters(of: text, at: droppedOffsets) }

        /// The kept characters as text; the filtered string itself when the filter changed
        /// nothing, as after most keystrokes (no allocation then).
        var keptText: String {
            // As many kept bytes as UTF-8 bytes: every Character was one ASCII byte and was kept.
            // SAFETY: the closure compares the lent bytes with `kept`, alive here; `hasSameBytes` checks both counts.
            if kept.count == text.utf8.count,
               text.utf8.withContiguousStorageIfAvailable({ $0.hasSameBytes(as: kept.unsafeBuffer) }) == true {
                return text
            }
            return kept.isEmpty ? "" : kept.string
        }
    }

    /// Filters `input` byte by byte: `classify` sees each Character as one byte (ASCII as
    /// itself, anything else as ``foreignByte``) with the number kept so far, so positional
    /// rules can decide; at most `limit` bytes are kept, later ones are refused.
    ///
    /// The caret is counted in kept bytes: those kept before the input's caret.
    /// - Complexity: Linear in the text; an ASCII text without "\r" is read in place.
    @inline(__always)  // so `classify` is inlined into the loop: it runs once per Character
    static func filterBytes<R>(
        _ input: MaskInput,
        limit: Int,
        classify: (UInt8, Int) -> ByteVerdict,
        then body: (FilteredBytes) -> R
    ) -> R {
        withCharacterBytes(input.text) { filterBytes($0, of: input, limit: limit, classify: classify, then: body) }
    }

    /// ``filterBytes(_:limit:classify:then:)`` over `bytes`, one a Character of `input`'s text.
    @inline(__always)
    static func filterBytes<R>(
        _ bytes: UnsafeBufferPointer<UInt8>,
        of input: MaskInput,
        limit: Int,
        classify: (UInt8, Int) -> ByteVerdict,
        then body: (FilteredBytes) -> R
    ) -> R {
        let capacity = max(min(bytes.count, limit), 1)
        // SAFETY: the buffers below reach `body` only as views inside these closures, as `FilteredBytes` requires;
        // `kept` and `offsets` hold `capacity` elements; the views passed on cover the `count` written.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { kept in
            withUnsafeTemporaryAllocation(of: Int.self, capacity: capacity) { offsets in
                let caret = min(max(input.caret, 0), bytes.count)
                let limit = min(limit, capacity)
                var count = 0
                var caretIndex = 0
                var dropped: [Int] = []
                var overflowed = false
                // SAFETY: reads at `offset < bytes.count`; writes at `count < limit <= capacity`, by the guard.
                for offset in 0..<bytes.count {
                    switch classify(bytes[offset], count) {
                    case .keep(let byte):
                        guard count < limit else { dropped.append(offset); overflowed = true; continue }
                        kept[count] = byte
                        offsets[count] = offset
                        count += 1
                        if offset < caret { caretIndex += 1 }
                    case .skip:
                        break
                    case .drop:
                        dropped.append(offset)
                    }
                }
                return body(FilteredBytes(
                    kept: ByteView(unsafeBuffer: UnsafeBufferPointer(rebasing: kept[0..<count])),
                    offsets: BufferView(unsafeBuffer: UnsafeBufferPointer(rebasing: offsets[0..<count])),
                    caret: caretIndex,
                    droppedOffsets: dropped,
                    overflowed: overflowed,
                    text: input.text
                ))
            }
        }
    }

    /// A plain byte filter's result: the kept characters are the text and the value, and
    /// the caret stays after the same kept character.
    /// - Parameter isComplete: Decides completeness from the kept bytes (after `classify`
    ///   has seen them all).
    @inline(__always)
    static func filterBytes(
        _ input: MaskInput,
        limit: Int,
        classify: (UInt8, Int) -> ByteVerdict,
        isComplete: (ByteView) -> Bool
    ) -> MaskResult {
        filterBytes(input, limit: limit, classify: classify) { plainResult($0, isComplete: isComplete($0.kept)) }
    }

    /// The result of a plain byte filter: the kept characters are the text and the value.
    @inline(__always)
    static func plainResult(_ filtered: FilteredBytes, isComplete: Bool) -> MaskResult {
        let text = filtered.keptText
        return MaskResult(text: text, caret: filtered.caret, value: text, isComplete: isComplete, dropped: filtered.dropped,
                          overflowed: filtered.overflowed)
    }

    /// Calls `body` with one byte per Character of `text`: the UTF-8 itself when it is plain
    /// ASCII (no "\r", which may pair with "\n"), else ASCII Characters as themselves and the
    /// others as ``foreignByte``, so a Character offset indexes the bytes.
    @inline(__always)
    static func withCharacterBytes<R>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        var text = text
        // Two passes over the UTF-8 rather than an optional result: no generic result copies.
        // SAFETY: the UTF-8 is lent to `isPlainASCII` and to `body` only for the length of each call.
        if text.withUTF8({ Mask.isPlainASCII($0) }) { return text.withUTF8(body) }
        var scanned: [UInt8] = []
        scanned.reserveCapacity(text.utf8.count)
        for character in text {
            if character.utf8.count == 1, let byte = character.utf8.first {
                scanned.append(byte)
            } else {
                scanned.append(foreignByte)
            }
        }
        // SAFETY: `body` gets the bytes only for the call, and `scanned` outlives it.
        return scanned.withUnsafeBufferPointer(body)
    }

    /// The Characters of `text` at `offsets` (ascending), for ``MaskResult/dropped``.
    static func characters(of text: String, at offsets: [Int]) -> String {
        guard !offsets.isEmpty else { return "" }
        var result = ""
        var next = offsets.startIndex
        for (offset, character) in text.enumerated() where next < offsets.endIndex {
            if offset == offsets[next] {
                result.append(character)
                next += 1
            }
        }
        return result
    }
}
