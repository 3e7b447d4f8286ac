// The edits of an EditingState, after InputMask's text-input listener: the
// requested replacement is made on the plain text, then the formatter reformats
// it with the caret where the user expects it, leaning forward after typing and
// backward after deleting.

extension EditingState {
    // MARK: - Typing and pasting

    /// Types text at the caret, replacing the selection.
    ///
    /// A keystroke the formatter refuses as a whole (a letter into a digit slot,
    /// a digit into a full mask) leaves the state unchanged and reports why.
    /// - Parameter string: The typed text, usually one Character.
    @discardableResult
    public mutating func insert(_ string: String) -> EditResult {
        // The commonest edit, called directly rather than through `replaceSelection`, whose
        // other ways out made its result cost more (about 50 instructions a key).
        if let firstByte = string.utf8.first, firstByte < 0x80, selection.lowerBound == textCount {
            return typeAtEnd(string, firstByte: firstByte, gravity: .forward(autocomplete: autocomplete))
        }
        return replaceSelection(with: string, isPaste: false)
    }

    /// Types one Character at the caret, replacing the selection.
    /// - Parameter character: The typed Character.
    @discardableResult
    public mutating func insert(_ character: Character) -> EditResult {
        replaceSelection(with: String(character), isPaste: false)
    }

    /// Pastes any text at the caret, replacing the selection.
    ///
    /// The text may be formatted, raw, or surrounded by junk; what the formatter
    /// cannot place is reported in ``EditResult/dropped``. When the field holds no
    /// value yet, the pasted text is also tried as a whole value, so pasting
    /// `"+7 999 123-45-67"` after a `"+7 ("` prefix does not repeat the prefix.
    /// Pasting into the middle keeps the text after the caret and keeps only
    /// as much of the paste as fits.
    /// - Parameter string: The pasted text, of any length.
    /// - Complexity: Linear in the lengths of the text and `string`; a paste into
    ///   the middle that does not fit retries a logarithmic number of shorter pieces.
    @discardableResult
    public mutating func paste(_ string: String) -> EditResult {
        replaceSelection(with: string, isPaste: true)
    }

    /// Cuts the selection: removes it and returns it as the clipboard text.
    ///
    /// Returns an empty clipboard when nothing is selected or the removal is refused.
    @discardableResult
    public mutating func cut() -> (clipboard: String, result: EditResult) {
        guard !selection.isEmpty else { return ("", unchanged(refusal: nil)) }
        let clipboard = selectedText
        let result = deleteRange(selection)
        return (result.wasApplied ? clipboard : "", result)
    }

    // MARK: - Deleting

    /// Deletes the selection, or the Character before the caret (Backspace).
    ///
    /// Just after a separator, the slot character before it goes too: deleting
    /// only the separator would change nothing, since the formatter puts it back.
    @discardableResult
    public mutating func deleteBackward() -> EditResult {
        guard selection.isEmpty else { return deleteRange(selection) }
        return deleteAtCaret(forward: false)
    }

    /// Deletes the selection, or the Character after the caret (Delete).
    ///
    /// Just before a separator, the slot character after it goes too.
    @discardableResult
    public mutating func deleteForward() -> EditResult {
        guard selection.isEmpty else { return deleteRange(selection) }
        return deleteAtCaret(forward: true)
    }

    // MARK: - Engine

    /// Replaces the selection with `typed` and reformats.
    mutating func replaceSelection(with typed: String, isPaste: Bool) -> EditResult {
        guard let firstByte = typed.utf8.first else {
            return selection.isEmpty ? unchanged(refusal: nil) : deleteRange(selection)
        }
        let gravity = CaretGravity.forward(autocomplete: autocomplete)

        // Hot path: ASCII typed at the end; no index walk, one formatter call.
        if selection.lowerBound == textCount && !isPaste && firstByte < 0x80 {
            return typeAtEnd(typed, firstByte: firstByte, gravity: gravity)
        }

        // Separators typed where the same ones follow the caret step over them (see
        // `stepOverSeparators`); a letter or digit, the common key, is none, and its first byte says so.
        if formatterBox.hasFixedPlaces, selection.isEmpty, selection.lowerBound < textCount, !FormatText.isASCIILetterOrDigit(firstByte),
           let rest = stepOverSeparators(at: selection.lowerBound, typed) {
            return rest.isEmpty ? current : replaceSelection(with: String(rest), isPaste: isPaste)
        }
        // A key at a caret before value, in a field of fixed places, is spliced in where there is
        // room (typed back where a digit was cut), else types over the value's next place.
        if formatterBox.hasFixedPlaces, selection.isEmpty, !isPaste, selection.lowerBound < textCount {
            let spliced = splice(typed, firstByte: firstByte, isPaste: false, gravity: gravity)
            if spliced.wasApplied { return spliced }
            return typeOverNextValue(typed) ?? spliced
        }
        return splice(typed, firstByte: firstByte, isPaste: isPaste, gravity: gravity)
    }

