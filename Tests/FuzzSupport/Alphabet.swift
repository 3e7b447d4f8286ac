/// The characters and texts an edit script types and pastes into one field:
/// the field's own characters, made likely, mixed with adversarial Unicode.
public struct Alphabet: Sendable {
    /// Characters typed one at a time; the first ones are the likeliest after shrinking.
    public let characters: [Character]
    /// Whole texts pasted or set: sample values of the field and adversarial strings.
    public let texts: [String]

    /// Creates an alphabet.
    /// - Parameters:
    ///   - characters: The field's own characters (digits, letters, separators).
    ///   - samples: Texts that make sense in the field (valid values, formatted or raw).
    public init(characters: String, samples: [String] = []) {
        var seen = Set<Character>()
        self.characters = (Array(characters) + Self.adversarialCharacters).filter { seen.insert($0).inserted }
        self.texts = samples + Self.adversarialTexts
    }

    /// Characters no field expects: emoji, ZWJ sequences, lone combining marks,
    /// bidi controls, full-width and Arabic-Indic digits, NUL.
    public static let adversarialCharacters: [Character] = [
        "é", "e\u{301}", "\u{301}", "👍", "👍🏽", "👨‍👩‍👧", "🇧🇷", "\u{200D}", "\u{200F}", "\u{202E}",
        "０", "９", "١", "٣", "𝟘", "½", "²", "\0", "\t", "\r\n", "\u{FEFF}", "ß", "İ", "ﬁ", "Ⅻ", "1\u{20E3}",
    ]

    /// Strings no field expects, plus well-formed values of other fields.
    public static let adversarialTexts: [String] = [
        "", " ", "\0\0\0", "👨‍👩‍👧‍👦👨‍👩‍👧‍👦", "1\u{301}2\u{301}3\u{301}", "\u{202E}12345\u{202C}", "\u{200F}٠١٢٣٤٥٦٧٨٩",
        "０１２３４５６７８９", "𝟙𝟚𝟛𝟜𝟝", "123.456.789-09", "(41) 99999-8888", "R$ 1.234,56", "$1,234.56",
        "4111 1111 1111 1111", "12/30", "user@example.com", "RSSMRA85T10A562S", "José da Silva", "a\u{0}b",
        "\u{FEFF}123", "1\r\n2", "-0", "+55 41 3333-3333", "9999999999999999999999999",
    ]

    /// The character for an argument (wrapping around).
    public func character(_ argument: Int) -> Character {
        characters[argument % characters.count]
    }

    /// The text for an argument: a sample or adversarial text, a short random
    /// run of characters, or a long one (up to 600 Characters).
    public func text(_ argument: Int) -> String {
        let selector = argument >> 2
        switch argument & 3 {
        case 0: return texts[selector % texts.count]
        case 1: return run(seed: selector, length: selector % 12)
        case 2: return run(seed: selector, length: 1 + selector % 40)
        default: return run(seed: selector, length: selector % 600)
        }
    }

    /// A deterministic pseudo-random run of characters (a PCG-style step per Character).
    func run(seed: Int, length: Int) -> String {
        var state = UInt64(truncatingIfNeeded: seed) | 1
        var text = ""
        for _ in 0..<length {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let roll = Int(truncatingIfNeeded: state >> 35)
            // Mostly the field's own characters, sometimes anything.
            let span = roll % 8 == 0 ? characters.count : min(characters.count, 16)
            text.append(characters[roll % span])
        }
        return text
    }
}
