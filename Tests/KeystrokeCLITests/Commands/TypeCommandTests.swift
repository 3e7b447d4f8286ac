import Testing

@Suite("keystroke type")
struct TypeCommandTests {
    @Test("One line per keystroke, caret shown as |, ⌫ is backspace")
    func lines() throws {
        let run = try Keystroke.run(["type", "mask:[00]/[00]", "123⌫4"])
        #expect(run.status == 0, "\(run.error)")
        let lines = run.lines.map { $0.split(separator: " ", omittingEmptySubsequences: true).map(String.init) }
        #expect(lines == [
            ["1", "1|", "value=1", "incomplete"],
            ["2", "12/|", "value=12", "incomplete"],
            ["3", "12/3|", "value=123", "incomplete"],
            ["⌫", "12/|", "value=12", "incomplete"],
            ["4", "12/4|", "value=124", "incomplete"],
        ])
    }

    @Test("--json prints one step per key")
    func json() throws {
        let run = try Keystroke.run(["type", "mask:[0]", "1x", "--json"])
        let steps = try run.lines.map(Keystroke.object)
        #expect(steps.map { $0["text"] as? String } == ["1", "1"])
        #expect(steps.map { $0["refused"] as? Bool } == [false, true])
    }

    @Test("An unknown format is an error on stderr")
    func unknownFormat() throws {
        let run = try Keystroke.run(["type", "no-such-format", "1"])
        #expect(run.status == 2)
        #expect(run.error.contains("no-such-format"))
    }
}