    /// Puts `typed` in place of the selection, keeping what follows it (the general case of
    /// ``replaceSelection(with:isPaste:)``). Inlined: as a call of its own, every edit before
    /// the end paid about 60 instructions more.
    @inline(__always)
    mutating func splice(_ typed: String, firstByte: UInt8, isPaste: Bool, gravity: CaretGravity) -> EditResult {
        var lowerOffset = selection.lowerBound
        var lower = text.characterIndex(at: lowerOffset, count: textCount)
        let upper = selection.isEmpty
            ? lower : text[lower...].characterIndex(at: selection.count, count: textCount - lowerOffset)
        // Text that joins the Character before it (a combining mark, a ZWJ tail)
        // edits that Character: it is replaced by the joined one.
        var inserted = typed
        if firstByte >= 0x80, lower > text.startIndex, let first = typed.first {
            let previousIndex = text.index(before: lower)
            let previous = text[previousIndex]
            var junction = String(previous)
            junction.append(first)
            if junction.count == 1 {
                lower = previousIndex
                lowerOffset -= 1
                inserted = String(previous) + typed
            }
        }
        // The formatter's own rule first, unless the text joins the Character before it.
        if formatterBox.insertsByOwnRule, lowerOffset == selection.lowerBound {
            let edited = text.replacingCharacters(from: lower, to: upper, with: inserted)
            let insertion = Insertion(inserted: inserted, range: selection, text: text, edited: edited, isPaste: isPaste)
            if case let (result, refusal)? = formatterBox.applyInsertion(insertion) {
                return commitInsertion(result, refusal: refusal, inserted: inserted)
            }
        }
        let prefix = text[..<lower]
        let suffix = text[upper...]
        let insertedCount = inserted.fastCharacterCount

        /// The edited text with `piece` inserted, and its formatting.
        func attempt(_ piece: Substring, count: Int) -> (edited: String, result: MaskResult) {
            // Without the field's typing memory: a paste or an edit before the end seldom
            // continues what it holds, and the pieces of a paste that does not fit are probes.
            let edited = text.replacingCharacters(from: lower, to: upper, with: piece)
            let caret = joinedCharacterCount(prefix, lowerOffset, piece, count)
            return (edited, formatterBox.apply(MaskInput(text: edited, caret: caret, gravity: gravity)))
        }

        let whole = inserted[...]
        if suffix.isEmpty {
            var (edited, result) = attempt(whole, count: insertedCount)
            if isPaste, let alone = pasteAsWholeValue(inserted, prefix: prefix, against: result) {
                (edited, result) = (inserted, alone)
            }
            return finishInsertion(result, inserted: inserted, edited: edited, oldTextIsEmpty: prefix.isEmpty)
        }

        // A key shorter than its selection may type over it instead (``overwrite``), tried at most
        // once. Fixed places try it first: spliced in, the key would shift the places after it (`0`
        // over the `12` of `12/2030` gave `02/030`) or find no room.
        var mayTypeOver = insertedCount < selection.count
        func typeOver() -> EditResult? {
            guard mayTypeOver else { return nil }
            mayTypeOver = false
            return overwrite(inserted, count: insertedCount, from: lower, prefix: prefix, suffix: suffix, gravity: gravity)
        }
        if formatterBox.hasFixedPlaces, let overwritten = typeOver() { return overwritten }

        // Mid-text: the value after the selection must survive; keep only as
        // much of the insertion as fits before it. It survives where the text after the selection
        // is laid out as it was (`07` over the `05` of `31.05.1990`: the rest, read alone, would
        // fill the wrong fields), or where the value still ends with its value.
        // (A suffix that reads as no value on its own, an IBAN's digits without their country,
        // survives only if the layout drops none of its letters and digits.)
        let suffixValue = valueAfter(prefix: prefix, suffix: suffix)
        func keepsSuffix(_ result: MaskResult, inserting piece: Substring) -> Bool {
            (Self.endsWithValue(result.value, suffixValue) || Self.endsWithBytes(result.text, of: suffix))
                && Self.keepsText(result, inserting: piece)
        }
        let (edited, full) = attempt(whole, count: insertedCount)
        if keepsSuffix(full, inserting: whole) {
            // Shorter than the selection, yet laid out as long as the text was: the layout filled
            // the gap (`1` over the `23` of `23:59` is `01:59`, where `2` could never follow).
            // Typed over the selection instead, the next key goes on from it.
            if full.text.count == textCount, let overwritten = typeOver() { return overwritten }
            // A key at a caret, or one already tried over its selection: the layout as it comes.
            guard mayTypeOver else {
                return finishInsertion(full, inserted: inserted, edited: edited, oldTextIsEmpty: false, keptText: true)
            }
            // Refused spliced in (`4` over the `123` of `123-AB` reads `4-AB`, which a pattern can
            // no longer match): typed over the selection, it may keep the text valid.
            let done = finishInsertion(full, inserted: inserted, edited: edited, oldTextIsEmpty: false, keptText: true)
            if !done.wasApplied, let overwritten = typeOver() { return overwritten }
            return done
        }
        let fits = longestFittingPrefix(of: inserted, count: insertedCount) { length in
            let piece = inserted.prefix(length)
            let result = attempt(piece, count: length).result
            return keepsSuffix(result, inserting: piece) ? result : nil
        }
        if fits == nil, let overwritten = typeOver() { return overwritten }
        guard let (length, result) = fits else {
            let refusal = Refusal(
                reason: .full, characters: inserted,
                message: "No room for \(FormatText.quoted(text: inserted)) before the text that follows."
            )
            return unchanged(refusal: refusal, dropped: inserted)
        }
        let tail = String(inserted.dropFirst(length))
        return finishInsertion(result, inserted: inserted, edited: "", truncatedTail: tail, oldTextIsEmpty: false, keptText: true)
    }

