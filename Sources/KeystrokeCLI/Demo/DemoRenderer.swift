import Keystroke

/// Draws the demo form as lines of text, and says where the cursor goes.
///
/// The same frame serves the terminal (with ANSI styling) and the scripted
/// mode's `--show-screen` output (plain text).
struct DemoRenderer {
    /// One drawn frame.
    struct Frame {
        /// The lines, top to bottom.
        var lines: [String]
        /// The cursor's 0-based row and column.
        var cursor: (row: Int, column: Int)
    }

    /// Whether to use ANSI colours.
    var styled: Bool

    private static let labelWidth = 16
    private static let help = "Tab/Enter: next · Shift-Tab: back · Space: toggle · Enter on the last field: submit · Ctrl-C: quit"

    /// Draws `form`.
    func frame(_ form: DemoForm) -> Frame {
        var lines = [style("Keystroke demo", code: "1"), style(Self.help, code: "2"), ""]
        var cursor = (row: 0, column: 0)
        for (index, field) in form.fields.enumerated() {
            let focused = index == form.focus
            let prefix = (focused ? "> " : "  ") + field.label.padded(to: Self.labelWidth)
            let column = prefix.count
            switch field.content {
            case .text(let format, let state):
                let shown = field.isSecret ? String(repeating: "•", count: state.text.count) : state.text
                var line = prefix + shown
                if field.name == "card", let brand = CardBrand.detect(state.value) {
                    line += "   " + style(brand.name, code: "36")
                }
                if focused { cursor = (lines.count, column + state.caret) }
                lines.append(line)
                if let password = format.base as? PasswordFormat {
                    for (rule, passed) in password.checklist(state.text).sorted(by: { $0.key.order < $1.key.order }) {
                        let mark = passed ? style("✓", code: "32") : style("✗", code: "31")
                        lines.append(String(repeating: " ", count: column) + mark + " " + password.error(for: rule).message)
                    }
                }
            case .checkboxes(let options, let checked, let optionCursor, _):
                var line = prefix
                for (optionIndex, option) in options.enumerated() {
                    if focused && optionIndex == optionCursor { cursor = (lines.count, line.count + 1) }
                    line += "[\(checked[optionIndex] ? "x" : " ")] \(option)  "
                }
                lines.append(line.trailingSpacesRemoved)
            }
            if let refusal = field.refusal, focused {
                lines.append(String(repeating: " ", count: column) + style("⚠ \(refusal)", code: "33"))
            }
            if let error = field.error {
                lines.append(String(repeating: " ", count: column) + style("✗ \(error)", code: "31"))
            }
        }
        return Frame(lines: lines, cursor: cursor)
    }

    /// The whole frame as terminal output: clear, draw, place the cursor.
    func terminalOutput(_ form: DemoForm) -> String {
        let frame = frame(form)
        return "\u{1B}[H\u{1B}[2J" + frame.lines.joined(separator: "\n")  // the terminal keeps output processing: \n starts a line
            + "\u{1B}[\(frame.cursor.row + 1);\(frame.cursor.column + 1)H"
    }

    private func style(_ text: String, code: String) -> String {
        styled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}

extension PasswordRule {
    /// The rule's place in the checklist.
    fileprivate var order: Int { Self.allCases.firstIndex(of: self) ?? 0 }
}
