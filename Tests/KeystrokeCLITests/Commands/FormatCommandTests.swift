import Testing

@Suite("keystroke format")
struct FormatCommandTests {
    @Test(
        "Prints each input as the format displays it",
        arguments: [
            ("phone-br", "41999998888", "(41) 99999-8888"),
            ("phone-br", "4133333333", "(41) 3333-3333"),
            ("cpf", "12345678909", "123.456.789-09"),
            ("cpf", "123.456.789-09", "123.456.789-09"),
            ("credit-card", "4111111111111111", "4111 1111 1111 1111"),
            ("currency:pt-BR:BRL", "1234.56", "R$\u{A0}1.234,56"),
        ])
    func formats(format: String, input: String, expected: String) throws {
        let run = try Keystroke.run(["format", format, input])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output == expected + "\n")
    }

    @Test("Several inputs print one line each")
    func several() throws {
        let run = try Keystroke.run(["format", "cep", "01310100", "80010000"])
        #expect(run.lines == ["01310-100", "80010-000"])
    }

    @Test("--json prints text, value and completeness")
    func json() throws {
        let run = try Keystroke.run(["format", "phone-br", "41999998888", "4199", "--json"])
        let objects = try run.lines.map(Keystroke.object)
        #expect(objects.count == 2)
        #expect(objects[0]["ok"] as? Bool == true)
        #expect(objects[0]["text"] as? String == "(41) 99999-8888")
        #expect(objects[0]["value"] as? String == "41999998888")
        #expect(objects[0]["complete"] as? Bool == true)
        #expect(objects[1]["complete"] as? Bool == false)
    }

    @Test("An unknown format is reported on stderr with exit status 2")
    func unknownFormat() throws {
        let run = try Keystroke.run(["format", "no-such-format", "1"])
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.error.contains("unknown format 'no-such-format'"))
    }

    @Test("No input is a usage error")
    func noInput() throws {
        let run = try Keystroke.run(["format", "cpf"])
        #expect(run.status != 0)
        #expect(run.error.contains("<inputs>"))
    }
}