    /// One key at a caret, that has no room spliced in, typed over the value's next letter or digit,
    /// stepping over separators (a date field's overwrite mode): `6` at `15.0|5.1990` gives
    /// `15.06|.1990`, and at `15.05|.1990` the year's first digit goes. Where that makes no place
    /// (`1` over the `0` of the month `05`: 15), the key goes over the whole place, as over a
    /// selection (``overwrite(_:count:from:prefix:suffix:gravity:)``): `15.10.1990`, the `0`
    /// selected for the next key. A digit goes over a digit and a letter over a letter. Refused,
    /// the field keeps its caret and says why: the format's own reason where it has one (`6` over
    /// the `5` of `31.05.1990`: June has no day 31). `nil` for more than one Character, or with no
    /// value after the caret (`1990| г.`). Undone, the caret comes back where the key was typed.
    mutating func typeOverNextValue(_ typed: String) -> EditResult? {
        let caret = selection.lowerBound
        guard let key = typed.first, typed.count == 1, key.isNumber || key.isLetter else { return nil }
        let next = deletionEnd(forward: true, guessing: true)
        guard !next.formatTextOnly, next.offset >= caret, next.offset < textCount else { return nil }
        let lower = text.characterIndex(at: next.offset, count: textCount)
        let replaced = text[lower]
        guard key.isNumber ? replaced.isNumber : replaced.isLetter else { return nil }
        // The place: the run of Characters of the key's kind from the one typed over.
        let place = text[lower...].prefix { key.isNumber ? $0.isNumber : $0.isLetter }.count
        var done = unchanged(refusal: nil)
        for width in place > 1 ? [1, place] : [1] {
            selection = next.offset..<(next.offset + width)
            done = replaceSelection(with: typed, isPaste: false)
            if done.wasApplied {
                history.amendNewest(selection: caret..<caret)
                return done
            }
        }
        selection = caret..<caret
        guard !isSecureEntry else { return reselected(done) }
        var refusal = done.refusal
        // "No room" says nothing here: the format's verdict on the text with the key typed over
        // says why (the one formatter call made to learn a reason, on a refused key only), unless
        // it too speaks of room (`6` over the `0` of `05/15/1990` pads the month to `06`).
        if refusal?.reason == .full {
            let edited = text.replacingCharacters(from: lower, to: text.index(after: lower), with: typed)
            if var own = formatterBox.refusal(of: edited), own.reason != .full {
                own.characters = typed
                refusal = own
            } else {
                let (key, over) = (FormatText.quoted(text: typed), FormatText.quoted(text: String(replaced)))
                refusal = Refusal(reason: .formatRule, characters: typed, message: "\(key) cannot take the place of \(over) here.")
            }
        }
        return result(refusal: refusal, dropped: done.dropped, wasApplied: false)
    }

    /// An insertion shorter than the selection it replaces, typed over the selection instead: it
    /// takes the place of the selection's first Characters, and the rest of the selection stays (as
    /// it was, else with its digits made `0`, else `0`s ending in `1`, for a place that cannot be
    /// zero) and stays selected, to be typed over next. So the day
    /// of `31/05/1990` selected and `2`, `8` typed gives `21` then `28`, and the month of
    /// `05/31/1990` with `1`, `2` gives `10` then `12`, where a fixed layout had no room for the
    /// `2` before `/05/1990`, or filled the gap (`01/31/1990`). `nil` when neither keeps the text
    /// after the selection as it was.
    mutating func overwrite(
        _ inserted: String, count insertedCount: Int, from lower: String.Index, prefix: Substring, suffix: Substring,
        gravity: CaretGravity
    ) -> EditResult? {
        guard insertedCount < selection.count else { return nil }
        let rest = String(text[lower..<suffix.startIndex].dropFirst(insertedCount))
        let zeroed = String(rest.map { $0.isASCII && $0.isNumber ? "0" : $0 })
        var remainders = zeroed == rest ? [rest] : [rest, zeroed]
        // A month or a day is never 0: `0` over the `12` of `31/12/1990` leaves `01`, as `02` and
        // `00` are no month of that day.
        if let last = zeroed.lastIndex(of: "0") {
            var ones = zeroed
            ones.replaceSubrange(last...last, with: "1")
            if ones != rest { remainders.append(ones) }
        }
        let caret = joinedCharacterCount(prefix, selection.lowerBound, inserted, insertedCount)
        for remainder in remainders {
            let edited = text.replacingCharacters(from: lower, to: suffix.startIndex, with: inserted + remainder)
            let laidOut = formatterBox.apply(MaskInput(text: edited, caret: caret, gravity: gravity))
            guard Self.endsWithBytes(laidOut.text, of: remainder + suffix), Self.keepsText(laidOut, inserting: inserted[...]) else { continue }
            let keptCount = remainder.count + suffix.count
            var done = finishInsertion(laidOut, inserted: inserted, edited: edited, oldTextIsEmpty: false, keptText: true)
            guard done.wasApplied else { return nil }
            // The rest of the selection, where the layout left it just after the caret, stays selected.
            let start = textCount - keptCount
            if start == selection.lowerBound, selection.isEmpty {
                selection = start..<(start + remainder.count)
                done = result(refusal: done.refusal, dropped: done.dropped, wasApplied: true)
            }
            return done
        }
        return nil
    }

    /// ASCII typed at the end of the text: no index walk, one formatter call.
    // Not inlined: called so from `insert`, it measured faster than inlined in `replaceSelection`.
    @inline(never)
    mutating func typeAtEnd(_ typed: String, firstByte: UInt8, gravity: CaretGravity) -> EditResult {
        // One ASCII key adds one Character after ASCII text (as many bytes as Characters), but
        // a line feed after a carriage return: no counting.
        let caret = typed.utf8.count == 1 && firstByte != 0x0A && text.utf8.count == textCount
            ? textCount + 1
            : joinedCharacterCount(text, textCount, typed, typed.fastCharacterCount)
        let edited = text + typed
        let input = MaskInput(text: edited, caret: caret, gravity: gravity)
        if !formatterBox.admitsEveryLayout, typingMemory == nil { return typeAtEndJudging(typed, input) }
        let result = applyRemembering(input)
        // The common keystroke: the layout changed, nothing was dropped, and the formatter
        // takes the layout as it is. No refusal to work out: committed as it comes.
        if changesWithoutDrops(result), formatterBox.admitsEveryLayout || formatterBox.refusal(of: result.text) == nil {
            return commitAsItComes(result)
        }
        return finishInsertion(result, inserted: typed, edited: edited, oldTextIsEmpty: text.isEmpty)
    }

