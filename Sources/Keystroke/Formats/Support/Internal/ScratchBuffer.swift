/// A few elements of scratch space on the stack, read and written through subscripts that
/// check every index: for a format that edits the characters it kept before laying them out
/// (the expiry date's month repair).
///
/// A buffer exists only inside ``with(capacity:filledWith:_:)`` and must not escape it.
/// `buffer[i]` stops the program (`precondition`, in release builds too) unless
/// `0 <= i < capacity`; ``view(_:)`` hands a part of it to readers as a ``BufferView``.
///
/// ```swift
/// ScratchBuffer.with(capacity: 5, filledWith: UInt8(0)) { digits in
///     digits[0] = UInt8(ascii: "0")
///     return digits.view(0..<1).string      // "0"
/// }
/// ```
struct ScratchBuffer<Element: BitwiseCopyable> {
    private let buffer: UnsafeMutableBufferPointer<Element>

    /// How many elements the buffer holds.
    var capacity: Int { buffer.count }

    /// Calls `body` with `capacity` elements on the stack, each set to `value` first.
    @inline(__always)
    static func with<Result>(capacity: Int, filledWith value: Element, _ body: (ScratchBuffer) -> Result) -> Result {
        precondition(capacity >= 0, "ScratchBuffer: negative capacity")
        return withUnsafeTemporaryAllocation(of: Element.self, capacity: capacity) { buffer in
            buffer.initialize(repeating: value)
            return body(ScratchBuffer(buffer: buffer))
        }
    }

    /// The element at `index`, which must be in `0..<capacity`.
    @inline(__always)
    subscript(index: Int) -> Element {
        get {
            precondition(UInt(bitPattern: index) < UInt(bitPattern: buffer.count), "ScratchBuffer: index out of range")
            return buffer[index]
        }
        nonmutating set {
            precondition(UInt(bitPattern: index) < UInt(bitPattern: buffer.count), "ScratchBuffer: index out of range")
            buffer[index] = newValue
        }
    }

    /// The elements in `range`, which must lie in `0...capacity`, as a read-only view.
    @inline(__always)
    func view(_ range: Range<Int>) -> BufferView<Element> {
        BufferView(unsafeBuffer: UnsafeBufferPointer(buffer))[range]
    }
}
