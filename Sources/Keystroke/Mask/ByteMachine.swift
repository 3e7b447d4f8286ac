/// The fast path of ``Mask/apply(_:)``: ASCII text without "\r", where a
/// byte is a Character. Writes into caller-provided memory: a scratch
/// buffer, or the storage of the small strings it produces.
struct ByteMachine: MaskMachine {
    let input: UnsafeBufferPointer<UInt8>
    let program: UnsafeBufferPointer<ByteToken>
    /// Text, value and dropped bytes, each with room for every possible write.
    let output: UnsafeMutablePointer<UInt8>
    let value: UnsafeMutablePointer<UInt8>
    let dropped: UnsafeMutablePointer<UInt8>
    var position = 0
    var outputCount = 0
    var valueCount = 0
    var droppedCount = 0

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
            (dropped + droppedCount).update(from: base + position, count: count)
        }
        droppedCount += count
        position = input.count
        return count
    }

    func outputEnds(withLiteralOf token: Int) -> Bool {
        outputCount > 0 && output[outputCount - 1] == program[token].literal
    }

    func valueEnds(withLiteralOf token: Int) -> Bool {
        valueCount > 0 && value[valueCount - 1] == program[token].literal
    }

    mutating func removeLastOutput() { outputCount -= 1 }

    mutating func removeLastValue() { valueCount -= 1 }
}
