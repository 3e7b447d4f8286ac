/// What the mask algorithm needs from a representation of the text: the
/// Character path (any Unicode) and the UTF-8 byte path (ASCII fast path)
/// both implement it, so the algorithm itself is written once, in
/// ``runMask(_:caret:gravity:rightToLeft:)``.
protocol MaskMachine {
    associatedtype Unit
    /// The number of tokens in the program.
    var tokenCount: Int { get }
    /// The shape of token `token`.
    func kind(at token: Int) -> TokenKind
    /// The next input unit (one Character), or nil at the end.
    mutating func nextInput() -> Unit?
    /// Whether `unit` equals the literal of the separator or fixed token `token`.
    func literalMatches(_ unit: Unit, token: Int) -> Bool
    /// The unit to place for `unit` in slot `token`, or nil when refused.
    func slotAccepts(_ unit: Unit, token: Int) -> Unit?
    /// Appends an accepted input unit to the text and to the value.
    mutating func emit(_ unit: Unit)
    /// Appends the literal of `token` to the text, and to the value when `value`.
    mutating func emitLiteral(token: Int, value: Bool)
    /// Records a refused input unit.
    mutating func drop(_ unit: Unit)
    /// Records every remaining input unit as refused and returns how many
    /// Characters they are.
    mutating func dropRemaining() -> Int
    /// The number of Characters appended to the text so far.
    var outputCount: Int { get }
    /// Whether the text ends with the literal of `token`.
    func outputEnds(withLiteralOf token: Int) -> Bool
    /// Whether the value ends with the literal of `token`.
    func valueEnds(withLiteralOf token: Int) -> Bool
    mutating func removeLastOutput()
    mutating func removeLastValue()
}

/// The token shapes the algorithm branches on; the classes stay in the machine.
enum TokenKind: UInt8, Sendable {
    case separator, fixed, required, optional, ellipsis
}

/// What ``runMask(_:caret:gravity:rightToLeft:)`` computed besides the strings.
struct MaskRun {
    var caret: Int
    var affinity: Int
    var isComplete: Bool
}

/// InputMask's apply algorithm over a token program.
///
/// Walks the input once. Each token either accepts the current input unit
/// (and the input moves on), inserts its literal without consuming (a
/// separator or fixed character the user did not type; an optional slot
/// that does not match is skipped), or refuses the unit (which is dropped).
/// Affinity gains 1 per consumed unit and loses 1 per insertion, skip or
/// refusal. Caret rules follow InputMask's `CaretStringIterator`: insertions
/// before the caret push it forward (at the caret only with forward gravity,
/// or always for right-to-left masks), refusals before the caret pull it back.
/// After the input, forward gravity with autocomplete appends the literals
/// that follow when the caret is at the end; backward gravity with autoskip
/// removes the trailing literals passed just before the caret.
///
/// Once the input reaches the end of a finite mask, the rest is dropped in
/// one step (``MaskMachine/dropRemaining()``), so a long paste costs the mask
/// length plus one pass over the remainder.
func runMask<Machine: MaskMachine>(
    _ machine: inout Machine,
    caret requestedCaret: Int,
    gravity: CaretGravity,
    rightToLeft: Bool
) -> MaskRun {
    let caret = min(max(0, requestedCaret), Int.max - 1)
    let forwardInsertion: Bool
    let autocomplete: Bool
    let autoskip: Bool
    switch gravity {
    case .forward(let value): forwardInsertion = true; autocomplete = value; autoskip = false
    case .backward(let value): forwardInsertion = rightToLeft; autocomplete = false; autoskip = value
    }
    // InputMask's iterator flags, for the input Character at `index`:
    // an insertion there moves the caret (at the caret itself only with forward
    // insertion); a refusal there pulls the caret back when it is before it.
    let insertionLimit = forwardInsertion ? caret &+ 1 : caret
    let end = machine.tokenCount
    var token = 0
    var index = 0
    var caretDelta = 0
    var affinity = 0
    // InputMask's autocompletion stack, only read by autoskip: the literals
    // passed before the caret since the last slot, always consecutive tokens.
    var skipStart = 0
    var skipEnd = 0
    var current = machine.nextInput()
    while let unit = current {
        guard token < end else {
            // End of the mask: everything left is refused at once.
            machine.drop(unit)
            let count = 1 + machine.dropRemaining()
            affinity -= count
            caretDelta -= min(max(caret - index, 0), count)
            index += count
            break
        }
        let kind = machine.kind(at: token)
        if kind == .separator || kind == .fixed {
            let passes = machine.literalMatches(unit, token: token)
            machine.emitLiteral(token: token, value: kind == .fixed)
            if autoskip && index < caret {
                if skipStart == skipEnd { skipStart = token }
                skipEnd = token &+ 1
            }
            token &+= 1
            if passes {
                index &+= 1
                current = machine.nextInput()
                affinity &+= 1
            } else {
                if index < insertionLimit { caretDelta &+= 1 }
                affinity &-= 1
            }
        } else if let accepted = machine.slotAccepts(unit, token: token) {
            machine.emit(accepted)
            if autoskip && index < caret { skipEnd = skipStart }
            if kind != .ellipsis { token &+= 1 }
            index &+= 1
            current = machine.nextInput()
            affinity &+= 1
        } else if kind == .optional {
            if autoskip && index < caret { skipEnd = skipStart }
            token &+= 1
            affinity &-= 1
        } else {
            if index < caret { caretDelta &-= 1 }
            machine.drop(unit)
            index &+= 1
            current = machine.nextInput()
            affinity &-= 1
        }
    }
    // `index` is now the input length in Characters: clamp the caret to it.
    let clamped = min(caret, index)
    var outputCaret = clamped + caretDelta
    if autocomplete && index == clamped {
        while token < end, machine.kind(at: token) == .separator || machine.kind(at: token) == .fixed {
            machine.emitLiteral(token: token, value: machine.kind(at: token) == .fixed)
            outputCaret += 1
            token += 1
        }
    }
    if autoskip {
        while skipEnd > skipStart {
            skipEnd -= 1
            if machine.outputCount == outputCaret {
                if machine.outputEnds(withLiteralOf: skipEnd) {
                    machine.removeLastOutput()
                    outputCaret -= 1
                }
                if machine.kind(at: skipEnd) == .fixed && machine.valueEnds(withLiteralOf: skipEnd) {
                    machine.removeLastValue()
                }
            } else {
                outputCaret -= 1
            }
        }
    }
    var complete = true
    var scan = token
    while scan < end {
        let kind = machine.kind(at: scan)
        if kind == .required || kind == .fixed { complete = false; break }
        if kind == .ellipsis { break }
        scan += 1
    }
    return MaskRun(
        caret: min(max(outputCaret, 0), machine.outputCount),
        affinity: affinity,
        isComplete: complete
    )
}
