/// Where a postal code's separators go, learnt from a country's example codes.
///
/// The rule (documented in Docs/Formats.md): each example is read as its letters and digits
/// with the separators (space, hyphen) between them. A separator sits either a fixed number
/// of characters from the start (`K1A 0B1`, `12345-678`, `1234 AB`: *left-anchored*) or from
/// the end (`SW1A 1AA`, `M2 5BQ`: *right-anchored*, as British inward codes). The anchoring that
/// explains the most examples wins; each distinct placement the examples show becomes a layout,
/// the most frequent first, and the plain code without separators comes last.
/// A left-anchored separator is written once a character follows it; a right-anchored one once
/// the code has a character before it.
struct PostalCodeLayout: Sendable, Hashable {
    /// A separator: how many letters and digits precede it (or follow it, from the end), and its byte.
    struct Mark: Sendable, Hashable {
        let offset: Int
        let byte: UInt8
    }

    /// Whether ``marks`` count from the end of the code.
    let fromEnd: Bool
    /// The separators, in order.
    let marks: [Mark]

    /// The separator placement for a code of `count` letters and digits.
    func placement(count: Int) -> PostalCodePlacement {
        var placement = PostalCodePlacement()
        for mark in marks {
            let position = fromEnd ? count &- mark.offset : mark.offset
            if position > 0 && position < count { placement.insert(mark.byte, before: position) }
        }
        return placement
    }

    /// The layouts the examples show, most frequent first, then the plain layout.
    static func layouts(examples: [String]) -> [PostalCodeLayout] {
        var left: [[Mark]] = []
        var right: [[Mark]] = []
        for example in examples {
            var count = 0
            var marks: [Mark] = []
            for byte in example.utf8 {
                if Self.isCodeByte(byte) { count &+= 1 } else { marks.append(Mark(offset: count, byte: byte)) }
            }
            guard !marks.isEmpty else { continue }
            left.append(marks)
            right.append(marks.map { Mark(offset: count &- $0.offset, byte: $0.byte) })
        }
        let fromEnd = topCount(right) > topCount(left)
        let ranked = ranked(fromEnd ? right : left)
        return ranked.map { PostalCodeLayout(fromEnd: fromEnd, marks: $0) } + [PostalCodeLayout(fromEnd: false, marks: [])]
    }

    /// An ASCII letter or digit.
    @inline(__always)
    static func isCodeByte(_ byte: UInt8) -> Bool {
        byte &- 0x30 < 10 || byte &- 0x41 < 26 || byte &- 0x61 < 26
    }

    /// A space or a hyphen: the separators a code may be typed or stored with.
    @inline(__always)
    static func isSeparatorByte(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x2D
    }

    private static func topCount(_ lists: [[Mark]]) -> Int {
        Dictionary(lists.map { ($0, 1) }, uniquingKeysWith: +).values.max() ?? 0
    }

    /// The distinct placements, most frequent first, ties in order of appearance.
    private static func ranked(_ lists: [[Mark]]) -> [[Mark]] {
        var order: [[Mark]] = []
        var counts: [[Mark]: Int] = [:]
        for list in lists {
            if counts[list] == nil { order.append(list) }
            counts[list, default: 0] += 1
        }
        return order.enumerated().sorted { lhs, rhs in
            let (l, r) = (counts[lhs.element]!, counts[rhs.element]!)
            return l != r ? l > r : lhs.offset < rhs.offset
        }.map(\.element)
    }
}

/// Separators placed between a postal code's letters and digits: a space or a hyphen before
/// any of its first 64 characters, as two bit sets (no allocation on the typing path).
struct PostalCodePlacement: Sendable, Hashable {
    private(set) var spaces: UInt64 = 0
    private(set) var hyphens: UInt64 = 0

    /// The most characters a placement covers.
    static let capacity = 64

    /// Puts `byte` (a space, or else a hyphen) before the character at `position`.
    mutating func insert(_ byte: UInt8, before position: Int) {
        guard position > 0 && position < Self.capacity else { return }
        if byte == 0x20 { spaces |= 1 << UInt64(position) } else { hyphens |= 1 << UInt64(position) }
    }

    /// The separator before the character at `position`, if any.
    @inline(__always)
    func separator(before position: Int) -> UInt8? {
        guard position > 0 && position < Self.capacity else { return nil }
        let bit: UInt64 = 1 << UInt64(position)
        if spaces & bit != 0 { return 0x20 }
        if hyphens & bit != 0 { return 0x2D }
        return nil
    }

    /// How many separators stand before the first `count` characters.
    func separatorCount(below count: Int) -> Int {
        let mask: UInt64 = count >= Self.capacity ? .max : (1 << UInt64(max(count, 0))) &- 1
        return ((spaces | hyphens) & mask).nonzeroBitCount
    }

    /// Whether `text` is `code` laid out here, compared byte by byte without building it.
    func laysOut(_ code: ByteView, as text: ByteView) -> Bool {
        var offset = 0
        for index in 0..<code.count {
            if let mark = separator(before: index) {
                guard offset < text.count, text[offset] == mark else { return false }
                offset &+= 1
            }
            guard offset < text.count, text[offset] == code[index] else { return false }
            offset &+= 1
        }
        return offset == text.count
    }

    /// `code` with the separators written in.
    func text(_ code: ByteView) -> String {
        ASCIIWriter.string(capacity: code.count &+ separatorCount(below: code.count)) { write(code, into: &$0) }
    }

    /// `code` with the separators written in, lent to `body` from the stack: for a text that
    /// is only matched, never kept.
    @inline(__always)
    func withText<Result>(_ code: ByteView, _ body: (ByteView) -> Result) -> Result {
        ASCIIWriter.withBytes(capacity: code.count &+ separatorCount(below: code.count), { write(code, into: &$0) }, body)
    }

    @inline(__always)
    private func write(_ code: ByteView, into text: inout ASCIIWriter) {
        for index in 0..<code.count {
            if let mark = separator(before: index) { text.append(mark) }
            text.append(code[index])
        }
    }
}
