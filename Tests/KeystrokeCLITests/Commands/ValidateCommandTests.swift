import Testing

@Suite("keystroke validate")
struct ValidateCommandTests {
    @Test("All valid: exit status 0, one line per input with the value")
    func allValid() throws {
        let run = try Keystroke.run(["validate", "cpf", "123.456.789-09", "11144477735"])
        #expect(run.status == 0)
        #expect(run.lines == [
            "valid    123.456.789-09  value=12345678909",
            "valid    11144477735  value=11144477735  text=111.444.777-35",
        ])
    }

    @Test("Any invalid: exit status 1, with the code and message of each error")
    func someInvalid() throws {
        let run = try Keystroke.run(["validate", "cpf", "123.456.789-09", "123.456.789-00", "111.111.111-11"])
        #expect(run.status == 1)
        let lines = run.lines
        try #require(lines.count == 3)
        #expect(lines[0].hasPrefix("valid "))
        #expect(lines[1].hasPrefix("invalid  123.456.789-00  cpf.checkDigit: "))
        #expect(lines[2].hasPrefix("invalid  111.111.111-11  cpf.repeatedDigits: "))
    }

    @Test("--json prints the batch shapes")
    func json() throws {
        let run = try Keystroke.run(["validate", "email", "ana@example.com", "ana@", "--json"])
        #expect(run.status == 1)
        let objects = try run.lines.map(Keystroke.object)
        try #require(objects.count == 2)
        #expect(Set(objects[0].keys) == ["ok", "valid", "value", "text"])
        #expect(objects[0]["valid"] as? Bool == true)
        #expect(objects[0]["value"] as? String == "ana@example.com")
        #expect(Set(objects[1].keys) == ["ok", "valid", "code", "message"])
        #expect(objects[1]["valid"] as? Bool == false)
        #expect((objects[1]["code"] as? String)?.hasPrefix("email.") == true)
    }

    @Test("An unknown format is reported on stderr with exit status 2")
    func unknownFormat() throws {
        let run = try Keystroke.run(["validate", "no-such-format", "1"])
        #expect(run.status == 2)
        #expect(run.error.contains("no-such-format"))
    }
}
