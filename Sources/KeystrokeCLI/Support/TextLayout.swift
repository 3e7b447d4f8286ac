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

    /// The string with each control character shown as its visible symbol (`\u{1B}` as `␛`,
    /// a line feed as `␊`, DEL as `␡`, a C1 control as `�`), one Character for one, so
    /// columns and carets computed on the text still hold.
    var controlCharactersShown: String {
        guard unicodeScalars.contains(where: \.isControl) else { return self }
        return String(map { character -> Character in
            guard let scalar = character.unicodeScalars.first, scalar.isControl else { return character }
            switch scalar.value {
            case 0..<0x20: return Character(Unicode.Scalar(0x2400 + scalar.value) ?? "\u{FFFD}")
            case 0x7F: return "\u{2421}"
            default: return "\u{FFFD}"
            }
        })
    }

    /// The string without trailing spaces.
    var trailingSpacesRemoved: String {
        var result = self
        while result.last == " " { result.removeLast() }
        return result
    }
}

extension Unicode.Scalar {
    /// A C0 or C1 control character or DEL.
    fileprivate var isControl: Bool { value < 0x20 || (0x7F...0x9F).contains(value) }
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
