/// The one place where short strings are built byte by byte in their own storage.
///
/// Formats lay out CPFs, dates, amounts and masked text without intermediate arrays by
/// writing bytes straight into a `String`'s storage (inline, without allocating, up to
/// 15 bytes). Every such string goes through this writer, which checks at its entry
/// what hand-written `String(unsafeUninitializedCapacity:)` closures used to leave to
/// their callers:
///
/// - the capacity is not negative;
/// - every write lands inside the capacity, and never over bytes already written
///   from the other end (writes go forwards from the start with `append`, backwards from
///   the end with `prepend`, or both);
/// - every byte written one at a time is ASCII; runs of other UTF-8 go only through
///   ``prepend(utf8:)`` / ``append(utf8:)``, whose callers copy whole encoded scalars from
///   a valid string (a currency symbol, a locale's digits);
/// - when anything was prepended, the two ends meet: the text has no unwritten gap.
///
/// A broken contract stops the program (`precondition`), in release builds too, rather
/// than read or write past the buffer. The writer exists only inside ``string(capacity:_:)``
/// and ``withBytes(capacity:_:_:)``; it cannot escape them.
///
/// ```swift
/// let cep = ASCIIWriter.string(capacity: 9) { text in
///     text.append(contentsOf: digits[0..<5])
///     text.append(UInt8(ascii: "-"))
///     text.append(contentsOf: digits[5..<8])
/// }
/// ```
struct ASCIIWriter: ~Copyable {
    // SAFETY: `base` is the start of `capacity` bytes lent by an entry point for the writer's whole life (it
    // is ~Copyable and never leaves `body`); every write below checks `front` and `back` against it
    // first.
    private let base: UnsafeMutablePointer<UInt8>?
    /// The buffer's size in bytes.
    let capacity: Int
    /// How many bytes were appended at the start.
    private(set) var front = 0
    /// Where the bytes prepended at the end begin (`capacity` when none were).
    private(set) var back: Int
    /// Whether non-ASCII bytes came from a caller's buffer rather than from ``UTF8Pieces``:
    /// then the text is checked as UTF-8 even by ``string(capacity:pieces:_:)``.
    private var hasOutsideUTF8 = false

    private init(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
        base = buffer.baseAddress
        capacity = buffer.count
        back = buffer.count
    }

    /// Bytes still free between the two ends.
    var remaining: Int { back &- front }

    // MARK: - Entry points

    /// A string of at most `capacity` UTF-8 bytes, written by `body`.
    ///
    /// The string is the appended bytes followed by the prepended ones; when anything
    /// was prepended, `body` must fill the capacity exactly.
    /// - Complexity: O(`capacity`), without allocating up to 15 bytes.
    @inline(__always)
    static func string(capacity: Int, _ body: (inout ASCIIWriter) -> Void) -> String {
        precondition(capacity >= 0, "ASCIIWriter: negative capacity")
        guard capacity > 0 else { return "" }
        // SAFETY: the writer covers exactly the string's first `capacity` bytes, and `finish()` counts only
        // bytes it wrote.
        return String(unsafeUninitializedCapacity: capacity) { buffer in
            var writer = ASCIIWriter(UnsafeMutableBufferPointer(rebasing: buffer[..<capacity]))
            body(&writer)
            return writer.finish()
        }
    }

    /// A string of UTF-8 bytes built elsewhere (a mask's output buffer), copied in place: the
    /// writer's bookkeeping left out for a plain copy on the hottest path. The initializer
    /// repairs invalid UTF-8, so a wrong byte cannot make a broken string.
    /// - Complexity: O(`bytes.count`), without allocating up to 15 bytes.
    @inline(__always)
    static func string(copying bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard let source = bytes.baseAddress, bytes.count > 0 else { return "" }
        // SAFETY: the new buffer and `source` both hold `bytes.count` bytes; the initializer repairs invalid
        // UTF-8.
        return String(unsafeUninitializedCapacity: bytes.count) { buffer in
            buffer.baseAddress.unsafelyUnwrapped.update(from: source, count: bytes.count)
            return bytes.count
        }
    }

