/// The fast path of ``Mask/apply(_:)``: ASCII text without "\r", where a
/// byte is a Character. Writes into caller-provided memory: a scratch
/// buffer, or the storage of the small strings it produces.
struct ByteMachine: MaskMachine {
    // SAFETY: a machine lives only in `runBytes`, inside the closures that lend all five buffers.
    let input: UnsafeBufferPointer<UInt8>
    // SAFETY: read only at a `token < tokenCount`, which `run` and `slotsAfterDrop` check before each call.
    let program: UnsafeBufferPointer<ByteToken>
    /// Text, value and dropped bytes, each with room for every possible write.
    // SAFETY: text and value get `bound` bytes: a write per token, and `…` (always last) one per input byte.
    let output: UnsafeMutablePointer<UInt8>
    let value: UnsafeMutablePointer<UInt8>
    // SAFETY: it gets at least `count` bytes, and `run` drops each input byte at most once.
    let dropped: UnsafeMutablePointer<UInt8>
    var position = 0
    var outputCount = 0
    var valueCount = 0
    var droppedCount = 0
    var overflowed = false

    init(
        input: UnsafeBufferPointer<UInt8>,
        program: UnsafeBufferPointer<ByteToken>,
        output: UnsafeMutablePointer<UInt8>,
        value: UnsafeMutablePointer<UInt8>,
        dropped: UnsafeMutablePointer<UInt8>
    ) {
        self.input = input
        self.program = program
        self.output = output
        self.value = value
        self.dropped = dropped
    }

    var tokenCount: Int { program.count }

    func kind(at token: Int) -> TokenKind { program[token].kind }

    mutating func nextInput() -> UInt8? {
        guard position < input.count else { return nil }
        defer { position &+= 1 }
        // SAFETY: `position < input.count`, checked above.
        return input[position]
    }

    func literalMatches(_ unit: UInt8, token: Int) -> Bool {
        program[token].literal == unit
    }

    func slotAccepts(_ unit: UInt8, token: Int) -> UInt8? {
        program[token].accepts.contains(unit) ? unit : nil
    }

    mutating func emit(_ unit: UInt8) {
        output[outputCount] = unit
        outputCount &+= 1
        value[valueCount] = unit
        valueCount &+= 1
    }

    mutating func emitLiteral(token: Int, value isValue: Bool) {
        let literal = program[token].literal
        output[outputCount] = literal
        outputCount &+= 1
        if isValue {
            value[valueCount] = literal
            valueCount &+= 1
        }
    }

    mutating func drop(_ unit: UInt8) {
        dropped[droppedCount] = unit
        droppedCount &+= 1
    }

    mutating func dropRemaining() -> Int {
        let count = input.count - position
        if count > 0, let base = input.baseAddress {
            // SAFETY: the `count` unread bytes end at `input.count`; `dropped` has room, each byte being dropped once.
            (dropped + droppedCount).update(from: base + position, count: count)
        }
        droppedCount += count
        position = input.count
        return count
    }

    func outputEnds(withLiteralOf token: Int) -> Bool {
        // SAFETY: `outputCount > 0`, checked first, so the byte read is one the machine wrote.
        outputCount > 0 && output[outputCount - 1] == program[token].literal
    }

    func valueEnds(withLiteralOf token: Int) -> Bool {
        // SAFETY: `valueCount > 0`, checked first, so the byte read is one the machine wrote.
        valueCount > 0 && value[valueCount - 1] == program[token].literal
    }

    mutating func removeLastOutput() { outputCount -= 1 }

    mutating func removeLastValue() { valueCount -= 1 }
}