    /// ``typeAtEnd(_:firstByte:gravity:)`` for a formatter that judges its layouts and keeps no
    /// typing memory: the layout and the verdict come from one ``InputFormatter/applyJudging(_:)``.
    @inline(never)
    mutating func typeAtEndJudging(_ typed: String, _ input: MaskInput) -> EditResult {
        // One Character of its own (not a line feed joining a carriage return): the formatter's rule first.
        if formatterBox.insertsByOwnRule, input.caret == textCount + 1, case let (result, refusal)? = formatterBox.applyInsertion(
            Insertion(inserted: typed, range: textCount..<textCount, text: text, edited: input.text, isPaste: false))
        {
            return commitInsertion(result, refusal: refusal, inserted: typed)
        }
        let (result, verdict) = formatterBox.applyJudging(input)
        if verdict == nil, changesWithoutDrops(result) { return commitAsItComes(result) }
        return finishInsertion(result, inserted: typed, edited: input.text, oldTextIsEmpty: text.isEmpty, judged: verdict)
    }

    /// Commits an insertion the formatter made by its own rule
    /// (``InputFormatter/applyInsertion(_:)``), or keeps the field and reports the
    /// formatter's refusal: no reason is worked out from the text.
    mutating func commitInsertion(_ result: consuming MaskResult, refusal: Refusal?, inserted: String) -> EditResult {
        if var refusal {
            refusal.characters = inserted
            return unchanged(refusal: refusal, dropped: inserted)
        }
        // The common key: placed whole, and the text changed. Committed as it comes.
        if changesWithoutDrops(result) { return commitAsItComes(result) }
        return finishInsertion(
            result, inserted: inserted, edited: "", oldTextIsEmpty: text.isEmpty, judged: .some(nil), asksFormatter: false, keptText: true)
    }

    /// Whether a layout can be committed as it comes: nothing dropped, and the text changed
    /// (lengths first: typing nearly always changes it, and comparing two texts costs more).
    @inline(__always)
    func changesWithoutDrops(_ result: MaskResult) -> Bool {
        result.dropped.isEmpty && (result.text.utf8.count != text.utf8.count || result.text != text)
    }

    /// Commits a layout as it comes: one undo step, and no refusal to work out.
    @inline(__always)
    mutating func commitAsItComes(_ result: consuming MaskResult) -> EditResult {
        let (step, oneUnitEach) = adopt(result)
        history.record(step)
        return self.result(refusal: nil, dropped: "", wasApplied: true, oneUnitEach: oneUnitEach)
    }

    /// When the field holds no value, the paste formatted on its own, if that
    /// places more of it than inserting it after the prefix did.
    mutating func pasteAsWholeValue(_ pasted: String, prefix: Substring, against inserted: MaskResult) -> MaskResult? {
        guard !prefix.isEmpty, valueOf(prefix).isEmpty else { return nil }
        let alone = formatted(pasted)
        let aloneCount = alone.value.count
        let insertedCount = inserted.value.count
        if aloneCount > insertedCount { return alone }
        if aloneCount == insertedCount && alone.dropped.count < inserted.dropped.count { return alone }
        return nil
    }

    /// Whether `value`, a layout's value after an insertion, still ends with `suffixValue`, the
    /// value of the text after the selection (a slice of the value without the selection).
    ///
    /// A mask's fixed value characters (`{-}` of `[000]{-}[000]`) stay where the mask puts them
    /// while the digits move past them, so `3` typed into `124-56` after `12` gives `123-456`,
    /// which does not end with `4-56`. Then the letters and digits are compared, and the value
    /// must hold as many other characters as before, so that none of them is lost.
    static func endsWithValue(_ value: String, _ suffixValue: Substring) -> Bool {
        if value.hasSuffix(suffixValue) { return true }
        func others(_ text: Substring) -> Int { text.count { !FormatText.isLetterOrNumber($0) } }
        return others(value[...]) >= others(suffixValue.base[...])
            && value.filter(FormatText.isLetterOrNumber).hasSuffix(suffixValue.filter(FormatText.isLetterOrNumber))
    }

    /// Whether `text` begins with the bytes of `head` and ends with those of `tail`, two pieces of
    /// one text, with the separators that stood between them and no letter or digit: what a
    /// deletion left, laid out in the same places (`/05/3` cut from `1990/05/31` leaves one
    /// separator of two before the day's `1`: it moved into the month).
    static func keeps(_ head: Substring, _ tail: Substring, in text: String) -> Bool {
        let (count, headCount, tailCount) = (text.utf8.count, head.utf8.count, tail.utf8.count)
        guard count >= headCount + tailCount, endsWithBytes(text, of: tail), text.utf8.starts(with: head.utf8) else { return false }
        let removed = head.base[head.endIndex..<tail.startIndex]
        let separators = removed.lazy.filter { !FormatText.isLetterOrNumber($0) }
        // The common case: the text as it was, less what was deleted, which held no separator
        // (ASCII letters and digits tell by their bytes).
        if count == headCount + tailCount {
            return removed.utf8.allSatisfy(FormatText.isASCIILetterOrDigit) || separators.isEmpty
        }
        let utf8 = text.utf8
        let middle = text[utf8.index(utf8.startIndex, offsetBy: headCount)..<utf8.index(utf8.endIndex, offsetBy: -tailCount)]
        return middle.elementsEqual(separators)
    }

    /// Whether `text` ends with the bytes of `tail`: the same text laid out the same way (no
    /// Unicode equivalence to work out, as `hasSuffix` does).
    static func endsWithBytes(_ text: String, of tail: some StringProtocol) -> Bool {
        let count = tail.utf8.count
        return text.utf8.count >= count && text.utf8.suffix(count).elementsEqual(tail.utf8)
    }

