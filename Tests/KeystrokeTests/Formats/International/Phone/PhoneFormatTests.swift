import Foundation
import Testing
import Keystroke

/// One row of Fixtures/phone-examples.tsv: libphonenumber's answers for one example number
/// (written by `Scripts/generate-phone-metadata.py --fixtures`).
private struct ExampleRow: Sendable, CustomStringConvertible {
    var region: String
    var type: String
    var e164: String
    var numberRegion: String
    var numberType: String
    var international: String
    var national: String
    var typedInternational: [String]
    var nationalDigits: String
    var typedNational: [String]

    var description: String { "\(region) \(type) \(e164)" }
}

/// The fixture (see `fixtureURL(_:)`).
private func exampleRows() throws -> [ExampleRow] {
    let url = fixtureURL("phone-examples.tsv")
    let text = try String(contentsOf: url, encoding: .utf8)
    return text.split(separator: "\n").compactMap { line -> ExampleRow? in
        guard !line.hasPrefix("#") else { return nil }
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard fields.count == 10 else { return nil }
        return ExampleRow(
            region: fields[0], type: fields[1], e164: fields[2], numberRegion: fields[3], numberType: fields[4],
            international: fields[5], national: fields[6],
            typedInternational: fields[7].split(separator: "|", omittingEmptySubsequences: false).map(String.init),
            nationalDigits: fields[8],
            typedNational: fields[9].split(separator: "|", omittingEmptySubsequences: false).map(String.init))
    }
}

/// The texts an editing state shows typing `keys` one Character at a time.
private func typing(_ keys: String, into format: Format) -> [String] {
    var field = EditingState(formatter: format)
    return keys.map { key in field.insert(String(key)).text }
}

@Suite struct PhoneExampleNumberTests {
    /// Every example number of every type of every region (libphonenumber 9's metadata): the text
    /// after every key, the validation verdict, region, type, E.164 and display, as libphonenumber.
    @Test func everyRegionsExamplesMatchLibphonenumber() throws {
        let rows = try exampleRows()
        #expect(rows.count > 1000)
        let phone = try Format(id: "phone")
        var failures: [String] = []
        for row in rows {
            if typing(row.e164, into: phone) != row.typedInternational {
                failures.append("\(row) typing +: \(typing(row.e164, into: phone)) ≠ \(row.typedInternational)")
            }
            let national = try Format(id: "phone:\(row.region)")
            if typing(row.nationalDigits, into: national) != row.typedNational {
                failures.append("\(row) typing national: \(typing(row.nationalDigits, into: national))")
            }
            do {
                let validated = try phone.validate(row.e164)
                let expected = [row.e164, row.international, row.numberRegion, row.numberType]
                let ours = [validated.value, validated.text, validated.region ?? "", validated.numberType?.rawValue ?? ""]
                if row.numberRegion.isEmpty || ours != expected { failures.append("\(row) validate: \(ours) ≠ \(expected)") }
                let local = try national.validate(row.nationalDigits)
                if local.value != row.e164 || local.text != row.national {
                    failures.append("\(row) validate national: \(local.value) \(local.text)")
                }
            } catch {
                if !row.numberRegion.isEmpty { failures.append("\(row) refused: \(error)") }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) rows differ: \(failures.prefix(5))")
    }

    /// After every key of every example, typed with `+` and nationally, a field is complete
    /// exactly when its text validates: completeness reads the digits from the field's bytes,
    /// validation parses the text, and the two must agree.
    @Test func completenessAgreesWithValidationAfterEveryKey() throws {
        let phone = try Format(id: "phone")
        var failures: [String] = []
        var completeSeen = 0
        for row in try exampleRows() {
            let national = try Format(id: "phone:\(row.region)")
            for (format, keys) in [(phone, row.e164), (phone, String(row.e164.dropFirst())), (national, row.nationalDigits)] {
                var field = EditingState(formatter: format)
                for key in keys {
                    field.insert(String(key))
                    let validates = (try? format.validate(field.text)) != nil
                    if field.isComplete != validates {
                        failures.append("\(row) \(format.id) '\(field.text)': complete \(field.isComplete), validates \(validates)")
                    }
                    if field.isComplete { completeSeen += 1 }
                }
            }
        }
        #expect(completeSeen > 2000)
        #expect(failures.isEmpty, "\(failures.count) states differ: \(failures.prefix(5))")
    }
}

@Suite struct PhoneFormatTests {
    @Test func plusIsTheFirstKey() throws {
        var field = EditingState(formatter: try Format(id: "phone"))
        let plus = field.insert("+")
        #expect(plus.wasApplied && plus.text == "+" && plus.refusal == nil)
        for key in "971501234567" { field.insert(String(key)) }
        #expect(field.text == "+971 50 123 4567")
        #expect(field.value == "+971501234567")
        #expect(field.isComplete)
    }

