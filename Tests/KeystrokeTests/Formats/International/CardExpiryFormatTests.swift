import Foundation
import Testing
import Keystroke

@Suite struct CardExpiryFormatTests {
    /// 15 May 2026, 12:00 UTC, read in UTC.
    static func expiry(year: Int = 2026, month: Int = 5, day: Int = 15) -> CardExpiryFormat {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let date = calendar.date(from: DateComponents(year: year, month: month, day: day, hour: 12))!
        return CardExpiryFormat(now: { date }, calendar: calendar)
    }

    let format = CardExpiryFormatTests.expiry()

    @Test(arguments: [
        ("05/26", nil), ("12/26", nil), ("06/26", nil), ("01/27", nil), ("04/26", "expiry.past"), ("12/25", "expiry.past"),
        ("13/27", "expiry.month"), ("00/27", "expiry.month"), ("0527", nil), ("05/2026", nil), ("5/27", nil),
        ("052026", nil), ("2030-01", nil), ("05 / 27", nil), (" 05 / 27 ", "whitespace"), ("05/2", "expiry.format"), ("0/27", "expiry.month"),
        ("ab/cd", "expiry.format"), ("05-27", "expiry.format"), ("123/27", "expiry.format"), ("05/27/1", "expiry.format"),
    ] as [(String, String?)])
    func validation(text: String, code: String?) {
        #expect(intlErrorCode(format, text) == code)
    }

    /// Found by the fuzzer: one removal left "194" as month 14.
    @Test(arguments: [("194", "1"), ("1993", "1"), ("00", "0"), ("19/4", "1"), ("1/3", "01/3")])
    func pastedMonthIsRepairedUntilValid(pasted: String, shown: String) {
        #expect(format.apply(MaskInput(text: pasted)).text == shown)
    }

    @Test func validatedForms() throws {
        let validated = try format.validate("7/29")
        #expect(validated.text == "07/29")
        #expect(validated.value == "2029-07")
        #expect(format.layOut("2029-07") == "07/29")
        #expect(format.layOut("0729") == "07/29")
        #expect(format.rawValue(of: "07/29") == "0729")
    }

    @Test func theClockDecides() {
        // Every month over ten years around the clock: past months fail, the others pass.
        for offset in -60...60 {
            let total = 2026 * 12 + 4 + offset // months since year 0, May 2026 = 2026*12+4
            let year = total / 12, month = total % 12 + 1
            let text = String(month).leftPadded(to: 2) + "/" + String(year % 100).leftPadded(to: 2)
            #expect(intlErrorCode(format, text) == (offset < 0 ? "expiry.past" : nil), "\(text)")
        }
        #expect(intlErrorCode(Self.expiry(year: 2027, month: 1, day: 1), "12/26") == "expiry.past")
        #expect(intlErrorCode(Self.expiry(year: 2026, month: 12, day: 31), "12/26") == nil)
    }

    @Test func typingKeyByKey() {
        var typist = IntlTypist(format)
        #expect(typist.type("1229") == ["1", "12", "12/2", "12/29"])
        #expect(typist.result.isComplete)
        #expect(typist.result.value == "1229")
        typist.type("9")
        #expect(typist.result.text == "12/29")
        #expect(typist.result.dropped == "9")
    }

    @Test func monthRepairsAsYouType() {
        var typist = IntlTypist(format)
        #expect(typist.type("5") == ["05"])
        #expect(typist.result.caret == 2)
        var thirteen = IntlTypist(format)
        #expect(thirteen.type("13") == ["1", "1"])
        #expect(thirteen.result.dropped == "3")
        var zero = IntlTypist(format)
        #expect(zero.type("00") == ["0", "0"])
        var slash = IntlTypist(format)
        #expect(slash.type("1/") == ["1", "01"])
    }

    @Test func autocompleteWritesTheSlash() {
        var typist = IntlTypist(format)
        typist.type("08", autocomplete: true)
        #expect(typist.result.text == "08/")
        #expect(typist.result.caret == 3)
    }

    @Test func pastingAndEditing() {
        for pasted in ["12/2029", "1229", "12/29", "122029", " 12 / 29"] {
            var typist = IntlTypist(format)
            typist.paste(pasted)
            #expect(typist.result.text == "12/29", "\(pasted)")
        }
        var typist = IntlTypist(format, text: "12/29")
        typist.moveCaret(to: 5)
        typist.backspace()
        #expect(typist.result.text == "12/2")
        typist.backspace()
        #expect(typist.result.text == "12")
        #expect(typist.result.caret == 2)
        typist.moveCaret(to: 1)
        typist.backspace()
        #expect(typist.result.text == "02", "a lone 2 becomes month 02")
    }

    @Test func registered() throws {
        let registered = try Format(id: "card-expiry")
        #expect(registered.keyboard == .numberPad)
        #expect(registered.layOut("1229") == "12/29")
    }
}
