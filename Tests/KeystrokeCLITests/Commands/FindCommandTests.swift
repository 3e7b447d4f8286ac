import Foundation
import Testing

@Suite("keystroke find and the batch find op")
struct FindCommandTests {
    static let text = """
        Support: (201) 555-0123 ext. 7, Mon–Fri 9:00–17:00 🕘
        Paris 🇫🇷 +33 1 42 68 53 00 · invoice 2024-05-06 08:30, total $2015550123
        e\u{301}té (201) 555-0124/x25; fax [201] 555-0125\r
        Tokyo 電話：+81 3-1234-5678。
        """

    /// The numbers of the text as `{"raw","value","start","end"}` objects, through the batch op.
    private func batchMatches(_ text: String, format: String = "phone:US") throws -> [[String: Any]] {
        let request = try JSONSerialization.data(withJSONObject: ["op": "find", "format": format, "input": text])
        let run = try Keystroke.run(["batch"], input: request + Data("\n".utf8))
        let object = try Keystroke.object(run.output)
        #expect(object["ok"] as? Bool == true)
        return try #require(object["matches"] as? [[String: Any]])
    }

    @Test("batch find: raw, E.164, Character offsets and the extension")
    func batchFind() throws {
        let matches = try batchMatches(Self.text)
        #expect(matches.map { $0["raw"] as? String } == [
            "(201) 555-0123 ext. 7", "+33 1 42 68 53 00", "(201) 555-0124", "[201] 555-0125", "+81 3-1234-5678",
        ])
        #expect(matches.map { $0["value"] as? String } == ["+12015550123", "+33142685300", "+12015550124", "+12015550125", "+81312345678"])
        #expect(matches[0]["start"] as? Int == 9)
        #expect(matches[0]["end"] as? Int == 30)
        #expect(matches[0]["extension"] as? String == "7")
        #expect(matches[1]["extension"] == nil)
        // Offsets count Characters: the emoji, the flag, é written with a combining mark and CR LF are one each.
        let characters = Array(Self.text)
        for match in matches {
            let start = try #require(match["start"] as? Int), end = try #require(match["end"] as? Int)
            #expect(String(characters[start..<end]) == match["raw"] as? String)
        }
    }

    @Test("batch find: phone finds only numbers with +; possible finds more")
    func batchFindOptions() throws {
        #expect(try batchMatches(Self.text, format: "phone").map { $0["raw"] as? String } == ["+33 1 42 68 53 00", "+81 3-1234-5678"])
        let lines = [
            #"{"op":"find","format":"phone:US","input":"call 555 0100","leniency":"possible"}"#,
            #"{"op":"find","format":"phone:US","input":"call 555 0100"}"#,
        ]
        let run = try Keystroke.run(["batch"], input: lines.joined(separator: "\n"))
        #expect(run.lines == [
            #"{"ok":true,"matches":[{"raw":"555 0100","value":"+15550100","start":5,"end":13}]}"#,
            #"{"ok":true,"matches":[]}"#,
        ])
    }

    @Test("batch find: bad requests are answered with the line's error")
    func batchFindErrors() throws {
        let lines = [
            #"{"op":"find","format":"cpf","input":"x"}"#,
            #"{"op":"find","format":"phone:US"}"#,
            #"{"op":"find","format":"phone:XX","input":"x"}"#,
            #"{"op":"find","format":"phone:US","input":"x","leniency":"exact"}"#,
            #"{"op":"find","format":"phone:US","input":"x","leniancy":"valid"}"#,
            #"{"op":"find","format":"phone:US","input":3}"#,
        ]
        let run = try Keystroke.run(["batch"], input: lines.joined(separator: "\n"))
        let objects = try run.lines.map(Keystroke.object)
        try #require(objects.count == 6)
        #expect(objects.allSatisfy { $0["ok"] as? Bool == false })
        #expect(objects.map { $0["line"] as? Int } == [1, 2, 3, 4, 5, 6])
        #expect(objects[0]["error"] as? String == "op 'find' needs a phone format (phone or phone:REGION), not 'cpf'")
        #expect(objects[1]["error"] as? String == "missing field 'input'")
        #expect((objects[2]["error"] as? String)?.contains("XX") == true)
        #expect(objects[3]["error"] as? String == #"field 'leniency' must be "valid" or "possible", got 'exact'"#)
        #expect(objects[4]["error"] as? String == "unknown key 'leniancy'; did you mean 'leniency'?")
        #expect((objects[5]["error"] as? String)?.contains("input") == true)
    }

    @Test("find: one line a number, the same offsets as the batch op, read from a file or standard input")
    func streamed() throws {
        let expected = try batchMatches(Self.text).map { try JSONSerialization.data(withJSONObject: $0, options: .sortedKeys) }
        let directory = try TemporaryDirectory()
        let file = directory.path("text.txt")
        try Data(Self.text.utf8).write(to: URL(fileURLWithPath: file))
        let fromInput = try Keystroke.run(["find", "phone:US"], input: Self.text)
        #expect(fromInput.status == 0)
        #expect(fromInput.lines.first == #"{"raw":"(201) 555-0123 ext. 7","value":"+12015550123","start":9,"end":30,"extension":"7"}"#)
        // Chunks of every size from 4 bytes cut numbers, scalars, the flag, the combining mark and CR LF.
        for size in [4, 5, 6, 7, 11, 16, 64, 65_536] {
            let run = try Keystroke.run(["find", "phone:US", file, "--chunk-size", String(size)])
            #expect(run.status == 0)
            let lines = try run.lines.map { try JSONSerialization.data(withJSONObject: Keystroke.object($0), options: .sortedKeys) }
            #expect(lines == expected, "chunk size \(size)")
        }
    }

    @Test("find: a long stream with numbers across every chunk boundary")
    func longStream() throws {
        let line = "Order 2024-05-06 08:30 ☎ (201) 555-0123 ext. 42 or +44 20 7031 3000; £12.50\n"
        let text = String(repeating: line, count: 2_000)
        let directory = try TemporaryDirectory()
        let file = directory.path("long.txt")
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        let run = try Keystroke.run(["find", "phone:US", file, "--chunk-size", "97"])
        #expect(run.status == 0)
        #expect(run.lines.count == 4_000)
        let last = try Keystroke.object(try #require(run.lines.last))
        let lineLength = line.count
        #expect(last["start"] as? Int == 1_999 * lineLength + 51)
        #expect(last["value"] as? String == "+442070313000")
    }

    @Test("find: bad usage and unknown formats exit with status 2")
    func errors() throws {
        let notPhone = try Keystroke.run(["find", "cpf"], input: "")
        #expect(notPhone.status == 2)
        #expect(notPhone.error.contains("find needs a phone format"))
        let unknown = try Keystroke.run(["find", "phone:XX"], input: "")
        #expect(unknown.status == 2)
        let leniency = try Keystroke.run(["find", "phone:US", "--leniency", "exact"], input: "")
        #expect(leniency.status == 2)
        #expect(leniency.error.contains("--leniency must be valid or possible"))
        let missing = try Keystroke.run(["find", "phone:US", "/nonexistent/file.txt"], input: "")
        #expect(missing.status == 2)
        #expect(missing.output.isEmpty)
    }

    @Test("find: bytes that are not UTF-8 read as U+FFFD")
    func invalidUTF8() throws {
        let bytes = Data([0xFF, 0x20]) + Data("(201) 555-0123".utf8)
        let run = try Keystroke.run(["find", "phone:US"], input: bytes)
        #expect(run.lines == [#"{"raw":"(201) 555-0123","value":"+12015550123","start":2,"end":16}"#])
    }
}
