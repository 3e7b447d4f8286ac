/// An input mask in RedMadRobot InputMask's notation, compiled once and
/// applied after every edit.
///
/// ```swift
/// let mask = try Mask("+7 ([000]) [000] [00] [00]")
/// let result = mask.apply(MaskInput(text: "9161234567"))
/// // result.text == "+7 (916) 123 45 67", result.value == "9161234567"
/// ```
///
/// Notation: `[0]` digit, `[9]` optional digit, `[A]` letter, `[a]` optional
/// letter, `[_]` letter or digit, `[-]` optional letter or digit, `[0…]` the
/// previous slot repeated without limit, `{.}` a fixed character kept in the
/// value, any other character a separator (shown, not extracted), `\` escapes
/// the next character. Mixed groups such as `[00AA]` are split, and each group
/// is sorted so required slots come first, as InputMask does.
///
/// Carets, offsets and lengths are counted in `Character`s (grapheme
/// clusters). Digit slots take ASCII digits and also full-width
/// (U+FF10–FF19) and Arabic-Indic (U+0660–0669, U+06F0–06F9) digits, which
/// they place as ASCII. Letter slots take any `Character.isLetter`.
///
/// With `uppercasesLetters`, ASCII letters `a`–`z` are read as `A`–`Z` before
/// any slot sees them (the alphanumeric CNPJ takes `12abc…` as `12ABC…`); other
/// characters, and so every offset and caret, are unchanged.
///
/// A mask is an immutable value: compiling is linear in the format length
/// and there is no global cache.
public struct Mask: Sendable, Hashable {
    /// The format string the mask was compiled from.
    public let format: String
    /// The custom notations the format may use.
    public let customNotations: [Notation]
    /// Whether the mask is applied from the end of the text (InputMask's `RTLMask`).
    public let rightToLeft: Bool
    /// Whether ASCII lowercase letters are read as their uppercase before masking.
    public let uppercasesLetters: Bool
    /// The compiled program, in application order (reversed for right-to-left).
    let tokens: [MaskToken]
    /// The token shapes, for the shared algorithm.
    let kinds: [TokenKind]
    /// The byte program; empty unless `hasByteProgram`.
    let byteTokens: [ByteToken]
    /// Whether every literal is ASCII, so ASCII text can take the byte path.
    let hasByteProgram: Bool

    /// Compiles a mask.
    /// - Parameters:
    ///   - format: The format, in InputMask notation.
    ///   - customNotations: Extra slot characters the format may use inside `[…]`.
    ///   - rightToLeft: Apply the mask from the end of the text, for numbers
    ///     (`[000] [000]` then groups `1234` as `1 234`).
    ///   - uppercasesLetters: Read ASCII letters `a`–`z` as `A`–`Z`, so slots that take
    ///     uppercase letters accept them typed in lowercase.
    /// - Throws: ``MaskError`` with the reason and the offset in Characters.
    public init(
        _ format: String, customNotations: [Notation] = [], rightToLeft: Bool = false, uppercasesLetters: Bool = false
    ) throws(MaskError) {
        self.format = format
        self.customNotations = customNotations
        self.rightToLeft = rightToLeft
        self.uppercasesLetters = uppercasesLetters
        let tokens = try MaskCompiler(format: format, notations: customNotations, rightToLeft: rightToLeft).compile()
        self.tokens = tokens
        self.kinds = tokens.map(\.kind)
        let byteTokens = ByteToken.program(tokens, notations: customNotations)
        self.byteTokens = byteTokens ?? []
        self.hasByteProgram = byteTokens != nil
    }

    /// Equal when compiled from the same format, notations, direction and letter case option.
    public static func == (lhs: Mask, rhs: Mask) -> Bool {
        lhs.format == rhs.format && lhs.rightToLeft == rhs.rightToLeft && lhs.customNotations == rhs.customNotations
            && lhs.uppercasesLetters == rhs.uppercasesLetters
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(format)
        hasher.combine(rightToLeft)
        hasher.combine(customNotations)
        hasher.combine(uppercasesLetters)
    }
}