    @Test func typingWithoutPlusShowsIt() throws {
        var field = EditingState(formatter: try Format(id: "phone"))
        for key in "5541999998888" { field.insert(String(key)) }
        #expect(field.text == "+55 41 99999-8888")
        #expect(field.caret == field.text.count)
    }

    @Test(arguments: [
        ("phone", "+971501234567", "+971 50 123 4567", "+971501234567", "AE", PhoneNumberType.mobile),
        ("phone", "0055 41 99999-8888", "+55 41 99999-8888", "+5541999998888", "BR", .mobile),
        ("phone:US", "(201) 555-0123", "(201) 555-0123", "+12015550123", "US", .fixedLineOrMobile),
        ("phone:GB", "020 7031 3000", "020 7031 3000", "+442070313000", "GB", .fixedLine),
        ("phone:GB", "+1 201 555 0123", "+1 201-555-0123", "+12015550123", "US", .fixedLineOrMobile),
        ("phone:BR", "(91) 7328-8244", "(91) 7328-8244", "+559173288244", "BR", .mobile),
        ("phone:IT", "06 1234 5678", "06 1234 5678", "+390612345678", "IT", .fixedLine),
        ("phone", "+800 1234 5678", "+800 1234 5678", "+80012345678", "001", .tollFree),
    ])
    func validates(id: String, input: String, text: String, value: String, region: String, type: PhoneNumberType) throws {
        let validated = try Format(id: id).validate(input)
        #expect(validated.text == text)
        #expect(validated.value == value)
        #expect(validated.region == region)
        #expect(validated.numberType == type)
    }

    @Test(arguments: [
        ("phone", "+55 41 9999", "phone.tooShort"), ("phone", "+1 201 555 01234567", "phone.tooLong"),
        ("phone", "+999 1234 5678", "phone.countryCode"), ("phone", "+0 1234 5678", "phone.countryCode"),
        ("phone", "5541999998888", "phone.countryCode"), ("phone", "0041 99999 8888", "phone.invalidForRegion"), ("phone", "+1 201 555 O123", "phone.characters"),
        ("phone", "+55 41 +99999-8888", "phone.characters"), ("phone", "+55 10 99999-8888", "phone.invalidForRegion"),
        ("phone:US", "555 0123", "phone.localOnly"), ("phone:GB", "020 7031 300", "phone.invalidForRegion"),
        ("phone", "+46 12345678901", "phone.invalidLength"),
        ("phone", "+" + String(repeating: "1", count: 10_000), "phone.tooLong"),
    ])
    func refuses(id: String, input: String, code: String) throws {
        let error = #expect(throws: ValidationError.self) { try Format(id: id).validate(input) }
        #expect(error?.code == code, "\(input.prefix(40))")
        #expect(error?.message.isEmpty == false)
    }

    @Test func regionsAreCheckedAndCaseNormalised() throws {
        #expect(try Format(id: "phone:br").id == "phone:BR")
        for bad in ["phone:XX", "phone:B1", "phone:", "phone:US:GB", "phone:001"] {
            #expect(throws: FormatError.self, "\(bad)") { try Format(id: bad) }
        }
        let error = #expect(throws: FormatError.self) { try Format(id: "phone:XX") }
        #expect(error?.kind == .badParameter)
        #expect(error?.message.contains("unknown region 'XX'") == true)
        #expect(PhoneFormat.supportedRegions.count == 245)
    }