    /// Whether a layout after inserting `inserted` dropped no letter or digit of the text around
    /// it: each one it dropped can come from the insertion, and it dropped no more than it holds.
    static func keepsText(_ result: MaskResult, inserting inserted: Substring) -> Bool {
        let lost = lettersAndDigits(of: result.dropped)
        guard !lost.isEmpty else { return true }
        let piece = String(inserted)
        return drops(lost, comingFrom: piece, oldTextIsEmpty: false).count == lost.count
            && lost.count <= lettersAndDigits(of: piece).count
    }

    /// The letters and digits among `dropped` (what a layout did not place); empty at once, by
    /// its bytes, when it holds only ASCII separators, as a layout that moved them drops them.
    static func lettersAndDigits(of dropped: String) -> String {
        var onlySeparators = true
        for byte in dropped.utf8 where byte >= 0x80 || FormatText.isASCIILetterOrDigit(byte) {
            onlySeparators = false
            break
        }
        return onlySeparators ? "" : dropped.filter(FormatText.isLetterOrNumber)
    }

    /// The extracted value of a piece of already formatted text.
    func valueOf(_ piece: Substring) -> String {
        if piece.isEmpty { return "" }
        return formatterBox.apply(MaskInput(text: String(piece), caret: 0, gravity: .backward(autoskip: false))).value
    }

    /// The part of the value that comes from `suffix`, the text after an edit.
    func valueAfter(prefix: Substring, suffix: Substring) -> Substring {
        let prefixValueCount = valueOf(prefix).count
        let baseValue: String
        if prefix.endIndex == suffix.startIndex {
            baseValue = typedValue
        } else {
            baseValue = valueOf(Substring(String(prefix) + suffix))
        }
        return baseValue.dropFirst(prefixValueCount)
    }

    /// The longest prefix length (1...count) of the insertion for which `fits`
    /// returns a result, found by doubling then bisecting; `nil` if none fits.
    func longestFittingPrefix(
        of inserted: String, count: Int, _ fits: (Int) -> MaskResult?
    ) -> (Int, MaskResult)? {
        var best: (Int, MaskResult)?
        var low = 0  // largest length known to fit
        var high = count  // smallest length known not to fit (count itself failed)
        var probe = 1
        while probe < high {
            if let result = fits(probe) {
                best = (probe, result)
                low = probe
                probe *= 2
            } else {
                high = probe
                break
            }
        }
        while high - low > 1 {
            let middle = low + (high - low) / 2
            if let result = fits(middle) {
                best = (middle, result)
                low = middle
            } else {
                high = middle
            }
        }
        return best
    }

    /// Commits an insertion, or refuses it if nothing of it was placed.
    /// `edited` is the text the formatter was given; `truncatedTail` the end of
    /// the insertion left out because it did not fit; `judged` the verdict given with the layout;
    /// `asksFormatter` whether ``InputFormatter/refusal(of:)`` may explain what was dropped (not
    /// when the formatter made the insertion itself and said all it had to say); `keptText`
    /// whether the caller already knows the layout drops nothing the field held (a formatter's
    /// own rule, or the mid-text check).
    mutating func finishInsertion(
        _ result: consuming MaskResult, inserted: String, edited: String, truncatedTail: String = "", oldTextIsEmpty: Bool,
        judged: Refusal?? = .none, asksFormatter: Bool = true, keptText: Bool = false
    ) -> EditResult {
        let placedDrops = Self.drops(result.dropped, comingFrom: inserted, oldTextIsEmpty: oldTextIsEmpty)
        let dropped = truncatedTail.isEmpty ? placedDrops : placedDrops + truncatedTail
        // Refused as a whole: nothing of it was placed, or a caret insertion changed nothing.
        // Lengths first: typing nearly always changes it, and comparing two texts costs more.
        let changedNothing = selection.isEmpty && result.text.utf8.count == text.utf8.count && result.text == text
        // A separator typed where the field already shows it (`/` after `05/`): nothing to do, and
        // nothing refused either; the person typed the text as it reads.
        if changedNothing, truncatedTail.isEmpty, result.dropped.isEmpty || repeatsSeparatorBeforeCaret(inserted) {
            // Or the formatter took the key and the text reads the same (a marker's next letter).
            return unchanged(refusal: nil)
        }
        if truncatedTail.isEmpty && (placedDrops == inserted || changedNothing) {
            let refusal = refusal(of: inserted, in: result, edited: edited, truncated: false, asksFormatter: asksFormatter)
            return unchanged(refusal: refusal, dropped: inserted)
        }
        // A layout that makes room by dropping letters or digits already in the field (a full
        // right-to-left mask pushes its first digit out) would lose them without a word.
        if !keptText, !oldTextIsEmpty, !Self.keepsText(result, inserting: inserted[...]) {
            let refusal = Refusal(
                reason: .full, characters: inserted,
                message: "The field is full: \(FormatText.quoted(text: inserted)) would push out what it holds."
            )
            return unchanged(refusal: refusal, dropped: inserted)
        }
        let refusal = dropped.isEmpty
            ? nil : refusal(of: dropped, in: result, edited: edited, truncated: !truncatedTail.isEmpty, asksFormatter: asksFormatter)
        return commit(result, dropped: dropped, refusal: refusal, attempted: inserted, judged: judged)
    }

    /// In a field of fixed places, the separators that `typed` begins with and that stand after
    /// the caret as they are are stepped over, as a mask steps over its literals: `.` typed at
    /// `31.05|.1990`, or `/3` pasted back at `1990/05|/1` after it was cut. Moves the caret past
    /// them and returns the rest of `typed`; `nil` when `typed` begins with no such separator.
    mutating func stepOverSeparators(at caret: Int, _ typed: String) -> Substring? {
        var rest = typed[...]
        var offset = caret
        for character in text[text.characterIndex(at: caret, count: textCount)...] {
            guard let first = rest.first, first == character, !FormatText.isLetterOrNumber(first) else { break }
            rest = rest.dropFirst()
            offset += 1
        }
        guard offset > caret else { return nil }
        selection = offset..<offset
        return rest
    }

