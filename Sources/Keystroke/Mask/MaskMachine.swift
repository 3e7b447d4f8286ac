/// What the mask algorithm needs from a representation of the text: the
/// Character path (any Unicode) and the UTF-8 byte path (ASCII fast path)
/// both implement it, so the algorithm itself is written once, in
/// ``MaskMachine/run(caret:gravity:rightToLeft:)``.
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
    /// Whether input a slot of the mask takes was left over past its end.
    var overflowed: Bool { get set }
    mutating func removeLastOutput()
    mutating func removeLastValue()
}

/// What ``MaskMachine/run(caret:gravity:rightToLeft:)`` computed besides the strings.
struct MaskRun {
    var caret: Int
    var affinity: Int
    var isComplete: Bool
}
