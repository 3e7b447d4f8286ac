import Testing

@Suite("keystroke regex, run as a binary")
struct RegexBinaryTests {
    @Test("Prints the whole-match and partial verdicts")
    func report() throws {
        let run = try Keystroke.run(["regex", #"([01]\d|2[0-3]):[0-5]\d"#, "23:59"])
        #expect(run.status == 0)
        #expect(run.lines.contains("whole match: yes"))
        #expect(run.lines.contains("partial:     complete"))
    }

    @Test("--json prints one object")
    func json() throws {
        let object = try Keystroke.object(try Keystroke.run(["regex", #"\d+"#, "2", "--json"]).output)
        #expect(object["matches"] as? Bool == true)
    }

    @Test("A pattern that does not compile is an error on stderr with exit status 2")
    func compileError() throws {
        let run = try Keystroke.run(["regex", "(ab", "abc"])
        #expect(run.status == 2)
        #expect(!run.error.isEmpty)
    }
}
