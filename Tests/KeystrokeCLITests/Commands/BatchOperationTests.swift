import Testing

@Suite("keystroke batch: mask and type operations")
struct BatchMaskAndTypeTests {
    @Test("mask: text, caret, value, completeness and affinity")
    func mask() throws {
        let lines = [
            #"{"op":"mask","mask":"+7 ([000]) [000] [00] [00]","text":"9","caret":1,"gravity":"forward","autocomplete":true}"#,
            #"{"op":"mask","mask":"[CC]","text":"a1b","customNotations":[{"character":"C","pattern":"[\\p{L} ]","optional":false}]}"#,
            #"{"op":"mask","mask":"[00]-[00]","text":"123456","affine":["[000]-[000]"],"rtl":false}"#,
            #"{"op":"mask","mask":"[00","text":"1"}"#,
            #"{"op":"mask","mask":"[00]","text":"1","gravity":"up"}"#,
            #"{"op":"mask","mask":"[00]"}"#,
        ]
        let run = try Keystroke.run(["batch"], input: lines.joined(separator: "\n"))
        let objects = try run.lines.map(Keystroke.object)
        try #require(objects.count == 6)
        #expect(objects[0]["text"] as? String == "+7 (9")
        #expect(objects[0]["caret"] as? Int == 5)
        #expect(objects[0]["complete"] as? Bool == false)
        #expect(objects[1]["text"] as? String == "ab")
        #expect(objects[1]["complete"] as? Bool == true)
        #expect(objects[2]["text"] as? String == "123-456")
        #expect((objects[3]["error"] as? String)?.contains("bad mask") == true)
        #expect((objects[4]["error"] as? String)?.contains("gravity") == true)
        #expect(objects[5]["error"] as? String == "missing field 'text'")
        #expect(objects.map { $0["line"] as? Int }.compactMap { $0 } == [4, 5, 6])
    }

    @Test("type: one step per edit")
    func typeEdits() throws {
        let line = #"{"op":"type","mask":"[00]/[00]","edits":[{"insert":"1"},{"paste":"234"},{"select":[0,2]},{"backspace":1},{"caret":1},{"deleteForward":1}]}"#
        let run = try Keystroke.run(["batch"], input: line)
        let object = try Keystroke.object(run.output)
        let steps = try #require(object["steps"] as? [[String: Any]])
        #expect(steps.map { $0["text"] as? String } == ["1", "12/34", "12/34", "34", "34", "3"])
        #expect(steps.map { $0["caret"] as? Int } == [1, 5, 2, 0, 1, 1])
        #expect(steps.map { $0["complete"] as? Bool } == [false, true, true, false, false, false])
        #expect(steps.allSatisfy { $0["refused"] as? Bool == false })
    }

    @Test("type: the keys shorthand, with a refused key")
    func typeKeys() throws {
        let run = try Keystroke.run(["batch"], input: #"{"op":"type","mask":"[00]","keys":"1a2⌫"}"#)
        let steps = try #require(try Keystroke.object(run.output)["steps"] as? [[String: Any]])
        #expect(steps.map { $0["text"] as? String } == ["1", "1", "12", "1"])
        #expect(steps.map { $0["refused"] as? Bool } == [false, true, false, false])
        #expect(steps[1]["reason"] as? String == "characterNotAllowed")
    }

    @Test(
        "type: bad edits are line errors",
        arguments: [
            (#"{"op":"type","mask":"[00]"}"#, "missing field 'edits'"),
            (#"{"op":"type","mask":"[00]","edits":{"insert":"1"}}"#, "field 'edits' must be an array"),
            (#"{"op":"type","mask":"[00]","edits":[{"jump":1}]}"#, "unknown edit 'jump'"),
            (#"{"op":"type","mask":"[00]","edits":[{"backspace":-1}]}"#, "an integer from 0 to 1000000"),
            (#"{"op":"type","mask":"[00]","edits":[{"select":[3,1]}]}"#, "select must be [start, end]"),
            (#"{"op":"type","mask":"[00]","edits":[{"insert":"1","paste":"2"}]}"#, "one key"),
        ])
    func badEdits(line: String, error: String) throws {
        let run = try Keystroke.run(["batch"], input: line)
        let object = try Keystroke.object(run.output)
        #expect(object["ok"] as? Bool == false)
        #expect((object["error"] as? String)?.contains(error) == true, "\(object)")
    }
}
