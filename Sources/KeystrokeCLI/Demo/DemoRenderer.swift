import Keystroke

/// Draws the demo form as lines of text that fit the screen, and says where the cursor goes.
///
/// The same frame serves the terminal (with ANSI styling) and the scripted
/// mode's `--show-screen` output (plain text). Messages wrap inside the width,
/// indented under their field; a text longer than its room scrolls with the
/// caret; when the form is taller than the screen, the rows shown are those
/// that keep the focused field (and its messages) in view.
struct DemoRenderer {
    /// One drawn frame.
    struct Frame {
        /// The lines, top to bottom, each at most the screen's width.
        var lines: [String]
        /// The cursor's 0-based row and column.
        var cursor: (row: Int, column: Int)
    }

    /// A run of text with one style.
    private struct Span {
        var text: String
        var code: String?
    }

    /// Whether to use ANSI colours.
    var styled: Bool
    /// The screen's width in columns.
    var columns: Int = 80
    /// The screen's height in rows, or `nil` to draw every row.
    var rows: Int?

    private static let labelWidth = 16
    private static let help = "Tab/Enter: next · Shift-Tab: back · Space: toggle · Enter on the last field: submit · Ctrl-C: quit"

    /// Draws `form`.
    func frame(_ form: DemoForm) -> Frame {
        // One column spare: writing the last column would leave the terminal waiting to wrap.
        let width = max(columns - 1, 10)
        var lines: [[Span]] = []
        for line in Self.wrap("Keystroke demo", width: width) { lines.append([Span(text: line, code: "1")]) }
        for line in Self.wrap(Self.help, width: width) { lines.append([Span(text: line, code: "2")]) }
        lines.append([])
        var cursor = (row: 0, column: 0)
        var focusRows = 0..<0
        for (index, field) in form.fields.enumerated() {
            let focused = index == form.focus
            let first = lines.count
            let marker = focused ? "> " : "  "
            // Narrow screens put the value under its label.
            let compact = width < 2 + Self.labelWidth + 12
            var prefix = [Span(text: marker + field.label.padded(to: Self.labelWidth), code: nil)]
            if compact {
                lines.append([Span(text: marker + field.label, code: nil)])
                prefix = [Span(text: "    ", code: nil)]
            }
            let column = prefix.reduce(0) { $0 + $1.text.count }
            let indent = String(repeating: " ", count: column)
            switch field.content {
            case .text(let format, let state):
                let room = max(width - column, 1)
                if state.text.isEmpty {
                    let placeholder = String((field.placeholder.isEmpty ? "" : "e.g. " + field.placeholder).prefix(room))
                    lines.append(prefix + [Span(text: placeholder, code: "2")])
                    if focused { cursor = (lines.count - 1, column) }
                } else {
                    let shown = field.isSecret ? String(repeating: "•", count: state.text.count) : state.text
                    // Scroll a long text so the caret stays inside the room.
                    let start = max(0, state.caret - room + 1)
                    var line = prefix + [Span(text: String(shown.dropFirst(start).prefix(room)), code: nil)]
                    var brandLine: [Span]?
                    if field.name == "card", let brand = CardBrand.detect(state.value) {
                        // Beside the number when it fits, else on the next line under it, wrapped.
                        if column + shown.count + 3 + brand.name.count <= width {
                            line += [Span(text: "   ", code: nil), Span(text: brand.name, code: "36")]
                        } else {
                            brandLine = [Span(text: indent, code: nil), Span(text: String(brand.name.prefix(room)), code: "36")]
                        }
                    }
                    lines.append(line)
                    if focused { cursor = (lines.count - 1, column + state.caret - start) }
                    if let brandLine { lines.append(brandLine) }
                }
                if let password = format.base as? PasswordFormat {
                    for (rule, passed) in password.checklist(state.text).sorted(by: { $0.key.order < $1.key.order }) {
                        lines += Self.message(
                            passed ? "✓" : "✗", code: passed ? "32" : "31", password.error(for: rule).message,
                            messageCode: nil, indent: indent, width: width)
                    }
                }
            case .checkboxes(let options, let checked, let optionCursor):
                var line = prefix
                var lineWidth = column
                for (optionIndex, option) in options.enumerated() {
                    let box = "[\(checked[optionIndex] ? "x" : " ")] \(option)"
                    if lineWidth > column && lineWidth + 2 + box.count > width {
                        lines.append(line)
                        line = [Span(text: indent, code: nil)]
                        lineWidth = column
                    }
                    if lineWidth > column {
                        line.append(Span(text: "  ", code: nil))
                        lineWidth += 2
                    }
                    if focused && optionIndex == optionCursor { cursor = (lines.count, lineWidth + 1) }
                    line.append(Span(text: box, code: nil))
                    lineWidth += box.count
                }
                lines.append(line)
            }
            if let refusal = field.refusal, focused {
                lines += Self.message("⚠", code: "33", refusal, messageCode: "33", indent: indent, width: width)
            }
            if let error = field.error {
                lines += Self.message("✗", code: "31", error.message, messageCode: "31", indent: indent, width: width)
            }
            if focused { focusRows = first..<lines.count }
        }

        // The rows that fit: from the top when the focused field fits there, else scrolled to it.
        var top = 0
        if let rows, lines.count > rows {
            let height = max(rows, 1)
            top = max(0, focusRows.upperBound - height)
            top = min(top, focusRows.lowerBound, cursor.row)
            top = max(top, cursor.row - height + 1)
            lines = Array(lines[top..<min(top + height, lines.count)])
        }
        return Frame(lines: lines.map(render), cursor: (cursor.row - top, cursor.column))
    }

    /// The whole frame as terminal output: clear, draw, place the cursor.
    func terminalOutput(_ form: DemoForm) -> String {
        let frame = frame(form)
        return "\u{1B}[H\u{1B}[2J" + frame.lines.joined(separator: "\n")  // output processing stays on: \n starts a line
            + "\u{1B}[\(frame.cursor.row + 1);\(frame.cursor.column + 1)H"
    }

    /// A mark and a message wrapped under it: `✗ The check digits…`, continued under the text.
    private static func message(
        _ mark: String, code: String, _ text: String, messageCode: String?, indent: String, width: Int
    ) -> [[Span]] {
        let hanging = indent + "  "
        return wrap(text, width: max(width - hanging.count, 1)).enumerated().map { index, part in
            index == 0
                ? [Span(text: indent, code: nil), Span(text: mark, code: code), Span(text: " " + part, code: messageCode)]
                : [Span(text: hanging + part, code: messageCode)]
        }
    }

    /// `text` broken at spaces into lines of at most `width` Characters (long words are cut).
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            var word = Substring(word)
            if !line.isEmpty && line.count + 1 + word.count <= width {
                line += " " + word
                continue
            }
            if !line.isEmpty { lines.append(line) }
            while word.count > width {
                lines.append(String(word.prefix(width)))
                word = word.dropFirst(width)
            }
            line = String(word)
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }

    /// The spans as one line; typed or pasted text never reaches the terminal raw (an escape
    /// sequence in a paste would restyle or move the screen), control characters are shown.
    private func render(_ spans: [Span]) -> String {
        spans.map { span in
            let text = span.text.controlCharactersShown
            guard styled, let code = span.code, !text.isEmpty else { return text }
            return "\u{1B}[\(code)m\(text)\u{1B}[0m"
        }.joined()
    }
}

extension PasswordRule {
    /// The rule's place in the checklist.
    fileprivate var order: Int { Self.allCases.firstIndex(of: self) ?? 0 }
}
