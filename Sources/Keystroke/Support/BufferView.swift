/// A read-only view of a buffer that checks every index it is given: how formats read the
/// UTF-8 bytes of a string, or the bytes a filter kept, without touching pointers.
///
/// Views are made only here and by the byte helpers beside this file (``ASCIIWriter``, the
/// character filter): ``with(_:_:)`` lends a string's bytes to a closure. A view lives only as
/// long as that closure; it must not be stored or returned. Inside it, reading is safe:
///
/// - `view[i]` stops the program (`precondition`, in release builds too) unless `0 <= i < count`;
/// - `view[range]` is a view of that part, indexed from 0, after the same check of its bounds;
/// - iterating, `first`, `last` and the collection algorithms of `Sequence` never leave the buffer.
///
/// ```swift
/// let isCEP = ByteView.with(text) { bytes in
///     bytes.count == 8 && bytes.allSatisfy { $0 &- 0x30 < 10 }
/// }
/// ```
struct BufferView<Element>: Sequence {
    /// The bytes, for the byte helpers in this folder and the mask's byte machine: nothing else reads it.
    // SAFETY: a view lives only inside the closure that lends its buffer (`with`), and its subscripts check
    // bounds.
    let unsafeBuffer: UnsafeBufferPointer<Element>

    /// A view of `buffer`, which the caller keeps alive and unchanged while the view is used.
    @inline(__always)
    init(unsafeBuffer buffer: UnsafeBufferPointer<Element>) {
        unsafeBuffer = buffer
    }

    /// How many elements there are.
    @inline(__always) var count: Int { unsafeBuffer.count }

    /// Whether there is none.
    @inline(__always) var isEmpty: Bool { unsafeBuffer.isEmpty }

    /// The element at `index`, which must be in `0..<count`.
    @inline(__always)
    subscript(index: Int) -> Element {
        precondition(UInt(bitPattern: index) < UInt(bitPattern: unsafeBuffer.count), "BufferView: index out of range")
        return unsafeBuffer[index]
    }

    /// The elements in `range`, which must lie in `0...count`, as a view indexed from 0.
    @inline(__always)
    subscript(range: Range<Int>) -> BufferView {
        precondition(range.lowerBound >= 0 && range.upperBound <= unsafeBuffer.count, "BufferView: range out of bounds")
        return BufferView(unsafeBuffer: UnsafeBufferPointer(rebasing: unsafeBuffer[range]))
    }

    /// The elements from `range.lowerBound` to the end, as a view indexed from 0.
    @inline(__always)
    subscript(range: PartialRangeFrom<Int>) -> BufferView { self[range.lowerBound..<count] }

    /// The elements before `range.upperBound`.
    @inline(__always)
    subscript(range: PartialRangeUpTo<Int>) -> BufferView { self[0..<range.upperBound] }

    /// The first element, if any.
    @inline(__always) var first: Element? { unsafeBuffer.first }

    /// The index of the first element that satisfies `predicate`, if any.
    @inline(__always)
    func firstIndex(where predicate: (Element) throws -> Bool) rethrows -> Int? {
        try unsafeBuffer.firstIndex(where: predicate)
    }

    /// The last element, if any.
    @inline(__always) var last: Element? { unsafeBuffer.last }

    @inline(__always)
    func makeIterator() -> UnsafeBufferPointer<Element>.Iterator { unsafeBuffer.makeIterator() }

    @inline(__always) var underestimatedCount: Int { unsafeBuffer.count }
}

extension BufferView {
    /// Runs `body` over the elements of `array`.
    @inline(__always)
    static func with<Result>(_ array: [Element], _ body: (BufferView) -> Result) -> Result {
        // SAFETY: the view is made and used only inside the closure that lends the array's buffer.
        array.withUnsafeBufferPointer { body(BufferView(unsafeBuffer: $0)) }
    }
}

/// A bounds-checked view of UTF-8 bytes.
typealias ByteView = BufferView<UInt8>

extension BufferView where Element == UInt8 {
    /// Runs `body` over the UTF-8 bytes of `text`, copying only when the string is not contiguous.
    @inline(__always)
    static func with<Result>(_ text: some StringProtocol, _ body: (ByteView) -> Result) -> Result {
        // SAFETY: the view lives only inside the closure that lends the string's bytes, as views must.
        if let result = text.utf8.withContiguousStorageIfAvailable({ body(ByteView(unsafeBuffer: $0)) }) { return result }
        // SAFETY: the copy outlives the closure, and the view is used only inside it.
        return Array(text.utf8).withUnsafeBufferPointer { body(ByteView(unsafeBuffer: $0)) }
    }

