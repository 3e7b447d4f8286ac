extension NumberFormat {
    /// An edit's outcome: the new number and where the caret goes, or why the edit is refused.
    enum Outcome {
        case number(NumberText, digitsBefore: Int, fractionBefore: Int?)
        case refused(Refusal, kept: NumberText)
    }

    /// Reformats the field's text after an edit.
    ///
    /// After an insertion (forward gravity) the text is read as a paste: in the locale's
    /// symbols, then as plain ASCII, then leniently; a text that gives no number the field can
    /// show comes back as it is, and ``refusal(of:)`` refuses it as a whole. After a deletion
    /// the text is read leniently, and zeros the deletion left at the front stay (`000,000`
    /// after the `1` of `1,000,000`) where it holds nothing else to drop. A key is applied as a
    /// key (a decimal key, a refused letter with its reason) only where the edit itself is known:
    /// ``applyInsertion(_:)``, which ``EditingState`` calls.
    public func apply(_ input: MaskInput) -> MaskResult {
        let text = input.text
        if case .forward = input.gravity {
            let caret = min(max(input.caret, 0), text.count)
            return applyPasted(text, caret: caret) ?? MaskResult(text: text, caret: caret, value: "", isComplete: false)
        }
        return laidOutAfterDeletion(text, caret: input.caret)
    }

    /// The field's text less a deletion, read leniently and laid out again.
    func laidOutAfterDeletion(_ text: String, caret: Int) -> MaskResult {
        // Clamped by bytes, not Characters: no walk over the text.
        let caret = min(max(caret, 0), text.utf8.count)
        let cap = Int(NumberText.digitCount(max(positiveCap, negativeCap)))
        var reading = storage.reader.leniently(text, caret: caret, maximumDigits: cap, maximumFraction: fractionDigits,
                                       allowsNegative: allowsNegative)
        // A deletion adds magnitude only where it removed the decimal separator (`-4.125` less its
        // `.` is `-4125`): past a bound, the last digits go, and are reported as dropped, so that
        // the editing model refuses such a deletion before other text rather than lose them.
        var shaved = ""
        while case .refused = check(reading.number), reading.number.units > 0 {
            shaved = String(reading.number.units % 10) + shaved
            reading.number.units /= 10
            if reading.number.fraction > 0 { reading.number.fraction -= 1 }
        }
        // Zeros a deletion leaves at the front stay, as a text field keeps them: the `1` of
        // `1,000,000` deleted to type a `2` in its place gives `2,000,000`, not `2`. The next key
        // is read as a paste, which drops them (``layOut(ownText:caret:)``). Not past a bound, nor
        // in a text with junk, which no deletion from the field's own text leaves (`007abc` read
        // leniently is `7`).
        let zeros = max(0, reading.typedInteger - reading.number.integerDigits)
        let leadingZeros = shaved.isEmpty && reading.dropped.isEmpty && reading.number.hasDigits ? zeros : 0
        var outcome = result(.number(reading.number, digitsBefore: max(0, reading.integerBefore - (zeros - leadingZeros)),
                                     fractionBefore: reading.fractionBefore), leadingZeros: leadingZeros)
        outcome.dropped = shaved.isEmpty ? reading.dropped : reading.dropped + shaved
        return outcome
    }

    /// `text`, a field's text with a paste in it, read as a paste (``ownSymbols(ofPaste:trimming:)``)
    /// and laid out, the caret after the digits before `caret`; `nil` when it is no number the
    /// field can show.
    func applyPasted(_ text: String, caret: Int) -> MaskResult? {
        guard let own = ownSymbols(ofPaste: text, trimming: false), case .success(let laidOut) = layOut(ownText: own, caret: caret) else {
            return nil
        }
        return laidOut
    }

    /// `text`, in the field's symbols, read as the field's own text (separators skipped wherever
    /// they stand) and laid out, the caret after the digits before `caret`; or why it is refused.
    func layOut(ownText text: String, caret: Int) -> Result<MaskResult, Refusal> {
        let reading = storage.reader.leniently(text, caret: caret)
        guard reading.isClean, reading.number.hasDigits || reading.number.point || reading.number.negative else {
            return .failure(Refusal(reason: .characterNotAllowed, message: "This does not make a number here."))
        }
        if case .refused(let refusal, _) = check(reading.number) { return .failure(refusal) }
        // Leading zeros go (`0` pasted before `5`): the caret stays after the digits that remain.
        let removed = max(0, reading.typedInteger - reading.number.integerDigits)
        let digitsBefore = reading.integerBefore - min(removed, reading.integerBefore)
        return .success(result(.number(reading.number, digitsBefore: digitsBefore, fractionBefore: reading.fractionBefore)))
    }

    /// Keys typed into the field go to ``applyInsertion(_:)``.
    public var insertsByOwnRule: Bool { true }

    /// A key typed at a caret, applied as that key: a digit goes in where it was typed, a decimal
    /// or sign key acts, anything else is refused with its reason.
    ///
    /// A paste, and a digit, decimal or sign key that replaces a selection, are spliced in: the
    /// insertion is read on its own (a paste in the locale's symbols, as plain ASCII, or
    /// leniently), written in the field's symbols, put in place of the range, and the field's text
    /// read again as its own text (its group separators skipped wherever they now stand). So `2,`
    /// pasted after the `1` of en-IN `1,34,567` gives `12,34,567`, and `1234.5` pasted after de-DE
    /// `5.103` gives `51.031.234,5`.
    /// A paste that gives no number the field can show is refused whole, never cut to fit: fewer
    /// digits would be another number. Other keys over a selection are left to the editing model.
    public func applyInsertion(_ insertion: Insertion) -> (result: MaskResult, refusal: Refusal?)? {
        let (key, offset) = (insertion.inserted, insertion.range.lowerBound)
        if insertion.isPaste { return splicing(insertion, ownSymbols(ofPaste: key)) }
        // One Character: one byte at once, else by the first Character's length.
        guard !key.isEmpty, key.utf8.count == 1 || key.utf8.count == key.first?.utf8.count else { return nil }
        guard insertion.range.isEmpty else {
            guard let own = ownSymbols(ofKey: key) else { return nil }
            return splicing(insertion, own)
        }
        guard let outcome = keystroke(insertion.edited, keyOffset: offset) else { return nil }
        let laidOut = result(outcome, text: insertion.edited, caret: offset + 1)
        if case .refused(let refusal, _) = outcome { return (laidOut, refusal) }
        return (laidOut, nil)
    }

    /// `own` (an insertion in the field's symbols; `nil` for one that is no number) in place of
    /// the insertion's range of the field's text, read as the field's own text and laid out; or the
    /// insertion refused whole, with why.
    private func splicing(_ insertion: Insertion, _ own: String?) -> (result: MaskResult, refusal: Refusal?) {
        var text = insertion.text
        // The `0` shown before the decimal separator of a number with no integer digits (`0,5`)
        // is no digit typed: an insertion before it takes its place, as a key does there. So the
        // `12` cut from `12,5` and pasted back where it was gives `12,5`, not `120,5`.
        if let zero = placeholderZero(of: text), insertion.range.upperBound <= zero.offset {
            text.removeSubrange(zero.index...zero.index)
        }
        let count = text.count
        let lowerOffset = min(max(insertion.range.lowerBound, 0), count)
        let lower = text.characterIndex(at: lowerOffset, count: count)
        let upper = text[lower...].characterIndex(at: min(insertion.range.count, count - lowerOffset), count: count - lowerOffset)
        func refused(_ message: String, _ reason: Refusal.Reason) -> (result: MaskResult, refusal: Refusal?) {
            let kept = canonicalNumber(text) ?? NumberText()
            let refusal = Refusal(reason: reason, characters: insertion.inserted, message: message)
            return (MaskResult(text: text, caret: lowerOffset, value: value(of: kept), isComplete: isComplete(kept),
                               dropped: insertion.inserted, overflowed: reason == .full), refusal)
        }
        guard let own else {
            return refused("\(FormatText.quoted(text: insertion.inserted)) is not a number: paste digits such as \(example).", .characterNotAllowed)
        }
        let spliced = text.replacingCharacters(from: lower, to: upper, with: own)
        switch layOut(ownText: spliced, caret: lowerOffset + own.count) {
        case .success(let laidOut): return (laidOut, nil)
        case .failure(let refusal): return refused(refusal.message, refusal.reason)
        }
    }

    /// Where the `0` that a number with a decimal separator and no integer digits shows stands
    /// (the first digit of `0,5`, of `-0,5 %`), when `text` is the field's text of such a number.
    private func placeholderZero(of text: String) -> (offset: Int, index: String.Index)? {
        guard let number = canonicalNumber(text), number.point, number.integer == 0 else { return nil }
        var offset = 0
        for index in text.indices {
            if let scalar = text[index].unicodeScalars.first, case .digit = storage.reader.kind(scalar) { return (offset, index) }
            offset += 1
        }
        return nil
    }

    /// A paste written in the field's symbols: in the locale's own symbols as it is, as plain ASCII
    /// with its `.` made the locale's decimal separator (de-DE groups with `.`), else as it is when
    /// the lenient reading drops nothing; `nil` when it is none of them. The field's reading of
    /// its own text then reads it as that reading did.
    /// Whitespace around it is left out, or kept where `trimming` is false (the field's reading
    /// skips it; a caret's offset then still counts it).
    func ownSymbols(ofPaste paste: String, trimming: Bool = true) -> String? {
        let trimmed = FormatText.trimmed(paste)
        if storage.reader.strictly(trimmed) != nil { return trimming ? String(trimmed) : paste }
        if NumberReader.plainly(trimmed) != nil {
            var own = ""
            for scalar in (trimming ? trimmed : paste[...]).unicodeScalars {
                own.unicodeScalars.append(scalar == "." ? decimalScalar : scalar)
            }
            return own
        }
        let reading = storage.reader.leniently(String(trimmed), caret: 0)
        guard reading.isClean, reading.number.hasDigits || reading.number.point || reading.number.negative else { return nil }
        return trimming ? String(trimmed) : paste
    }

    /// A digit, decimal or sign key in the field's symbols (`.` is the decimal key even where it
    /// groups); `nil` for any other key.
    func ownSymbols(ofKey key: String) -> String? {
        guard let character = key.first else { return nil }
        switch storage.reader.keyKind(character) {
        case .digit, .minus: return key
        case .decimal: return String(decimalScalar)
        case .dot, .group, .own, .other: return nil
        }
    }

    /// The locale's decimal separator.
    private var decimalScalar: Unicode.Scalar { Unicode.Scalar(storage.reader.decimal) ?? "." }

    /// A number such as the field shows, for messages.
    private var example: String {
        fullText(of: NumberText(units: 12345, fraction: min(1, fractionDigits), point: fractionDigits > 0, hasDigits: true))
    }

    /// Refuses a whole text the field cannot show: an unreadable text, or a number past a bound
    /// or with too many decimals. The field's own renderings are admitted. (Why a key typed into
    /// the field is refused comes from the key: ``applyInsertion(_:)``.)
    public func refusal(of text: String) -> Refusal? {
        if let number = canonicalNumber(text), case .number = check(number) { return nil }
        guard let own = ownSymbols(ofPaste: text) else {
            return Refusal(reason: .characterNotAllowed, characters: text,
                           message: "\(FormatText.quoted(text: text)) is not a number here: type or paste digits such as \(example).")
        }
        if case .failure(let refusal) = layOut(ownText: own, caret: 0) { return refusal }
        return nil
    }

    /// Backspace and Delete remove the nearest character that is part of the number (a digit, the
    /// decimal separator, a sign), stepping over what the field writes itself (group separators,
    /// affixes, bidi marks); the rest is laid out again. So `1,` → `1` and a lone `-` → empty, and
    /// a Backspace just after a group separator takes the digit before it. With none of the number
    /// on that side, the caret steps over the Character next to it.
    ///
    /// A removed selection is left to the editing model (`nil`). Either way, zeros a deletion
    /// leaves at the front stay until the next key (`000,000` after the `1` of `1,000,000`).
    public func applyDeletion(_ deletion: Deletion, to text: String) -> MaskResult? {
        let caret: Int, forward: Bool
        switch deletion {
        case .backward(let offset): (caret, forward) = (offset, false)
        case .forward(let offset): (caret, forward) = (offset, true)
        case .range: return nil
        }
        // One walk over the scalars (a Character array would cost more than the layout): the
        // Character to remove, as a byte range with the marks that extend it.
        var removed: (offset: Int, bytes: Range<Int>)?
        var offset = -1, byte = 0, extendsRemoved = false
        for scalar in text.unicodeScalars {
            let width = UTF8.width(scalar)
            defer { byte += width }
            if offset >= 0 && scalar.value >= 0x300 && NumberReader.extends(scalar) {
                if extendsRemoved, let found = removed { removed = (found.offset, found.bytes.lowerBound..<(byte + width)) }
                continue
            }
            offset += 1
            extendsRemoved = false
            // Backward: the last candidate before the caret; forward: the first one at or after it.
            if forward {
                if offset < caret { continue }
                if removed != nil { break }
            } else if offset >= caret {
                break
            }
            guard isPartOfNumber(scalar) else { continue }
            removed = (offset, byte..<(byte + width))
            extendsRemoved = true
        }
        guard let removed else {
            // Only the field's own text on that side (the ` %` after `12,5`, the `$` before `125`):
            // a text it writes back is no edit, and the caret steps over one Character of it.
            var laidOut = laidOutAfterDeletion(text, caret: caret)
            if laidOut.text == text { laidOut.caret = forward ? caret + 1 : caret - 1 }
            return laidOut
        }
        let utf8 = text.utf8
        var rest = String(text[..<utf8.index(utf8.startIndex, offsetBy: removed.bytes.lowerBound)])
        rest += text[utf8.index(utf8.startIndex, offsetBy: removed.bytes.upperBound)...]
        return laidOutAfterDeletion(rest, caret: removed.offset)
    }

    /// Whether a scalar of the field's text is part of the number rather than its layout
    /// (read as the field's text is, not as a key: `.` groups in de-DE).
    private func isPartOfNumber(_ scalar: Unicode.Scalar) -> Bool {
        switch storage.reader.kind(scalar) {
        case .group, .own: false
        case .digit, .decimal, .dot, .minus, .other: true
        }
    }

    /// The key at `keyOffset` applied to the rest of the text, when the rest is exactly the
    /// field's own text; `nil` otherwise (not a keystroke).
    func keystroke(_ text: String, keyOffset: Int) -> Outcome? {
        // The old text must be the field's own rendering, byte for byte: read piece by piece where the
        // pattern allows, else read leniently and compared with the number's rendering.
        let number: NumberText
        let integerBefore: Int
        let fractionBefore: Int?
        let keyBytes: Range<Int>
        let keyKind: NumberReader.Kind
        if let own = ownReading(text, keyOffset: keyOffset) {
            (number, integerBefore, fractionBefore, keyBytes) = (own.number, own.integerBefore, own.fractionBefore, own.keyBytes)
            keyKind = storage.reader.keyKind(own.key)
        } else {
            let old = storage.reader.leniently(text, caret: keyOffset, skipping: keyOffset)
            guard old.isClean, let bytes = old.skippedBytes, let keyScalar = old.skippedScalar,
                  isRendering(text, skipping: bytes, of: old.number) else { return nil }
            (number, integerBefore, fractionBefore, keyBytes) = (old.number, old.integerBefore, old.fractionBefore, bytes)
            keyKind = old.skippedIsOneScalar ? storage.reader.keyKind(keyScalar) : .other
        }
        var key: String { String(decoding: Array(text.utf8)[keyBytes], as: UTF8.self) }

        func refuse(_ reason: Refusal.Reason, _ message: String) -> Outcome {
            .refused(Refusal(reason: reason, characters: key, message: message), kept: number)
        }
        switch keyKind {
        case .digit(let digit):
            var next = number
            let fromRight: Int
            if let fractionBefore {
                guard number.fraction < fractionDigits else {
                    return refuse(.full, fractionDigits == 0
                        ? "Whole numbers only: no digits after the decimal separator."
                        : "At most \(fractionDigits) digits after the decimal separator.")
                }
                next.fraction += 1
                fromRight = number.fraction - fractionBefore
            } else {
                fromRight = number.integerDigits - integerBefore + number.fraction
            }
            guard let units = NumberText.inserting(UInt64(digit), into: number.units, fromRight: fromRight) else {
                return refuse(.full, limitMessage(negative: number.negative))
            }
            next.units = units
            next.hasDigits = true
            if case .refused = check(next) { return refuse(.full, limitMessage(negative: number.negative)) }
            if let fractionBefore { return .number(next, digitsBefore: 0, fractionBefore: fractionBefore + 1) }
            // Leading zeros go (`07` → `7`); the caret stays after the digit typed.
            let typed = max(number.integerDigits, 0) + 1
            let removed = max(0, typed - next.integerDigits)
            return .number(next, digitsBefore: max(0, integerBefore + 1 - removed), fractionBefore: nil)
        case .decimal:
            guard fractionDigits > 0 else { return refuse(.formatRule, "Whole numbers only: no decimal separator.") }
            guard !number.point else { return refuse(.formatRule, "The number already has a decimal separator.") }
            var next = number
            next.point = true
            next.hasDigits = true  // the `0` shown before the separator (`0,`)
            next.fraction = number.hasDigits ? number.integerDigits - integerBefore : 0
            guard next.fraction <= fractionDigits else {
                return refuse(.formatRule, "At most \(fractionDigits) digits after the decimal separator.")
            }
            return .number(next, digitsBefore: 0, fractionBefore: 0)
        case .minus:
            guard allowsNegative else { return refuse(.characterNotAllowed, "Negative numbers are not allowed here.") }
            var next = number
            next.negative.toggle()
            if case .refused = check(next) { return refuse(.formatRule, limitMessage(negative: next.negative)) }
            return .number(next, digitsBefore: integerBefore, fractionBefore: fractionBefore)
        case .group:
            return refuse(.formatRule, "Group separators are put in by the field: type digits only.")
        case .own:
            return refuse(.formatRule, "\(FormatText.quoted(text: key)) is written by the field itself.")
        case .dot, .other:
            return refuse(.characterNotAllowed, "\(FormatText.quoted(text: key)) is not a digit, a decimal separator or a sign.")
        }
    }

    /// Whether a number may be shown while typing: its fraction and magnitude fit.
    func check(_ number: NumberText) -> Outcome {
        guard fractionDigits > 0 || !number.point else {
            return .refused(Refusal(reason: .formatRule, message: "Whole numbers only: no decimal separator."), kept: number)
        }
        guard number.fraction <= fractionDigits else {
            return .refused(Refusal(reason: .full, message: "At most \(fractionDigits) digits after the decimal separator."), kept: number)
        }
        if number.negative && !allowsNegative {
            return .refused(Refusal(reason: .characterNotAllowed, message: "Negative numbers are not allowed here."), kept: number)
        }
        let cap = number.negative ? negativeCap : positiveCap
        guard let scaled = number.units(atScale: fractionDigits), scaled <= cap else {
            return .refused(Refusal(reason: .full, message: limitMessage(negative: number.negative)), kept: number)
        }
        return .number(number, digitsBefore: 0, fractionBefore: nil)
    }

    /// "The number must be at most 1.000." for the sign's bound.
    func limitMessage(negative: Bool) -> String {
        negative ? "The number must be at least \(fullText(of: minimumBound))."
            : "The number must be at most \(fullText(of: maximumBound))."
    }

    /// The field's result for an outcome: the rendering and the caret after the same digit.
    func result(_ outcome: Outcome, text: String = "", caret: Int = 0) -> MaskResult {
        result(outcome, text: text, caret: caret, leadingZeros: 0)
    }

    /// ``result(_:text:caret:)`` with `leadingZeros`, zeros a deletion left at the front, shown
    /// before the number's digits. Inlined into both callers, so that a key's result (no zeros)
    /// pays nothing for them.
    @inline(__always)
    func result(_ outcome: Outcome, text: String = "", caret: Int = 0, leadingZeros: Int) -> MaskResult {
        switch outcome {
        case let .number(number, digitsBefore, fractionBefore):
            let rendered = typedText(of: number, leadingZeros: leadingZeros)
            var caret = rendered.count
            if number.hasDigits || number.point {
                let layout = storage.pattern.layout(
                    units: number.units, fraction: number.fraction, point: number.point, negative: number.negative,
                    leadingZeros: leadingZeros)
                caret = storage.pattern.caretOffset(layout, digits: digitsBefore, afterPoint: fractionBefore, negative: number.negative)
                // Where the sign follows the amount (fy `€ 1.234,5-`), a caret after the last digit goes after
                // the sign: the next digit is then typed at the end, where the editing model does not
                // require the value after the caret (the sign) to stay the value's tail.
                if number.negative, signFollows, caret == rendered.count - negativeSuffixCount { caret = rendered.count }
            }
            return MaskResult(text: rendered.text, caret: caret, value: value(of: number), isComplete: isComplete(number))
        case let .refused(refusal, kept):
            // The text comes back as it was given: a refused key leaves the field as it was.
            return MaskResult(text: text, caret: caret, value: value(of: kept),
                              isComplete: isComplete(kept), dropped: refusal.characters, overflowed: refusal.reason == .full)
        }
    }

    /// Whether the negative suffix differs from the positive one: it writes the sign (fy `¤ #,##0.00-`).
    var signFollows: Bool { storage.pattern.negativeSuffix != storage.pattern.positiveSuffix }

    /// The Characters of the negative suffix.
    var negativeSuffixCount: Int { storage.pattern.negativeAffixCount - storage.pattern.negativePrefixCount }

    /// Whether a typed number is a valid value: digits within both bounds.
    func isComplete(_ number: NumberText) -> Bool {
        // `0,` is zero: the separator shows a digit before it.
        guard number.hasDigits || number.point, let scaled = number.units(atScale: fractionDigits) else { return false }
        let signed = NumberText(units: scaled, fraction: fractionDigits, point: fractionDigits > 0,
                                negative: number.negative && scaled > 0, hasDigits: true)
        return Self.compare(signed, minimumBound) >= 0 && Self.compare(signed, maximumBound) <= 0
    }
}
