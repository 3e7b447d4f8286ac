import Synchronization
import Testing
@testable import Keystroke

/// Backspace and Delete on a formatter that has only `apply`: the value's character nearest the
/// caret goes, with the separators between, in one layout.
@Suite struct DeletionByValueTests {
    /// Counts the layouts a deletion asks for.
    final class Layouts: Sendable {
        let count = Atomic<Int>(0)
    }

    struct Counting<Base: InputFormatter>: InputFormatter {
        let base: Base
        let layouts: Layouts
        func apply(_ input: MaskInput) -> MaskResult {
            layouts.count.add(1, ordering: .relaxed)
            return base.apply(input)
        }
    }

    /// `(41) 3333-4444` with the caret at `caret`, then one deletion; the layouts it took.
    func delete(at caret: Int, forward: Bool = false) -> (field: EditingState, layouts: Int) {
        let layouts = Layouts()
        var field = EditingState(formatter: Counting(base: landline, layouts: layouts), text: "4133334444")
        field.moveCaret(to: caret)
        layouts.count.store(0, ordering: .relaxed)
        if forward { field.deleteForward() } else { field.deleteBackward() }
        return (field, layouts.count.load(ordering: .relaxed))
    }

    @Test func backspaceAfterASeparatorTakesTheDigitBeforeItInOneLayout() {
        let (field, layouts) = delete(at: 10)  // after `-`
        #expect(field.text == "(41) 3334-444")
        #expect(field.caret == 8)
        #expect(field.value == "413334444")
        #expect(layouts == 1)
    }

    @Test func deleteBeforeASeparatorTakesTheDigitAfterItInOneLayout() {
        let (field, layouts) = delete(at: 9, forward: true)  // before `-`
        #expect(field.text == "(41) 3333-444")
        #expect(field.caret == 9)
        #expect(field.value == "413333444")
        #expect(layouts == 1)
    }

    @Test func backspaceAfterTheOpeningOfTheMaskTakesTheFirstDigit() {
        let (field, layouts) = delete(at: 5)  // after `(41) `
        #expect(field.text == "(43) 3334-444")
        #expect(field.caret == 2)
        #expect(layouts == 1)
    }

    /// A formatter with only `apply` (so no deletion rule of its own) holding `text`, the caret at
    /// `caret`, then one Backspace; the layouts it took.
    func backspace(_ formatter: some InputFormatter, text: String, at caret: Int) -> (field: EditingState, layouts: Int) {
        let layouts = Layouts()
        var field = EditingState(formatter: Counting(base: formatter, layouts: layouts), text: text)
        field.moveCaret(to: caret)
        layouts.count.store(0, ordering: .relaxed)
        field.deleteBackward()
        return (field, layouts.count.load(ordering: .relaxed))
    }

    @Test func textThatIsNotASCIIIsSplicedByItsCharacters() {
        // `12 34` with a no-break space: each Character one scalar, two bytes for the space.
        let (field, layouts) = backspace(DigitMask("##\u{A0}##"), text: "1234", at: 3)
        #expect(field.text == "13\u{A0}4")
        #expect(field.caret == 1)
        #expect(field.value == "134")
        #expect(layouts == 1)
    }

    @Test func aCharacterTheFormatWritesBackIsSteppedOverInOneLayout() throws {
        // Through a wrapper with only `apply`, the time's own rule for its marker is not there:
        // the `M` is removed, the layout writes `PM` back, and the caret steps over the `M`.
        let (field, layouts) = backspace(try Format(id: "time:en-US"), text: "0345p", at: 8)
        #expect(field.text == "03:45\u{202F}PM")
        #expect(field.caret == 7)
        #expect(field.typedValue == "0345PM")
        #expect(layouts == 1)
    }

    @Test func textWhoseCharactersAreNotOneScalarIsSplicedByCharacters() {
        // `é` as `e` and a combining accent: two scalars, one Character.
        let (field, layouts) = backspace(DigitMask("##e\u{301}##"), text: "1234", at: 3)
        #expect(field.text == "13e\u{301}4")
        #expect(field.value == "134")
        #expect(layouts == 1)
    }

