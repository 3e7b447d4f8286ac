/// Keystroke plumbing shared by the international formats (card, CVV, expiry,
/// phone, fiscal code): scan the text, keep the significant characters, lay
/// them out again with the format's separators and put the caret back after
/// the same significant character.
///
/// Text is scanned as one byte per Character (ASCII Characters as themselves,
/// anything else as `0xFF`), so a caret, which is a Character offset, indexes
/// the scan directly and the common all-ASCII case needs no copy.
enum InternationalKeystrokes {
    /// A byte standing for a non-ASCII Character in a scan.
    static let foreign: UInt8 = 0xFF

    /// What a scanned byte is to a format.
    enum ByteClass {
        /// A significant character, stored as the given byte (uppercased letters, say).
        case keep(UInt8)
        /// A separator the format writes itself: ignored without being reported.
        case skip
        /// A character the format refuses: reported in `MaskResult.dropped`.
        case drop
    }

    /// The significant characters of a text and where the caret sits among them.
    struct Scan {
        /// How many significant characters were kept (at most the limit).
        var count = 0
        /// How many kept characters precede the caret.
        var caretIndex = 0
        /// Character offsets of refused characters and of kept ones beyond the limit.
        var droppedOffsets: [Int] = []
    }

    /// A separator of at most two ASCII bytes written before a significant character.
    struct Separator {
        var first: UInt8 = 0
        var second: UInt8 = 0

        static let none = Separator()
        static let space = Separator(first: 0x20)

        init(first: UInt8 = 0, second: UInt8 = 0) {
            self.first = first
            self.second = second
        }

        /// A separator from a one- or two-character ASCII string literal.
        init(_ text: StaticString) {
            let bytes = UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
            first = bytes.first ?? 0
            second = bytes.count > 1 ? bytes[1] : 0
        }

        var length: Int { first == 0 ? 0 : (second == 0 ? 1 : 2) }
    }

    /// Calls `body` with one byte per Character of `text`.
    static func withCharacterBytes<R>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        var text = text
        // Two passes over the UTF-8 rather than an optional result: no generic result copies.
        if text.withUTF8({ isOneBytePerCharacter($0) }) { return text.withUTF8(body) }
        var scanned: [UInt8] = []
        scanned.reserveCapacity(text.utf8.count)
        for character in text {
            if character.utf8.count == 1, let byte = character.utf8.first {
                scanned.append(byte)
            } else {
                scanned.append(foreign)
            }
        }
        return scanned.withUnsafeBufferPointer(body)
    }

    /// Whether every Character of these UTF-8 bytes is one ASCII byte (no CR LF pair).
    @inline(__always)
    static func isOneBytePerCharacter(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // Branch-free accumulation (it vectorises); a CR sends the text down the careful path.
        var high: UInt8 = 0
        var carriageReturns: UInt8 = 0
        for byte in bytes {
            high |= byte
            carriageReturns |= byte == 0x0D ? 1 : 0
        }
        return high & 0x80 == 0 && carriageReturns == 0
    }

    /// Keeps the significant bytes of `bytes` (at most `limit`) in `output`.
    ///
    /// `classify` sees each byte and how many were kept so far, so positional
    /// rules (a numeric fiscal code, an address's single `@`) can decide.
    @inline(__always)
    static func collect(
        _ bytes: UnsafeBufferPointer<UInt8>,
        caret: Int,
        limit: Int,
        into output: UnsafeMutableBufferPointer<UInt8>,
        classify: (UInt8, Int) -> ByteClass
    ) -> Scan {
        var scan = Scan()
        let caret = min(max(caret, 0), bytes.count)
        let limit = min(limit, output.count)
        for offset in 0..<bytes.count {
            switch classify(bytes[offset], scan.count) {
            case .keep(let byte):
                if scan.count < limit {
                    output[scan.count] = byte
                    scan.count += 1
                    if offset < caret { scan.caretIndex += 1 }
                } else {
                    scan.droppedOffsets.append(offset)
                }
            case .skip:
                break
            case .drop:
                scan.droppedOffsets.append(offset)
            }
        }
        return scan
    }

    /// The Characters of `text` at `offsets`, for `MaskResult.dropped`.
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

    /// Lays out `significant` with `separator(i)` before character `i` and
    /// places the caret after the `caretIndex`-th significant character.
    /// When the layout is byte for byte `typed` (the input text), `typed` itself is the text.
    ///
    /// The caret then moves past the separators that follow it, up to the next
    /// significant character, except under backward gravity with autoskip,
    /// which leaves it right after the character (so the next backspace
    /// deletes a character, not a separator). Forward gravity with autocomplete
    /// at the end of a not yet full text appends the next separator.
    @inline(__always)
    static func render(
        _ significant: UnsafeBufferPointer<UInt8>,
        caretIndex: Int,
        gravity: CaretGravity,
        isFull: Bool,
        typed: String? = nil,
        separator: (Int) -> Separator
    ) -> (text: String, caret: Int) {
        let count = significant.count
        var skipsSeparators = true
        var autocomplete = false
        switch gravity {
        case .forward(let complete):
            autocomplete = complete && !isFull && count > 0 && caretIndex == count
        case .backward(let autoskip):
            skipsSeparators = !autoskip
        }
        var caret = 0
        // Laid out on the stack first so the String gets its exact length (15 bytes or fewer stay inline).
        let text = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count * 3 + 2) { buffer in
            var length = 0
            func write(_ gap: Separator) {
                if gap.first != 0 { buffer[length] = gap.first; length += 1 }
                if gap.second != 0 { buffer[length] = gap.second; length += 1 }
            }
            for index in 0..<count {
                write(separator(index))
                if skipsSeparators && index == caretIndex { caret = length }
                buffer[length] = significant[index]
                length += 1
                if index + 1 == caretIndex { caret = length }
            }
            if autocomplete {
                write(separator(count))
                caret = length
            }
            let laidOut = UnsafeBufferPointer(rebasing: buffer[0..<length])
            // A keystroke often leaves the text as typed: share that string (no allocation past 15 bytes).
            if let typed, typed.utf8.count == length,
               typed.utf8.withContiguousStorageIfAvailable({ $0.hasSameBytes(as: laidOut) }) == true {
                return typed
            }
            return string(laidOut)
        }
        return (text, caret)
    }

    /// A String from ASCII bytes.
    @inline(__always)
    static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        // Cheaper than `String(unsafeUninitializedCapacity:)`, which validates after writing.
        String(decoding: bytes, as: UTF8.self)
    }

    /// Whether `byte` is an ASCII digit.
    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }
}
