/// The lexical layer of CLDR date and time patterns (UTS #35), shared by ``DatePattern`` and
/// ``TimePattern``: runs of one ASCII letter are fields (`dd`, `y`, `HH`, `a`), text in
/// apostrophes is literal (`'г'`, `'h'`), two apostrophes are one, and any other character,
/// non-ASCII letters included, is literal.
enum CLDRPattern {
    enum Item: Sendable, Hashable {
        /// A run of one ASCII letter: `("d", 2)` for `dd`.
        case field(Character, Int)
        /// One literal Character.
        case literal(Character)
    }

    /// The items of `text`; an apostrophe left open quotes to the end.
    static func items(_ text: String) -> [Item] {
        var items: [Item] = []
        var characters = Array(text)[...]
        while let first = characters.first {
            if first == "'" {
                characters = characters.dropFirst()
                if characters.first == "'" {
                    items.append(.literal("'"))
                    characters = characters.dropFirst()
                    continue
                }
                while let next = characters.first {
                    characters = characters.dropFirst()
                    if next == "'" {
                        guard characters.first == "'" else { break }
                        characters = characters.dropFirst()
                    }
                    items.append(.literal(next))
                }
            } else if first.isASCII, first.isLetter {
                let run = characters.prefix { $0 == first }
                items.append(.field(first, run.count))
                characters = characters.dropFirst(run.count)
            } else {
                items.append(.literal(first))
                characters = characters.dropFirst()
            }
        }
        return items
    }

    /// `text` as literal pattern text: ASCII letters quoted, apostrophes doubled.
    static func quoted(_ literals: some Sequence<Character>) -> String {
        var text = ""
        var open = false
        for character in literals {
            // An apostrophe is written twice inside quotes or out, so it leaves them as they are.
            let needsQuotes = character.isASCII && character.isLetter
            if character != "'" && needsQuotes != open {
                text.append("'")
                open = needsQuotes
            }
            text += character == "'" ? "''" : String(character)
        }
        if open { text.append("'") }
        return text
    }
}
