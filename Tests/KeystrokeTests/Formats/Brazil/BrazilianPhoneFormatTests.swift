import Testing
import Keystroke

@Suite struct BrazilianPhoneFormatTests {
    let phone = BrazilianPhoneFormat()

    @Test func areaCodesAreAnatelsSixtySeven() {
        let codes = BrazilianPhoneFormat.areaCodes
        #expect(codes.count == 67)
        for unassigned in [10, 20, 23, 25, 26, 29, 30, 36, 39, 40, 50, 52, 56, 57, 58, 59, 60, 70, 72, 76, 78, 80, 90] {
            #expect(!codes.contains(unassigned))
        }
        #expect(codes.allSatisfy { (11...99).contains($0) && $0 % 10 != 0 })
    }

    @Test func generatedNumbersValidate() throws {
        var random = IntlSeededGenerator(seed: 0xDDD)
        let codes = BrazilianPhoneFormat.areaCodes.sorted()
        for _ in 0..<300 {
            let ddd = String(codes[Int.random(in: 0..<codes.count, using: &random)])
            let mobile = ddd + "9" + BrazilReference.randomString(8, from: "0123456789", using: &random)
            let landline = ddd + BrazilReference.randomString(1, from: "2345", using: &random)
                + BrazilReference.randomString(7, from: "0123456789", using: &random)
            let mobileText = BrazilReference.fill("(##) #####-####", with: mobile)
            let landlineText = BrazilReference.fill("(##) ####-####", with: landline)
            #expect(try phone.validate(mobile) == ValidatedValue(text: mobileText, value: mobile))
            #expect(try phone.validate(mobileText) == ValidatedValue(text: mobileText, value: mobile))
            #expect(try phone.validate("+55 \(mobileText)").value == mobile)
            #expect(try phone.validate(landline) == ValidatedValue(text: landlineText, value: landline))
            #expect(try phone.validate(landlineText).value == landline)
            #expect(throws: ValidationError.leadingWhitespace) { try phone.validate(" \(landlineText)") }
            #expect(throws: ValidationError.trailingWhitespace) { try phone.validate("\(landline) ") }
            #expect(phone.layOut(mobile) == mobileText)
            #expect(phone.layOut(landline) == landlineText)
        }
    }

    /// Found by the fuzzer: a combining mark makes "2\u{301}" one non-digit
    /// Character, which the byte scan counted as the third digit.
    @Test func combiningMarkDoesNotCountAsADigit() {
        let junk = phone.apply(MaskInput(text: "4)82\u{301}953\u{301}(975"))
        let clean = phone.apply(MaskInput(text: "4895975"))
        #expect(junk.text == clean.text)
        #expect(junk.value == "4895975")
    }

    @Test func typingChoosesTheMaskFromTheFirstDigit() {
        var random = IntlSeededGenerator(seed: 0x9D)
        for _ in 0..<40 {
            let mobile = "11" + "9" + BrazilReference.randomString(8, from: "0123456789", using: &random)
            let landline = "41" + BrazilReference.randomString(8, from: "2345", using: &random)
            expectTyping(phone, mobile, template: "(##) #####-####")
            expectTyping(phone, landline, template: "(##) ####-####")
        }
    }

    @Test func pastingAndEditing() {
        for text in ["41999998888", "(41) 99999-8888", "+55 41 99999-8888", "+5541999998888", "41 9 9999 8888"] {
            let result = phone.apply(MaskInput(text: text))
            #expect(result.text == "(41) 99999-8888", "\(text)")
            #expect(result.value == "41999998888")
            #expect(result.isComplete)
        }
        // A caret inside a pasted "+55 …" moves back with the dropped country code (then past ") ").
        #expect(phone.apply(MaskInput(text: "+55 4133334444", caret: 6)).caret == 5)
        // Deleting the mobile 9 turns the number into a landline layout.
        let deleted = phone.apply(MaskInput(text: "(41) 3999-8888", caret: 5, gravity: .backward(autoskip: false)))
        #expect(deleted.text == "(41) 3999-8888")
        #expect(deleted.caret == 5)
        // Typing a 9 before a landline number turns it into a mobile.
        let inserted = phone.apply(MaskInput(text: "(41) 93333-4444", caret: 6))
        #expect(inserted.text == "(41) 93333-4444")
        #expect(inserted.caret == 6)
        let tooLong = phone.apply(MaskInput(text: "413333444455"))
        #expect(tooLong.text == "(41) 3333-4444")
        #expect(tooLong.dropped == "55")
    }