    /// A copy of the bytes of a checked view, as `string(copying:)` makes one from a buffer.
    @inline(__always)
    static func string(copying bytes: ByteView) -> String { string(copying: bytes.unsafeBuffer) }

    /// A string written like ``string(capacity:_:)``, for text with non-ASCII ``UTF8Pieces``
    /// (a locale's digits, `€`, a no-break space): written on the stack, then made a `String`
    /// without checking its UTF-8 again, which ``string(capacity:_:)`` does at about 13
    /// instructions a byte. That holds because single bytes are checked ASCII and runs come
    /// whole from `pieces`; when `body` copies other UTF-8 (``prepend(utf8:)``) the text is
    /// checked as usual, as it is before Swift 6.2's `UTF8Span`.
    /// - Complexity: O(`capacity`), without allocating up to 15 bytes.
    @inline(__always)
    static func string(capacity: Int, pieces: UTF8Pieces, _ body: (inout ASCIIWriter, UTF8Pieces.Bytes) -> Void) -> String {
        precondition(capacity >= 0, "ASCIIWriter: negative capacity")
        guard capacity > 0 else { return "" }
        return pieces.withBytes { table in
            // SAFETY: the stack buffer lives until this closure returns, and only the `finish()` bytes, all
            // written, are read.
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
                var writer = ASCIIWriter(buffer)
                body(&writer, table)
                let checked = !writer.hasOutsideUTF8
                let text = UnsafeBufferPointer(rebasing: buffer[..<writer.finish()])
                if checked, let string = uncheckedString(text, isASCII: pieces.isASCII) { return string }
                return String(decoding: text, as: UTF8.self)
            }
        }
    }

    /// A string of `text`, known to be valid UTF-8, made without checking it; `nil` where the
    /// standard library has no such initializer (before Swift 6.2 and the 2025 Apple systems).
    @inline(__always)
    private static func uncheckedString(_ text: UnsafeBufferPointer<UInt8>, isASCII: Bool) -> String? {
        #if compiler(>=6.2)
        if #available(macOS 26.0, iOS 26.0, watchOS 26.0, tvOS 26.0, visionOS 26.0, *) {
            // SAFETY: the text holds checked ASCII bytes and whole pieces of `UTF8Pieces` only
            // (`hasOutsideUTF8` is false).
            return String(copying: unsafe UTF8Span(unchecked: text.span, isKnownASCII: isASCII))
        }
        #endif
        return nil
    }

    /// Calls `fill` to write at most `capacity` bytes on the stack, then `body` with them:
    /// for bytes that are compared or copied, never kept as a string.
    @inline(__always)
    static func withBytes<Result>(
        capacity: Int, _ fill: (inout ASCIIWriter) -> Void, _ body: (ByteView) -> Result
    ) -> Result {
        precondition(capacity >= 0, "ASCIIWriter: negative capacity")
        // SAFETY: the view lent to `body` covers the written bytes only, and does not outlive the allocation.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
            var writer = ASCIIWriter(buffer)
            fill(&writer)
            let count = writer.finish()
            return body(ByteView(unsafeBuffer: UnsafeBufferPointer(rebasing: buffer[..<count])))
        }
    }

    /// Calls `fill` to write at most `capacity` bytes on the stack, then `body` with them, or
    /// returns `nil` without calling `body` when `fill` gives up (returns `false`): for bytes
    /// picked out of a text that may turn out not to fit.
    @inline(__always)
    static func withBytes<Result>(
        capacity: Int, filling fill: (inout ASCIIWriter) -> Bool, then body: (ByteView) -> Result
    ) -> Result? {
        precondition(capacity >= 0, "ASCIIWriter: negative capacity")
        // SAFETY: the view lent to `body` covers the written bytes only, and does not outlive the allocation.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
            var writer = ASCIIWriter(buffer)
            guard fill(&writer) else { return nil }
            let count = writer.finish()
            return body(ByteView(unsafeBuffer: UnsafeBufferPointer(rebasing: buffer[..<count])))
        }
    }

    /// The text's length: the appended bytes, or the whole capacity when the ends met.
    private consuming func finish() -> Int {
        if back == capacity { return front }
        precondition(front == back, "ASCIIWriter: a gap of unwritten bytes")
        return capacity
    }

    // MARK: - Writing forwards

    /// Appends one ASCII byte.
    @inline(__always)
    mutating func append(_ byte: UInt8) {
        precondition(front < back, "ASCIIWriter: write past the capacity")
        precondition(byte < 0x80, "ASCIIWriter: non-ASCII byte")
        // SAFETY: `front < back <= capacity`, checked above.
        base.unsafelyUnwrapped[front] = byte
        front &+= 1
    }

    /// Appends ASCII bytes.
    @inline(__always)
    mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>) {
        var high: UInt8 = 0
        for byte in bytes { high |= byte }
        precondition(high < 0x80, "ASCIIWriter: non-ASCII byte")
        append(utf8: bytes)
    }

    /// Appends ASCII bytes.
    @inline(__always)
    mutating func append(contentsOf bytes: ByteView) { append(contentsOf: bytes.unsafeBuffer) }

    /// Appends whole UTF-8 encoded scalars copied from a valid string.
    @inline(__always)
    mutating func append(utf8 bytes: ByteView) { append(utf8: bytes.unsafeBuffer) }

    /// Appends whole UTF-8 encoded scalars copied from a valid string.
    @inline(__always)
    mutating func append(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        precondition(bytes.count <= back &- front, "ASCIIWriter: write past the capacity")
        guard bytes.count > 0, let source = bytes.baseAddress else { return }
        hasOutsideUTF8 = true
        // SAFETY: `bytes.count <= back - front`, checked above.
        (base.unsafelyUnwrapped + front).update(from: source, count: bytes.count)
        front &+= bytes.count
    }

    /// Appends the last `width` decimal digits of `number` (≥ 0), zero-padded.
    @inline(__always)
    mutating func append(_ number: Int, width: Int) {
        precondition(number >= 0 && width >= 0, "ASCIIWriter: negative number or width")
        precondition(width <= back &- front, "ASCIIWriter: write past the capacity")
        var rest = number
        var index = front &+ width
        while index > front {
            index &-= 1
            // SAFETY: `front <= index < front + width <= back`, checked above.
            base.unsafelyUnwrapped[index] = UInt8(truncatingIfNeeded: 0x30 &+ rest % 10)
            rest /= 10
        }
        front &+= width
    }

    // MARK: - Writing backwards

    /// Puts one ASCII byte before those prepended so far.
    @inline(__always)
    mutating func prepend(_ byte: UInt8) {
        precondition(back > front, "ASCIIWriter: write past the capacity")
        precondition(byte < 0x80, "ASCIIWriter: non-ASCII byte")
        back &-= 1
        // SAFETY: `back > front >= 0`, checked above.
        base.unsafelyUnwrapped[back] = byte
    }

    /// Puts the last `count` decimal digits of `value` (ASCII, zero-padded) before those prepended
    /// so far, and drops them from `value`: one check of the capacity for the whole run.
    @inline(__always)
    mutating func prepend(digitsOf value: inout UInt64, count: Int) {
        precondition(count >= 0 && count <= back &- front, "ASCIIWriter: write past the capacity")
        // SAFETY: `count <= back - front`, checked above, bounds every byte written below `back`.
        let target = base.unsafelyUnwrapped
        // Two digits at a time from a constant table: half the chain of divisions.
        // SAFETY: the literal holds 200 bytes, and `pair + 1 <= 199` as `value % 100 < 100`.
        let pairs = Self.asciiPairs.utf8Start
        var left = count
        while left >= 2 {
            let pair = Int(truncatingIfNeeded: value % 100) &* 2
            back &-= 2
            target[back] = pairs[pair]
            target[back &+ 1] = pairs[pair &+ 1]
            value /= 100
            left &-= 2
        }
        if left == 1 {
            back &-= 1
            target[back] = 0x30 &+ UInt8(truncatingIfNeeded: value % 10)
            value /= 10
        }
    }

    /// `00`, `01`, … `99`, for ``prepend(digitsOf:count:)``.
    private static var asciiPairs: StaticString {
        "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"
    }

    /// Puts whole UTF-8 encoded scalars, copied from a valid string, before those prepended so far.
    @inline(__always)
    mutating func prepend(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        hasOutsideUTF8 = true
        prependCopy(bytes)
    }

    /// Puts a piece of `table` (the one ``string(capacity:pieces:_:)`` passed) before those prepended so far.
    @inline(__always)
    mutating func prepend(_ piece: UTF8Pieces.Piece, from table: UTF8Pieces.Bytes) {
        prependCopy(table.of(piece))
    }

    /// Puts the last `count` decimal digits of `value` in `table`'s digits (the one
    /// ``string(capacity:pieces:_:)`` passed) before those prepended so far, and drops them from
    /// `value`: two at a time from the table's pairs, after one check of the capacity for the run.
    @inline(__always)
    mutating func prepend(digitsOf value: inout UInt64, count: Int, from table: UTF8Pieces.Bytes) {
        let width = table.digitWidth
        precondition(width > 0 && width <= 4 && count >= 0 && count &* width <= back &- front, "ASCIIWriter: write past the capacity")
        // SAFETY: `count * width <= back - front`, checked above, bounds every byte written below `back`; the
        // table is read within its pieces.
        let target = UnsafeMutableRawPointer(base.unsafelyUnwrapped)
        var left = count
        while left >= 2 {
            // The pairs follow the ten digits in the table (UTF8Pieces.init(digitsFrom:)), so they are in bounds.
            let source = UnsafeRawPointer(table.start + (10 &+ 2 &* Int(truncatingIfNeeded: value % 100)) &* width)
            back &-= 2 &* width
            switch width {
            case 1: (target + back).storeBytes(of: source.loadUnaligned(as: UInt16.self), as: UInt16.self)
            case 2: (target + back).storeBytes(of: source.loadUnaligned(as: UInt32.self), as: UInt32.self)
            case 3:
                (target + back).storeBytes(of: source.loadUnaligned(as: UInt32.self), as: UInt32.self)
                (target + back).storeBytes(of: source.loadUnaligned(fromByteOffset: 4, as: UInt16.self), toByteOffset: 4, as: UInt16.self)
            default: (target + back).copyMemory(from: source, byteCount: 2 &* width)
            }
            value /= 100
            left &-= 2
        }
        if left == 1 {
            // The table starts with its ten digits.
            let source = table.start + Int(truncatingIfNeeded: value % 10) &* width
            back &-= width
            let digit = base.unsafelyUnwrapped + back
            switch width {
            case 1: digit[0] = source[0]
            case 2: digit[0] = source[0]; digit[1] = source[1]
            case 3: digit[0] = source[0]; digit[1] = source[1]; digit[2] = source[2]
            default: digit.update(from: source, count: width)
            }
            value /= 10
        }
    }

    /// Copies `bytes` before those prepended so far; the short runs of a digit or a symbol
    /// a byte at a time, as a call to `memcpy` costs several times more.
    @inline(__always)
    private mutating func prependCopy(_ bytes: UnsafeBufferPointer<UInt8>) {
        precondition(bytes.count <= back &- front, "ASCIIWriter: write past the capacity")
        guard let source = bytes.baseAddress else { return }
        back &-= bytes.count
        let target = base.unsafelyUnwrapped + back
        switch bytes.count {
        case 0: break
        case 1: target[0] = source[0]
        case 2: target[0] = source[0]; target[1] = source[1]
        case 3: target[0] = source[0]; target[1] = source[1]; target[2] = source[2]
        default: target.update(from: source, count: bytes.count)
        }
    }
}
