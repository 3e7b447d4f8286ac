/// The byte path of ``Mask/apply(_:)``: ASCII text through ``ByteMachine``.
extension Mask {
    /// The byte path, or nil when the text is not plain ASCII (or the mask has
    /// non-ASCII literals) and the Character path must run. With
    /// ``uppercasesLetters``, lowercase ASCII is read as uppercase without an
    /// uppercased copy of the text when there is none to map.
    func applyBytes(_ input: MaskInput) -> MaskResult? {
        let uppercasing = uppercasesLetters
        guard hasByteProgram else { return nil }
        // SAFETY: `bytes` is read only inside the closure that lends it; the result holds strings, no pointer.
        let result = input.text.utf8.withContiguousStorageIfAvailable { bytes -> MaskResult? in
            guard Self.isPlainASCII(bytes) else { return nil }
            // SAFETY: `program` is used only inside the closure that lends it, like `bytes`.
            return byteTokens.withUnsafeBufferPointer { program in
                Self.applyBytes(bytes, text: input.text, program: program, caret: input.caret, gravity: input.gravity,
                                rightToLeft: rightToLeft, uppercasing: uppercasing)
            }
        }
        if closesWithLiterals, let read = result ?? nil, !read.dropped.isEmpty {
            return readingClosingLiterals(of: input, as: read) { applyBytes($0) ?? applyCharacters($0) }
        }
        return result ?? nil
    }

