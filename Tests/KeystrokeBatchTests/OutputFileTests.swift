import Foundation
import KeystrokeBatch
import KeystrokeForms
import Testing

/// ``OutputFile``: the target changes only on commit, and only as a whole.
@Suite struct OutputFileTests {
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("keystroke-output-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func write(_ text: String, to file: OutputFile) throws {
        var text = text
        try text.withUTF8 { try Platform.writeAll(file.descriptor, UnsafeRawBufferPointer($0)) }
    }

    @Test("Until commit the target keeps its old bytes; after it, the new ones; no temporary file is left")
    func commit() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("out.csv").path
        try "old".write(toFile: path, atomically: false, encoding: .utf8)
        let file = try OutputFile(path: path)
        try Self.write("new", to: file)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "old")
        try file.commit()
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "new")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.csv"])
    }

    @Test("Discarding leaves the target as it was, or absent, and removes the temporary file")
    func discard() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let existing = folder.appendingPathComponent("old.csv").path
        try "old".write(toFile: existing, atomically: false, encoding: .utf8)
        for path in [existing, folder.appendingPathComponent("new.csv").path] {
            let file = try OutputFile(path: path)
            try Self.write("partial", to: file)
            try file.finishWriting()
            file.discard()
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["old.csv"])
        #expect(try String(contentsOfFile: existing, encoding: .utf8) == "old")
    }

    @Test("Identities: names, links and new files")
    func identities() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("a.csv").path
        try "x".write(toFile: path, atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("s.csv").path, withDestinationPath: path)
        let a = try #require(OutputFile.identity(ofPath: path))
        #expect(try #require(OutputFile.identity(ofPath: folder.appendingPathComponent("s.csv").path)).isSameFile(as: a))
        let new = try #require(OutputFile.identity(ofPath: folder.appendingPathComponent("n.csv").path))
        #expect(!new.isSameFile(as: a))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("x"), withIntermediateDirectories: false)
        #expect(try #require(OutputFile.identity(ofPath: folder.appendingPathComponent("x/../n.csv").path)).isSameFile(as: new))
        #expect(OutputFile.identity(ofPath: folder.appendingPathComponent("missing/n.csv").path) == nil)
        #expect(!(try #require(OutputFile.identity(ofPath: "/dev/null"))).isSameFile(as: try #require(OutputFile.identity(ofPath: "/dev/null"))))
    }
}

/// The small text helpers of messages.
@Suite struct MessageTextTests {
    @Test func utf8Offsets() {
        let cases: [([UInt8], Int?)] = [([0x61, 0x62], nil), ([0x61, 0xFF], 1), ([0xC3, 0xA9, 0xC3, 0x28], 2), ([], nil), ([0xED, 0xA0, 0x80], 0)]
        for (bytes, offset) in cases {
            #expect(bytes.withUnsafeBytes(firstInvalidUTF8Offset(in:)) == offset, "\(bytes)")
        }
        #expect(hexByte(0xFF) == "FF" && hexByte(0x0A) == "0A")
    }

    @Test func shortened() {
        #expect(shortenedForMessage("abc") == "abc")
        #expect(shortenedForMessage(String(repeating: "é", count: 61)) == String(repeating: "é", count: 60) + "… (61 characters)")
        #expect(shortenedForMessage(String(repeating: "x", count: 60)) == String(repeating: "x", count: 60))
    }
}