    /// Whether `inserted` is one Character, neither letter nor digit, and the one just before the caret.
    func repeatsSeparatorBeforeCaret(_ inserted: String) -> Bool {
        guard let typed = inserted.first, inserted.utf8.count == typed.utf8.count, !typed.isLetter, !typed.isNumber,
              selection.lowerBound > 0 else { return false }
        let caret = text.characterIndex(at: selection.lowerBound, count: textCount)
        return text[text.index(before: caret)] == typed
    }

    /// Why `refused` (characters the formatter did not place) was refused.
    ///
    /// What did not fit is `.full`. Otherwise the formatter's own ``InputFormatter/refusal(of:)``
    /// verdict on the edited text says why, if it has one (a second "@" in an e-mail); failing
    /// that, the layout itself: `.full` when it left characters out for want of room
    /// (``MaskResult/overflowed``), else `.characterNotAllowed`.
    func refusal(of refused: String, in result: MaskResult, edited: String, truncated: Bool, asksFormatter: Bool = true) -> Refusal {
        if !truncated, asksFormatter, var own = formatterBox.refusal(of: edited) {
            own.characters = refused
            return own
        }
        let reason: Refusal.Reason = truncated || result.overflowed ? .full : .characterNotAllowed
        return Refusal(reason: reason, characters: refused, message: message(reason, refused))
    }

    func message(_ reason: Refusal.Reason, _ characters: String) -> String {
        switch reason {
        case .full: "The field is full: \(FormatText.quoted(text: characters)) did not fit."
        case .characterNotAllowed: "\(FormatText.quoted(text: characters)) not allowed here."
        case .patternMismatch: "\(FormatText.quoted(text: characters)) does not match the pattern."
        case .formatRule: "\(FormatText.quoted(text: characters)) breaks the format's rule."
        case .invalidRange: "\(FormatText.quoted(text: characters)) was not placed: its range is not in the text."
        }
    }

    /// Deletes a range (a selection) and reformats, leaning backward.
    mutating func deleteRange(_ range: Range<Int>) -> EditResult {
        if let own = formatterBox.applyDeletion(.range(range), to: text, value: typedValue, autoskip: autoskip) {
            return commitDeletion(own, of: .range(range))
        }
        let lower = text.characterIndex(at: range.lowerBound, count: textCount)
        let upper = text[lower...].characterIndex(at: range.count, count: textCount - range.lowerBound)
        let candidate = text.removingCharacters(between: lower, and: upper)
        let gravity = CaretGravity.backward(autoskip: autoskip)
        let result = applyRemembering(MaskInput(text: candidate, caret: range.lowerBound, gravity: gravity))
        let kept = formatterBox.hasFixedPlaces ? (text[..<lower], text[upper...]) : nil
        return commitAfterDeletion(result, following: range.upperBound, from: range.lowerBound, kept: kept)
    }

    /// Deletes the Character before (or after) the caret: by the formatter's own rule if it has
    /// one, else as a splice of the value (``deleteByValue(forward:)``).
    mutating func deleteAtCaret(forward: Bool) -> EditResult {
        let caret = selection.lowerBound
        guard forward ? caret < textCount : caret > 0 else { return unchanged(refusal: nil) }
        let deletion = forward ? Deletion.forward(caret: caret) : .backward(caret: caret)
        let done: EditResult
        if let own = formatterBox.applyDeletion(deletion, to: text, value: typedValue, autoskip: autoskip) {
            done = commitDeletion(own, of: deletion)
        } else if !forward, caret == textCount, text.utf8.count == textCount, let last = deleteLastByte() {
            return last
        } else {
            done = deleteByValue(forward: forward)
        }
        if done.wasApplied || !formatterBox.hasFixedPlaces { return done }
        return selectingWhatStays(done, forward: forward)
    }

    /// A deletion at a caret that a field of fixed places refused (it would shift the places after
    /// it) selects the value's Character it aimed at, so that the next key types over it: Backspace
    /// at `31.05|.1990` selects the `5`, and `6` then gives `31.06.1990`. The refusal stays.
    mutating func selectingWhatStays(_ done: EditResult, forward: Bool) -> EditResult {
        guard done.refusal != nil, selection.isEmpty else { return done }
        let aimed = deletionEnd(forward: forward, guessing: true)
        guard !aimed.formatTextOnly, aimed.offset >= 0, aimed.offset < textCount,
              FormatText.isLetterOrNumber(text[text.characterIndex(at: aimed.offset, count: textCount)]) else { return done }
        selection = aimed.offset..<(aimed.offset + 1)
        return reselected(done)
    }

    /// `done`, a result of this state, with the state's selection now (its refusal as it was
    /// given: a secure field's is already shielded).
    func reselected(_ done: EditResult) -> EditResult {
        var moved = done
        moved.selection = selection
        moved.caret = selection.upperBound
        moved.utf16Selection = text.utf16Range(of: selection, count: textCount)
        return moved
    }