    private static func applyBytes(
        _ bytes: UnsafeBufferPointer<UInt8>,
        text: String,
        program: UnsafeBufferPointer<ByteToken>,
        caret: Int,
        gravity: CaretGravity,
        rightToLeft: Bool,
        uppercasing: Bool
    ) -> MaskResult {
        let count = bytes.count
        // Each token writes at most once, except `…` (always last), which writes once per input byte.
        let hasEllipsis = program.last?.kind == .ellipsis
        let bound = hasEllipsis ? count + program.count : program.count
        // Text, value, refused bytes, the reversed input (right to left) and the
        // uppercased input, in one scratch buffer (on the stack while small).
        // SAFETY: text and value get `bound` bytes each; dropped, reversed and uppercased input `count` each.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 * bound + 3 * count + 1) { scratch in
            guard let base = scratch.baseAddress else {
                return MaskResult(text: "", caret: 0, value: "", isComplete: program.isEmpty)
            }
            let output = base, value = base + bound, dropped = base + 2 * bound
            var source = bytes
            if uppercasing, bytes.contains(where: { $0 &- 0x61 < 26 }) {
                // SAFETY: `upper` is the scratch's last `count + 1` bytes, written only at `index < count`.
                let upper = dropped + 2 * count
                for index in 0..<count {
                    let byte = bytes[index]
                    upper[index] = byte &- 0x61 < 26 ? byte &- 0x20 : byte
                }
                source = UnsafeBufferPointer(start: upper, count: count)
            }
            let written = runBytes(source, program: program, output: output, value: value, dropped: dropped,
                                   reversed: dropped + count, caret: caret, gravity: gravity, rightToLeft: rightToLeft)
            // A keystroke often leaves the text as typed: then the input string is
            // shared instead of built again (no allocation past 15 bytes).
            // SAFETY: only the `written` counts of bytes `runBytes` wrote in each region are read back below.
            let formatted = equal(output, written.output, bytes) ? text : string(output, count: written.output)
            let extracted: String
            if written.value == written.output && equal(value, written.value, UnsafeBufferPointer(start: output, count: written.output)) {
                extracted = formatted
            } else {
                extracted = equal(value, written.value, bytes) ? text : string(value, count: written.value)
            }
            return MaskResult(
                text: formatted,
                caret: written.run.caret,
                value: extracted,
                isComplete: written.run.isComplete,
                affinity: written.run.affinity,
                dropped: string(dropped, count: written.dropped),
                overflowed: written.overflowed
            )
        }
    }

    /// Lays out a value every byte of which a slot of the mask takes, in order (a card
    /// number's digits): the layout step of formats that filter their text first (see
    /// `FormatText.filterBytes(_:limit:classify:then:)`) and let a mask place the separators,
    /// so a card brand or an expiry date needs no layout engine of its own.
    ///
    /// `caret` counts value bytes. The caret stays after the same value byte and moves past
    /// the separators that follow it, except after a deletion with autoskip, which leaves it
    /// right after the byte (so the next Backspace deletes a value character, not a
    /// separator). Forward gravity with autocomplete at the end appends the separators that
    /// follow. When the layout is byte for byte `typed`, `typed` itself is the text.
    /// - Precondition: The mask is left to right with ASCII literals (it has a byte program).
    @inline(__always)
    func layOut(_ value: ByteView, caret: Int, gravity: CaretGravity, typed: String) -> MaskResult {
        // SAFETY: the view is alive for the call, and `layOut` keeps no pointer past its return.
        layOut(value.unsafeBuffer, caret: caret, gravity: gravity, typed: typed)
    }

    /// ``layOut(_:caret:gravity:typed:)`` over bytes the mask's own callers hold.
    func layOut(_ value: UnsafeBufferPointer<UInt8>, caret: Int, gravity: CaretGravity, typed: String) -> MaskResult {
        precondition(hasByteProgram && !rightToLeft, "\(self) cannot lay out bytes: it needs ASCII literals, left to right")
        // On a value, forward insertion is what moves the caret past separators inserted at it:
        // a deletion without autoskip runs with it too.
        var runGravity = gravity
        if case .backward(autoskip: false) = gravity { runGravity = .forward(autocomplete: false) }
        // SAFETY: `program` is used only inside the closure that lends it; the result holds strings, no pointer.
        return byteTokens.withUnsafeBufferPointer { program in
            let count = value.count
            let bound = program.last?.kind == .ellipsis ? count + program.count : program.count
            // SAFETY: text and value get `bound` bytes each, then the dropped bytes `count + 1` (none reversed).
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 * bound + count + 1) { scratch in
                guard let base = scratch.baseAddress else {
                    return MaskResult(text: "", caret: 0, value: "", isComplete: program.isEmpty)
                }
                let output = base, extracted = base + bound, dropped = base + 2 * bound
                let written = Self.runBytes(value, program: program, output: output, value: extracted, dropped: dropped,
                                       reversed: dropped, caret: caret, gravity: runGravity, rightToLeft: false)
                // SAFETY: only the bytes `runBytes` wrote are read back, and `typed`'s only in the closure lending them.
                let isTyped = typed.utf8.withContiguousStorageIfAvailable { Self.equal(output, written.output, $0) } == true
                return MaskResult(
                    text: isTyped ? typed : Self.string(output, count: written.output),
                    caret: written.run.caret,
                    value: Self.string(extracted, count: written.value),
                    isComplete: written.run.isComplete,
                    affinity: written.run.affinity,
                    dropped: Self.string(dropped, count: written.dropped),
                    overflowed: written.overflowed
                )
            }
        }
    }

    /// Whether the `count` bytes at `bytes` are exactly `other`.
    @inline(__always)
    private static func equal(_ bytes: UnsafeMutablePointer<UInt8>, _ count: Int, _ other: UnsafeBufferPointer<UInt8>) -> Bool {
        // SAFETY: callers pass a `count` of bytes they wrote at `bytes`.
        UnsafeBufferPointer(start: bytes, count: count).hasSameBytes(as: other)
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
    ) -> (run: MaskRun, output: Int, value: Int, dropped: Int, overflowed: Bool) {
        let count = bytes.count
        var source = bytes
        var runCaret = caret
        if rightToLeft {
            // SAFETY: `index < count`; `reversed` has `count` bytes of its own (only `applyBytes` runs right to left).
            for index in 0..<count { reversed[index] = bytes[count - 1 - index] }
            source = UnsafeBufferPointer(start: reversed, count: count)
            runCaret = count - min(max(caret, 0), count)
        }
        var machine = ByteMachine(input: source, program: program, output: output, value: value, dropped: dropped)
        var run = machine.run(caret: runCaret, gravity: gravity, rightToLeft: rightToLeft)
        if rightToLeft {
            // SAFETY: each buffer covers only the bytes the machine wrote in its region (its three counts).
            var text = UnsafeMutableBufferPointer(start: output, count: machine.outputCount)
            var extracted = UnsafeMutableBufferPointer(start: value, count: machine.valueCount)
            var refused = UnsafeMutableBufferPointer(start: dropped, count: machine.droppedCount)
            text.reverse()
            extracted.reverse()
            refused.reverse()
            run.caret = machine.outputCount - run.caret
        }
        return (run, machine.outputCount, machine.valueCount, machine.droppedCount, machine.overflowed)
    }

    /// A String from ASCII bytes; up to 15 bytes it is built in place, without allocating.
    private static func string(_ bytes: UnsafeMutablePointer<UInt8>, count: Int) -> String {
        guard count > 0 else { return "" }
        // SAFETY: callers pass a `count` of bytes they wrote at `bytes`.
        return ASCIIWriter.string(copying: UnsafeBufferPointer(start: bytes, count: count))
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
        // SAFETY: `index + 8 <= count`, checked by the loop, so each load stays in the buffer.
        while index &+ 8 <= count {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            let crMask = word ^ carriageReturns
            if word & high != 0 || (crMask &- ones) & ~crMask & high != 0 { return false }
            index &+= 8
        }
        if index < count {
            if count >= 8 {
                // The last eight bytes, overlapping what was already checked.
                // SAFETY: `count >= 8`, checked above, so the word at `count - 8` lies in the buffer.
                let word = UnsafeRawPointer(base + (count - 8)).loadUnaligned(as: UInt64.self)
                let crMask = word ^ carriageReturns
                if word & high != 0 || (crMask &- ones) & ~crMask & high != 0 { return false }
            } else {
                // SAFETY: `index < count`, checked by the loop.
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
