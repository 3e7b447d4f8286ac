import Testing
import Keystroke

/// `time`, `time:LOCALE`: the CLDR short time widened to fixed width, the AM/PM marker typed
/// by its first letters, driven key by key through ``EditingState``.
@Suite struct TimeFormatTests {
    static func type(_ keys: String, id: String) throws -> (field: EditingState, texts: [String], refusals: [String]) {
        try DateLocaleTests.type(keys, id: id)
    }

    @Test(arguments: [
        ("time", "HH:mm", "1545", "15:45", "15:45"),
        ("time:de", "HH:mm", "1545", "15:45", "15:45"),
        ("time:en-US", "hh:mm\u{202F}a", "0345p", "03:45\u{202F}PM", "15:45"),
        ("time:en-US", "hh:mm\u{202F}a", "1205a", "12:05\u{202F}AM", "00:05"),
        ("time:ja", "HH:mm", "0905", "09:05", "09:05"),
        ("time:ko", "a hh:mm", "오후0345", "오후 03:45", "15:45"),
        ("time:bg", "HH:mm", "2359", "23:59", "23:59"),
        ("time:hu", "HH:mm", "0000", "00:00", "00:00"),
        ("time:de:seconds", "HH:mm:ss", "154507", "15:45:07", "15:45:07"),
        ("time:en-US:seconds", "hh:mm:ss\u{202F}a", "123059p", "12:30:59\u{202F}PM", "12:30:59"),
    ])
    func typesTheLocalesShortTime(id: String, pattern: String, keys: String, text: String, value: String) throws {
        let format = try Format(id: id)
        #expect((format.base as? TimeFormat)?.displayPattern == pattern)
        let (field, _, refusals) = try Self.type(keys, id: id)
        #expect(field.text == text && refusals.isEmpty)
        #expect(field.isComplete && field.value == value)
        #expect(try format.validate(text) == ValidatedValue(text: text, value: value))
        #expect(try format.validate(value) == ValidatedValue(text: text, value: value))
        #expect(format.layOut(value) == text)
    }

    @Test func aCompleteTypedValueGivesTheStoredTime() throws {
        let us = try #require(try Format(id: "time:en-US").base as? TimeFormat)
        #expect(us.completeValue(of: "0345PM") == "15:45")
        #expect(us.completeValue(of: "1205AM") == "00:05")
        #expect(us.completeValue(of: "0345") == "03:45")  // no marker chosen: read as written
        #expect(us.completeValue(of: "034PM") == nil)
        #expect(us.completeValue(of: "03451PM") == nil)
        // A mark joins the digit before it into a Character that is no digit.
        #expect(us.completeValue(of: "0345\u{301}PM") == nil)
        #expect(us.completeValue(of: "0\u{301}345PM") == nil)
        let ko = try #require(try Format(id: "time:ko").base as? TimeFormat)
        #expect(ko.completeValue(of: "0345오후") == "15:45")  // the digits, then the marker
        let de = try #require(try Format(id: "time:de:seconds").base as? TimeFormat)
        #expect(de.completeValue(of: "154507") == "15:45:07")
        #expect(de.completeValue(of: "1545") == nil)
    }

