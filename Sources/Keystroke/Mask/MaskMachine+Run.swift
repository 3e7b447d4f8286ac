extension MaskMachine {
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
    mutating func run(caret requestedCaret: Int, gravity: CaretGravity, rightToLeft: Bool) -> MaskRun {
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
        let end = tokenCount
        var token = 0
        var index = 0
        var caretDelta = 0
        var affinity = 0
        // InputMask's autocompletion stack, only read by autoskip: the literals
        // passed before the caret since the last slot, always consecutive tokens.
        var skipStart = 0
        var skipEnd = 0
        var current = nextInput()
        while let unit = current {
            guard token < end else {
                // End of the mask: everything left is refused at once.
                let count = dropPastTheEnd(unit)
                affinity -= count
                caretDelta -= min(max(caret - index, 0), count)
                index += count
                break
            }
            let kind = kind(at: token)
            if kind == .separator || kind == .fixed {
                let passes = literalMatches(unit, token: token)
                emitLiteral(token: token, value: kind == .fixed)
                if autoskip && index < caret {
                    if skipStart == skipEnd { skipStart = token }
                    skipEnd = token &+ 1
                }
                token &+= 1
                if passes {
                    index &+= 1
                    current = nextInput()
                    affinity &+= 1
                } else {
                    if index < insertionLimit { caretDelta &+= 1 }
                    affinity &-= 1
                }
            } else if let accepted = slotAccepts(unit, token: token) {
                emit(accepted)
                if autoskip && index < caret { skipEnd = skipStart }
                if kind != .ellipsis { token &+= 1 }
                index &+= 1
                current = nextInput()
                affinity &+= 1
            } else if kind == .optional && !slotsAfterDrop(unit, optional: token) {
                if autoskip && index < caret { skipEnd = skipStart }
                token &+= 1
                affinity &-= 1
            } else {
                if index < caret { caretDelta &-= 1 }
                drop(unit)
                index &+= 1
                current = nextInput()
                affinity &-= 1
            }
        }
        // `index` is now the input length in Characters: clamp the caret to it.
        let clamped = min(caret, index)
        var outputCaret = clamped + caretDelta
        if autocomplete && index == clamped {
            while token < end, kind(at: token) == .separator || kind(at: token) == .fixed {
                emitLiteral(token: token, value: kind(at: token) == .fixed)
                outputCaret += 1
                token += 1
            }
        }
        if autoskip {
            while skipEnd > skipStart {
                skipEnd -= 1
                if outputCount == outputCaret {
                    if outputEnds(withLiteralOf: skipEnd) {
                        removeLastOutput()
                        outputCaret -= 1
                    }
                    if kind(at: skipEnd) == .fixed && valueEnds(withLiteralOf: skipEnd) {
                        removeLastValue()
                    }
                } else {
                    outputCaret -= 1
                }
            }
        }
        var complete = true
        var scan = token
        while scan < end {
            let kind = kind(at: scan)
            if kind == .required || kind == .fixed { complete = false; break }
            if kind == .ellipsis { break }
            scan += 1
        }
        return MaskRun(
            caret: min(max(outputCaret, 0), outputCount),
            affinity: affinity,
            isComplete: complete
        )
    }

    /// How many units past the end of the mask are looked at for one a slot takes.
    static var overflowLook: Int { 8 }

    /// Drops `unit`, the first input unit past the end of the mask, and every unit after it, and
    /// returns how many Characters they are. Records in ``MaskMachine/overflowed`` whether one of
    /// the first few is one a slot takes (a digit, even after a space). Out of line, and kept in
    /// the machine rather than the run: the typing loop of ``run(caret:gravity:rightToLeft:)``
    /// stays as small as it was.
    @inline(never)
    mutating func dropPastTheEnd(_ unit: Unit) -> Int {
        var overflowed = anySlotAccepts(unit)
        drop(unit)
        var count = 1
        while !overflowed, count < Self.overflowLook, let next = nextInput() {
            overflowed = anySlotAccepts(next)
            drop(next)
            count &+= 1
        }
        self.overflowed = overflowed
        return count + dropRemaining()
    }

    /// Whether some slot of the mask takes `unit`: past the end, it was left out for want of
    /// room, not for what it is.
    func anySlotAccepts(_ unit: Unit) -> Bool {
        var token = tokenCount
        while token > 0 {
            token &-= 1
            let kind = kind(at: token)
            if kind != .separator && kind != .fixed && slotAccepts(unit, token: token) != nil { return true }
        }
        return false
    }

    /// Whether the slots after the optional slot `optional`, which refuses
    /// `unit`, would drop it too: the next slot that is not an optional one
    /// refusing it is a required slot or `…` that refuses it.
    ///
    /// InputMask skips the optional slot for good before dropping such a unit,
    /// so `[0-0]` formats "9(3" as "93" with "3" in the last slot, and re-reading
    /// "93" puts "3" in the optional one: its own output does not re-read the
    /// same. Dropping the unit first keeps the slot open and the text stable.
    func slotsAfterDrop(_ unit: Unit, optional: Int) -> Bool {
        var token = optional &+ 1
        while token < tokenCount {
            switch kind(at: token) {
            case .optional:
                if slotAccepts(unit, token: token) != nil { return false }
                token &+= 1
            case .required, .ellipsis:
                return slotAccepts(unit, token: token) == nil
            case .separator, .fixed:
                return false
            }
        }
        return false
    }
}