    /// Backspace or Delete as a splice of the value, in one layout: the value's Character nearest
    /// the caret (the last one before it, or the first one at or after it) is found in the text,
    /// and it goes with the separators between it and the caret. So a Backspace just after `.`
    /// in `529.` takes the `9`.
    ///
    /// With no value Character on that side (Backspace after the `(` of `(41) 3`, or in a text
    /// of literals only), the Character next to the caret goes alone. A layout that changes the
    /// value or the text is committed; one that puts everything back (a literal the format always
    /// writes) moves the caret over that Character instead, so the caret never sticks.
    @inline(never)
    mutating func deleteByValue(forward: Bool) -> EditResult {
        let caret = selection.lowerBound
        var target = deletionEnd(forward: forward, guessing: true)
        var result = layOut(removingTo: target, forward: forward)
        if target.guessed, result.text == text, result.value == typedValue {
            // The letter or digit next to the caret was the format's own (a mask's literal `h`):
            // the value is placed after all, and its Character nearest the caret goes.
            let placed = deletionEnd(forward: forward, guessing: false)
            if placed.offset != target.offset {
                target = placed
                result = layOut(removingTo: target, forward: forward)
            }
        }
        // Delete with only the format's closing text after the caret (the ` г.` of a Bulgarian
        // date, the ` hodź.` of an Upper Sorbian time) removes none of the value: a text without
        // that Character is no edit, and the caret steps over it, as over a separator.
        let onlyClosingText = forward && target.formatTextOnly && !typedValue.isEmpty
        if result.value != typedValue || (result.text != text && !onlyClosingText) {
            let (start, end) = forward ? (caret, target.offset + 1) : (target.offset, caret)
            // Each offset is found from the text's start: its own fast path (by bytes, or by
            // single-scalar Characters) beats walking on from the first through a Substring.
            let kept = formatterBox.hasFixedPlaces && end < textCount
                ? (text[..<text.characterIndex(at: start, count: textCount)], text[text.characterIndex(at: end, count: textCount)...]) : nil
            return commitAfterDeletion(result, following: end, from: start, kept: kept)
        }
        // The format writes that Character back whatever is removed (or it is closing text): step over it.
        return moveCaret(to: forward ? caret + 1 : caret - 1)
    }

    /// Where a deletion at the caret ends (the Character it removes last): the value's Character
    /// nearest the caret, in Characters, and in bytes when every Character of the text is one scalar.
    struct DeletionEnd {
        var offset: Int
        /// The Character's and the caret's byte offsets, when every Character is one scalar.
        var bytes: (character: Int, caret: Int)?
        /// Whether the Character was taken to be value for being a letter or digit next to the caret.
        var guessed: Bool
        /// Whether the value was placed in the text and none of it lies on the deletion's side of
        /// the caret: the deletion can remove only the format's own text.
        var formatTextOnly = false
    }

    /// Where a deletion at the caret ends (see ``deleteByValue(forward:)``). When `guessing`, a
    /// digit, or a letter the value holds, next to the caret is taken to be value, as it nearly
    /// always is, without placing the value in the text; in text of other Characters, only a digit.
    func deletionEnd(forward: Bool, guessing: Bool) -> DeletionEnd {
        let caret = selection.lowerBound
        let adjacent = forward ? caret : caret - 1
        // Offsets in bytes: where the caret is, and so where every Character is, when each one
        // is one scalar (ASCII; Latin text with a no-break space or `г.`).
        let caretByte: Int? = text.utf8.count == textCount
            ? caret : text.singleScalarOffsets(ofCharacter: caret, count: textCount)?.utf8
        if let caretByte, let found = ByteView.with(text, { text -> (offset: Int, byte: Int, guessed: Bool, formatTextOnly: Bool)? in
            var next = forward ? caretByte : caretByte - 1
            // A letter the value does not hold is the format's own (the `h` of hsb's ` hodź.`).
            if guessing, case let byte = text[next], byte &- 0x30 < 10 || (FormatText.isASCIILetter(byte) && valueHolds(letter: byte)) {
                return (adjacent, next, true, false)
            }
            let placed = ByteView.with(typedValue) { value in
                Self.valueCharacter(nearest: caret, forward: forward, text: text, textCount: textCount, value: value)
            }
            guard placed.inOrder else { return nil }
            if let found = placed.found { return (found.character, found.byte, false, false) }
            // No value on that side (an empty value, or Backspace after the `(` of `(41) 3`): the
            // Character next to the caret, from its first byte.
            while !forward && text[next] & 0xC0 == 0x80 { next -= 1 }
            return (adjacent, next, false, true)
        }) {
            return DeletionEnd(
                offset: found.offset, bytes: (found.byte, caretByte), guessed: found.guessed, formatTextOnly: found.formatTextOnly)
        }
        // Other text (a value that is not ASCII, a Character of several scalars), by Characters.
        if guessing && text[text.characterIndex(at: adjacent, count: textCount)].isNumber {
            return DeletionEnd(offset: adjacent, bytes: nil, guessed: true)
        }
        // A value the text does not show in order (a time's marker shown first) is not placed:
        // the nearest letter or digit stands for it.
        let placed = Self.valueCharacter(nearest: caret, forward: forward, text: text, textCount: textCount, value: typedValue)
        let offset = placed.inOrder ? placed.offset ?? adjacent : nearestLetterOrDigit(from: adjacent, forward: forward) ?? adjacent
        return DeletionEnd(offset: offset, bytes: nil, guessed: false, formatTextOnly: placed.inOrder && placed.offset == nil)
    }

    /// Whether the value holds the ASCII letter `letter`, in either case (as the text may show it).
    func valueHolds(letter: UInt8) -> Bool {
        typedValue.utf8.contains { $0 | 0x20 == letter | 0x20 }
    }

    /// The layout of the text without the Characters from the caret to `target` (included).
    mutating func layOut(removingTo target: DeletionEnd, forward: Bool) -> MaskResult {
        let caret = selection.lowerBound
        if let bytes = target.bytes {
            return layOut(removing: target.offset, bytes.character, caret: caret, caretByte: bytes.caret, forward: forward)
        }
        let (lower, upper) = forward ? (caret, target.offset + 1) : (target.offset, caret)
        let from = text.characterIndex(at: lower, count: textCount)
        let to = text[from...].characterIndex(at: upper - lower, count: textCount - lower)
        return applyRemembering(MaskInput(
            text: text.removingCharacters(between: from, and: to), caret: forward ? caret : target.offset,
            gravity: .backward(autoskip: forward ? false : autoskip)))
    }

