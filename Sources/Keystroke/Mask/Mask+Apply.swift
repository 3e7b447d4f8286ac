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

    /// The general path: Characters, any Unicode.
    /// - Parameter separatorsFromInput: Whether an input Character equal to a
    ///   separator is taken as that separator (InputMask's rule). Without it the
    ///   input is read as a raw value: separators are always inserted, so a value
    ///   that starts with the prefix's digit (`7` under `+7 ([000])`) keeps it.
    func applyCharacters(_ input: MaskInput, separatorsFromInput: Bool = true) -> MaskResult {
        let text: Substring
        var caret = input.caret
        if rightToLeft {
            let characters = Array(input.text)
            caret = characters.count - min(max(caret, 0), characters.count)
            text = Substring(String(characters.reversed()))
        } else {
            text = Substring(input.text)
        }
        var machine = CharacterMachine(text: text, tokens: tokens, kinds: kinds, notations: customNotations)
        machine.separatorsFromInput = separatorsFromInput
        let run = machine.run(caret: caret, gravity: input.gravity, rightToLeft: rightToLeft)
        var output = machine.output
        var value = machine.value
        var dropped = machine.dropped
        // Characters can merge with their neighbour (a lone combining mark), so count the text itself.
        let outputCount = output.count
        var outputCaret = min(run.caret, outputCount)
        if rightToLeft {
            output = String(output.reversed())
            value = String(value.reversed())
            dropped = String(dropped.reversed())
            outputCaret = outputCount - outputCaret
        }
        return MaskResult(
            text: output,
            caret: outputCaret,
            value: value,
            isComplete: run.isComplete,
            affinity: run.affinity,
            dropped: dropped
        )
    }
}
