import Keystroke

/// `keystroke find`: the phone numbers in a stream of text, one JSON line each as they are found,
/// read in chunks so that memory stays flat however long the input.
///
/// Each chunk goes to a ``PhoneNumberStreamMatcher``, which keeps what a number cut by the chunk's
/// end needs; offsets count Characters from the start of the stream. Bytes that are not UTF-8
/// are read as U+FFFD, one replacement for each bad sequence, as `String(decoding:as:)` reads them.
package struct PhoneMatchStream {
    private var matcher: PhoneNumberStreamMatcher
    private let output: ByteWriter
    /// The bytes read at a time.
    private let chunkSize: Int

    /// A stream finding numbers of `region` (nil: only numbers written with `+`).
    /// - Parameters:
    ///   - region: The region numbers without `+` belong to.
    ///   - leniency: How sure a match must be.
    ///   - output: Where the JSON lines go.
    ///   - chunkSize: The bytes read at a time (at least 4).
    package init(region: String?, leniency: PhoneNumberMatcher.Leniency, output: ByteWriter, chunkSize: Int = 1 << 16) {
        matcher = PhoneNumberStreamMatcher(region: region, leniency: leniency)
        self.output = output
        self.chunkSize = max(4, chunkSize)
    }

    /// Reads `descriptor` to its end and writes `{"raw":…,"value":…,"start":N,"end":N}` for each
    /// number, flushing before each blocking read so matches appear as they are found.
    /// - Throws: A read or write error.
    package mutating func run(_ descriptor: Int32) throws(SystemError) {
        // SAFETY: `chunkSize` bytes, freed only by the `defer` after the last use below.
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: chunkSize, alignment: 1)
        defer { chunk.deallocate() }
        guard let base = chunk.baseAddress else { return }
        // Bytes of a scalar cut by the last chunk's end, carried into the next.
        var carried = 0
        while true {
            try output.flush()
            // SAFETY: `carried <= 3 < chunkSize`, so the read fills only the `chunkSize - carried` bytes after them.
            let count = try Platform.read(descriptor, into: base + carried, count: chunkSize - carried)
            if count == 0 { break }
            let available = carried + count
            // SAFETY: `whole <= available <= chunkSize` bytes were read; the carried bytes are `whole..<available`.
            let whole = Self.completeScalarsLength(UnsafeRawBufferPointer(start: base, count: available))
            write(matcher.append(String(decoding: UnsafeRawBufferPointer(start: base, count: whole), as: UTF8.self)))
            carried = available - whole
            if carried > 0 { chunk.copyMemory(from: UnsafeRawBufferPointer(start: base + whole, count: carried)) }
        }
        // SAFETY: the first `carried` bytes are the ones the loop moved to the front.
        if carried > 0 { write(matcher.append(String(decoding: UnsafeRawBufferPointer(start: base, count: carried), as: UTF8.self))) }
        write(matcher.finish())
        try output.flush()
        try output.checkFailure()
    }

    private func write(_ matches: [PhoneNumberMatch]) {
        for match in matches {
            output.writePhoneMatch(match)
            output.append(UInt8(ascii: "\n"))
        }
    }

    /// The length of `bytes` without a UTF-8 sequence cut short at its end (at most three bytes
    /// are held back); a bad sequence is left in, for the decoder to replace.
    static func completeScalarsLength(_ bytes: UnsafeRawBufferPointer) -> Int {
        var start = bytes.count
        // Back over up to three continuation bytes to the sequence's lead byte.
        // SAFETY: every read is at `start - 1`, with `0 < start <= bytes.count` checked first.
        while start > 0 && bytes.count - start < 3 && bytes[start - 1] & 0xC0 == 0x80 { start -= 1 }
        guard start > 0 else { return bytes.count }
        let lead = bytes[start - 1]
        let width = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        return bytes.count - (start - 1) < width ? start - 1 : bytes.count
    }
}