    @Test func separatorsAndMarkersAppearAsTyped() throws {
        #expect(try Self.type("0345p", id: "time:en-US").texts
            == ["0", "03:", "03:4", "03:45", "03:45\u{202F}PM"])
        // Korean markers share 오: it waits for the second letter; the marker comes first.
        #expect(try Self.type("오후0345", id: "time:ko").texts
            == ["오", "오후 ", "오후 0", "오후 03:", "오후 03:4", "오후 03:45"])
        #expect(try Self.type("오전0345", id: "time:ko").field.value == "03:45")
        // Digits first in Korean: the marker goes to its place when it comes.
        #expect(try Self.type("0345오후", id: "time:ko").field.text == "오후 03:45")
        // Hungarian is 24-hour, but its markers de./du. would share d: nothing to type there.
        #expect(try Self.type("1345", id: "time:hu").field.text == "13:45")
    }

    @Test func latinMarkersTakeAAndP() throws {
        // es-MX writes a.m./p.m.; Malay's PG/PTG share p: it waits, then g chooses PG (AM), t PTG (PM).
        #expect(try Self.type("0345p", id: "time:es-MX").field.text == "03:45\u{202F}p.m.")
        #expect(try Self.type("0345p", id: "time:ms").field.text == "03:45\u{202F}p")
        #expect(try Self.type("0345pg", id: "time:ms").field.value == "03:45")
        #expect(try Self.type("0345pt", id: "time:ms").field.text == "03:45\u{202F}PTG")
        // Somali's GH/GD share g; a and p still choose them, the markers being Latin.
        #expect(try Self.type("0345gd", id: "time:so").field.value == "15:45")
        #expect(try Self.type("0345a", id: "time:so").field.text == "03:45\u{202F}GH")
        // Korean markers are not Latin: a letter that begins neither is refused.
        #expect(try Self.type("a", id: "time:ko").refusals.count == 1)
        let switched = try Self.type("0345pa", id: "time:en-US")
        #expect(switched.field.text == "03:45\u{202F}AM" && switched.field.value == "03:45")
        // A letter that begins no marker is refused.
        #expect(try Self.type("0345x", id: "time:en-US").refusals.count == 1)
    }

    @Test func impossibleTimesAreRefusedAtTheirKey() throws {
        #expect(try Self.type("3", id: "time:de").refusals == ["No hour starts with 3."])
        #expect(try Self.type("24", id: "time:de").refusals == ["There is no hour 24."])
        #expect(try Self.type("3", id: "time:en-GB").refusals == ["No hour starts with 3."])
        // en-US writes `h:mm a`: an hour no two-digit hour starts with is the whole hour.
        let two = try Self.type("2", id: "time:en-US")
        #expect(two.refusals.isEmpty && two.field.text == "02:")
        #expect(try Self.type("13", id: "time:en-US").refusals == ["There is no hour 13."])
        #expect(try Self.type("00", id: "time:en-US").refusals == ["There is no hour 00."])
        #expect(try Self.type("126", id: "time:de").refusals == ["No minute starts with 6."])
        #expect(try Self.type("12306", id: "time:de:seconds").refusals == ["No second starts with 6."])
    }

    @Test func stepRefusesMinutesOffIt() throws {
        let typed = try Self.type("1320", id: "time:de:step=15")
        #expect(typed.field.text == "13:2")
        #expect(typed.refusals == ["The minutes go by 15: 20 is not one of them."])
        #expect(try Self.type("1345", id: "time:de:step=15").field.value == "13:45")
        let format = try Format(id: "time:step=15")
        do { _ = try format.validate("13:20") } catch { #expect(error.code == "time.step") }
        #expect(throws: FormatError.self) { try Format(id: "time:step=0") }
        #expect(throws: FormatError.self) { try Format(id: "time:de:fast") }
    }

    @Test func backspaceAndPaste() throws {
        var field = try Self.type("0345p", id: "time:en-US").field
        field.deleteBackward()
        #expect(field.text == "03:45" && !field.isComplete)
        field.deleteBackward()
        #expect(field.text == "03:4")
        field.deleteBackward()
        #expect(field.text == "03")
        var pasted = EditingState(formatter: try Format(id: "time:en-US"))
        pasted.paste("3:45 PM")
        #expect(pasted.text == "03:45\u{202F}PM" && pasted.value == "15:45")
        // A separator typed after a lone hour digit closes the hour; a marker after it does not
        // (`1 AM` is our own layout of a lone digit, and must stay as it is).
        #expect(try Self.type("1:", id: "time:de").field.text == "01:")
        let lone = try Format(id: "time:en-US").apply(MaskInput(text: "1\u{202F}AM", caret: 4, gravity: .backward(autoskip: false)))
        #expect(lone.text == "1\u{202F}AM")
        var de = EditingState(formatter: try Format(id: "time:de"))
        de.paste("9:05")
        #expect(de.text == "09:05" && de.value == "09:05")
        var whole = EditingState(formatter: try Format(id: "time:en-US"))
        whole.paste("03:45\u{202F}PM")
        #expect(whole.text == "03:45\u{202F}PM" && whole.value == "15:45")
        var ko = EditingState(formatter: try Format(id: "time:ko"))
        ko.paste("오후 03:45")
        #expect(ko.text == "오후 03:45" && ko.value == "15:45", "\(ko.text)")
    }

    @Test(arguments: [
        // The locale's own `3:45 PM` is read (LocaleOwnFormTests); other spellings are not.
        ("3:45PM", "time.format"), ("03:45\u{202F}pm", "time.format"), ("3.45\u{202F}PM", "time.format"),
        ("13:45\u{202F}PM", "time.invalid"), ("03:45\u{202F}PMx", "time.format"),
        ("24:00", "time.invalid"), ("12:60", "time.invalid"), ("1545", "time.format"),
    ])
    func strictValidationNamesTheProblem(text: String, code: String) throws {
        let format = try Format(id: "time:en-US")
        #expect(throws: ValidationError.self) { try format.validate(text) }
        do { _ = try format.validate(text) } catch { #expect(error.code == code) }
    }

    /// Typing reads Latin texts by scalar and others by Character: a Character of several
    /// scalars (a combining accent) is read whole, the same as the letter alone would be.
    @Test(arguments: ["time:en-US", "time", "time:ko"])
    func readsTextsOfSeveralScalarsByCharacter(id: String) throws {
        let format = try Format(id: id)
        for (plain, accented) in [("x0345p", "x\u{301}0345p"), ("0345x", "0345x\u{301}"), ("03:4x5p", "03:4x\u{308}5p")] {
            let a = format.apply(MaskInput(text: plain, caret: plain.count, gravity: .forward(autocomplete: true)))
            let b = format.apply(MaskInput(text: accented, caret: accented.count, gravity: .forward(autocomplete: true)))
            #expect(a.text == b.text && a.caret == b.caret && a.value == b.value && a.isComplete == b.isComplete)
            #expect(b.dropped.count == a.dropped.count && b.dropped.unicodeScalars.count > a.dropped.unicodeScalars.count)
        }
    }

    /// Letters before a marker written whole are no part of it: they are dropped and reported,
    /// never lost without a word (`ß` before `AM`, where a paste's marker follows it).
    @Test func lettersBeforeAWholeMarkerAreReportedDropped() throws {
        var pasted = EditingState(formatter: try Format(id: "time:en-US"))
        let whole = pasted.paste("12:30 ßAM")
        #expect(pasted.text == "12:30\u{202F}AM" && whole.dropped == "ß" && whole.refusal?.characters == "ß")
        var field = try Self.type("0330a", id: "time:en-US").field
        field.select(2..<5)
        let over = field.paste("12ß")
        #expect(field.text == "03:12\u{202F}AM" && over.dropped == "ß")
        // A marker's first letter before the marker written whole is reported too: the whole one wins.
        let chosen = try Format(id: "time:en-US").apply(MaskInput(text: "0345 aPM", caret: 8, gravity: .forward(autocomplete: true)))
        #expect(chosen.text == "03:45\u{202F}PM" && chosen.dropped == "a")
    }

    /// Typing reads full-width and Arabic-Indic digits as a date's field does: `1٣` is 13.
    @Test func readsTheDigitsADateReads() throws {
        var field = EditingState(formatter: try Format(id: "time"))
        field.insert("1")
        #expect(field.insert("٣").refusal == nil && field.text == "13:")
        field.paste("٤٥")
        #expect(field.text == "13:45" && field.value == "13:45")
        var american = EditingState(formatter: try Format(id: "time:en-US"))
        american.paste("３:４５ PM")
        #expect(american.text == "03:45\u{202F}PM" && american.value == "15:45")
    }

    /// Of two markers written whole, the one written last before the caret is the one chosen:
    /// `PM` pasted in front of a field's `AM` reads as PM. In a field, the text after a selection
    /// survives an insertion, so there the pasted marker is refused and said to be, never lost
    /// without a word.
    @Test func theMarkerJustWrittenWins() throws {
        let format = try Format(id: "time:en-US")
        let before = format.apply(MaskInput(text: "03:45 PM\u{202F}AM", caret: 8, gravity: .forward(autocomplete: false)))
        #expect(before.text == "03:45\u{202F}PM" && before.value == "0345PM")
        let after = format.apply(MaskInput(text: "03:45\u{202F}PM AM", caret: 11, gravity: .forward(autocomplete: false)))
        #expect(after.text == "03:45\u{202F}AM")
        let ko = try Format(id: "time:ko").apply(MaskInput(text: "오후 오전 03:45", caret: 3, gravity: .forward(autocomplete: false)))
        #expect(ko.text == "오후 03:45")

        var field = try Self.type("0431a", id: "time:en-US").field
        field.select(0..<5)
        let pasted = field.paste("03:45 PM")
        #expect(field.text == "03:45\u{202F}AM" && pasted.dropped == "PM" && pasted.refusal?.characters == "PM")
        field.moveCaret(to: field.text.count)
        field.paste(" PM")
        #expect(field.text == "03:45\u{202F}PM" && field.value == "15:45")
    }

    /// A marker's letters typed before the digits choose the marker, wherever the caret is: the
    /// time's value keeps its marker after its digits, and the common rule for an insertion in
    /// the middle (the value after the caret stays) refused them.
    @Test func markerLettersTypedBeforeTheDigitsChooseTheMarker() throws {
        var ko = EditingState(formatter: try Format(id: "time:ko"))
        ko.paste("오전 09:45")
        ko.moveCaret(to: 3)
        ko.deleteBackward()
        #expect(ko.text == "오 09:45")
        let retyped = ko.insert("후")
        #expect(retyped.refusal == nil && ko.text == "오후 09:45" && ko.value == "21:45")
        var typedLater = EditingState(formatter: try Format(id: "time:ko"))
        typedLater.paste("09:45")
        typedLater.moveCaret(to: 0)
        typedLater.insert("오")
        typedLater.insert("전")
        #expect(typedLater.text == "오전 09:45" && typedLater.value == "09:45")
        var american = EditingState(formatter: try Format(id: "time:en-US"))
        american.paste("09:45")
        american.moveCaret(to: 0)
        #expect(american.insert("p").refusal == nil && american.text == "09:45\u{202F}PM")
        // A letter no marker begins with is refused, and the digits stay as they are.
        let refused = american.insert("x")
        #expect(refused.refusal != nil && american.text == "09:45\u{202F}PM")
        // Typed over the marker's first letter, a letter that spells no marker leaves it as it is.
        american.select(6..<7)
        #expect(american.insert("x").refusal != nil && american.text == "09:45\u{202F}PM")
    }

    /// Backspace or Delete that reaches a chosen marker removes all of it (one letter gone would be
    /// written back); a letter whose loss leaves the choice open goes alone.
    @Test func aDeletionThatReachesTheMarkerRemovesItWhole() throws {
        var american = try Self.type("0345p", id: "time:en-US").field
        american.deleteBackward()
        #expect(american.text == "03:45" && american.caret == 5 && american.value == "0345")
        american = try Self.type("0345p", id: "time:en-US").field
        american.moveCaret(to: 7)  // between `P` and `M`
        #expect(american.deleteBackward().refusal == nil && american.text == "03:45")
        american = try Self.type("0345p", id: "time:en-US").field
        american.moveCaret(to: 5)  // before the space: Delete reaches the marker past it
        american.deleteForward()
        #expect(american.text == "03:45" && american.caret == 5)
        // Before the digits (Korean): Delete at the start takes `오후` whole.
        var korean = EditingState(formatter: try Format(id: "time:ko"))
        korean.paste("오후 03:45")
        korean.moveCaret(to: 0)
        korean.deleteForward()
        #expect(korean.text == "03:45" && korean.caret == 0 && korean.value == "0345")
        // Letters still choosing a marker are held as typed: a joiner and an accent make one
        // Character of `오`, and Backspace on the digit after it takes the digit (this trapped).
        korean = EditingState(formatter: try Format(id: "time:ko"))
        korean.insert("오\u{200D}\u{301}")
        korean.insert("0")
        #expect(korean.value == "0오\u{200D}\u{301}")
        korean.deleteBackward()
        #expect(!korean.value.contains("0") && korean.value.contains("오"))
        // A 24-hour time has no marker: a digit goes the common way.
        var plain = try Self.type("1545", id: "time").field
        plain.deleteBackward()
        #expect(plain.text == "15:4")
    }
}