    @Test func aLetterOfTheFormatNextToTheCaretIsNotTakenForValue() {
        // The `h` of `12h34` is the mask's: the value holds no `h`, so the value's `2` before it
        // goes, in one layout.
        let (field, layouts) = backspace(DigitMask("##h##"), text: "1234", at: 3)
        #expect(field.text == "13h4")
        #expect(field.caret == 1)
        #expect(layouts == 1)
    }

    /// In a time whose closing word has ASCII letters (hsb `13:45 hodź.`), Backspace inside the
    /// word deletes the last digit, as it does after the word: the word's letters are no value.
    @Test func backspaceInsideAClosingWordDeletesTheLastDigit() throws {
        var field = EditingState(formatter: try Format(id: "time:hsb"))
        field.paste("1345")
        #expect(field.text == "13:45 hod\u{17A}.")
        for caret in 5...11 {
            var copy = field
            copy.moveCaret(to: caret)
            copy.deleteBackward()
            #expect(copy.text == "13:4" && copy.caret == 4, "caret \(caret)")
        }
    }

    @Test func aValueThatIsNotASCIIIsPlacedByCharacters() throws {
        // A full-width digit after an ASCII one: Backspace takes the full-width one, in one layout.
        let (field, layouts) = backspace(try Format(id: "regex:[0-9０-９]*"), text: "1０2", at: 2)
        #expect(field.text == "12")
        #expect(field.caret == 1)
        #expect(layouts == 1)
    }

    @Test func withNoValueBeforeTheCaretTheLiteralGoesOrTheCaretSteps() {
        // `(` alone (the value is empty): Backspace removes it.
        let (empty, emptyLayouts) = backspace(landline, text: "4", at: 2)
        #expect(empty.text == "(" && emptyLayouts == 1)
        var field = EditingState(formatter: landline, text: "4")
        field.deleteBackward()
        #expect(field.text == "(")
        field.deleteBackward()
        #expect(field.text.isEmpty && field.value.isEmpty)
        // Just after the `(` of `(41) 3`: the mask writes it back, so the caret steps over it.
        let (opening, openingLayouts) = backspace(landline, text: "413", at: 1)
        #expect(opening.text == "(41) 3" && opening.caret == 0 && opening.value == "413")
        #expect(openingLayouts == 1)
    }

    /// The format of "Writing your own format", which has no deletion rule of its own.
    struct PlateFormat: FieldFormat {
        static let mask = try! Mask("[AAA]-[0000]")
        var id: String { "plate" }
        var keyboard: KeyboardHint { .asciiCapable }
        func apply(_ input: MaskInput) -> MaskResult {
            var upper = input
            upper.text = input.text.uppercased()
            return Self.mask.apply(upper)
        }
        func allows(_ character: Character) -> Bool { character.isLetter || character.isNumber }
        func rawValue(of text: String) -> String { apply(MaskInput(text: text)).value }
        func layOut(_ value: String) -> String { apply(MaskInput(text: value)).text }
        func validate(_ text: String) throws(ValidationError) -> ValidatedValue {
            let result = apply(MaskInput(text: text))
            guard result.isComplete, result.dropped.isEmpty else {
                throw ValidationError(code: "plate.format", message: "A plate is three letters and four digits.")
            }
            return ValidatedValue(text: result.text, value: result.value)
        }
    }

    @Test func theArticlesFormatDeletesByItsValue() throws {
        var field = EditingState(formatter: Format(PlateFormat()))
        field.paste("abc1234")
        #expect(field.text == "ABC-1234")
        #expect(try Format(PlateFormat()).format("abc1234") == "ABC-1234")
        field.setText("abc")
        #expect(field.text == "ABC-")
        field.deleteBackward()
        #expect(field.text == "AB")
        #expect(field.value == "AB")
    }
}
