import Keystroke
import Testing

/// A deletion before other text never loses that text: where laying out what is left would drop
/// letters or digits after the deletion, the deletion is refused and says what it would remove.
/// At the end of the text nothing follows, so Backspace always empties a field.
@Suite struct DeletionKeepsWhatFollowsTests {
    static func field(_ id: String, _ text: String) throws -> EditingState {
        var field = EditingState(formatter: try Format(id: id))
        field.paste(text)
        return field
    }

    @Test func aDateKeepsItsDigitsWhenTheDayWouldBecomeImpossible() throws {
        var date = try Self.field("date:locale=de-DE", "19.02.2023")
        date.moveCaret(to: 0)
        // Without the `1`, the digits would read day 90: every digit after it would go.
        let refused = date.deleteForward()
        #expect(!refused.wasApplied && refused.text == "19.02.2023" && date.text == "19.02.2023")
        #expect(refused.refusal?.reason == .formatRule)
        #expect(refused.refusal?.characters == "9022023")
        #expect(refused.refusal?.message == "Deleting here would also remove \"9022023\", which no longer fits.")
        // Selecting the day and deleting it would shift the month into the day: refused too.
        date.select(0..<2)
        #expect(!date.deleteBackward().wasApplied && date.text == "19.02.2023")
        // A digit whose removal leaves a possible date is deleted as before.
        date.moveCaret(to: 8)
        let deleted = date.deleteForward()
        #expect(deleted.wasApplied && deleted.refusal == nil && date.text == "19.02.203")
    }

    @Test func anIBANKeepsWhatFollowsItsCountryCode() throws {
        var iban = try Self.field("iban", "DE89 3704 0044 0532 0130 00")
        iban.moveCaret(to: 0)
        let refused = iban.deleteForward()
        #expect(!refused.wasApplied && iban.text == "DE89 3704 0044 0532 0130 00")
        #expect(refused.refusal?.characters.hasPrefix("89") == true)
        // Typing over the selected country code keeps what follows too: a key that would drop it is refused.
        iban.select(0..<2)
        let typed = iban.insert("G")
        #expect(!typed.wasApplied && iban.text == "DE89 3704 0044 0532 0130 00")
        #expect(typed.refusal?.message == "No room for \"G\" before the text that follows.")
    }

    @Test func backspaceAtTheEndAlwaysDeletes() throws {
        var date = try Self.field("date:locale=de-DE", "29.02.2024")
        var texts: [String] = []
        while !date.text.isEmpty, texts.count < 20 {
            date.deleteBackward()
            texts.append(date.text)
        }
        #expect(texts == ["29.02.202", "29.02.20", "29.02.2", "29.02.", "29.0", "29.", "2", ""])
        // Select all and delete empties the field whatever it holds.
        var iban = try Self.field("iban", "DE89 3704 0044 0532 0130 00")
        iban.select(0..<iban.text.count)
        #expect(iban.deleteBackward().text.isEmpty)
    }

    /// The literals after a mask's last slot (a Bulgarian date's ` г.`, a Korean date's `.`, a
    /// mask's ` kg`) are the format's own text: a deletion with nothing else after it is a
    /// deletion at the end.
    @Test func closingLiteralsAreNoTextThatFollows() throws {
        var date = try Self.field("date:locale=bg", "31.05.1990")
        #expect(date.text == "31.05.1990\u{202F}г.")
        for caret in [10, 11, 12] {
            date.moveCaret(to: caret)
            let deleted = date.deleteBackward()
            #expect(deleted.wasApplied && deleted.refusal == nil, "caret \(caret)")
            #expect(date.text == "31.05.199" && date.caret == 9, "caret \(caret)")
            date.paste("0")
            #expect(date.text == "31.05.1990\u{202F}г.")
        }
        // A closing `.` (ko `yyyy. MM. dd.`, hu alike) was refused as moving into other places.
        for locale in ["ko", "hu"] {
            var korean = try Self.field("date:locale=\(locale)", "19900531")
            #expect(korean.text == "1990. 05. 31.", "\(locale)")
            korean.moveCaret(to: 12)
            let back = korean.deleteBackward()
            #expect(back.wasApplied && korean.text == "1990. 05. 3" && korean.caret == 11, "\(locale)")
        }
        var weight = EditingState(formatter: try Mask("[0000] kg"))
        weight.paste("1990")
        #expect(weight.text == "1990 kg")
        weight.moveCaret(to: 3)
        let inside = weight.deleteBackward()
        #expect(inside.wasApplied && inside.refusal == nil && weight.text == "190" && weight.caret == 2)
        weight.moveCaret(to: 3)
        weight.insert("0")
        #expect(weight.text == "1900 kg")
        weight.moveCaret(to: 4)
        let last = weight.deleteBackward()
        #expect(last.wasApplied && weight.text == "190" && weight.caret == 3)
        // A digit that does not fit is still refused, named alone (not with the ` kg` after it).
        weight.paste("0")
        weight.moveCaret(to: 2)
        let full = weight.insert("5")
        #expect(!full.wasApplied && full.refusal?.characters == "5" && weight.text == "1900 kg")
    }

