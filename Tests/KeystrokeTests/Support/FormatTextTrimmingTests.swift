import Testing

@testable import Keystroke

@Suite("FormatText.trimmed")
struct FormatTextTrimmingTests {
    @Test(
        "Trims Unicode whitespace and newlines at both ends, with or without the ASCII fast path",
        arguments: [
            ("123", "123"),
            (" 123 ", "123"),
            ("\t\n123\r\n", "123"),
            ("\u{A0}123\u{2003}", "123"),
            ("12 3", "12 3"),
            ("é1", "é1"),
            ("1e\u{301}", "1e\u{301}"),
            (" \u{301}1", "1"),  // the combining mark joins the space: one whitespace Character
            ("   ", ""),
            ("", ""),
        ])
    func trims(text: String, expected: String) {
        #expect(String(FormatText.trimmed(text)) == expected)
    }

    @Test("A stored CPF with whitespace around it is refused, never trimmed; typed, the whitespace is dropped")
    func cpfWithSpaces() throws {
        let cpf = try Format(id: "cpf")
        #expect(throws: ValidationError.leadingWhitespace) { try cpf.validate("\u{A0}123.456.789-09\n") }
        #expect(try cpf.validate(typed: "\u{A0}123.456.789-09\n").value == "12345678909")
        #expect(try cpf.validate("123.456.789-09").value == "12345678909")
    }
}
