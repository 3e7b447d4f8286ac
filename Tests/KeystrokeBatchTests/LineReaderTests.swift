import Foundation
import KeystrokeBatch
import Testing

/// ``LineReader`` with ``LineReader/LineBreaks/any``: LF, CRLF and lone CR end lines, whatever
/// the chunk boundaries, and a CRLF split across two reads is one line end.
@Suite struct LineReaderTests {
    /// The lines of `bytes` split at `\r\n`, `\r` or `\n`, written plainly.
    static func reference(_ bytes: [UInt8]) -> [[UInt8]] {
        var lines: [[UInt8]] = []
        var line: [UInt8] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A || byte == 0x0D {
                lines.append(line)
                line = []
                if byte == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
            } else {
                line.append(byte)
            }
            index += 1
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// 300 bytes drawn from `alphabet` by a linear congruential generator.
    static func randomBytes(from alphabet: [UInt8], state: inout UInt64) -> [UInt8] {
        (0..<300).map { _ in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return alphabet[Int(state >> 59) % alphabet.count]
        }
    }

    /// Calls `body` with a descriptor reading a file of `bytes`.
    static func withFile<T>(_ bytes: [UInt8], _ body: (Int32) throws -> T) throws -> T {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("keystroke-lines-\(UUID().uuidString)").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let descriptor = try Platform.openForReading(path)
        defer { Platform.close(descriptor) }
        return try body(descriptor)
    }

    static func read(_ bytes: [UInt8], chunk: Int, lineBreaks: LineReader.LineBreaks) throws -> [[UInt8]?] {
        try withFile(bytes) { descriptor in try read(descriptor, chunk: chunk, lineBreaks: lineBreaks) }
    }

    static func read(_ descriptor: Int32, chunk: Int, lineBreaks: LineReader.LineBreaks) throws -> [[UInt8]?] {
        var lines: [[UInt8]?] = []
        var numbers: [Int] = []
        try LineReader(descriptor: descriptor, chunkSize: chunk, maximumLineLength: 64, lineBreaks: lineBreaks).forEachLine { number, line in
            numbers.append(number)
            switch line {
            case .bytes(let bytes): lines.append(Array(bytes))
            case .tooLong: lines.append(nil)
            }
        }
        #expect(numbers == numbers.indices.map { $0 + 1 })  // consecutive line numbers
        return lines
    }

    @Test(arguments: [16, 17, 19, 23, 64])
    func anyLineBreakMatchesAPlainSplit(chunk: Int) throws {
        var state: UInt64 = 0x5EED ^ UInt64(chunk)
        for _ in 0..<40 {
            let bytes = Self.randomBytes(from: [0x61, 0x62, 0x2C, 0x22, 0x0D, 0x0A, 0x0D, 0x00], state: &state)
            #expect(try Self.read(bytes, chunk: chunk, lineBreaks: .any).map { $0 ?? [] } == Self.reference(bytes))
        }
    }

    @Test("A CRLF split across two reads is one line end")
    func splitCRLF() throws {
        // 15 bytes then CR as the 16th: the LF arrives with the next 16-byte read.
        let bytes = Array("aaaaaaaaaaaaaaa\r\nbbb\rccc\n".utf8)
        #expect(try Self.read(bytes, chunk: 16, lineBreaks: .any) == [Array("aaaaaaaaaaaaaaa".utf8), Array("bbb".utf8), Array("ccc".utf8)])
    }

    @Test("Over-long CR-only lines are reported, and the lines after them read")
    func tooLong() throws {
        let bytes = Array((String(repeating: "x", count: 100) + "\rshort\r" + String(repeating: "y", count: 70) + "\r\nend").utf8)
        #expect(try Self.read(bytes, chunk: 16, lineBreaks: .any) == [nil, Array("short".utf8), nil, Array("end".utf8)])
    }

    @Test("Line feeds only: a lone CR stays in the line, even last; a CR before LF is the line end's")
    func lineFeedOnly() throws {
        let bytes = Array("a\rb\r\nc\nd\r".utf8)
        #expect(try Self.read(bytes, chunk: 16, lineBreaks: .lineFeed) == [Array("a\rb".utf8), Array("c".utf8), Array("d\r".utf8)])
    }

    /// Each line's bytes followed by its line end's bytes, as the reader hands them over.
    static func readWithEnds(_ bytes: [UInt8], chunk: Int, lineBreaks: LineReader.LineBreaks) throws -> [UInt8] {
        try withFile(bytes) { descriptor in
            var joined: [UInt8] = []
            try LineReader(descriptor: descriptor, chunkSize: chunk, maximumLineLength: 1024, lineBreaks: lineBreaks)
                .forEachLineAndEnd { _, line, end in
                    if case .bytes(let bytes) = line { joined += bytes }
                    end.bytes.withUTF8Buffer { joined += $0 }
                }
            return joined
        }
    }

    @Test("Lines and their ends put back together are the input, byte for byte", arguments: [16, 17, 23, 64])
    func endsRebuildTheInput(chunk: Int) throws {
        var state: UInt64 = 0xE4D5 ^ UInt64(chunk)
        for _ in 0..<40 {
            let bytes = Self.randomBytes(from: [0x61, 0x2C, 0x22, 0x0D, 0x0A, 0x0D, 0x00, 0xFF], state: &state)
            #expect(try Self.readWithEnds(bytes, chunk: chunk, lineBreaks: .any) == bytes)
            #expect(try Self.readWithEnds(bytes, chunk: chunk, lineBreaks: .lineFeed) == bytes)
        }
    }
}
