extension Platform {
    /// Reads `descriptor` to its end, or until `limit` bytes, whatever it is: a file, a pipe, a terminal.
    /// - Returns: The bytes, and whether there were more than `limit` (only `limit` are returned).
    package static func readAll(_ descriptor: Int32, limit: Int) throws(SystemError) -> (bytes: [UInt8], isTruncated: Bool) {
        var bytes: [UInt8] = []
        // SAFETY: freed only by the `defer`; `read` fills at most `chunk.count` bytes, and only those are copied.
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 1)
        defer { chunk.deallocate() }
        while let base = chunk.baseAddress {
            let count = try read(descriptor, into: base, count: chunk.count)
            if count == 0 { return (bytes, false) }
            bytes += chunk[0..<count]
            if bytes.count > limit { return (Array(bytes[..<limit]), true) }
        }
        return (bytes, false)
    }
}
