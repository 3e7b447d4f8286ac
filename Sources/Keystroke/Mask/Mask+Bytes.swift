/// The byte path of ``Mask/apply(_:)``: ASCII text through ``ByteMachine``.
extension Mask {
    /// The byte path, or nil when the text is not plain ASCII (or the mask has
    /// non-ASCII literals) and the Character path must run.
    func applyBytes(_ input: MaskInput) -> MaskResult? {
        guard hasByteProgram else { return nil }
        let result = input.text.utf8.withContiguousStorageIfAvailable { bytes -> MaskResult? in
            guard Self.isPlainASCII(bytes) else { return nil }
            return byteTokens.withUnsafeBufferPointer { program in
                Self.applyBytes(bytes, program: program, caret: input.caret, gravity: input.gravity, rightToLeft: rightToLeft)
            }
        }
        return result ?? nil
    }

    private static func applyBytes(
        _ bytes: UnsafeBufferPointer<UInt8>,
        program: UnsafeBufferPointer<ByteToken>,
        caret: Int,
        gravity: CaretGravity,
        rightToLeft: Bool
    ) -> MaskResult {
        let count = bytes.count
        // Each token writes at most once, except `…` (always last), which writes once per input byte.
        let hasEllipsis = program.last?.kind == .ellipsis
        let bound = hasEllipsis ? count + program.count : program.count
        if bound <= smallStringCapacity {
            return applyIntoSmallStrings(bytes, program: program, bound: bound, caret: caret, gravity: gravity,
                                         rightToLeft: rightToLeft)
        }
        // Text, value, refused bytes and (right to left) the reversed input, in one scratch buffer.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 * bound + 2 * count + 1) { scratch in
            guard let base = scratch.baseAddress else {
                return MaskResult(text: "", caret: 0, value: "", isComplete: program.isEmpty)
            }
            let output = base, value = base + bound, dropped = base + 2 * bound
            let written = runBytes(bytes, program: program, output: output, value: value, dropped: dropped,
                                   reversed: dropped + count, caret: caret, gravity: gravity, rightToLeft: rightToLeft)
            return MaskResult(
                text: string(output, count: written.output),
                caret: written.run.caret,
                value: string(value, count: written.value),
                isComplete: written.run.isComplete,
                affinity: written.run.affinity,
                dropped: string(dropped, count: written.dropped)
            )
        }
    }

    /// Up to 15 bytes a String is stored inline, without allocating.
    private static let smallStringCapacity = 15

    /// When text and value cannot exceed a small string, the engine writes
    /// straight into the strings' own storage: no copy, no allocation.
    private static func applyIntoSmallStrings(
        _ bytes: UnsafeBufferPointer<UInt8>,
        program: UnsafeBufferPointer<ByteToken>,
        bound: Int,
        caret: Int,
        gravity: CaretGravity,
        rightToLeft: Bool
    ) -> MaskResult {
        let count = bytes.count
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 * count + 1) { scratch in
            var written = (run: MaskRun(caret: 0, affinity: 0, isComplete: program.isEmpty), output: 0, value: 0, dropped: 0)
            var value = ""
            let text = String(unsafeUninitializedCapacity: bound) { textBuffer in
                value = String(unsafeUninitializedCapacity: bound) { valueBuffer in
                    guard let output = textBuffer.baseAddress, let extracted = valueBuffer.baseAddress,
                          let dropped = scratch.baseAddress else { return 0 }
                    written = runBytes(bytes, program: program, output: output, value: extracted, dropped: dropped,
                                       reversed: dropped + count, caret: caret, gravity: gravity, rightToLeft: rightToLeft)
                    return written.value
                }
                return written.output
            }
            return MaskResult(
                text: text,
                caret: written.run.caret,
                value: value,
                isComplete: written.run.isComplete,
                affinity: written.run.affinity,
                dropped: scratch.baseAddress.map { string($0, count: written.dropped) } ?? ""
            )
        }
    }

    /// Runs the byte machine over `bytes` into the given buffers (reversing
    /// input and outputs for right-to-left masks) and returns what it wrote.
    private static func runBytes(
        _ bytes: UnsafeBufferPointer<UInt8>,
        program: UnsafeBufferPointer<ByteToken>,
        output: UnsafeMutablePointer<UInt8>,
        value: UnsafeMutablePointer<UInt8>,
        dropped: UnsafeMutablePointer<UInt8>,
        reversed: UnsafeMutablePointer<UInt8>,
        caret: Int,
        gravity: CaretGravity,
        rightToLeft: Bool
    ) -> (run: MaskRun, output: Int, value: Int, dropped: Int) {
        let count = bytes.count
        var source = bytes
        var runCaret = caret
        if rightToLeft {
            for index in 0..<count { reversed[index] = bytes[count - 1 - index] }
            source = UnsafeBufferPointer(start: reversed, count: count)
            runCaret = count - min(max(caret, 0), count)
        }
        var machine = ByteMachine(input: source, program: program, output: output, value: value, dropped: dropped)
        var run = machine.run(caret: runCaret, gravity: gravity, rightToLeft: rightToLeft)
        if rightToLeft {
            var text = UnsafeMutableBufferPointer(start: output, count: machine.outputCount)
            var extracted = UnsafeMutableBufferPointer(start: value, count: machine.valueCount)
            var refused = UnsafeMutableBufferPointer(start: dropped, count: machine.droppedCount)
            text.reverse()
            extracted.reverse()
            refused.reverse()
            run.caret = machine.outputCount - run.caret
        }
        return (run, machine.outputCount, machine.valueCount, machine.droppedCount)
    }

    /// A String from ASCII bytes; up to 15 bytes it is built in place, without allocating.
    private static func string(_ bytes: UnsafeMutablePointer<UInt8>, count: Int) -> String {
        guard count > 0 else { return "" }
        return String(unsafeUninitializedCapacity: count) { buffer in
            guard let base = buffer.baseAddress else { return 0 }
            base.update(from: bytes, count: count)
            return count
        }
    }

    /// Whether every byte is ASCII and none is "\r" (which may pair with "\n"
    /// into one Character), so that bytes and Characters coincide.
    static func isPlainASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let count = bytes.count
        let high: UInt64 = 0x8080_8080_8080_8080
        let ones: UInt64 = 0x0101_0101_0101_0101
        let carriageReturns: UInt64 = 0x0D0D_0D0D_0D0D_0D0D
        var index = 0
        // Eight bytes at a time: no high bit set, and no byte equal to "\r".
        while index &+ 8 <= count {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            let crMask = word ^ carriageReturns
            if word & high != 0 || (crMask &- ones) & ~crMask & high != 0 { return false }
            index &+= 8
        }
        if index < count {
            if count >= 8 {
                // The last eight bytes, overlapping what was already checked.
                let word = UnsafeRawPointer(base + (count - 8)).loadUnaligned(as: UInt64.self)
                let crMask = word ^ carriageReturns
                if word & high != 0 || (crMask &- ones) & ~crMask & high != 0 { return false }
            } else {
                while index < count {
                    let byte = base[index]
                    if byte >= 0x80 || byte == 13 { return false }
                    index &+= 1
                }
            }
        }
        return true
    }
}