extension Mask: CustomStringConvertible {
    /// The format, for logs and test output: `Mask("[00]-[00]")`.
    public var description: String {
        "Mask(\"\(format)\"\(rightToLeft ? ", rightToLeft" : "")\(uppercasesLetters ? ", uppercasesLetters" : ""))"
    }
}

// MARK: - Lengths and placeholder

extension Mask {
    /// The text of an empty mask: literals as they are, `0` for digit slots,
    /// `a` for letter slots, `-` for alphanumeric slots, the notation character
    /// for custom slots; it stops at `…`.
    public var placeholder: String {
        // Characters, not a string, until they are in text order: a right-to-left mask's
        // tokens come reversed, and joining them in that order could merge the wrong ones.
        var characters: [Character] = []
        loop: for token in tokens {
            switch token {
            case .separator(let character), .fixed(let character): characters.append(character)
            case .slot(let slotClass, _): characters.append(slotClass.placeholder(notations: customNotations))
            case .ellipsis: break loop
            }
        }
        return rightToLeft ? String(characters.reversed()) : String(characters)
    }

    /// The shortest text length, in Characters, that fills every required slot
    /// (literals and required slots; `…` counts one).
    public var acceptableTextLength: Int {
        count { token in
            if case .slot(_, true) = token { return false }
            return true
        }
    }

    /// The longest text length, in Characters (every token; `…` counts one).
    public var totalTextLength: Int { tokens.count }

    /// The shortest value length with every required slot filled (fixed
    /// characters and required slots; `…` counts one).
    public var acceptableValueLength: Int {
        count { token in
            switch token {
            case .separator, .slot(_, true): false
            case .fixed, .slot, .ellipsis: true
            }
        }
    }

    /// The longest value length (fixed characters and all slots; `…` counts one).
    public var totalValueLength: Int {
        count { token in
            if case .separator = token { return false }
            return true
        }
    }

    /// Whether anything may be typed: a slot or `…`. A mask without is fixed text.
    var hasSlots: Bool {
        tokens.contains { token in
            switch token {
            case .slot, .ellipsis: true
            case .separator, .fixed: false
            }
        }
    }

    /// Whether an optional slot is followed, in the order the mask runs and past any other optional
    /// slots, by a literal its class accepts (`[0-]0`, `[99]1`). Such a mask, like InputMask, may
    /// show that literal after skipping the slot, then read it as the slot when its own text is
    /// applied again (`3` and junk give `30`, which reads back as `300`): its text is not always a
    /// fixed point. The fuzz harness checks every other mask for that.
    package var optionalSlotMayTakeNextLiteral: Bool {
        // A right-to-left mask runs its groups from the end: look both ways.
        takesNextLiteral(tokens) || rightToLeft && takesNextLiteral(tokens.reversed())
    }

    /// ``optionalSlotMayTakeNextLiteral`` for tokens in one order.
    private func takesNextLiteral(_ tokens: [MaskToken]) -> Bool {
        for (index, token) in tokens.enumerated() {
            guard case .slot(let slotClass, isOptional: true) = token else { continue }
            let next = tokens[(index + 1)...].first { token in
                if case .slot(_, isOptional: true) = token { return false }
                return true
            }
            if let literal = next?.literal, slotClass.accept(literal, notations: customNotations) != nil { return true }
        }
        return false
    }

    private func count(where predicate: (MaskToken) -> Bool) -> Int {
        tokens.reduce(0) { $0 + (predicate($1) ? 1 : 0) }
    }
}

extension MaskToken {
    var kind: TokenKind {
        switch self {
        case .separator: .separator
        case .fixed: .fixed
        case .slot(_, let isOptional): isOptional ? .optional : .required
        case .ellipsis: .ellipsis
        }
    }
}