    /// `phone` writes its `+` back whatever is removed: Delete before it takes the first digit
    /// after it, and Backspace after it steps over it.
    @Test func deletionsAtThePlusOfInternationalEntry() throws {
        var field = EditingState(formatter: try Format(id: "phone"), text: "+485")
        #expect(field.text == "+48 5")
        field.moveCaret(to: 0)
        let delete = field.deleteForward()
        #expect(delete.text == "+85" && field.value == "+85" && field.caret == 0 && delete.refusal == nil)
        field.moveCaret(to: 1)
        field.deleteBackward()
        #expect(field.text == "+85" && field.caret == 0)
        // National entry reads the digits without the `+` as a national number.
        var us = EditingState(formatter: try Format(id: "phone:US"), text: "+12015550123")
        us.moveCaret(to: 0)
        us.deleteForward()
        #expect(!us.text.hasPrefix("+"))
    }

    @Test func editsAnywhereFollowTheDigits() throws {
        var field = EditingState(formatter: try Format(id: "phone:US"), text: "2015550123")
        #expect(field.text == "(201) 555-0123")
        // Backspace just after ") " removes the 1 before it.
        field.moveCaret(to: 6)
        let backspace = field.deleteBackward()
        #expect(backspace.text == "(205) 550-123")
        #expect(field.value == "205550123")
        field.undo()
        // A digit typed in the middle: the layout follows, the caret stays after it.
        field.moveCaret(to: 2)
        let typed = field.insert("7")
        // Eleven digits fit no US layout: libphonenumber shows them as typed.
        #expect(typed.text == "27015550123")
        #expect(typed.caret == 2)
    }

    @Test func lettersAndMisplacedPlusAreRefusedWhileTyping() throws {
        var field = EditingState(formatter: try Format(id: "phone"))
        #expect(field.insert("a").refusal?.reason == .characterNotAllowed)
        field.insert("4")
        field.insert("4")
        let plus = field.insert("+")
        #expect(!plus.wasApplied)
        #expect(field.text == "+44 ")
        let paste = field.paste("27O0313000")
        #expect(paste.dropped == "O")
        #expect(field.text == "+44 27 0313 000")
        #expect(field.value == "+44270313000")
    }

    @Test func tenThousandDigitsAreCutAndReported() throws {
        var field = EditingState(formatter: try Format(id: "phone"))
        let result = field.paste(String(repeating: "4", count: 10_000))
        #expect(result.refusal?.reason == .full)
        #expect(result.dropped.count == 10_000 - 24)
        #expect(field.value == "+" + String(repeating: "4", count: 24))
    }

    @Test func placeholdersAndCallingCodes() throws {
        let us = try PhoneFormat(region: "US")
        #expect(us.callingCode == 1)
        #expect(us.example(.mobile) == "(201) 555-0123")
        #expect(PhoneFormat().example(.mobile, region: "BR") == "+55 11 96123-4567")
        #expect(PhoneFormat().keyboard == .phonePad)
        #expect(PhoneFormat().callingCode == nil)
    }

    @Test func storedValuesAreShownValidatedOrAsTyped() throws {
        let phone = PhoneFormat()
        #expect(phone.layOut("+971501234567") == "+971 50 123 4567")
        #expect(phone.layOut("971501234567") == "+971 50 123 4567")
        #expect(phone.layOut("+5541") == "+55 41")
        let gb = try PhoneFormat(region: "GB")
        #expect(gb.layOut("+442070313000") == "020 7031 3000")
        #expect(gb.rawValue(of: "020 7031 3000") == "+442070313000")
        #expect(gb.rawValue(of: "020 7031") == "0207031")
    }

    @Test func numberReadingMatchesLibphonenumber() throws {
        let number = try PhoneNumber(parsing: "(41) 99999-8888", region: "BR")
        #expect(number.e164 == "+5541999998888")
        #expect(number.callingCode == 55)
        #expect(number.nationalNumber == "41999998888")
        #expect(number.international == "+55 41 99999-8888")
        #expect(number.national == "(41) 99999-8888")
        #expect(number.type == .mobile)
        // Antigua's 7-digit local numbers take the area code through the national-prefix rule.
        #expect(try PhoneNumber(parsing: "4601234", region: "AG").e164 == "+12684601234")
        // A carrier code after Brazil's trunk prefix is stripped.
        #expect(try PhoneNumber(parsing: "0 15 41 99999-8888", region: "BR").e164 == "+5541999998888")
        // Full-width and Arabic-Indic digits read as ASCII.
        #expect(try PhoneNumber(parsing: "+٥٥ ٤١ ٩٩٩٩٩-٨٨٨٨").e164 == "+5541999998888")
    }
}
