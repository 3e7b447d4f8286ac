import Testing
import Keystroke

@Suite struct PhoneFormatTests {
    let phone = PhoneFormat()

    @Test(arguments: [
        ("5541999998888", "+55 (41) 99999-8888"), ("554133334444", "+55 (41) 3333-4444"),
        ("14155552671", "+1 (415) 555-2671"), ("74951234567", "+7 (495) 123-45-67"),
        ("393471234567", "+39 347 123 4567"), ("390612345678", "+39 06 1234 5678"), ("390551234567", "+39 055 123 4567"),
        ("4930123456", "+49 30 123456"), ("4915123456789", "+49 151 23456789"), ("492111234567", "+49 211 1234567"),
        ("4962211234567", "+49 6221 1234567"), ("33612345678", "+33 6 12 34 56 78"),
        ("442079460958", "+44 20 7946 0958"), ("447911123456", "+44 7911 123456"), ("441214960000", "+44 121 496 0000"),
        ("441632960000", "+44 1632 960000"), ("351912345678", "+351 912 345 678"),
        ("81312345678", "+81 312 345 678"), ("8613812345678", "+86 138 123 4567 8"), ("2348012345678", "+234 801 234 5678"),
    ])
    func groupingByCountry(raw: String, display: String) throws {
        #expect(phone.format(raw) == display)
        #expect(phone.format("+" + raw) == display)
        let validated = try phone.validate(display)
        #expect(validated.value == "+" + raw)
        #expect(validated.text == display)
        #expect(try phone.validate(raw).value == "+" + raw)
    }

    @Test(arguments: [
        ("+55 41 99999-8888", nil), ("+1 415 555 2671", nil), ("+1 415 555 267", "phone.length"),
        ("+1 415 555 26710", "phone.length"), ("+55 41 9999", "phone.length"), ("+33 6 12 34 56 7", "phone.length"),
        ("+28 1234 5678", "phone.countryCode"), ("+0 1234 5678", "phone.countryCode"), ("+999 1234 5678", "phone.countryCode"),
        ("+693 1234 5678", "phone.countryCode"), ("+123456789012345678", "phone.length"), ("+2125", "phone.length"),
        ("+212 5 22 12 34 56", nil), ("+1 (415) 555-2671 ext", "phone.characters"), ("415+5552671", "phone.characters"),
        ("+", "phone.length"), ("+44 20 7946", "phone.length"), ("+800 1234 5678", nil),
        // Found by Scripts/conformance/phone.py: the UK has no 8-digit national numbers.
        ("+44 7298 0278", "phone.length"), ("+44 800 1111", nil), ("+44 1697 73456", nil),
    ] as [(String, String?)])
    func validation(text: String, code: String?) {
        #expect(intlErrorCode(phone, text) == code)
    }

    @Test func lengthErrorsNameTheCountry() {
        do {
            _ = try phone.validate("+1 415 555 267")
            Issue.record("expected a length error")
        } catch {
            #expect(error.parameters == ["countryCode": "1", "min": "10", "max": "10"])
        }
    }

    /// Every assigned code of ITU-T E.164 (as listed by the ITU, 2024), written out separately as the oracle.
    static let assignedCodes: Set<Int> = {
        var codes: Set<Int> = [1, 7, 20, 27, 30, 31, 32, 33, 34, 36, 39, 40, 41, 43, 44, 45, 46, 47, 48, 49, 51, 52, 53, 54,
                               55, 56, 57, 58, 60, 61, 62, 63, 64, 65, 66, 81, 82, 84, 86, 90, 91, 92, 93, 94, 95, 98]
        let three = """
            211 212 213 216 218 220 221 222 223 224 225 226 227 228 229 230 231 232 233 234 235 236 237 238 239 240 241 242 243
            244 245 246 247 248 249 250 251 252 253 254 255 256 257 258 260 261 262 263 264 265 266 267 268 269 290 291 297 298
            299 350 351 352 353 354 355 356 357 358 359 370 371 372 373 374 375 376 377 378 379 380 381 382 383 385 386 387 388
            389 420 421 423 500 501 502 503 504 505 506 507 508 509 590 591 592 593 594 595 596 597 598 599 670 672 673 674 675
            676 677 678 679 680 681 682 683 685 686 687 688 689 690 691 692 800 808 850 852 853 855 856 870 878 880 881 882 883
            886 888 960 961 962 963 964 965 966 967 968 970 971 972 973 974 975 976 977 979 991 992 993 994 995 996 998
            """
        codes.formUnion(three.split(whereSeparator: { $0 == " " || $0 == "\n" }).map { Int($0)! })
        return codes
    }()

