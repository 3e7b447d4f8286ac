/// One compiled element of a mask: the immutable program `Mask.apply` runs.
enum MaskToken: Sendable, Hashable {
    /// A character outside brackets: inserted into the text, not into the value.
    case separator(Character)
    /// A `{…}` character: inserted into the text and kept in the value.
    case fixed(Character)
    /// A `[…]` slot, required or optional.
    case slot(SlotClass, isOptional: Bool)
    /// `…`: repeats its class without limit; always the last token.
    case ellipsis(SlotClass)

    /// The inserted character of a separator or fixed token.
    var literal: Character? {
        switch self {
        case .separator(let character), .fixed(let character): character
        case .slot, .ellipsis: nil
        }
    }
}

/// The token shapes the algorithm branches on; the classes stay in the machine.
enum TokenKind: UInt8, Sendable {
    case separator, fixed, required, optional, ellipsis
}
