/// The fast path of ``Mask/apply(_:)``: ASCII text without "\r", where a
/// byte is a Character. Writes into caller-provided scratch memory.
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

    mutating func nextInput() -> UInt8? {
        guard position < input.count else { return nil }
        defer { position += 1 }
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
        outputCount += 1
        value[valueCount] = unit
        valueCount += 1
    }

    mutating func emitLiteral(token: Int, value isValue: Bool) {
        let literal = program[token].literal
        output[outputCount] = literal
        outputCount += 1
        if isValue {
            value[valueCount] = literal
            valueCount += 1
        }
    }

    mutating func drop(_ unit: UInt8) {
        dropped[droppedCount] = unit
        droppedCount += 1
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

extension Mask {
    /// The byte path, or nil when the text is not plain ASCII (or the mask has
    /// non-ASCII literals) and the Character path must run.
    func applyBytes(_ input: MaskInput) -> MaskResult? {
        guard let byteTokens else { return nil }
        let result = input.text.utf8.withContiguousStorageIfAvailable { bytes -> MaskResult? in
            guard Self.isPlainASCII(bytes) else { return nil }
            return byteTokens.withUnsafeBufferPointer { program in
                kinds.withUnsafeBufferPointer { kinds in
                    applyBytes(bytes, program: program, kinds: kinds, caret: input.caret, gravity: input.gravity)
                }
            }
        }
        return result ?? nil
    }

    private func applyBytes(
        _ bytes: UnsafeBufferPointer<UInt8>,
        program: UnsafeBufferPointer<ByteToken>,
        kinds: UnsafeBufferPointer<TokenKind>,
        caret: Int,
        gravity: CaretGravity
    ) -> MaskResult {
        let count = bytes.count
        let room = count + program.count
        // Text and value: at most one write per input byte plus one per token.
        let capacity = 2 * room + 2 * count
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { scratch in
            guard let base = scratch.baseAddress else {
                return MaskResult(text: "", caret: 0, value: "", isComplete: kinds.isEmpty)
            }
            let output = base, value = base + room, dropped = base + 2 * room
            var source = bytes
            var runCaret = caret
            if rightToLeft {
                let reversed = dropped + count
                for index in 0..<count { reversed[index] = bytes[count - 1 - index] }
                source = UnsafeBufferPointer(start: reversed, count: count)
                runCaret = count - min(max(caret, 0), count)
            }
            var machine = ByteMachine(input: source, program: program, output: output, value: value, dropped: dropped)
            let run = runMask(&machine, tokenKinds: kinds, caret: runCaret, gravity: gravity, rightToLeft: rightToLeft)
            var outputCaret = run.caret
            if rightToLeft {
                var text = UnsafeMutableBufferPointer(start: output, count: machine.outputCount)
                var extracted = UnsafeMutableBufferPointer(start: value, count: machine.valueCount)
                var refused = UnsafeMutableBufferPointer(start: dropped, count: machine.droppedCount)
                text.reverse()
                extracted.reverse()
                refused.reverse()
                outputCaret = machine.outputCount - outputCaret
            }
            return MaskResult(
                text: String(decoding: UnsafeBufferPointer(start: output, count: machine.outputCount), as: UTF8.self),
                caret: outputCaret,
                value: String(decoding: UnsafeBufferPointer(start: value, count: machine.valueCount), as: UTF8.self),
                isComplete: run.isComplete,
                affinity: run.affinity,
                dropped: String(decoding: UnsafeBufferPointer(start: dropped, count: machine.droppedCount), as: UTF8.self)
            )
        }
    }

    /// Whether every byte is ASCII and none is "\r" (which may pair with "\n"
    /// into one Character), so that bytes and Characters coincide.
    static func isPlainASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var seen: UInt8 = 0
        var carriageReturn = false
        for byte in bytes {
            seen |= byte
            carriageReturn = carriageReturn || byte == 13
        }
        return seen < 0x80 && !carriageReturn
    }
}
