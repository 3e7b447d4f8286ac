import Keystroke
import Testing

/// A field of fixed places (a date, a time) with one of them selected, typed over key by key or
/// pasted over. The keys were refused ("No room"), or laid out with a zero the next key could
/// never follow (`1` over the `23` of `23:59` was `01:59`, and `2` then had no room); a paste was
/// refused because the text after the selection, read alone, filled the wrong places.
@Suite struct TypingOverASelectionTests {
    @Test(arguments: [
        ("date", "31051990", 0..<2, ["2", "8"], ["21/05/1990", "28/05/1990"]),
        ("date", "31051990", 3..<5, ["0", "7"], ["31/05/1990", "31/07/1990"]),
        ("date:locale=de-DE", "31051990", 3..<5, ["1", "2"], ["31.10.1990", "31.12.1990"]),
        ("date:locale=en-US", "05311990", 0..<2, ["1", "2"], ["10/31/1990", "12/31/1990"]),
        ("time:de-DE", "2359", 0..<2, ["1", "2"], ["13:59", "12:59"]),
        ("time:en-US", "0345p", 0..<2, ["1", "1"], ["10:45\u{202F}PM", "11:45\u{202F}PM"]),
    ])
    func keysTypeOverTheSelectedPlaces(id: String, typed: String, selected: Range<Int>, keys: [String], texts: [String]) throws {
        var field = EditingState(formatter: try Format(id: id))
        for key in typed { field.insert(String(key)) }
        field.select(selected)
        let first = field.insert(keys[0])
        #expect(first.refusal == nil)
        #expect(field.text == texts[0])
        // The rest of the selection stays selected: the next key types over it.
        #expect(field.selection == (selected.lowerBound + 1)..<selected.upperBound)
        let second = field.insert(keys[1])
        #expect(second.refusal == nil)
        #expect(field.text == texts[1])
        #expect(field.selection == selected.upperBound..<selected.upperBound)
        #expect(field.isComplete)
        // One undo step a key, as for any key.
        field.undo()
        #expect(field.text == texts[0])
    }

    @Test(arguments: [
        ("date:locale=de-DE", "31051990", 3..<5, "07", "31.07.1990", "1990-07-31"),
        ("date:locale=en-US", "05311990", 0..<2, "12", "12/31/1990", "1990-12-31"),
        ("time:en-US", "0345p", 0..<2, "11", "11:45\u{202F}PM", "23:45"),
        ("time:de-DE", "2359", 0..<2, "12", "12:59", "12:59"),
    ])
    func aPasteReplacesTheSelectedPlaces(id: String, typed: String, selected: Range<Int>, pasted: String, text: String, value: String) throws {
        var field = EditingState(formatter: try Format(id: id))
        for key in typed { field.insert(String(key)) }
        field.select(selected)
        let result = field.paste(pasted)
        #expect(result.refusal == nil)
        #expect(field.text == text)
        #expect(field.value == value)
    }

    /// Where the value has no room for the key even typed over the selection, it is still refused,
    /// and a free text replaces its selection as ever.
    @Test func aKeyWithNoPlaceIsRefusedAndFreeTextReplaces() throws {
        var date = EditingState(formatter: try Format(id: "date:locale=de-DE"))
        for key in "31051990" { date.insert(String(key)) }
        date.select(3..<5)
        let refused = date.insert("9")
        #expect(refused.refusal != nil)
        #expect(date.text == "31.05.1990")
        var name = EditingState(formatter: try Format(id: "name"), text: "José da Silva")
        name.select(5..<7)
        name.insert("d")
        #expect(name.text == "José d Silva")
        #expect(name.selection == 6..<6)
    }
}
