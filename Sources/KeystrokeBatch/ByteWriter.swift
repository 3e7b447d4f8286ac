@_spi(KeystrokeInternal) import KeystrokeForms

/// Output gathered in one reusable buffer and written with `write(2)` in large blocks.
///
/// Batch output goes through here rather than `print` so a million result
/// lines cost a few hundred system calls, not a million. JSON strings and values are
/// written by `JSONSink`'s escaper, the one `FormOutput` uses.
package final class ByteWriter: JSONSink {
    private let descriptor: Int32
    // SAFETY: `capacity` bytes, allocated in `init`, freed in `deinit`; `count <= capacity` is kept below.
    private let base: UnsafeMutableRawPointer
    private let capacity: Int
    private var count = 0

    /// Creates a writer for `descriptor` with a buffer of `capacity` bytes.
    package init(descriptor: Int32, capacity: Int = 1 << 18) {
        self.descriptor = descriptor
        self.capacity = max(capacity, 64)
        base = .allocate(byteCount: self.capacity, alignment: 1)
    }

    deinit {
        base.deallocate()
    }

    /// Bytes waiting to be written.
    package var pendingCount: Int { count }

    /// Writes every pending byte.
    /// - Throws: The write error, this time and at every later flush: once a write
    ///   has failed, the output has a hole, and nothing after it may look written.
    package func flush() throws(SystemError) {
        if let failure {
            count = 0
            throw failure
        }
        guard count > 0 else { return }
        // SAFETY: the first `count` bytes are written, and nothing appends until `writeAll` returns.
        let pending = UnsafeRawBufferPointer(start: base, count: count)
        count = 0
        do {
            try Platform.writeAll(descriptor, pending)
        } catch {
            failure = error
            throw error
        }
    }

    /// Flushes when the buffer is more than three quarters full.
    package func flushIfFull() throws(SystemError) {
        if count > capacity - capacity / 4 { try flush() }
    }

    /// Appends one byte. The buffer grows past its threshold only until the next flush point,
    /// so a full buffer is written here.
    @inline(__always)
    package func append(_ byte: UInt8) {
        if count == capacity { flushOrDrop() }
        // SAFETY: `count < capacity`: a full buffer was just flushed, which sets `count` to 0.
        base.storeBytes(of: byte, toByteOffset: count, as: UInt8.self)
        count += 1
    }

    /// Appends raw bytes.
    @inline(__always)
    package func append(_ bytes: UnsafeRawBufferPointer) {
        // Inlined common case: room in the buffer (most appends are a few bytes).
        if let source = bytes.baseAddress, count + bytes.count <= capacity {
            // SAFETY: `count + bytes.count <= capacity`, checked above.
            (base + count).copyMemory(from: source, byteCount: bytes.count)
            count += bytes.count
        } else {
            appendFlushing(bytes)
        }
    }

    /// Appends bytes that do not fit the buffer's free space.
    private func appendFlushing(_ bytes: UnsafeRawBufferPointer) {
        guard let source = bytes.baseAddress, bytes.count > 0 else { return }
        if count + bytes.count > capacity { flushOrDrop() }
        if bytes.count > capacity {
            guard failure == nil else { return }
            do {
                try Platform.writeAll(descriptor, bytes)
            } catch {
                failure = error
            }
            return
        }
        // SAFETY: `bytes.count <= capacity`, and a flush above set `count` to 0 when they did not fit after it.
        (base + count).copyMemory(from: source, byteCount: bytes.count)
        count += bytes.count
    }

    /// Appends a literal's UTF-8.
    @inline(__always)
    package func append(_ literal: StaticString) {
        // SAFETY: a literal's `utf8Start` holds its `utf8CodeUnitCount` bytes in static storage.
        append(UnsafeRawBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    /// Appends a string's UTF-8 as is.
    package func append(text: String) {
        var text = text
        // SAFETY: `append` copies the bytes while the closure lends them.
        text.withUTF8 { append(UnsafeRawBufferPointer($0)) }
    }

    /// Appends a decimal integer.
    package func append(integer value: Int) {
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes: room for 20 digits and a sign
        // SAFETY: the 24 scratch bytes hold the at most 20 digits and sign, written backwards from the end.
        withUnsafeMutableBytes(of: &digits) { scratch in
            var magnitude = value.magnitude
            var index = scratch.count
            repeat {
                index -= 1
                scratch[index] = UInt8(truncatingIfNeeded: 48 + magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            if value < 0 {
                index -= 1
                scratch[index] = UInt8(ascii: "-")
            }
            append(UnsafeRawBufferPointer(rebasing: scratch[index...]))
        }
    }

    /// Appends `true` or `false`.
    @inline(__always)
    package func append(bool value: Bool) {
        append(value ? "true" : "false")
    }

    /// Makes room by flushing; a failed write is remembered and thrown by the next `flush()`.
    private func flushOrDrop() {
        try? flush()
    }

    /// The first write error, thrown by every later ``flush()`` and by ``checkFailure()``.
    private(set) var failure: SystemError?

    /// Throws the first write error met while appending.
    package func checkFailure() throws(SystemError) {
        if let failure { throw failure }
    }
}