    /// Runs `body` over the UTF-8 bytes of `text` when they lie contiguous in memory (native
    /// strings), `nil` otherwise: for fast paths that leave other text to a general path.
    @inline(__always)
    static func ifContiguous<Result>(_ text: some StringProtocol, _ body: (ByteView) -> Result) -> Result? {
        // SAFETY: the view lives only inside the closure that lends the string's bytes, as views must.
        text.utf8.withContiguousStorageIfAvailable { body(ByteView(unsafeBuffer: $0)) }
    }

    /// Whether these bytes equal `other`'s.
    @inline(__always)
    func hasSameBytes(as other: ByteView) -> Bool { unsafeBuffer.hasSameBytes(as: other.unsafeBuffer) }

    /// The `count` bytes (0…8) at `offset`, the first in the lowest byte: a short piece read for a
    /// one-word comparison, after one check of its bounds.
    @inline(__always)
    func word(at offset: Int, count: Int) -> UInt64 {
        precondition(offset >= 0 && UInt(bitPattern: count) <= 8 && count <= unsafeBuffer.count &- offset,
                     "BufferView: word out of bounds")
        var word: UInt64 = 0
        // SAFETY: `offset + index < offset + count <= unsafeBuffer.count`, checked above.
        for index in 0..<count { word |= UInt64(unsafeBuffer[offset &+ index]) << (8 &* index) }
        return word
    }

    /// The bytes as a string (invalid UTF-8 repaired).
    var string: String { String(decoding: unsafeBuffer, as: UTF8.self) }

    /// The scalar whose UTF-8 starts at `offset` of these bytes (valid UTF-8, a string's), and
    /// its width in bytes.
    @inline(__always)
    func scalar(at offset: Int) -> (scalar: Unicode.Scalar, width: Int) {
        let lead = UInt32(self[offset])
        if lead < 0x80 { return (Unicode.Scalar(UInt8(truncatingIfNeeded: lead)), 1) }
        func continuation(_ index: Int) -> UInt32 { UInt32(self[offset &+ index]) & 0x3F }
        let value: UInt32
        let width: Int
        if lead < 0xE0 {
            value = (lead & 0x1F) << 6 | continuation(1)
            width = 2
        } else if lead < 0xF0 {
            value = (lead & 0x0F) << 12 | continuation(1) << 6 | continuation(2)
            width = 3
        } else {
            value = (lead & 0x07) << 18 | continuation(1) << 12 | continuation(2) << 6 | continuation(3)
            width = 4
        }
        // A String's UTF-8 is valid, so the value is a scalar; U+FFFD guards the impossible case.
        return (Unicode.Scalar(value) ?? "\u{FFFD}", width)
    }
}

extension Array where Element == UInt8 {
    /// Appends a view's bytes in one copy (`+=` with a view goes element by element).
    @inline(__always)
    mutating func append(bytes view: ByteView) {
        // SAFETY: a view's buffer is alive while the view is, and its bytes are copied here.
        append(contentsOf: view.unsafeBuffer)
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// Whether both buffers hold the same bytes: eight at a time, then the rest one by one
    /// (`elementsEqual` costs several times more per byte here).
    @inline(__always)
    func hasSameBytes(as other: UnsafeBufferPointer<UInt8>) -> Bool {
        guard count == other.count else { return false }
        guard let base = baseAddress, let otherBase = other.baseAddress else { return count == 0 }
        var index = 0
        while index &+ 8 <= count {
            // SAFETY: both buffers hold `count` bytes, and `index + 8 <= count` for each pair of loads.
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            guard word == UnsafeRawPointer(otherBase + index).loadUnaligned(as: UInt64.self) else { return false }
            index &+= 8
        }
        // SAFETY: `index < count`, checked by the loop, and both buffers hold `count` bytes.
        while index < count {
            guard base[index] == otherBase[index] else { return false }
            index &+= 1
        }
        return true
    }
}

/// The Unicode scalars of a view of valid UTF-8 (a string's bytes), decoded in place: what a
/// scan over scalars reads where `String.UnicodeScalarView` would check every index it is given.
/// Indices are byte offsets; each read goes through the view's checked subscript.
struct ScalarsOfUTF8: BidirectionalCollection {
    let bytes: ByteView

    init(_ bytes: ByteView) { self.bytes = bytes }

    @inline(__always) var startIndex: Int { 0 }
    @inline(__always) var endIndex: Int { bytes.count }

    @inline(__always)
    func index(after index: Int) -> Int { index &+ bytes.scalar(at: index).width }

    @inline(__always)
    func index(before index: Int) -> Int {
        var previous = index &- 1
        while bytes[previous] & 0xC0 == 0x80 { previous &-= 1 }
        return previous
    }

    @inline(__always)
    subscript(index: Int) -> Unicode.Scalar { bytes.scalar(at: index).scalar }
}
