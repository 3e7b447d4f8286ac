import KeystrokeBatch

/// The bytes read from one connection and not yet consumed by a request.
///
/// Reads land in a fixed scratch block and are appended, so a slow client that sends a byte
/// at a time costs no more than its bytes; consumed requests are dropped from the front.
final class ConnectionBuffer {
    private(set) var bytes: [UInt8] = []
    /// Where the unconsumed bytes start in `bytes`.
    private(set) var start = 0
    // SAFETY: `chunkSize` bytes, allocated in `init` and freed in `deinit`; only `fill` uses them.
    private let scratch: UnsafeMutableRawBufferPointer

    /// A buffer that reads up to `chunkSize` bytes at a time.
    init(chunkSize: Int = 1 << 16) {
        precondition(chunkSize > 0, "a read needs room for a byte")
        scratch = .allocate(byteCount: chunkSize, alignment: 1)
    }

    deinit {
        scratch.deallocate()
    }

    /// How many bytes wait to be consumed.
    var count: Int { bytes.count - start }

    /// The unconsumed bytes from `offset` (counted from the first unconsumed byte) for `length` bytes.
    func slice(from offset: Int, length: Int) -> ArraySlice<UInt8> {
        precondition(offset >= 0 && length >= 0 && offset + length <= count, "slice outside the buffered bytes")
        return bytes[(start + offset)..<(start + offset + length)]
    }

    /// The offset (from the first unconsumed byte) just past the blank line that ends a request
    /// head, searching from `from`; nil when it has not arrived.
    func headEnd(searchingFrom from: Int) -> (headLength: Int, end: Int)? {
        var index = start + max(from, 0)
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\n") {
                // `\n\n` or `\n\r\n` ends the head.
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") {
                    return (index - start, index + 2 - start)
                }
                if index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "\r"), bytes[index + 2] == UInt8(ascii: "\n") {
                    return (index - start, index + 3 - start)
                }
            }
            index += 1
        }
        return nil
    }

    /// Reads what the non-blocking socket has now (up to the scratch block's size).
    /// - Returns: The number of bytes read (0 when the client closed its side), or nil when none have arrived.
    func fill(from descriptor: Int32) throws(SystemError) -> Int? {
        // SAFETY: the scratch block holds `scratch.count` bytes and the read is told that size;
        // only the `read` bytes it reports are copied out.
        guard let base = scratch.baseAddress else { return 0 }
        guard let read = try Platform.readAvailable(descriptor, into: base, count: scratch.count) else { return nil }
        bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: scratch[0..<read]))
        return read
    }

    /// Drops `length` bytes from the front (a request that has been answered).
    func consume(_ length: Int) {
        precondition(length >= 0 && length <= count, "consumed more than was buffered")
        start += length
        if start == bytes.count {
            // A large body's storage is not kept for the small requests that follow.
            bytes.removeAll(keepingCapacity: bytes.capacity <= 1 << 16)
            start = 0
        } else if start >= 1 << 16 {
            bytes.removeFirst(start)
            start = 0
        }
    }
}
