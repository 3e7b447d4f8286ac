/// A field's text with its caret drawn as `|`, as `type`, `mask` and the demo print it.
struct TextWithCaret: CustomStringConvertible {
    /// The text.
    var text: String
    /// The caret offset in Characters; clamped into the text.
    var caret: Int

    /// Creates the view of `text` with the caret at `caret`.
    init(_ text: String, caret: Int) {
        self.text = text
        self.caret = caret
    }

    var description: String {
        let offset = min(max(caret, 0), text.count)
        let split = text.index(text.startIndex, offsetBy: offset)
        return text[..<split] + "|" + text[split...]
    }
}

extension String {
    /// The string followed by spaces up to `width` Characters (at least one space).
    func padded(to width: Int) -> String {
        self + String(repeating: " ", count: max(width - count, 1))
    }

    /// The string without trailing spaces.
    var trailingSpacesRemoved: String {
        var result = self
        while result.last == " " { result.removeLast() }
        return result
    }
}

extension Key {
    /// How the key is shown in `type`'s output.
    var label: String {
        switch self {
        case .character(let character): String(character)
        case .tab: "⇥"
        case .backTab: "⇤"
        case .enter: "⏎"
        case .backspace: "⌫"
        case .delete: "⌦"
        case .left: "←"
        case .right: "→"
        case .up: "↑"
        case .down: "↓"
        case .home: "⇱"
        case .end: "⇲"
        case .escape: "⎋"
        case .interrupt: "^C"
        case .endOfInput: "^D"
        case .paste: "⎘"
        case .unknown: "?"
        }
    }
}