    @Test func storedValuesDisplay() {
        #expect(phone.layOut("4133333333") == "(41) 3333-3333")
        #expect(phone.layOut("41999998888") == "(41) 99999-8888")
        #expect(phone.layOut("(41) 3333-3333") == "(41) 3333-3333")
        #expect(phone.layOut("+55 41 99999-8888") == "(41) 99999-8888")
    }

    @Test(arguments: [
        ("(41) 3333-333", "phone.length"), ("413333333333", "phone.length"), ("3333-3333", "phone.length"),
        ("(41) 3333-333a", "phone.characters"), ("+1 415 555 0100", "phone.characters"), ("41#33333333", "phone.characters"),
        ("(10) 3333-3333", "phone.areaCode"), ("(20) 99999-9999", "phone.areaCode"), ("(01) 3333-3333", "phone.areaCode"),
        ("(23) 3333-3333", "phone.areaCode"), ("(52) 99999-9999", "phone.areaCode"),
        ("(41) 83333-3333", "phone.mobilePrefix"), ("(41) 33333-3333", "phone.mobilePrefix"),
        ("(41) 9999-9999", "phone.landlinePrefix"), ("(41) 6333-3333", "phone.landlinePrefix"),
        ("(41) 1333-3333", "phone.landlinePrefix"), ("(41) 0333-3333", "phone.landlinePrefix"),
    ])
    func invalidNumbers(_ text: String, _ code: String) {
        #expect(validationCode(phone, text) == code)
    }

    @Test func everyAreaCodeIsJudgedByTheTable() {
        for ddd in 0...99 {
            let text = (ddd < 10 ? "0" : "") + "\(ddd)" + "33334444"
            let code = validationCode(phone, text)
            #expect((code == nil) == BrazilianPhoneFormat.areaCodes.contains(ddd), "\(text)")
            // Unassigned "area codes" may start a non-geographic number (0 is the trunk prefix, 303 shared cost).
            if code != nil { #expect(code == "phone.areaCode" || code == "phone.nonGeographic", "\(text)") }
        }
    }

    /// phone-br agrees with libphonenumber's metadata for Brazilian landlines and mobiles: every
    /// area code (00–99) × every first digit × 10 and 11 digits, a few subscriber numbers each.
    @Test func agreesWithLibphonenumberOnLandlinesAndMobiles() throws {
        var disagreements: [String] = []
        for ddd in 0...99 {
            for first in 0...9 {
                for length in [10, 11] {
                    for tail in ["2345678", "0000000", "9876543"] {
                        let digits = String(format2(ddd)) + String(first) + String(tail.prefix(length - 3))
                        let reference = (try? PhoneNumber(parsing: digits, region: "BR")).flatMap(\.type)
                        let expected = reference == .fixedLine || reference == .mobile || reference == .fixedLineOrMobile
                        if (validationCode(phone, digits) == nil) != expected { disagreements.append(digits) }
                    }
                }
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(10))")
    }

    @Test(arguments: ["(91) 7328-8244", "(11) 7012-3456"])
    func eightDigitMobilesStartingWithSevenAreValid(_ text: String) throws {
        let validated = try phone.validate(text)
        #expect(validated.text == text)
    }

    @Test(arguments: ["0800 123 4567", "0800 123 456", "4004-1234", "0300 123 4567", "0900 123 4567"])
    func nonGeographicNumbersAreRefused(_ text: String) {
        #expect(validationCode(phone, text) == "phone.nonGeographic")
    }

    private func format2(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
