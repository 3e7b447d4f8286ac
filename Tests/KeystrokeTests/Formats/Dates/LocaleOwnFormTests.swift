import Keystroke
import Testing

/// A date or time written as the locale writes it itself (CLDR's own pattern, unwidened) is read
/// strictly: `5/31/1990` in `en-US` (`M/d/yy`), `3:45 PM` with a keyboard's space (`h:mm a`).
/// What CLDR's pattern pads, a two-digit year, and anything else not in either form stay errors.
@Suite struct LocaleOwnFormTests {
    @Test(arguments: [
        ("date:locale=en-US", "5/31/1990", "1990-05-31", "05/31/1990"),   // M/d/yy
        ("date:locale=en-US", "5/1/2024", "2024-05-01", "05/01/2024"),
        ("date:locale=en-US", "05/1/2024", "2024-05-01", "05/01/2024"),
        ("date:locale=en-US", "12/31/1999", "1999-12-31", "12/31/1999"),
        ("date:locale=bg", "1.05.1990 г.", "1990-05-01", "01.05.1990\u{202F}г."),   // d.MM.yy 'г'.
        ("date:locale=bg", "01.05.1990 г.", "1990-05-01", "01.05.1990\u{202F}г."),
        ("date:locale=es-419", "9/3/2024", "2024-03-09", "09/03/2024"),  // d/M/yy
        ("date:locale=zh-TW", "2024/3/9", "2024-03-09", "2024/03/09"),   // y/M/d
        ("date:locale=en-US:month-year", "5/2029", "2029-05", "05/2029"), // M/y
        ("time:en-US", "3:45 PM", "15:45", "03:45\u{202F}PM"),            // h:mm a, a keyboard's space
        ("time:en-US", "3:45\u{202F}PM", "15:45", "03:45\u{202F}PM"),     // CLDR's own text
        ("time:en-US", "03:45 PM", "15:45", "03:45\u{202F}PM"),
        ("time:en-US", "12:05 AM", "00:05", "12:05\u{202F}AM"),
        ("time:yo", "3:5", "03:05", "03:05"),                             // H:m
    ])
    func theLocalesOwnTextIsRead(id: String, text: String, value: String, display: String) throws {
        let format = try Format(id: id)
        let valid = try format.validate(text)
        #expect(valid.value == value)
        #expect(valid.text == display)
        #expect(try format.format(text) == display)
        #expect(format.layOut(text) == display)
    }

    @Test(arguments: [
        ("date:locale=en-US", "5/31/90", "date.format"),        // a two-digit year: its century is a guess
        ("date:locale=en-US", "5/31/199", "date.format"),
        ("date:locale=en-US", "5//1990", "date.format"),
        ("date:locale=en-US", "005/31/1990", "date.format"),
        ("date:locale=en-US", "5-31-1990", "date.format"),
        ("date:locale=en-US", "2/30/2024", "date.invalid"),
        ("date:locale=en-US", "13/1/2024", "date.invalid"),
        ("date:locale=de-DE", "31.5.1990", "date.format"),      // dd.MM.yy: CLDR pads the month
        ("date:locale=de-DE", "31.05.1990", nil),
        ("date", "5/31/1990", "date.format"),                   // not a locale's pattern
        ("date:MM/dd/yyyy", "5/31/1990", "date.format"),
        ("time:en-US", "3:45PM", "time.format"),
        ("time:en-US", "3:5 PM", "time.format"),
        ("time:en-US", "0:45 AM", "time.invalid"),
        ("time:en-US", "13:45 PM", "time.invalid"),
        ("time:de", "9:05", "time.format"),                     // HH:mm: CLDR pads the hour
        ("time", "9:05", "time.format"),
        // Our own text cut short is a value still being typed, though CLDR's pattern writes it so.
        ("date:locale=zh-TW", "2024/12/1", "date.format"),       // y/M/d; typing 2024/12/15
        ("date:locale=ja:month-year", "1693/1", "date.format"),  // y/M; typing 1693/12
        ("time:yo", "13:5", "time.format"),                      // H:m; typing 13:59
    ] as [(String, String, String?)])
    func otherTextsAreStillRefused(id: String, text: String, code: String?) throws {
        // A code of nil: the text is valid.
        let format = try Format(id: id)
        do {
            _ = try format.validate(text)
            #expect(code == nil, "\(id) took '\(text)'")
        } catch {
            #expect(error.code == code, "\(id) '\(text)'")
        }
    }
}

