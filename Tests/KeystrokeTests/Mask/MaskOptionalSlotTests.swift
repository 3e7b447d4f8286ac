import Testing
import Keystroke

/// An optional slot stays open for a character the later slots refuse too
/// (a fuzzing find: InputMask's rule made `[0-0]` re-read its own output differently).
@Suite struct MaskOptionalSlotTests {
    @Test(arguments: ["9(3", "9)3", "+7 (93)", "9 3 1"])
    func junkBeforeAnOptionalSlotKeepsTheSlotOpen(text: String) throws {
        let mask = try Mask("+7 ([0-0]) [000]")
        let once = mask.apply(MaskInput(text: text))
        let twice = mask.apply(MaskInput(text: once.text))
        #expect(twice.text == once.text)
        #expect(twice.value == once.value)
        #expect(once.value.hasPrefix("93"))
    }

    @Test func anOptionalSlotIsStillSkippedForALiteralThatFollows() throws {
        let mask = try Mask("[09]/[00]")
        #expect(mask.apply(MaskInput(text: "1/23")).text == "1/23")
        #expect(mask.apply(MaskInput(text: "1/23")).value == "123")
    }

    @Test func anOptionalSlotIsSkippedWhenTheNextSlotTakesTheCharacter() throws {
        let mask = try Mask("[0][a][0]")
        // "5" is not a letter but the last slot takes it: the optional slot is passed over.
        let result = mask.apply(MaskInput(text: "15"))
        #expect(result.value == "15")
        #expect(result.isComplete)
    }

    /// An optional slot before a literal it accepts keeps InputMask's rule: junk skips the slot and
    /// shows the literal, which the slot then takes when the text is applied again (a fuzzing find).
    @Test func anOptionalSlotBeforeALiteralItAcceptsMayReReadIt() throws {
        let mask = try Mask("[0-]0[000]")
        let once = mask.apply(MaskInput(text: "3\u{0}359"))
        #expect(once.text == "30359")
        #expect(mask.apply(MaskInput(text: once.text)).text == "300359")
        #expect(mask.optionalSlotMayTakeNextLiteral)
    }

    /// The masks the fuzz harness exempts from re-reading their own text: an optional slot whose
    /// next token past other optional slots is a literal it accepts.
    @Test(arguments: [
        ("[0-]0[000]", true), ("[99]1", true), ("[9a]0", true), ("[a]x", true),
        ("[09]/[00]", false), ("[9]-0[0]", false), ("+7 ([0-0]) [000]", false), ("[0999]", false), ("[a]1", false),
    ])
    func flagsOptionalSlotsBeforeALiteralTheyAccept(format: String, flagged: Bool) throws {
        #expect(try Mask(format).optionalSlotMayTakeNextLiteral == flagged)
    }
}
