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

@Suite("keystroke format: nothing is dropped silently")
struct FormatDropTests {
    @Test("Letters and extra digits a format cannot place are reported on stderr, exit status 1")
    func reported() throws {
        let run = try Keystroke.run(["format", "cpf", "abc", "1234567890123", "12345678909"])
        #expect(run.status == 1)
        #expect(run.lines == ["", "123.456.789-01", "123.456.789-09"])
        #expect(run.error == "keystroke: 'abc': cpf dropped 'abc'\nkeystroke: '1234567890123': cpf dropped '23'\n")
    }

    @Test("--json carries what was dropped as \"dropped\"")
    func json() throws {
        let run = try Keystroke.run(["format", "cpf", "1234567890123", "12345678909", "--json"])
        #expect(run.status == 1)
        let objects = try run.lines.map(Keystroke.object)
        #expect(objects[0]["dropped"] as? String == "23")
        #expect(objects[0]["complete"] as? Bool == true)
        #expect(objects[1]["dropped"] == nil)
    }

    @Test(
        "Every format reports what it drops and keeps what it reorders or converts",
        arguments: [
            ("date", "2024-02-29", "29/02/2024", ""),
            ("date", "31022024", "31/02/2024", ""),
            ("date", "abc", "", "abc"),
            ("phone-br", "41999998888x", "(41) 99999-8888", "x"),
            ("credit-card", "4111111111111111222", "4111 1111 1111 1111 222", ""),
            ("cep", "8001000099", "80010-000", "99"),
            ("fiscal-code", "rssmra85t10a562s", "RSSMRA85T10A562S", ""),
            ("numbers", "12a3", "123", "a"),
        ])
    func everyFormat(format: String, input: String, text: String, dropped: String) throws {
        let run = try Keystroke.run(["format", format, input])
        #expect(run.output == text + "\n")
        #expect(run.status == (dropped.isEmpty ? 0 : 1), "\(run.error)")
        #expect(run.error == (dropped.isEmpty ? "" : "keystroke: '\(input)': \(format) dropped '\(dropped)'\n"))
    }

    @Test(
        "A stored value's display never ends in a separator",
        arguments: [
            ("credit-card", "4111111111111111"), ("credit-card", "4111"), ("credit-card", "378282246310005"),
            ("cpf", "123"), ("cpf", "123456"), ("cnpj", "12"), ("card-expiry", "12"), ("date", "3105"),
            ("phone-br", "41"), ("cep", "80010"),
        ])
    func noTrailingSeparator(format: String, input: String) throws {
        let run = try Keystroke.run(["format", format, input])
        let text = try #require(run.lines.first)
        #expect(text.last.map { !$0.isWhitespace && !$0.isPunctuation } ?? true, "'\(text)'")
        #expect(run.status == 0)
    }

    /// A complete value keeps its trailing symbols: they are part of the display, not separators.
    @Test(arguments: [
        ("percent:fr-FR", "12.5", "12,5\u{A0}%"), ("amount:de-DE:EUR", "1234.5", "1.234,50\u{A0}€"),
    ])
    func completeValuesKeepTheirTrailingSymbols(format: String, input: String, expected: String) throws {
        let run = try Keystroke.run(["format", format, input])
        #expect(run.lines.first == expected)
        #expect(run.status == 0)
    }
}
