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

    @Test("--json prints text and value, or the error's code and message")
    func json() throws {
        let run = try Keystroke.run(["format", "phone-br", "41999998888", "4199", "--json"])
        #expect(run.status == 1)
        #expect(run.error.isEmpty)  // the JSON line carries the error
        let objects = try run.lines.map(Keystroke.object)
        #expect(objects.count == 2)
        #expect(objects[0]["ok"] as? Bool == true)
        #expect(objects[0]["text"] as? String == "(41) 99999-8888")
        #expect(objects[0]["value"] as? String == "41999998888")
        #expect(objects[1]["ok"] as? Bool == false)
        #expect((objects[1]["code"] as? String)?.hasPrefix("phone.") == true)
        #expect(objects[1]["text"] == nil && objects[1]["line"] == nil)
    }

    @Test("A negative number is an input, with no `--` needed, wherever it stands", arguments: [
        (["format", "number:en-US:min=-10", "-5"], ["-5"]),
        (["format", "number:en-US:min=-10", "-1.5", "--json"], [#"{"ok":true,"text":"-1.5","value":"-1.5"}"#]),
        (["format", "--json", "number:en-US:min=-10", "3", "-5"], [#"{"ok":true,"text":"3","value":"3"}"#, #"{"ok":true,"text":"-5","value":"-5"}"#]),
        (["validate", "number:de-DE:min=-10", "-1,5"], ["valid    -1,5  value=-1.5"]),
    ] as [([String], [String])])
    func negativeNumbers(arguments: [String], lines: [String]) throws {
        let run = try Keystroke.run(arguments)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.lines == lines)
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

@Suite("keystroke format: strict, as validate")
struct FormatStrictTests {
    @Test(
        "An input that is not exactly valid is an error with its code, exit 1; nothing is trimmed, rounded or guessed",
        arguments: [
            ("cpf", "52998224725123", "cpf.length"),
            ("number:en-US:fraction=2", "1.239", "number.precision"),
            ("letters", "a1b", "letters.characters"),
            ("currency:en-US:USD:500", "1000", "currency.tooLarge"),
            ("number:en-US", "abc", "number.format"),
            ("phone-br", "41999998888x", "phone.characters"),
            ("cep", "8001000099", "cep.length"),
            ("cpf", "123", "cpf.length"),
            ("cpf", " 52998224725", "whitespace"),
            ("number:en-US", "12\t", "whitespace"),
        ])
    func refused(format: String, input: String, code: String) throws {
        let run = try Keystroke.run(["format", format, input])
        #expect(run.status == 1)
        #expect(run.output.isEmpty)
        #expect(run.error.hasPrefix("keystroke: '\(input)': \(code): "), "\(run.error)")
    }

    @Test("Valid inputs print in order; the invalid ones are named on stderr")
    func mixed() throws {
        let run = try Keystroke.run(["format", "cpf", "abc", "12345678909", "52998224725123"])
        #expect(run.status == 1)
        #expect(run.lines == ["123.456.789-09"])
        #expect(run.error.split(separator: "\n").map { $0.split(separator: ":").prefix(3).joined(separator: ":") } == [
            "keystroke: 'abc': cpf.characters", "keystroke: '52998224725123': cpf.length",
        ])
    }

    @Test("Formats that reorder or convert keep every character", arguments: [
        ("date", "2024-02-29", "29/02/2024"), ("fiscal-code", "rssmra85t10a562s", "RSSMRA85T10A562S"),
    ])
    func converted(format: String, input: String, text: String) throws {
        let run = try Keystroke.run(["format", format, input])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output == text + "\n")
    }

    @Test("A long input is cut in the message, with its length")
    func longInput() throws {
        let input = String(repeating: "1", count: 10_000)
        let run = try Keystroke.run(["format", "cpf", input])
        #expect(run.status == 1)
        #expect(run.error.hasPrefix("keystroke: '\(String(repeating: "1", count: 60))… (10000 characters)': cpf.length: "), "\(run.error)")
        #expect(run.error.count < 300)
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
