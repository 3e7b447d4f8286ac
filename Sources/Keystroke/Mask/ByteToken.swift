/// One token of the byte program: the fast path for ASCII text.
struct ByteToken: Sendable, Hashable {
    /// The token's shape.
    var kind: TokenKind
    /// The ASCII literal of a separator or fixed token (0 for slots).
    var literal: UInt8
    /// The ASCII bytes a slot accepts.
    var accepts: ASCIIMap

    /// The byte program for `tokens`, or nil when a literal is not a single ASCII byte.
    static func program(_ tokens: [MaskToken], notations: [Notation]) -> [ByteToken]? {
        var program: [ByteToken] = []
        program.reserveCapacity(tokens.count)
        for token in tokens {
            switch token {
            case .separator(let character), .fixed(let character):
                let utf8 = character.utf8
                guard utf8.count == 1, let byte = utf8.first, byte < 128 else { return nil }
                program.append(ByteToken(kind: token.kind, literal: byte, accepts: ASCIIMap(low: 0, high: 0)))
            case .slot(let slotClass, _), .ellipsis(let slotClass):
                program.append(ByteToken(kind: token.kind, literal: 0, accepts: slotClass.asciiMap(notations: notations)))
            }
        }
        return program
    }
}