    /// The layout of the text without the Characters from the caret to the one at `offset`
    /// (`byte` in bytes), in text whose every Character is one scalar.
    @inline(__always)
    mutating func layOut(removing offset: Int, _ byte: Int, caret: Int, caretByte: Int, forward: Bool) -> MaskResult {
        let (lower, upper) = forward ? (caretByte, byte + 1) : (byte, caretByte)
        let utf8 = text.utf8
        let candidate = text.replacingCharacters(
            from: utf8.index(utf8.startIndex, offsetBy: lower), to: utf8.index(utf8.startIndex, offsetBy: upper), with: "")
        return applyRemembering(
            MaskInput(text: candidate, caret: forward ? caret : offset, gravity: .backward(autoskip: forward ? false : autoskip)))
    }

    /// Where the value's Character that a deletion at `caret` removes sits, in Characters and in
    /// bytes of `text`, whose every Character is one scalar (`textCount` of them). The value is
    /// placed in the text from the end, each of its Characters at the last text Character equal
    /// to it (ASCII letters in either case), so that a prefix the format writes (`+7 (`) never
    /// takes a digit typed after it. Whether the whole value was found in order (never, for a
    /// value that is not ASCII), and the Character the deletion removes (`nil` when none is on
    /// that side of the caret).
    static func valueCharacter(
        nearest caret: Int, forward: Bool, text: ByteView, textCount: Int, value: ByteView
    ) -> (inOrder: Bool, found: (character: Int, byte: Int)?) {
        var found: (character: Int, byte: Int)?
        var index = text.count - 1
        var character = textCount
        var valueIndex = value.count - 1
        while valueIndex >= 0 {
            guard index >= 0 else { return (false, nil) }
            let byte = text[index], wanted = value[valueIndex]
            guard wanted < 0x80 else { return (false, nil) }
            // Each Character one scalar: a Character starts at every byte but a continuation byte.
            if byte & 0xC0 != 0x80 { character -= 1 }
            if byte == wanted || (byte | 0x20 == wanted | 0x20 && FormatText.isASCIILetter(byte)) {
                // Backward: the first one met before the caret; forward: the last one met at or after it.
                if forward ? character >= caret : found == nil && character < caret { found = (character, index) }
                valueIndex -= 1
            }
            index -= 1
        }
        return (true, found)
    }

    /// ``valueCharacter(nearest:forward:text:textCount:value:)`` by Characters, for any text:
    /// a value Character is found at a text Character equal to it, the same letter in another
    /// case, or the same digit in another script (a full-width `１` for `1`). Whether the whole
    /// value was found in the text in order, and the offset in Characters of the one the deletion
    /// removes (`nil` when none is on that side of the caret).
    static func valueCharacter(
        nearest caret: Int, forward: Bool, text: String, textCount: Int, value: String
    ) -> (inOrder: Bool, offset: Int?) {
        var found: Int?
        var index = text.endIndex
        var character = textCount
        var valueIndex = value.endIndex
        while valueIndex > value.startIndex {
            guard index > text.startIndex else { return (false, nil) }
            text.formIndex(before: &index)
            character -= 1
            let wanted = value[value.index(before: valueIndex)]
            if Self.reads(text[index], as: wanted) {
                if forward ? character >= caret : found == nil && character < caret { found = character }
                value.formIndex(before: &valueIndex)
            }
        }
        return (true, found)
    }

    /// The offset of the first letter or digit of the text from `start` on, going forward or back.
    func nearestLetterOrDigit(from start: Int, forward: Bool) -> Int? {
        var offset = start
        var index: String.Index? = text.characterIndex(at: start, count: textCount)
        while let at = index, at < text.endIndex {
            if text[at].isLetter || text[at].isNumber { return offset }
            index = text.characterIndex(stepping: at, forward: forward)
            offset += forward ? 1 : -1
        }
        return nil
    }

    /// Whether a text Character shows the value Character `wanted`.
    static func reads(_ shown: Character, as wanted: Character) -> Bool {
        if shown == wanted { return true }
        if let digit = shown.wholeNumberValue, shown.isNumber { return digit == wanted.wholeNumberValue && wanted.isNumber }
        // Only cased letters can differ by case (and lowercasing makes a String: not for every pair).
        return shown.isCased && wanted.isCased && shown.lowercased() == wanted.lowercased()
    }

    /// Backspace at the end of ASCII text (one byte a Character), when the byte is the value's
    /// last character and the formatter reads the rest as the value without it: the layout
    /// ``deleteByValue(forward:)`` would make, committed as it comes, as
    /// ``typeAtEnd(_:firstByte:gravity:)`` commits a key. `nil` when any of that fails.
    @inline(never)
    mutating func deleteLastByte() -> EditResult? {
        // Byte buffers, not the generic collection walks (which cost more than the layout).
        // SAFETY: the lent bytes are read only inside the closure, and `dropLast()` is a slice of them.
        guard let rest = text.utf8.withContiguousStorageIfAvailable({ bytes -> String? in
            guard let deleted = bytes.last, deleted == typedValue.utf8.last else { return nil }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes.dropLast()), as: UTF8.self)
        }), let rest else { return nil }
        let result = applyRemembering(MaskInput(text: rest, caret: textCount - 1, gravity: .backward(autoskip: autoskip)))
        guard result.value.utf8.count + 1 == typedValue.utf8.count, typedValue.hasPrefix(result.value),
            formatterBox.admitsEveryLayout || formatterBox.refusal(of: result.text) == nil
        else { return nil }
        return commitAsItComes(result)
    }
}