/// Pasted whole, the locale's own text lands in our pattern, as reading it strictly gives it.
@Suite struct LocaleOwnFormPasteTests {
    @Test(arguments: [
        ("date:locale=en-US", "5/31/1990", "05/31/1990", "1990-05-31"),
        ("date:locale=es-419", "9/3/2024", "09/03/2024", "2024-03-09"),
        ("time:en-US", "3:45 PM", "03:45\u{202F}PM", "15:45"),
        ("time:en-US", "03:45 PM", "03:45\u{202F}PM", "15:45"),
    ])
    func aPasteOfTheLocalesOwnTextIsLaidOutInOurs(id: String, pasted: String, text: String, value: String) throws {
        var field = EditingState(formatter: try Format(id: id))
        let result = field.paste(pasted)
        #expect(field.text == text && field.value == value && field.isComplete)
        #expect(result.dropped.isEmpty, "\(id): \(pasted) dropped \(result.dropped.debugDescription)")
        #expect(try Format(id: id).read(pasted, mode: .lenient).dropped.isEmpty)
    }

    @Test(arguments: [
        ("date:locale=en-US", "5/31/1990", "05/31/1990", "1990-05-31"),   // M/d/yy
        ("date:locale=en-US", "1/5/2024", "01/05/2024", "2024-01-05"),    // a separator closes a lone 1
        ("date:locale=zh-TW", "2024/3/9", "2024/03/09", "2024-03-09"),    // y/M/d
        ("time:en-US", "3:45p", "03:45\u{202F}PM", "15:45"),              // h:mm a
        ("time:en-US", "945a", "09:45\u{202F}AM", "09:45"),
    ])
    func typedAsTheLocaleWritesItLandsInOurPattern(id: String, keys: String, text: String, value: String) throws {
        var field = EditingState(formatter: try Format(id: id))
        for key in keys {
            let result = field.insert(String(key))
            // A separator the field already shows changes nothing, and is no refusal.
            #expect(result.refusal == nil, "\(id): \(key) refused in \(field.text)")
        }
        #expect(field.text == text && field.value == value && field.isComplete)
    }

    @Test func fieldsTheLocalePadsStillRefuseTheDigit() throws {
        var german = EditingState(formatter: try Format(id: "date:locale=de-DE"))  // dd.MM.yy
        #expect(german.insert("5").refusal?.message == "No day of the month starts with 5.")
        var iso = EditingState(formatter: try Format(id: "date"))
        #expect(iso.insert("5").refusal?.message == "No day of the month starts with 5.")
        var hours = EditingState(formatter: try Format(id: "time:de"))               // HH:mm
        #expect(hours.insert("3").refusal?.message == "No hour starts with 3.")
    }
}

/// A marker typed out in full keeps the marker its first letters chose: the later letters are
/// not the other marker's first ones (el `π.μ.` is AM, though `μ` begins `μ.μ.`, PM).
@Suite struct MarkerTypedInFullTests {
    @Test(arguments: [
        ("time:el", "0345π.μ.", "03:45"),
        ("time:el", "0345μ.μ.", "15:45"),
        ("time:aa", "0345carra", "15:45"),
        ("time:aa", "0345saaku", "03:45"),
        ("time:en-US", "0345pm", "15:45"),
        ("time:en-US", "0345pma", "03:45"),    // the other marker's letter still switches
        ("time:ak", "0345ANW", "15:45"),       // a whole marker's letters still choose the longer one
    ])
    func theMarkerStays(id: String, keys: String, value: String) throws {
        var field = EditingState(formatter: try Format(id: id))
        for key in keys { field.insert(String(key)) }
        #expect(field.value == value && field.isComplete, "\(id) \(keys): \(field.text)")
    }
}
