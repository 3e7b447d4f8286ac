import Foundation
import Testing

@Suite("keystroke batch: validate and format operations")
struct BatchValidateTests {
    @Test("validate: the valid and invalid shapes")
    func validate() throws {
        let input = """
            {"op":"validate","format":"cpf","input":"123.456.789-09"}
            {"op":"validate","format":"cpf","input":"123.456.789-00"}
            """
        let run = try Keystroke.run(["batch"], input: input)
        #expect(run.status == 0)
        let objects = try run.lines.map(Keystroke.object)
        try #require(objects.count == 2)
        #expect(Set(objects[0].keys) == ["ok", "valid", "value", "text"])
        #expect(objects[0]["value"] as? String == "12345678909")
        #expect(objects[0]["text"] as? String == "123.456.789-09")
        #expect(Set(objects[1].keys) == ["ok", "valid", "code", "message"])
        #expect(objects[1]["code"] as? String == "cpf.checkDigit")
    }

    @Test("format: text and value; an input that is not exactly valid is an error line with its code")
    func format() throws {
        let run = try Keystroke.run(["batch"], input: """
            {"op":"format","format":"phone-br","input":"41999998888"}
            {"op":"format","format":"cpf","input":"52998224725123"}
            {"op":"format","format":"number:en-US:fraction=2","input":"1.239"}
            {"op":"format","format":"number:en-US","input":"abc"}
            {"op":"format","format":"cpf","input":" 52998224725"}
            """)
        #expect(run.status == 0)
        #expect(run.lines.count == 5)
        #expect(run.lines.first == #"{"ok":true,"text":"(41) 99999-8888","value":"41999998888"}"#)
        let errors = try run.lines.dropFirst().map(Keystroke.object)
        #expect(errors.map { $0["ok"] as? Bool } == [false, false, false, false])
        #expect(errors.map { $0["line"] as? Int } == [2, 3, 4, 5])
        #expect(errors.map { $0["code"] as? String } == ["cpf.length", "number.precision", "number.format", "whitespace"])
        #expect(errors.allSatisfy { ($0["error"] as? String)?.isEmpty == false && $0["value"] == nil })
    }

    @Test(
        "The fast path and the complete parser answer the same",
        arguments: [
            #"{ "op" : "validate" , "format" : "cpf" , "input" : "123.456.789-09" }"#,
            #"{"op":"validate","format":"cpf","input":"123.456.789-09","meta":{"source":[1,2.5,null]}}"#,
            #"{"op":"\u0076alidate","format":"cpf","input":"123\u002e456.789-09"}"#,
            #"{"input":"123.456.789-09","format":"cpf","op":"validate","n":1e3}"#,
        ])
    func pathsAgree(line: String) throws {
        let fast = try Keystroke.run(["batch"], input: #"{"op":"validate","format":"cpf","input":"123.456.789-09"}"#)
        let other = try Keystroke.run(["batch"], input: line)
        #expect(other.output == fast.output)
    }

    @Test("Escapes in inputs and messages survive the round trip")
    func escapes() throws {
        let run = try Keystroke.run(["batch"], input: #"{"op":"validate","format":"cpf","input":"12\"3\\\n4"}"#)
        let object = try Keystroke.object(run.output)
        #expect(object["valid"] as? Bool == false)
        #expect((object["message"] as? String)?.contains("\"") == true)
    }

    @Test("A mixed file of CPFs: each line validated the way the library does")
    func mixedFile() throws {
        let inputs = ["123.456.789-09", "12345678909", "123.456.789-10", "111.111.111-11", "123", "12a.456.789-09", ""]
        let lines = inputs.map { #"{"op":"validate","format":"cpf","input":"\#($0)"}"# }
        let run = try Keystroke.run(["batch"], input: lines.joined(separator: "\n") + "\n")
        let objects = try run.lines.map(Keystroke.object)
        #expect(objects.map { $0["valid"] as? Bool } == [true, true, false, false, false, false, false])
        #expect(objects.map { $0["code"] as? String } == [
            nil, nil, "cpf.checkDigit", "cpf.repeatedDigits", "cpf.length", "cpf.characters", "required",
        ])
    }
}
