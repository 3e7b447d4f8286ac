/// Splits a file descriptor's bytes into lines, reading large chunks into one reusable buffer.
///
/// Memory stays at the buffer's size whatever the input's length: a line
/// longer than `maximumLineLength` is skipped and reported as too long.
/// A trailing `\r` is removed, so CRLF files read like LF files.
package final class LineReader {
    /// What the reader hands over for each line.
    package enum Line {
        /// A line's bytes (without its end of line), valid only during the callback.
        case bytes(UnsafeRawBufferPointer)
        /// A line longer than the limit; its bytes were discarded.
        case tooLong
    }

    private let descriptor: Int32
    private let chunkSize: Int
    private let buffer: UnsafeMutableRawPointer
    private let capacity: Int
    /// The longest line handed over.
    package let maximumLineLength: Int

    /// Creates a reader.
    /// - Parameters:
    ///   - descriptor: The file descriptor to read (not closed by the reader).
    ///   - chunkSize: How many bytes to ask `read(2)` for at a time.
    ///   - maximumLineLength: Longer lines are reported as ``Line/tooLong``.
    package init(descriptor: Int32, chunkSize: Int = 1 << 18, maximumLineLength: Int = 1 << 20) {
        self.descriptor = descriptor
        self.chunkSize = max(chunkSize, 16)
        self.maximumLineLength = max(maximumLineLength, 16)
        capacity = self.maximumLineLength + self.chunkSize
        buffer = .allocate(byteCount: capacity, alignment: 1)
    }

    deinit {
        buffer.deallocate()
    }

    /// Calls `body` for every line with its 1-based number, until end of input.
    /// - Parameters:
    ///   - beforeRead: Called before each blocking read, so output can be flushed while waiting.
    ///   - body: Receives the line number and the line.
    /// - Throws: The read error, if reading fails.
    package func forEachLine(
        beforeRead: () -> Void = {},
        _ body: (Int, Line) -> Void
    ) throws(SystemError) {
        var start = 0  // first byte of the current line
        var end = 0  // end of the bytes read so far
        var scanned = 0  // bytes before this offset hold no newline of the current line
        var lineNumber = 0
        var skipping = false  // inside an over-long line, waiting for its end

        while true {
            // Hand over every complete line in the buffer.
            while let offset = Platform.firstIndex(
                of: UInt8(ascii: "\n"), in: UnsafeRawBufferPointer(start: buffer + scanned, count: end - scanned))
            {
                let newline = scanned + offset
                lineNumber += 1
                if skipping || newline - start > maximumLineLength {
                    skipping = false
                    body(lineNumber, .tooLong)
                } else {
                    body(lineNumber, .bytes(line(from: start, to: newline)))
                }
                start = newline + 1
                scanned = start
            }
            scanned = end

            // Keep the partial line: discard it if too long, else move it to the front.
            if end - start > maximumLineLength {
                skipping = true
                start = end
            }
            if start > 0 {
                let kept = end - start
                if kept > 0 { buffer.copyMemory(from: buffer + start, byteCount: kept) }
                end = kept
                scanned = kept
                start = 0
            }

            beforeRead()
            let count = try Platform.read(descriptor, into: buffer + end, count: min(chunkSize, capacity - end))
            if count == 0 { break }
            end += count
        }

        if skipping || end - start > maximumLineLength {
            body(lineNumber + 1, .tooLong)
        } else if end > start {
            body(lineNumber + 1, .bytes(line(from: start, to: end)))
        }
    }

    private func line(from start: Int, to end: Int) -> UnsafeRawBufferPointer {
        var end = end
        if end > start, buffer.load(fromByteOffset: end - 1, as: UInt8.self) == UInt8(ascii: "\r") { end -= 1 }
        return UnsafeRawBufferPointer(start: buffer + start, count: end - start)
    }
}
