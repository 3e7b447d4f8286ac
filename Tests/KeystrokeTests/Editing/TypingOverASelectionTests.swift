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
        ("time:en-US", "0345p", 3..<5, ["3", "0"], ["03:35\u{202F}PM", "03:30\u{202F}PM"]),
        // Spliced in, `0` made `31/02/1990` (no such day) and had no room: a month is never 0,
        // so the rest of the selection becomes `1`.
        ("date", "31121990", 3..<5, ["0", "7"], ["31/01/1990", "31/07/1990"]),
        // Spliced in, `0` moved the year's first digit into the month: `02/030`.
        ("date:MM/yyyy", "122030", 0..<2, ["0", "7"], ["02/2030", "07/2030"]),
        // Spliced in, `0/30` read as month 0 and the `0` was refused.
        ("card-expiry", "1230", 0..<2, ["0", "7"], ["02/30", "07/30"]),
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
        // The caret ends after the selection, or past the separator a mask's autocomplete adds.
        #expect(field.selection.isEmpty && (selected.upperBound...selected.upperBound + 1).contains(field.caret))
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

    /// Where the value has no room for the key even typed over the selection, it is still refused (no
    /// day 3x in February), and a free text replaces its selection as ever.
    @Test func aKeyWithNoPlaceIsRefusedAndFreeTextReplaces() throws {
        var date = EditingState(formatter: try Format(id: "date:locale=de-DE"))
        for key in "31051990" { date.insert(String(key)) }
        date.select(3..<5)
        let refused = date.insert("9")
        #expect(refused.refusal != nil)
        #expect(date.text == "31.05.1990")
        var february = EditingState(formatter: try Format(id: "date"), text: "29/02/2024")
        february.select(0..<2)
        #expect(february.insert("3").refusal != nil)
        #expect(february.text == "29/02/2024")
        var name = EditingState(formatter: try Format(id: "name"), text: "José da Silva")
        name.select(5..<7)
        name.insert("d")
        #expect(name.text == "José d Silva")
        #expect(name.selection == 6..<6)
    }

    /// A code's digits are no fixed places: a key over a selection replaces it, and the digits
    /// after it move up, as a mask types.
    @Test func aCodeSplicesTheKeyIntoItsSelection() throws {
        var cpf = EditingState(formatter: try Format(id: "cpf"), text: "52998224725")
        cpf.select(4..<7)
        cpf.insert("1")
        #expect(cpf.text == "529.124.725")
        #expect(cpf.selection == 5..<5)
        #expect(!(try Format(id: "cpf")).hasFixedPlaces)
        #expect(try Format(id: "date").hasFixedPlaces)
    }

    /// A deletion before other places that would move them is refused, saying so: the selected
    /// month of `12/30` deleted made `03/0` (the year's digits moved into the month), and the
    /// hour of `03:45 PM` made `04:5 PM`. A deletion within a place, or at the end, is committed.
    @Test(arguments: [
        ("card-expiry", "1230", 0..<2, "12/30"),
        ("time:en-US", "0345p", 0..<2, "03:45\u{202F}PM"),
    ])
    func aDeletionThatWouldMoveTheLaterPlacesIsRefused(id: String, typed: String, selected: Range<Int>, text: String) throws {
        var field = EditingState(formatter: try Format(id: id))
        for key in typed { field.insert(String(key)) }
        field.select(selected)
        let refused = field.deleteBackward()
        #expect(refused.refusal?.reason == .formatRule)
        #expect(refused.refusal?.message.contains("type over it") == true)
        #expect(field.text == text)
        #expect(field.selection == selected)
        #expect(!field.canRedo && field.isComplete)
    }

    @Test func aDeletionWithinAPlaceOrAtTheEndIsCommitted() throws {
        var time = EditingState(formatter: try Format(id: "time:en-US"))
        for key in "0345p" { time.insert(String(key)) }
        time.moveCaret(to: 4)
        #expect(time.deleteBackward().refusal == nil)
        #expect(time.text == "03:5\u{202F}PM")
        // The caret stays where the `4` was, after the `:`, as a date's stays after its `/`.
        #expect(time.caret == 3)
        var expiry = EditingState(formatter: try Format(id: "card-expiry"), text: "1230")
        expiry.select(3..<5)
        #expect(expiry.deleteBackward().refusal == nil)
        #expect(expiry.text == "12")
        // A code's digits move up, as a mask deletes them.
        var cpf = EditingState(formatter: try Format(id: "cpf"), text: "52998224725")
        cpf.select(4..<7)
        #expect(cpf.deleteBackward().refusal == nil)
        #expect(cpf.text == "529.247.25")
    }

    /// A key shorter than its selection types over it where a splice would move or lose what
    /// follows: `K` over the `K1A` of `K1A 0B1` moved `0B1` into the first part (`K0B 1`), as a
    /// postal code whose separator stands a fixed count from the start has fixed parts; `4` over
    /// the `123` of `123-AB` reads `4-AB` spliced in, which the pattern can no longer match.
    @Test(arguments: [
        ("postal-code:CA", "K1A 0B1", 0..<3, "H", "H1A 0B1"),
        ("regex:[0-9]{3}-[A-Z]{2}", "123-AB", 0..<3, "4", "423-AB"),
    ])
    func aKeyShorterThanItsSelectionTypesOverIt(id: String, text: String, selected: Range<Int>, key: String, typed: String) throws {
        var field = EditingState(formatter: try Format(id: id), text: text)
        field.select(selected)
        #expect(field.insert(key).refusal == nil)
        #expect(field.text == typed)
        #expect(field.selection == (selected.lowerBound + 1)..<selected.upperBound)
    }

    /// A British postal code, whose first part's length varies, is spliced.
    @Test func postalCodesOfFixedPartsAreThoseAnchoredAtTheStart() throws {
        #expect(try Format(id: "postal-code:CA").hasFixedPlaces)
        #expect(try Format(id: "postal-code:NL").hasFixedPlaces)
        #expect(!(try Format(id: "postal-code:GB")).hasFixedPlaces)
    }

    /// A separator typed or pasted where the same one follows the caret steps over it, in a field
    /// of fixed places: `.` at `31.05|.1990` was refused ("not allowed here"), and `/3` pasted back
    /// at `1990/05|/1`, where it was cut from, found no room. Free text still takes the separator.
    @Test func separatorsBeforeTheSameOnesAreSteppedOver() throws {
        var date = EditingState(formatter: try Format(id: "date:locale=de-DE"), text: "31.05.1990")
        date.moveCaret(to: 5)
        let stepped = date.insert(".")
        #expect(stepped.refusal == nil && date.text == "31.05.1990" && date.caret == 6)
        var zh = EditingState(formatter: try Format(id: "date:locale=zh-TW"), text: "1990/05/31")
        zh.select(7..<9)
        let (clipboard, _) = zh.cut()
        #expect(clipboard == "/3" && zh.text == "1990/05/1" && zh.caret == 7)
        let pasted = zh.paste(clipboard)
        #expect(pasted.refusal == nil && zh.text == "1990/05/31")
        var username = EditingState(formatter: try Format(id: "username"), text: "ana_maria")
        username.moveCaret(to: 3)
        username.insert("_")
        #expect(username.text == "ana__maria" && username.caret == 4)
    }
}
