import Foundation
import Testing
import Keystroke

/// In a field of fixed places (dates, times, a card's expiry), a key at a caret with value after it
/// types over the next letter or digit, and a deletion that would shift the places after it selects
/// what it aimed at, so that the usual way of changing one digit (Backspace, then the new digit)
/// works. Both used to be refused: "No room for "6" before the text that follows."
@Suite struct TypingOverAFixedPlaceTests {
    static func field(_ id: String, _ text: String, caret: Int) throws -> EditingState {
        var field = EditingState(formatter: try Format(id: id))
        field.paste(text)
        field.moveCaret(to: caret)
        return field
    }

    @Test func aDigitAtACaretTypesOverTheNextDigit() throws {
        var month = try Self.field("date:locale=de-DE", "15.05.1990", caret: 4)  // 15.0|5.1990
        let typed = month.insert("6")
        #expect(typed.wasApplied && typed.refusal == nil)
        #expect(month.text == "15.06.1990" && month.value == "1990-06-15" && month.caret == 5)
        // Before a separator, the next digit is the one after it.
        var year = try Self.field("date:locale=de-DE", "15.05.1990", caret: 5)  // 15.05|.1990
        year.insert("2")
        #expect(year.text == "15.05.2990" && year.caret == 7)
        var expiry = try Self.field("card-expiry", "1228", caret: 3)  // 12/|28
        expiry.insert("5")
        #expect(expiry.text == "12/58" && expiry.value == "1258")
        var hour = try Self.field("time:de-DE", "2359", caret: 0)
        hour.insert("1")
        #expect(hour.text == "13:59" && hour.caret == 1)
    }

    @Test func aDigitThatMakesThePlaceImpossibleIsRefusedWithTheFormatsReason() throws {
        var day = try Self.field("date:locale=de-DE", "31.05.1990", caret: 4)  // 31.0|5.1990
        let refused = day.insert("6")
        #expect(!refused.wasApplied && day.text == "31.05.1990" && day.caret == 4 && day.selection.isEmpty)
        #expect(refused.refusal?.message == "June has no day 31.")
        // Where the format speaks only of room, the message says what the key cannot replace:
        // `65` is no month, and over the whole place `06/31/1990` is no day.
        var month = try Self.field("date:locale=en-US", "05311990", caret: 0)  // |05/31/1990
        let padded = month.insert("6")
        #expect(!padded.wasApplied && month.text == "05/31/1990")
        #expect(padded.refusal?.message == "\"6\" cannot take the place of \"0\" here.")
        var thirty = try Self.field("date:locale=en-US", "05311990", caret: 4)  // 05/3|1/1990
        #expect(thirty.insert("4").refusal?.message == "There is no day 34.")
    }

    @Test func aLetterTypesOverAMarkersLetter() throws {
        var time = try Self.field("time:en-US", "1234p", caret: 6)  // 12:34 |PM
        #expect(time.text == "12:34\u{202F}PM")
        time.insert("a")
        #expect(time.text == "12:34\u{202F}AM" && time.value == "00:34")
        // A letter at a caret before digits is no place of theirs: it spells the marker on.
        var marker = EditingState(formatter: try Format(id: "time:zh-TW"), text: "下午11:45")
        marker.moveCaret(to: 2)
        let spelled = marker.insert("午")
        #expect(spelled.refusal == nil && marker.text == "下午11:45" && marker.value == "23:45")
    }

    /// Where one digit makes no place (`1` over the `0` of the month `05` is month 15), the key
    /// goes over the whole place, the rest of it selected for the next key.
    @Test func aKeyThatMakesNoPlaceGoesOverTheWholePlace() throws {
        var month = try Self.field("date:locale=de-DE", "15.05.1990", caret: 3)  // 15.|05.1990
        let first = month.insert("1")
        #expect(first.refusal == nil && month.text == "15.10.1990" && month.selection == 4..<5)
        month.insert("2")
        #expect(month.text == "15.12.1990" && month.value == "1990-12-15")
        var june = try Self.field("date:locale=en-US", "05151990", caret: 0)  // |05/15/1990
        june.insert("6")
        #expect(june.text == "06/15/1990" && june.selection.isEmpty)
        var hour = try Self.field("time:de-DE", "1530", caret: 0)  // |15:30
        hour.insert("2")
        hour.insert("3")
        #expect(hour.text == "23:30")
    }