    @Test func everyCountryCodeIsRecognised() {
        // For each 3-digit start, the number is recognised exactly when some prefix is an assigned code.
        for start in 100...999 {
            let digits = String(start)
            let expected = [start / 100, start / 10, start].contains { Self.assignedCodes.contains($0) && String($0) == String(digits.prefix(String($0).count)) }
            let number = "+" + digits + "12345678"
            let code = intlErrorCode(phone, number)
            #expect((code != "phone.countryCode") == expected, "\(number): \(code ?? "valid")")
        }
    }

    @Test func typingBrazilianMobileKeyByKey() {
        var typist = IntlTypist(phone)
        let steps = typist.type("5541999998888")
        #expect(Array(steps.prefix(5)) == ["+5", "+55", "+55 (4", "+55 (41", "+55 (41) 9"])
        #expect(steps[8] == "+55 (41) 99999")
        #expect(steps[9] == "+55 (41) 99999-8", "a 9 after the area code is a mobile: 5-4")
        #expect(steps.last == "+55 (41) 99999-8888")
        #expect(typist.result.value == "+5541999998888")
        #expect(typist.result.isComplete)
        typist.type("1")
        #expect(typist.result.text == "+55 (41) 99999-8888")
        #expect(typist.result.dropped == "1")
    }

    @Test func typingUSNumberWithAutocomplete() {
        var typist = IntlTypist(phone)
        typist.type("1", autocomplete: true)
        #expect(typist.result.text == "+1 (")
        typist.type("415", autocomplete: true)
        #expect(typist.result.text == "+1 (415) ")
        typist.type("5552671", autocomplete: true)
        #expect(typist.result.text == "+1 (415) 555-2671")
        #expect(typist.result.caret == 17)
    }

    @Test func pastingAndEditing() {
        for pasted in ["+55 (41) 99999-8888", "5541999998888", "+55.41.99999.8888", "+55 41 99999 8888"] {
            var typist = IntlTypist(phone)
            typist.paste(pasted)
            #expect(typist.result.text == "+55 (41) 99999-8888", "\(pasted)")
        }
        var typist = IntlTypist(phone, text: "+55 (41) 99999-8888")
        typist.moveCaret(to: 10) // after "+55 (41) 9"
        typist.backspace()
        #expect(typist.result.text == "+55 (41) 99998-888")
        #expect(typist.result.caret == 9)
        typist.type("3")
        #expect(typist.result.text == "+55 (41) 39999-8888")
        #expect(typist.result.caret == 10)
        #expect(phone.format("554133334444") == "+55 (41) 3333-4444")
        #expect(phone.format("5541333344445") == "+55 (41) 33334-4445", "11 national digits are always 5-4")
        let letters = phone.apply(MaskInput(text: "+1 415 abc"))
        #expect(letters.text == "+1 (415")
        #expect(letters.dropped == "abc")
    }

    @Test func registered() throws {
        let registered = try Format(id: "phone")
        #expect(registered.keyboard == .phonePad)
        #expect(registered.rawValue(of: "+55 (41) 99999-8888") == "+5541999998888")
        #expect(registered.maxLength == 15)
    }
}
