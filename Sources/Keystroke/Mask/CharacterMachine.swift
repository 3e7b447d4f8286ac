/// The general path of ``Mask/apply(_:)``: any Unicode text, one Character at a time.
///
/// Left to right it reads a `Substring` and writes `String`s. Right to left it reads and
/// writes Character arrays, in reverse order: a reversed string would be segmented again,
/// so Characters could merge in the wrong order (a ZWJ tail with the emoji after it).
struct CharacterMachine<Input: BidirectionalCollection<Character>, Buffer: RangeReplaceableCollection & BidirectionalCollection<Character>>: MaskMachine {
    let tokens: [MaskToken]
    let kinds: [TokenKind]
    let notations: [Notation]
    private let text: Input
    private var position: Input.Index
    private(set) var output = Buffer()
    private(set) var value = Buffer()
    private(set) var dropped = Buffer()
    private(set) var outputCount = 0
    var overflowed = false
    /// Whether an input Character may stand for a separator (false: raw value input).
    var separatorsFromInput = true

    init(text: Input, tokens: [MaskToken], kinds: [TokenKind], notations: [Notation]) {
        self.text = text
        self.position = text.startIndex
        self.tokens = tokens
        self.kinds = kinds
        self.notations = notations
    }

    var tokenCount: Int { kinds.count }

    func kind(at token: Int) -> TokenKind { kinds[token] }

    mutating func nextInput() -> Character? {
        guard position < text.endIndex else { return nil }
        let character = text[position]
        text.formIndex(after: &position)
        return character
    }

    func literalMatches(_ unit: Character, token: Int) -> Bool {
        (separatorsFromInput || kinds[token] != .separator) && tokens[token].literal == unit
    }

    func slotAccepts(_ unit: Character, token: Int) -> Character? {
        switch tokens[token] {
        case .slot(let slotClass, _), .ellipsis(let slotClass):
            slotClass.accept(unit, notations: notations)
        case .separator, .fixed:
            nil
        }
    }

    mutating func emit(_ unit: Character) {
        output.append(unit)
        value.append(unit)
        outputCount += 1
    }

    mutating func emitLiteral(token: Int, value: Bool) {
        guard let literal = tokens[token].literal else { return }
        output.append(literal)
        outputCount += 1
        if value { self.value.append(literal) }
    }

    mutating func drop(_ unit: Character) {
        dropped.append(unit)
    }

    mutating func dropRemaining() -> Int {
        let rest = text[position...]
        position = text.endIndex
        dropped.append(contentsOf: rest)
        if let rest = rest as? Substring { return countCharacters(rest) }
        return rest.count
    }

    func outputEnds(withLiteralOf token: Int) -> Bool {
        output.last == tokens[token].literal
    }

    func valueEnds(withLiteralOf token: Int) -> Bool {
        value.last == tokens[token].literal
    }

    mutating func removeLastOutput() {
        output.removeLast()
        outputCount -= 1
    }

    mutating func removeLastValue() {
        value.removeLast()
    }
}

/// Counts Characters, in one quick byte pass when the text is ASCII
/// (where only "\r\n" joins two bytes into one Character).
func countCharacters(_ text: Substring) -> Int {
    var bytes = 0
    var pairs = 0
    var previous: UInt8 = 0
    for byte in text.utf8 {
        if byte >= 0x80 { return text.count }
        if byte == 10 && previous == 13 { pairs += 1 }
        previous = byte
        bytes += 1
    }
    return bytes - pairs
}
