/// Splits a file descriptor's bytes into lines, reading large chunks into one reusable buffer.
///
/// Memory stays at the buffer's size whatever the input's length: a line
/// longer than `maximumLineLength` is skipped and reported as too long.
/// The `\r` of a `\r\n` is part of the line end, so CRLF files read like LF
/// files; with ``LineBreaks/any`` a lone `\r` ends a line too (old Mac files,
/// CSV exports). Each line's end is handed over too, so a copy can keep it.
package final class LineReader {
    /// What the reader hands over for each line.
    package enum Line {
        /// A line's bytes (without its end of line), valid only during the callback.
        case bytes(UnsafeRawBufferPointer)
        /// A line longer than the limit; its bytes were discarded.
        case tooLong
    }

    /// The bytes that ended a line, so a copy of it can end the same way.
    package enum LineEnd: Sendable {
        /// The last line of the input, with nothing after it.
        case none
        /// `\n`.
        case lineFeed
        /// `\r\n`.
        case carriageReturnLineFeed
        /// A lone `\r`.
        case carriageReturn

        /// The line end's bytes.
        package var bytes: StaticString {
            switch self {
            case .none: ""
            case .lineFeed: "\n"
            case .carriageReturnLineFeed: "\r\n"
            case .carriageReturn: "\r"
            }
        }
    }

    /// Which bytes end a line.
    package enum LineBreaks: Sendable {
        /// `\n` (a `\r` before it is dropped).
        case lineFeed
        /// `\n`, `\r\n` or a lone `\r`.
        case any
    }

    private let descriptor: Int32
    private let chunkSize: Int
    // SAFETY: `capacity` bytes, allocated in `init`, freed in `deinit`; every access stays below `end <= capacity`.
    private let buffer: UnsafeMutableRawPointer
    private let capacity: Int
    private let lineBreaks: LineBreaks
    /// The longest line handed over.
    package let maximumLineLength: Int

    /// Creates a reader.
    /// - Parameters:
    ///   - descriptor: The file descriptor to read (not closed by the reader).
    ///   - chunkSize: How many bytes to ask `read(2)` for at a time.
    ///   - maximumLineLength: Longer lines are reported as ``Line/tooLong``.
    ///   - lineBreaks: Which bytes end a line.
    package init(descriptor: Int32, chunkSize: Int = 1 << 18, maximumLineLength: Int = 1 << 20, lineBreaks: LineBreaks = .lineFeed) {
        self.descriptor = descriptor
        self.chunkSize = max(chunkSize, 16)
        self.maximumLineLength = max(maximumLineLength, 16)
        self.lineBreaks = lineBreaks
        capacity = self.maximumLineLength + self.chunkSize
        buffer = .allocate(byteCount: capacity, alignment: 1)
    }

    deinit {
        buffer.deallocate()
    }

    /// Where the next line break after `start` is, searched with `memchr` at most once per byte.
    private struct BreakFinder {
        /// The next `\n` at or after the current line's start, if found.
        var lineFeed: Int?
        /// No `\n` in the current line before this offset (when `lineFeed` is nil).
        var lineFeedSearched = 0
        var carriageReturn: Int?
        var carriageReturnSearched = 0

        mutating func shift(by amount: Int) {
            lineFeed = lineFeed.map { $0 - amount }
            carriageReturn = carriageReturn.map { $0 - amount }
            lineFeedSearched = max(0, lineFeedSearched - amount)
            carriageReturnSearched = max(0, carriageReturnSearched - amount)
        }
    }

    private func locate(_ byte: UInt8, found: inout Int?, searched: inout Int, start: Int, end: Int) -> Int? {
        if let index = found, index >= start { return index }
        let from = max(searched, start)
        // Searched up to `end` already: nothing there.
        guard from < end else { return nil }
        // SAFETY: `from < end <= capacity`, so the range is a non-empty part of the buffer.
        if let offset = Platform.firstIndex(of: byte, in: UnsafeRawBufferPointer(start: buffer + from, count: end - from)) {
            found = from + offset
            return from + offset
        }
        found = nil
        searched = end
        return nil
    }

    /// The next line break from `start`: where the line ends and where the next one starts.
    private func nextBreak(_ finder: inout BreakFinder, start: Int, end: Int, atEnd: Bool) -> (lineEnd: Int, next: Int)? {
        let lineFeed = locate(UInt8(ascii: "\n"), found: &finder.lineFeed, searched: &finder.lineFeedSearched, start: start, end: end)
        guard lineBreaks == .any else { return lineFeed.map { ($0, $0 + 1) } }
        let limit = lineFeed ?? end
        guard let carriageReturn = locate(
            UInt8(ascii: "\r"), found: &finder.carriageReturn, searched: &finder.carriageReturnSearched, start: start, end: limit),
            carriageReturn < limit
        else { return lineFeed.map { ($0, $0 + 1) } }
        if carriageReturn + 1 < end {
            // SAFETY: `carriageReturn + 1 < end`, checked above.
            let pair = buffer.load(fromByteOffset: carriageReturn + 1, as: UInt8.self) == UInt8(ascii: "\n")
            return (carriageReturn, carriageReturn + (pair ? 2 : 1))
        }
        // A `\r` last in the buffer may be the first half of `\r\n`: wait for the next read.
        return atEnd ? (carriageReturn, carriageReturn + 1) : nil
    }

    /// Calls `body` for every line with its 1-based number, until end of input.
    /// - Parameters:
    ///   - beforeRead: Called before each blocking read, so output can be flushed while waiting.
    ///   - body: Receives the line number and the line.
    /// - Throws: The read error, if reading fails.
    package func forEachLine(
        beforeRead: () throws(SystemError) -> Void = {},
        _ body: (Int, Line) -> Void
    ) throws(SystemError) {
        try forEachLineAndEnd(beforeRead: beforeRead) { number, line, _ in body(number, line) }
    }

    /// Calls `body` for every line with its 1-based number and how it ended, until end of input.
    /// - Parameters:
    ///   - beforeRead: Called before each blocking read; an error it throws ends the reading.
    ///   - body: Receives the line number, the line and its line end.
    /// - Throws: The read error, or `beforeRead`'s.
    package func forEachLineAndEnd(
        beforeRead: () throws(SystemError) -> Void = {},
        _ body: (Int, Line, LineEnd) -> Void
    ) throws(SystemError) {
        var start = 0  // first byte of the current line
        var end = 0  // end of the bytes read so far
        var finder = BreakFinder()
        var lineNumber = 0
        var skipping = false  // inside an over-long line, waiting for its end
        var atEnd = false

        while true {
            // Hand over every complete line in the buffer.
            while let (lineEnd, next) = nextBreak(&finder, start: start, end: end, atEnd: atEnd) {
                lineNumber += 1
                let ending = self.ending(at: lineEnd, next: next, lineStart: start)
                // With `.lineFeed`, the `\r` of a `\r\n` is found with the `\n`: it belongs to the line end.
                let contentEnd = ending == .carriageReturnLineFeed && next - lineEnd == 1 ? lineEnd - 1 : lineEnd
                if skipping || contentEnd - start > maximumLineLength {
                    skipping = false
                    body(lineNumber, .tooLong, ending)
                } else {
                    body(lineNumber, .bytes(line(from: start, to: contentEnd)), ending)
                }
                start = next
            }
            if atEnd { break }

            // Keep the partial line: discard it if too long, else move it to the front.
            if end - start > maximumLineLength {
                skipping = true
                // Keep a final `\r`: it may pair with the next read's `\n`.
                // SAFETY: `end - start > maximumLineLength >= 16`, so `end - 1` is a byte read into the buffer.
                let keep = lineBreaks == .any && buffer.load(fromByteOffset: end - 1, as: UInt8.self) == UInt8(ascii: "\r") ? 1 : 0
                start = end - keep
            }
            if start > 0 {
                let kept = end - start
                // SAFETY: moves the bytes in `start..<end` to the front, within the buffer; the regions may overlap.
                if kept > 0 { buffer.copyMemory(from: buffer + start, byteCount: kept) }
                finder.shift(by: start)
                end = kept
                start = 0
            }

            try beforeRead()
            // SAFETY: at most `capacity - end` bytes are read in at `end`, so they stay in the buffer.
            let count = try Platform.read(descriptor, into: buffer + end, count: min(chunkSize, capacity - end))
            if count == 0 { atEnd = true }
            end += count
        }

        if skipping || end - start > maximumLineLength {
            body(lineNumber + 1, .tooLong, .none)
        } else if end > start {
            body(lineNumber + 1, .bytes(line(from: start, to: end)), .none)
        }
    }

    /// How the line that stops at `lineEnd` ended, the next starting at `next`.
    private func ending(at lineEnd: Int, next: Int, lineStart: Int) -> LineEnd {
        if next - lineEnd == 2 { return .carriageReturnLineFeed }
        // SAFETY: `lineEnd` is a break found below `end`, and `lineEnd - 1` is read only when above `lineStart`.
        guard buffer.load(fromByteOffset: lineEnd, as: UInt8.self) == UInt8(ascii: "\n") else { return .carriageReturn }
        // With `.lineFeed`, a `\r` before the `\n` is part of the line end, not of the line.
        let pair = lineBreaks == .lineFeed && lineEnd > lineStart
            && buffer.load(fromByteOffset: lineEnd - 1, as: UInt8.self) == UInt8(ascii: "\r")
        return pair ? .carriageReturnLineFeed : .lineFeed
    }

    private func line(from start: Int, to end: Int) -> UnsafeRawBufferPointer {
        // SAFETY: callers pass `start <= end <= capacity`; the bytes are valid only during the callback (`Line`).
        UnsafeRawBufferPointer(start: buffer + start, count: end - start)
    }
}