    /// Delete with only the format's closing text after the caret removes no value: the text
    /// keeps that closing text, and the caret steps over one Character of it, as over a
    /// separator. It used to leave `31.05.1990 г`, `13:45` or `1990 ` as a complete value.
    @Test func deleteBeforeClosingTextStepsOverIt() throws {
        let cases: [(id: String, typed: String, shown: String, carets: ClosedRange<Int>)] = [
            ("date:locale=bg", "31.05.1990", "31.05.1990\u{202F}г.", 10...12),
            ("date:locale=ko", "19900531", "1990. 05. 31.", 12...12),
            ("time:hsb", "1345", "13:45 hodź.", 5...10),
            ("time:th", "1345", "13:45 น.", 5...7),
            // A number's affixes too, by the number's own deletion rule.
            ("percent:de-DE", "125", "125\u{A0}%", 3...4),
            ("amount:de-DE:EUR", "125", "125\u{A0}€", 3...4),
        ]
        for (id, typed, shown, carets) in cases {
            for caret in carets {
                var field = try Self.field(id, typed)
                #expect(field.text == shown, "\(id)")
                let value = field.value
                field.moveCaret(to: caret)
                let deleted = field.deleteForward()
                #expect(deleted.refusal == nil && field.text == shown && field.caret == caret + 1, "\(id) caret \(caret)")
                #expect(field.value == value && field.isComplete, "\(id) caret \(caret)")
            }
        }
        var weight = EditingState(formatter: try Mask("[0000] kg"))
        weight.paste("1990")
        for caret in 4...6 {
            weight.moveCaret(to: caret)
            weight.deleteForward()
            #expect(weight.text == "1990 kg" && weight.caret == caret + 1 && weight.value == "1990", "caret \(caret)")
        }
        // Backspace after a number's prefix steps back over it.
        var dollars = try Self.field("amount:en-US:USD", "125")
        #expect(dollars.text == "$125")
        dollars.moveCaret(to: 1)
        dollars.deleteBackward()
        #expect(dollars.text == "$125" && dollars.caret == 0)
        // A 12-hour time's marker is value: Delete before it still removes it.
        var afternoon = try Self.field("time:en-US", "0145p")
        #expect(afternoon.text == "01:45\u{202F}PM")
        afternoon.moveCaret(to: 5)
        afternoon.deleteForward()
        #expect(afternoon.text == "01:45" && !afternoon.isComplete)
    }

    @Test func aSecureFieldSaysHowManyWithoutShowingThem() throws {
        var secret = EditingState(formatter: try Format(id: "date:locale=de-DE"), isSecureEntry: true)
        secret.paste("19.02.2023")
        secret.moveCaret(to: 0)
        let refused = secret.deleteForward()
        #expect(!refused.wasApplied)
        #expect(refused.refusal?.characters == "")
        #expect(refused.refusal?.message == "Breaks the format's rule: 7 characters.")
    }

    /// A digit the format puts back is its padding (the `0` of a month `05`): deleting it takes
    /// no digit of another field, the caret steps over it.
    @Test func aPaddingZeroIsSteppedOverNotTakenWithItsNeighbour() throws {
        var month = try Self.field("date:locale=ja:month-year", "2029/05")
        month.moveCaret(to: 6)
        let back = month.deleteBackward()
        #expect(back.refusal == nil && month.text == "2029/05" && month.caret == 5)
        var day = try Self.field("date:locale=bg", "09.1")
        #expect(day.text == "09.1")
        day.moveCaret(to: 0)
        day.deleteForward()
        #expect(day.text == "09.1" && day.caret == 1)
        // Deleting the digit it pads goes as before.
        month.moveCaret(to: 7)
        #expect(month.deleteBackward().text == "2029/0")
    }
}
