import Testing
@testable import Keystroke

/// A deletion that leaves a slot open must not let the mask read its own
/// literal text as value (a fuzzing find: a right-to-left mask whose prefix
/// holds digits refilled the value from that prefix, so Backspace never emptied it).
@Suite struct LiteralReadAsValueTests {
    @Test func backspaceInARightToLeftMaskDoesNotTakeADigitFromThePrefix() throws {
        var state = EditingState(formatter: try Mask("1 [000].[00]", rightToLeft: true))
        // Typed past full, the mask reads the first "1" as its prefix literal.
        for key in "123456" { state.insert(String(key)) }
        #expect(state.text == "1 234.56")
        #expect(state.value == "23456")
        state.deleteBackward()
        #expect(state.value == "2345")
        #expect(state.text == "23.45")
        #expect(state.caret == state.text.count)
    }

    /// Right to left, a fixed `0` beside the slots is read back into a freed slot, so deleting one
    /// digit alone would change the digits instead (`'012` became `'001`, then stuck at `'000`): a
    /// fuzzing find. Backspace deletes more instead: every press shortens the value, and it empties.
    @Test(arguments: ["'012", "'000"])
    func backspaceBesideAFixedDigitShortensTheValueEveryTime(text: String) throws {
        var state = EditingState(formatter: try Mask("{'0}[00]", rightToLeft: true))
        state.setText(text)
        #expect(state.value == text)
        var lengths = [state.value.count]
        while !state.text.isEmpty && lengths.count < 10 {
            state.deleteBackward()
            lengths.append(state.value.count)
        }
        #expect(state.text.isEmpty)
        #expect(zip(lengths, lengths.dropFirst()).allSatisfy { $0 > $1 }, "\(lengths)")
    }

    @Test func backspaceMidTextDoesNotTakeADigitFromTheSuffix() throws {
        var state = EditingState(formatter: try Mask("[000].[00] 1"))
        state.paste("12345")
        #expect(state.text == "123.45 1")
        state.moveCaret(to: 6)
        state.deleteBackward()
        #expect(state.value == "1234")
        #expect(state.text == "123.4")
        #expect(state.caret == 5)
    }

    @Test func deletingASelectionDoesNotTakeALiteralDigit() throws {
        var state = EditingState(formatter: try Mask("[00] 7 [00]"))
        state.paste("1234")
        #expect(state.text == "12 7 34")
        state.select(1..<2)
        state.deleteBackward()
        #expect(state.value == "134")
        #expect(state.text == "13 7 4")
    }

    @Test func backspaceKeyByKeyEmptiesAMaskFullOfLiteralDigits() throws {
        var state = EditingState(formatter: try Mask("1111 2 [000] [000].[00] 0 0", rightToLeft: true))
        state.paste("36253505")
        #expect(state.isComplete)
        var presses = 0
        while !state.value.isEmpty && presses < 40 {
            let before = state.value.count
            state.moveCaret(to: state.text.count)
            state.deleteBackward()
            #expect(state.value.count == before - 1, "\(state.text) \(state.value)")
            presses += 1
        }
        #expect(state.value.isEmpty)
        #expect(presses == 8)
    }
}

/// Reading around literals is asked of the formatter through its deletion rule,
/// `InputFormatter.applyDeletion(_:to:value:autoskip:)`: the editing model names no mask.
@Suite struct MaskDeletionRequirementTests {
    /// A formatter of one's own that wraps a mask and forwards its deletions.
    struct WrappedMask: InputFormatter {
        let mask: Mask
        func apply(_ input: MaskInput) -> MaskResult { mask.apply(input) }
        func applyDeletion(_ deletion: Deletion, to text: String, value: String, autoskip: Bool) -> MaskResult? {
            mask.applyDeletion(deletion, to: text, value: value, autoskip: autoskip)
        }
    }

    /// The same wrapper that keeps the default: the editing model splices its text.
    struct OpaqueMask: InputFormatter {
        let mask: Mask
        func apply(_ input: MaskInput) -> MaskResult { mask.apply(input) }
    }

    /// `1 [000].[00]` typed right to left, then Backspace, in a field of `formatter`.
    private func typedThenDeleted(_ formatter: some InputFormatter) -> EditingState {
        var field = EditingState(formatter: formatter)
        for key in "123456" { field.insert(String(key)) }
        field.deleteBackward()
        return field
    }

    @Test func aFormatterThatForwardsItsMaskDeletesLikeTheMask() throws {
        let mask = try Mask("1 [000].[00]", rightToLeft: true)
        let wrapped = typedThenDeleted(WrappedMask(mask: mask))
        let plain = typedThenDeleted(mask)
        #expect(wrapped.value == "2345")
        #expect(wrapped.text == plain.text)
        #expect(wrapped.caret == plain.caret)
    }

    @Test func withoutItTheReadBackValueHidesTheDeletion() throws {
        // The opaque wrapper's Backspace is judged by what the mask reads back, which takes the
        // prefix's "1" into the freed slot: the value the person left is not what it shows.
        let mask = try Mask("1 [000].[00]", rightToLeft: true)
        let opaque = typedThenDeleted(OpaqueMask(mask: mask))
        #expect(opaque.value != "2345")
    }

    @Test func theDefaultHasNoRuleOfItsOwn() throws {
        let mask = try Mask("[00]-[00]")
        #expect(OpaqueMask(mask: mask).applyDeletion(.backward(caret: 5), to: "12-34", value: "1234", autoskip: false) == nil)
        #expect(try Format(id: "credit-card").applyDeletion(.backward(caret: 3), to: "411", value: "411", autoskip: false) == nil)
        let own = try #require(mask.applyDeletion(.backward(caret: 3), to: "12-34", value: "1234", autoskip: false))
        // Backspace just after the "-" takes the digit before it.
        #expect(own.value == "134")
        #expect(own.text == "13-4")
    }

    @Test func anAffineMaskReadsWithTheMaskThatReadsTheValue() throws {
        let phone = try AffineMask(primary: "([00]) [0000]-[0000]", affine: ["([00]) [00000]-[0000]"])
        #expect(phone.readingMask(for: "(41) 99999-8888", value: "41999998888") == phone.affine[0])
        #expect(phone.readingMask(for: "(41) 3333-4444", value: "4133334444") == phone.primary)
        let deleted = try #require(
            phone.applyDeletion(.backward(caret: 15), to: "(41) 99999-8888", value: "41999998888", autoskip: false))
        #expect(deleted.value == "4199999888")
    }
}
