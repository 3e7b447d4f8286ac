extension Mask: InputFormatter {
    /// Formats `input`: the text, the caret, the extracted value, completeness,
    /// InputMask's affinity, and the input characters the mask did not place.
    ///
    /// The result equals InputMask's `Mask.apply(toText:)` for the same
    /// format, text, caret and gravity. `dropped` (our addition) lists, in input
    /// order, the characters refused by a slot or left over past the end of
    /// the mask.
    ///
    /// - Complexity: O(*m* + *n*) for a mask of *m* tokens and an input of *n*
    ///   Characters; past the end of a finite mask the rest of the input is
    ///   dropped in one pass. ASCII input into a mask with ASCII literals takes
    ///   a byte path that does not allocate while the strings are small.
    public func apply(_ input: MaskInput) -> MaskResult {
        if let result = applyBytes(input) {
            return result
        }
        return applyCharacters(input)
    }

    /// Whether literals follow the last slot (` kg` in `[0000] kg`), in a mask read from the start.
    @inline(__always)
    var closesWithLiterals: Bool {
        guard !rightToLeft, let last = kinds.last else { return false }
        return last == .separator || last == .fixed
    }

    /// `result`, unless the text ends with the literals after the mask's last slot (the ` kg` of
    /// `[0000] kg`, the ` г.` of a Bulgarian date), which a value short of its last slot drops:
    /// they are the mask's own text, not the person's, so `apply`'s layout without them is taken
    /// when it is the same (text, caret and value, as InputMask's) and drops less. Backspace in
    /// `19|90 kg` then loses nothing but a digit.
    @inline(never)
    func readingClosingLiterals(of input: MaskInput, as result: consuming MaskResult, _ apply: (MaskInput) -> MaskResult) -> MaskResult {
        let closing = String(tokens.reversed().prefix { $0.literal != nil }.reversed().compactMap(\.literal))
        guard !closing.isEmpty, input.text.hasSuffix(closing) else { return result }
        let text = String(input.text.dropLast(closing.count))
        let shorter = MaskInput(text: text, caret: min(input.caret, text.count), gravity: input.gravity)
        let read = apply(shorter)
        let same = read.text == result.text && read.caret == result.caret && read.value == result.value
        return same && read.dropped.count < result.dropped.count ? read : result
    }

    /// Deletes as the mask reads its own literals: the deletion is measured in value characters
    /// on the mask's layout of `text` (see ``InputFormatter/applyDeletion(_:to:value:autoskip:)``).
    public func applyDeletion(_ deletion: Deletion, to text: String, value: String, autoskip: Bool) -> MaskResult? {
        MaskDeletion(reading: self, layout: self, text: text, value: value, autoskip: autoskip).perform(deletion)
    }

    /// The general path: Characters, any Unicode.
    /// - Parameter separatorsFromInput: Whether an input Character equal to a
    ///   separator is taken as that separator (InputMask's rule). Without it the
    ///   input is read as a raw value: separators are always inserted, so a value
    ///   that starts with the prefix's digit (`7` under `+7 ([000])`) keeps it.
    func applyCharacters(_ input: MaskInput, separatorsFromInput: Bool = true) -> MaskResult {
        var input = input
        // ASCII case mapping keeps every Character, so offsets and the caret stay valid.
        if uppercasesLetters { input.text = FormatText.asciiUppercased(input.text) }
        if rightToLeft { return applyCharactersBackward(input, separatorsFromInput: separatorsFromInput) }
        var machine = CharacterMachine<Substring, String>(
            text: Substring(input.text), tokens: tokens, kinds: kinds, notations: customNotations)
        machine.separatorsFromInput = separatorsFromInput
        let run = machine.run(caret: input.caret, gravity: input.gravity, rightToLeft: false)
        // Characters can merge with their neighbour (a lone combining mark), so count the text itself.
        let result = MaskResult(
            text: machine.output,
            caret: min(run.caret, machine.output.count),
            value: machine.value,
            isComplete: run.isComplete,
            affinity: run.affinity,
            dropped: machine.dropped,
            overflowed: machine.overflowed
        )
        return !closesWithLiterals || result.dropped.isEmpty
            ? result : readingClosingLiterals(of: input, as: result) { applyCharacters($0, separatorsFromInput: separatorsFromInput) }
    }

    /// The general path of a right-to-left mask: the Characters are read and written in
    /// reverse as arrays, and joined into text only once back in order, so they merge (a
    /// lone combining mark, a ZWJ tail) as they would in the text, never in reverse.
    private func applyCharactersBackward(_ input: MaskInput, separatorsFromInput: Bool) -> MaskResult {
        let characters = Array(input.text)
        let caret = characters.count - min(max(input.caret, 0), characters.count)
        var machine = CharacterMachine<ReversedCollection<[Character]>, [Character]>(
            text: characters.reversed(), tokens: tokens, kinds: kinds, notations: customNotations)
        machine.separatorsFromInput = separatorsFromInput
        let run = machine.run(caret: caret, gravity: input.gravity, rightToLeft: true)
        let output = String(machine.output.reversed())
        // The caret stands after the output's first `count - run.caret` Characters, counted
        // in the joined text (where some may have merged).
        let before = machine.output.count - min(run.caret, machine.output.count)
        let caretInText = Self.joinedCount(of: machine.output.suffix(before), in: output, total: machine.output.count)
        return MaskResult(
            text: output,
            caret: caretInText,
            value: String(machine.value.reversed()),
            isComplete: run.isComplete,
            affinity: run.affinity,
            dropped: String(machine.dropped.reversed()),
            overflowed: machine.overflowed
        )
    }

    /// How many Characters the text's first Characters make once joined on their own: the
    /// last of them may merge with the rest (a combining mark), never with what follows.
    /// - Parameters:
    ///   - head: Those Characters, in reverse order (the machine's output is reversed).
    ///   - text: The whole output joined in text order.
    ///   - total: How many Characters the whole output holds before joining.
    static func joinedCount(of head: ArraySlice<Character>, in text: String, total: Int) -> Int {
        if head.isEmpty { return 0 }
        if head.count == total { return text.fastCharacterCount }
        // A Substring ending on a scalar boundary breaks graphemes within its own bounds, so
        // it counts like the prefix joined alone, without building that second string.
        let bytes = head.reduce(0) { $0 + $1.utf8.count }
        let end = text.utf8.index(text.startIndex, offsetBy: bytes)
        return text[..<end].count
    }
}