    @Test func undoAfterTypingOverPutsTheCaretBack() throws {
        var date = try Self.field("date:locale=de-DE", "15.05.1990", caret: 4)
        date.insert("6")
        #expect(date.text == "15.06.1990")
        date.undo()
        #expect(date.text == "15.05.1990" && date.selection == 4..<4)
    }

    @Test func aSecureFieldTypedOverSaysNothingOfWhatItHolds() throws {
        var date = EditingState(formatter: try Format(id: "date:locale=de-DE"), isSecureEntry: true)
        date.paste("31.05.1990")
        date.moveCaret(to: 4)
        let refused = date.insert("6")
        #expect(!refused.wasApplied && date.text == "31.05.1990" && date.selection == 4..<4)
        #expect(refused.refusal?.characters == "" && refused.refusal?.message.contains("June") == false)
    }

    /// Where a key has room spliced in (typed back where a digit was cut), it is spliced; a paste
    /// at a caret never types over places it was not given.
    @Test func aKeyWithRoomIsSplicedAndAPasteNeverTypesOver() throws {
        var year = try Self.field("date:locale=de-DE", "15.05.1990", caret: 7)
        year.select(7..<9)
        #expect(year.cut().clipboard == "99" && year.text == "15.05.10")
        year.insert("9")
        #expect(year.text == "15.05.190" && year.caret == 8)
        var month = try Self.field("date:locale=de-DE", "15.05.1990", caret: 3)
        let pasted = month.paste("06")
        #expect(!pasted.wasApplied && month.text == "15.05.1990")
    }

    /// A time whose pattern ends in text of its own keeps it when a digit is typed over: the
    /// layout wrote that text only with the caret at the end, so `13:45 hodź.` became `13:55`,
    /// a complete time the format never writes.
    @Test func aTimeTypedOverKeepsItsClosingText() throws {
        for (id, text, typedOver) in [("time:hsb", "13:45 hodź.", "13:55 hodź."), ("time:th", "13:45 น.", "13:55 น.")] {
            var caret = EditingState(formatter: try Format(id: id), text: text)
            caret.moveCaret(to: 3)
            caret.insert("5")
            #expect(caret.text == typedOver && caret.caret == 4 && caret.isComplete, "\(id)")
            var manual = EditingState(formatter: try Format(id: id), text: text, autocomplete: false)
            manual.moveCaret(to: 3)
            manual.insert("5")
            #expect(manual.text == typedOver, "\(id) without autocomplete")
            var selected = EditingState(formatter: try Format(id: id), text: text)
            selected.select(0..<2)
            selected.insert("1")
            selected.insert("4")
            #expect(selected.text == text.replacingOccurrences(of: "13", with: "14"), "\(id)")
        }
    }

    @Test func aRefusedDeletionSelectsWhatItAimedAt() throws {
        var date = try Self.field("date:locale=de-DE", "15.05.1990", caret: 5)  // 15.05|.1990
        let back = date.deleteBackward()
        #expect(!back.wasApplied && back.refusal != nil && date.text == "15.05.1990")
        #expect(date.selection == 4..<5 && back.selection == 4..<5 && back.utf16Selection.location == 4)
        date.insert("6")
        #expect(date.text == "15.06.1990" && date.selection == 5..<5)

        // Backspace after a separator aims at the digit before it.
        var separated = try Self.field("date:locale=de-DE", "15.05.1990", caret: 6)  // 15.05.|1990
        separated.deleteBackward()
        #expect(separated.selection == 4..<5)

        var time = try Self.field("time:en-US", "1234p", caret: 0)  // |12:34 PM
        let forward = time.deleteForward()
        #expect(!forward.wasApplied && time.selection == 0..<1)
        time.insert("0")
        #expect(time.text == "02:34\u{202F}PM" && time.value == "14:34")
    }

    @Test func aFieldWithoutFixedPlacesStillSplices() throws {
        var cpf = try Self.field("cpf", "529982247", caret: 0)
        #expect(cpf.text == "529.982.247-")
        cpf.insert("1")
        #expect(cpf.text == "152.998.224-7" && cpf.caret == 1)
    }
}
