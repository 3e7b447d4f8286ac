import Foundation
import Testing

@Suite("keystroke demo")
struct DemoCommandTests {
    /// Keys that fill every field validly, one field per element.
    static let validFields = [
        "41999998888", "12345678909", "4111111111111111", "1299", "1234,56", "RSSMRA85T10A562S",
        "ana@example.com", "Secr3t!pass", "DE89 3704 0044 0532 0130 00", "be0068689064", "sw1a1aa", " ",
    ]

    static let expectedOutput: [String: String] = [
        "phone": "41999998888", "cpf": "12345678909", "card": "4111111111111111", "cardBrand": "visa",
        "expiry": "2099-12", "amount": "1234.56", "fiscalCode": "RSSMRA85T10A562S", "email": "ana@example.com",
        "password": "Secr3t!pass", "iban": "DE89370400440532013000", "vat": "BE0068689064", "postcode": "SW1A1AA",
    ]

    static func checkOutput(_ object: [String: Any]) {
        for (key, value) in expectedOutput {
            #expect(object[key] as? String == value, "\(key)")
        }
        #expect(object["contact"] as? [String] == ["email"])
    }

    @Test("Scripted: filling every field and pressing Enter on the last prints the output JSON")
    func scriptedSubmit() throws {
        let run = try Keystroke.run(["demo", "--script", Self.validFields.joined(separator: "⇥") + "⏎"])
        #expect(run.status == 0, "\(run.error)")
        Self.checkOutput(try Keystroke.object(run.output))
    }

    @Test("Scripted: errors show under the fields and the exit status is 1")
    func scriptedErrors() throws {
        let run = try Keystroke.run(["demo", "--script", "4199⇥12345678900⇥⇥⇥⇥⇥⇥ab", "--show-screen"])
        #expect(run.status == 1)
        let screen = run.lines
        let cpfLine = try #require(screen.firstIndex { $0.contains("CPF") })
        #expect(screen[cpfLine + 1].contains("✗ The check digits of this CPF do not match"))
        #expect(screen.contains { $0.contains("✗ A Brazilian phone number has 10 or 11 digits") })
        #expect(screen.contains { $0.contains("✓ Include a lower-case letter.") })
        #expect(screen.contains { $0.contains("✗ Include a digit.") })
        #expect(run.error.contains("cpf: cpf.checkDigit: The check digits"))
    }

    @Test("Scripted: the card shows its brand, the checkbox group toggles with Space and moves with arrows")
    func brandAndCheckboxes() throws {
        let run = try Keystroke.run(["demo", "--script", "⇥⇥5555555555554444⇥⇥⇥⇥⇥⇥⇥⇥⇥→ →", "--show-screen"])
        let screen = run.lines
        #expect(screen.contains { $0.contains("Card number") && $0.contains("Mastercard") })
        #expect(screen.contains { $0.contains("[ ] email  [x] sms  [ ] phone") })
    }

    @Test("Scripted: Shift-Tab goes back to finish an earlier field")
    func backAndEdit() throws {
        let keys = Self.validFields.joined(separator: "⇥").replacingOccurrences(of: "12345678909", with: "123456789")
            + "⇤⇤⇤⇤⇤⇤⇤⇤⇤⇤09⏎⏎⏎⏎⏎⏎⏎⏎⏎⏎⏎"
        let run = try Keystroke.run(["demo", "--script", keys])
        #expect(run.status == 0, "\(run.error)")
        Self.checkOutput(try Keystroke.object(run.output))
    }

    @Test("Scripted: Ctrl-C cancels with exit status 130")
    func scriptedCancel() throws {
        let run = try Keystroke.run(["demo", "--script", "41\\x03"])
        #expect(run.status == 130)
        #expect(run.output.isEmpty)
        #expect(run.error.contains("cancelled"))
    }

    @Test("Keys from a file of raw bytes")
    func scriptFile() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("keys")
        try Data(Self.validFields.joined(separator: "\t").utf8 + [0x0D]).write(to: URL(fileURLWithPath: path))
        let run = try Keystroke.run(["demo", "--script-file", path])
        #expect(run.status == 0, "\(run.error)")
        Self.checkOutput(try Keystroke.object(run.output))
    }

    @Test("Without a terminal it says so and exits 2")
    func noTerminal() throws {
        let run = try Keystroke.run(["demo"])
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.error.contains("needs a terminal"))
    }

    @Test("Under a pseudo-terminal: raw mode while running, output JSON at the end, terminal restored")
    func pseudoTerminal() throws {
        let report = try PseudoTerminal.runDemo(typing: Self.validFields.map { $0 + "\\t" }.dropLast() + [" \\r"])
        #expect(report.status == 0, "\(report.output)")
        #expect(report.rawWhileRunning)
        #expect(report.restored)
        #expect(report.output.contains("\u{1B}[?1049h"))  // alternate screen entered
        #expect(report.output.contains("\u{1B}[?1049l"))  // and left
        let afterScreen = try #require(report.output.components(separatedBy: "\u{1B}[?1049l").last)
        Self.checkOutput(try Keystroke.object(afterScreen.trimmingCharacters(in: .whitespacesAndNewlines)))
    }

    @Test("Under a pseudo-terminal: Ctrl-C restores the terminal and exits 130")
    func pseudoTerminalInterrupt() throws {
        let report = try PseudoTerminal.runDemo(typing: ["4199", "\\x03"])
        #expect(report.status == 130)
        #expect(report.rawWhileRunning)
        #expect(report.restored)
    }

    @Test("Under a pseudo-terminal: SIGTERM restores the terminal")
    func pseudoTerminalSignal() throws {
        let report = try PseudoTerminal.runDemo(typing: ["4199"], ending: .terminate)
        #expect(report.status == 128 + 15)
        #expect(report.restored)
    }
}
