import Foundation
import Testing

/// The demo's screen at several sizes, its messages, placeholders and pastes.
@Suite("keystroke demo: the screen")
struct DemoScreenTests {
    /// Keys that leave errors on several fields and the focus on the email field.
    static let errors = "4199⇥12345678900⇥⇥⇥⇥⇥ana@gmail"

    static func screen(_ keys: String, size: String) throws -> [String] {
        let run = try Keystroke.run(["demo", "--script", keys, "--show-screen", "--size", size])
        return run.lines.filter { !$0.hasPrefix("{") }
    }

    @Test(
        "Every line fits the width, the screen fits the rows, and the focused field is on it",
        arguments: [(100, 40), (80, 24), (50, 15), (40, 12), (30, 10)])
    func fits(columns: Int, rows: Int) throws {
        for keys in [Self.errors, "4199⇥", "⇥⇥⇥⇥⇥⇥⇥⇥ ", "41999998888⇥123"] {
            let screen = try Self.screen(keys, size: "\(columns)x\(rows)")
            #expect(screen.count <= rows, "\(keys) at \(columns)x\(rows): \(screen.count) rows")
            for line in screen { #expect(line.count < columns, "\(keys) at \(columns)x\(rows): '\(line)'") }
            #expect(screen.filter { $0.hasPrefix("> ") }.count == 1, "\(keys) at \(columns)x\(rows): \(screen)")
        }
    }

    @Test("A message wraps inside the width, indented under the field's text")
    func messagesWrapUnderTheField() throws {
        let screen = try Self.screen(Self.errors, size: "50x40")
        let phone = try #require(screen.firstIndex { $0.contains("Phone (BR)") })
        let column = 18  // "> " and the 16-column label
        #expect(screen[phone + 1] == String(repeating: " ", count: column) + "✗ A Brazilian phone number has")
        #expect(screen[phone + 2] == String(repeating: " ", count: column + 2) + "10 or 11 digits with the area")
        #expect(screen[phone + 3] == String(repeating: " ", count: column + 2) + "code; this one has 4.")
    }

    @Test("In a small terminal the screen scrolls to the focused field")
    func scrollsToTheFocus() throws {
        // Every field valid up to the email; the script's end submits and focuses the email.
        let keys = "41999998888⇥12345678909⇥4111111111111111⇥1299⇥123456⇥RSSMRA85T10A562S⇥ana@gmail⇥Secr3t!pass"
        let screen = try Self.screen(keys, size: "50x12")
        #expect(!screen.contains { $0.contains("Keystroke demo") })  // the header scrolled away
        let focused = try #require(screen.first { $0.hasPrefix("> ") })
        #expect(focused.hasPrefix("> Email"))
        #expect(screen.contains { $0.contains("✗ The domain after the @") })
    }

    @Test("Messages show no codes; the checkbox group says what `keystroke form` says")
    func noCodesAndOneCatalog() throws {
        let screen = try Self.screen(Self.errors + "⇥⇥⇥⏎", size: "100x60")
        for line in screen {
            #expect(line.range(of: #"\b[a-z]+\.[a-zA-Z]+:"#, options: .regularExpression) == nil, "\(line)")
            #expect(!line.contains("required:"), "\(line)")
        }
        #expect(screen.contains { $0.hasSuffix("✗ Select at least one option.") })

        let directory = try TemporaryDirectory()
        let definition = directory.path("form.json")
        try Data(#"{"elements": [{"key": "contact", "type": "checkboxGroup", "elements": [{"key": "sms", "type": "checkbox"}]}]}"#.utf8)
            .write(to: URL(fileURLWithPath: definition))
        let form = try Keystroke.run(["form", definition])
        #expect(form.output == "contact: selection.required: Select at least one option.\n")
    }

    @Test("Empty fields show the format's example as a placeholder")
    func placeholders() throws {
        let screen = try Self.screen("", size: "80x30")
        #expect(screen.contains { $0.hasPrefix("> Phone (BR)") && $0.hasSuffix("e.g. (41) 99999-8888") })
        #expect(screen.contains { $0.contains("CPF") && $0.hasSuffix("e.g. 123.456.789-09") })
        #expect(screen.contains { $0.contains("Email") && $0.hasSuffix("e.g. name@example.com") })
    }

    @Test("A long text scrolls inside its room, keeping the caret in view")
    func longText() throws {
        let screen = try Self.screen("⇥⇥⇥⇥⇥⇥" + String(repeating: "a", count: 60) + "@example.com", size: "40x30")
        let line = try #require(screen.first { $0.hasPrefix("  Email") })
        #expect(line.hasSuffix("@example.com"))
        #expect(line.count < 40)
    }

    @Test("A bracketed paste reaches the field as one paste, not key by key")
    func bracketedPaste() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("keys")
        try Data("\u{1B}[200~+55 (41) 99999-8888\u{1B}[201~".utf8).write(to: URL(fileURLWithPath: path))
        let run = try Keystroke.run(["demo", "--script-file", path, "--show-screen"])
        // The script's end submits, so the focus has moved on to the first empty field.
        #expect(run.lines.contains { $0.hasPrefix("  Phone (BR)") && $0.hasSuffix("(41) 99999-8888") }, "\(run.lines)")
        #expect(!run.output.contains("full"))
    }

    @Test("--size is checked")
    func sizeOption() throws {
        #expect(try Keystroke.run(["demo", "--script", "1", "--size", "50x15"]).status == 2)
        #expect(try Keystroke.run(["demo", "--script", "1", "--show-screen", "--size", "5x5"]).status == 2)
        #expect(try Keystroke.run(["demo", "--script", "1", "--show-screen", "--size", "wide"]).status == 2)
    }

    @Test("Under a pseudo-terminal: a paste arrives whole, and a resize redraws to the new size")
    func pseudoTerminalPasteAndResize() throws {
        let report = try PseudoTerminal.runDemo(
            typing: ["\\x1b[200~+55 (41) 99999-8888\\x1b[201~", "\\t4199\\t\\t\\t\\t\\t", "@resize:50x12", "\\x03"],
            size: "100x30")
        #expect(report.status == 130)
        #expect(report.restored)
        #expect(report.output.contains("\u{1B}[?2004h"))  // bracketed paste on
        #expect(report.output.contains("\u{1B}[?2004l"))  // and off again
        let frame = try #require(report.lastFrame)
        #expect(frame.lines.count <= 12, "\(frame.lines)")
        for line in frame.lines { #expect(line.count < 50, "'\(line)'") }
        // The cursor sits on the focused field's row, after its label.
        let row = frame.lines[frame.cursor.row - 1]
        #expect(row.hasPrefix("> Email"), "\(frame.lines)")
        #expect(frame.cursor.column == 19)
        #expect(report.output.contains("(41) 99999-8888"))
        #expect(!report.output.contains("(55) 4199-9998"))
    }
}

@Suite("keystroke demo: keys and text that must not surprise")
struct DemoEdgeTests {
    static func screen(_ keys: String, size: String = "80x40") throws -> Keystroke.Run {
        try Keystroke.run(["demo", "--script", keys, "--show-screen", "--size", size])
    }

    @Test("Pasted control characters are shown as symbols, never written to the terminal raw")
    func controlCharacters() throws {
        let run = try Self.screen(#"\e[200~\x07\x1b[31mRED\e[201~"#)
        #expect(!run.outputBytes.contains { $0 < 0x20 && $0 != 0x0A }, "\(run.output.debugDescription)")
        // The phone field keeps the digits 3 and 1 and refuses the rest, shown in the message.
        #expect(run.output.contains("\"\u{2407}\u{241B}[mRED\" not allowed here."), "\(run.output)")
    }

    @Test("↑ and ↓ leave the checkbox group like any field; ← and → move between its boxes")
    func arrowsInCheckboxes() throws {
        let up = try Self.screen(#"⇥⇥⇥⇥⇥⇥⇥⇥⇥⇥⇥↑\x03"#)
        #expect(up.lines.first { $0.hasPrefix("> ") }?.hasPrefix("> Postcode (UK)") == true, "\(up.lines)")
        let boxes = try Self.screen(#"⇥⇥⇥⇥⇥⇥⇥⇥⇥⇥⇥→ \x03"#)
        #expect(boxes.lines.contains("> Contact me by   [ ] email  [x] sms  [ ] phone"), "\(boxes.lines)")
        #expect(up.status == 130)
    }

    @Test("A card brand that does not fit beside the number goes under it", arguments: ["50x40", "80x40"])
    func cardBrand(size: String) throws {
        let run = try Self.screen(#"⇥⇥378282246310005\x03"#, size: size)
        let card = try #require(run.lines.firstIndex { $0.hasPrefix("> Card number") })
        if size == "80x40" {
            #expect(run.lines[card].hasSuffix("3782 822463 10005   American Express"))
        } else {
            #expect(run.lines[card + 1] == String(repeating: " ", count: 18) + "American Express")
        }
    }
}
