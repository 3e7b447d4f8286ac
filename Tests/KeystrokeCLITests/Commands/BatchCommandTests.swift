import Foundation
import Testing

@Suite("keystroke batch: the JSON Lines protocol")
struct BatchCommandTests {
    @Test(
        "A bad line gets an error object with its line number",
        arguments: [
            ("not json", "not valid JSON"),
            ("[1,2]", "must be an object"),
            ("\"op\"", "must be an object"),
            ("{\"op\":\"validate\",", "not valid JSON"),
            ("{}", "missing field 'op'"),
            ("{\"op\":\"nope\"}", "unknown op 'nope'"),
            ("{\"op\":7}", "field 'op' must be a string"),
            ("{\"op\":[\"validate\"]}", "field 'op' must be a string"),
            ("{\"op\":\"validate\",\"input\":\"1\"}", "missing field 'format'"),
            ("{\"op\":\"validate\",\"format\":\"no-such-format\",\"input\":\"1\"}", "unknown format 'no-such-format'"),
            ("{\"op\":\"validate\",\"format\":\"no-such-format\",\"input\":\"1\",\"x\":{\"y\":[1.5e3]}}", "unknown format"),
            ("{\"op\":\"validate\",\"format\":\"\\u006eo-such\",\"input\":\"1\"}", "unknown format 'no-such'"),
            ("{\"op\":\"validate\",\"format\":\"cpf\",\"format\":\"cnpj\",\"input\":\"1\"}", "duplicate key 'format'"),
            ("   ", "empty line"),
            ("", "empty line"),
        ])
    func badLine(line: String, error: String) throws {
        let run = try Keystroke.run(["batch"], input: "\(line)\n")
        #expect(run.status == 0)
        let lines = run.lines
        try #require(lines.count == 1, "\(run.output)")
        let object = try Keystroke.object(lines[0])
        #expect(object["ok"] as? Bool == false)
        #expect(object["line"] as? Int == 1)
        let message = try #require(object["error"] as? String)
        #expect(message.contains(error), "\(message)")
    }

    @Test("Invalid UTF-8 is reported on its line and the next lines go on")
    func invalidUTF8() throws {
        var input = Data("{\"op\":\"nope\",\"input\":\"".utf8)
        input.append(contentsOf: [0xC3, 0x28])  // a lead byte followed by ASCII
        input.append(contentsOf: Array("\"}\n{\"op\":\"nope\"}\n\u{FF}\n".utf8))
        input.append(contentsOf: [0xFF, 0x0A])
        let run = try Keystroke.run(["batch"], input: input)
        #expect(run.status == 0)
        let objects = try run.lines.map(Keystroke.object)
        #expect(objects.count == 4)
        #expect(objects.map { $0["line"] as? Int } == [1, 2, 3, 4])
        #expect(objects[0]["error"] as? String == "invalid UTF-8")
        #expect((objects[1]["error"] as? String)?.contains("unknown op") == true)
        #expect((objects[2]["error"] as? String)?.contains("not valid JSON") == true)
        #expect(objects[3]["error"] as? String == "invalid UTF-8")
    }

    @Test("Lines keep their order and numbers; CRLF and a missing final newline are fine")
    func orderAndLineEnds() throws {
        let input = "{\"op\":\"a\"}\r\n{\"op\":\"b\"}\n\n{ \"op\" : \"c\" }"
        let run = try Keystroke.run(["batch"], input: input)
        let objects = try run.lines.map(Keystroke.object)
        #expect(objects.map { $0["line"] as? Int } == [1, 2, 3, 4])
        #expect(objects.map { $0["error"] as? String } == [
            "unknown op 'a' (expected validate, format, type, mask or find)",
            "unknown op 'b' (expected validate, format, type, mask or find)",
            "empty line",
            "unknown op 'c' (expected validate, format, type, mask or find)",
        ])
    }

    @Test("A line longer than the limit is skipped and reported, and processing goes on")
    func overlongLine() throws {
        let long = "{\"op\":\"" + String(repeating: "x", count: 1_100_000) + "\"}"
        let run = try Keystroke.run(["batch"], input: "\(long)\n{\"op\":\"after\"}\n\(long)")
        let objects = try run.lines.map(Keystroke.object)
        #expect(objects.count == 3)
        #expect((objects[0]["error"] as? String)?.contains("longer than the limit") == true)
        #expect((objects[1]["error"] as? String)?.contains("unknown op 'after'") == true)
        #expect(objects[2]["line"] as? Int == 3)
    }

    @Test("Many lines stream through: one response per request")
    func manyLines() throws {
        let count = 50_000
        let input = (1...count).map { "{\"op\":\"n\($0)\"}\n" }.joined()
        let run = try Keystroke.run(["batch"], input: input)
        let lines = run.lines
        #expect(lines.count == count)
        #expect(lines.last?.contains("\"line\":\(count)") == true)
        #expect(lines.last?.contains("unknown op 'n\(count)'") == true)
    }

    @Test("An unreadable input file is an error on stderr with a non-zero exit")
    func unreadableFile() throws {
        let run = try Keystroke.run(["batch", "/nonexistent/requests.jsonl"])
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.error.contains("/nonexistent/requests.jsonl"))
    }
}

@Suite("keystroke batch: requests that would be half ignored")
struct BatchRequestCheckTests {
    @Test(
        "A misspelt key, keys with edits, or a count past the limit is an error that says what to write",
        arguments: [
            (#"{"op":"mask","mask":"[00]","text":"1","gravty":"backward"}"#, "unknown key 'gravty'; did you mean 'gravity'?"),
            (#"{"op":"validate","format":"cpf","inptu":"1"}"#, "unknown key 'inptu'; did you mean 'input'?"),
            (#"{"op":"type","format":"cpf","keys":"1","edits":[{"insert":"2"}]}"#, "give 'keys' or 'edits', not both"),
            (#"{"op":"type","format":"cpf","edits":[{"backspace":1000000000}]}"#, "edits[0].backspace must be an integer from 0 to 1000000"),
            (#"{"op":"type","format":"cpf","edits":[{"select":[0,2000000]}]}"#, "0 <= start <= end <= 1000000"),
        ])
    func refused(line: String, message: String) throws {
        let run = try Keystroke.run(["batch"], input: line + "\n")
        let object = try Keystroke.object(try #require(run.lines.first))
        #expect(object["ok"] as? Bool == false)
        #expect((object["error"] as? String)?.contains(message) == true, "\(object)")
    }

    @Test("Keys of the caller's own, far from any known key, are carried without complaint")
    func callerKeys() throws {
        let run = try Keystroke.run(["batch"], input: #"{"op":"validate","format":"cpf","input":"123.456.789-09","id":7,"meta":{"a":1}}"# + "\n")
        #expect(try Keystroke.object(run.output)["valid"] as? Bool == true)
    }
}
