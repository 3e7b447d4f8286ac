import Foundation
import Testing
import Keystroke

/// One row of Fixtures/phone-written.tsv: a number as people write it and libphonenumber's
/// answer (written by `Scripts/generate-phone-metadata.py --fixtures`).
private struct WrittenRow: Sendable, CustomStringConvertible {
    var kind: String
    var format: String
    var input: String
    /// `valid`, `invalid` or the error code required.
    var verdict: String
    var value: String
    var text: String
    var `extension`: String
    var uri: String
    var region: String
    var type: String

    var description: String { "\(kind): \(format) \(input.debugDescription)" }
}

private func writtenRows() throws -> [WrittenRow] {
    let url = fixtureURL("phone-written.tsv")
    return try String(contentsOf: url, encoding: .utf8).split(separator: "\n").compactMap { line -> WrittenRow? in
        guard !line.hasPrefix("#") else { return nil }
        let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard f.count == 10 else { return nil }
        return WrittenRow(
            kind: f[0], format: f[1], input: f[2], verdict: f[3], value: f[4], text: f[5], extension: f[6], uri: f[7],
            region: f[8], type: f[9])
    }
}

@Suite struct PhoneWrittenNumberTests {
    /// Every class of written number, for every region, answered as libphonenumber answers it:
    /// the verdict, E.164, the text with the extension, the extension on its own, the RFC 3966
    /// URI, the region and the type.
    @Test func everyClassMatchesLibphonenumber() throws {
        let rows = try writtenRows()
        #expect(rows.count > 4000)
        var formats: [String: Format] = [:]
        var checked: [String: Int] = [:]
        for row in rows {
            let format = try formats[row.format] ?? Format(id: row.format)
            formats[row.format] = format
            checked[row.kind, default: 0] += 1
            switch (row.verdict, Result { () throws(ValidationError) in try format.validate(row.input) }) {
            case ("valid", .success(let valid)):
                #expect(valid.value == row.value, "\(row)")
                #expect(valid.text == row.text, "\(row)")
                #expect(valid.extension == (row.extension.isEmpty ? nil : row.extension), "\(row)")
                #expect(valid.uri == row.uri, "\(row)")
                #expect(valid.region == row.region, "\(row)")
                #expect(valid.numberType?.rawValue == row.type, "\(row)")
            case ("valid", .failure(let error)):
                Issue.record("\(row): refused with \(error.code), libphonenumber reads \(row.value)")
            case (_, .success(let valid)):
                Issue.record("\(row): read as \(valid.value), libphonenumber answers \(row.verdict)")
            case ("invalid", .failure):
                break
            case (let code, .failure(let error)):
                #expect(error.code == code, "\(row)")
            }
        }
        // A few hundred cases of each class at least, so that none is quietly left out.
        for kind in ["extension", "00", "IDD", "vanity", "RFC 3966", "other digits", "national without region"] {
            #expect(checked[kind, default: 0] >= 200, "\(kind)")
        }
    }

    @Test(arguments: [
        ("phone:US", "(201) 555-0123 ext. 123", "+12015550123", "123", "(201) 555-0123 ext. 123", "tel:+1-201-555-0123;ext=123"),
        ("phone:US", "201-555-0123 x5", "+12015550123", "5", "(201) 555-0123 ext. 5", "tel:+1-201-555-0123;ext=5"),
        ("phone", "tel:+1-201-555-0123;ext=1234", "+12015550123", "1234", "+1 201-555-0123 ext. 1234", "tel:+1-201-555-0123;ext=1234"),
        ("phone:GB", "020 7031 3000,,44", "+442070313000", "44", "020 7031 3000 x44", "tel:+44-20-7031-3000;ext=44"),
        ("phone", "0044 20 7031 3000", "+442070313000", nil, "+44 20 7031 3000", "tel:+44-20-7031-3000"),
        ("phone:US", "011 44 20 7031 3000", "+442070313000", nil, "+44 20 7031 3000", "tel:+44-20-7031-3000"),
        ("phone:US", "1-800-FLOWERS", "+18003569377", nil, "(800) 356-9377", "tel:+1-800-356-9377"),
        ("phone", "＋３３ １ ２３ ４５ ６７ ８９", "+33123456789", nil, "+33 1 23 45 67 89", "tel:+33-1-23-45-67-89"),
    ] as [(String, String, String, String?, String, String)])
    func writtenFormsAreRead(id: String, input: String, value: String, ext: String?, text: String, uri: String) throws {
        let valid = try Format(id: id).validate(input)
        #expect(valid.value == value)
        #expect(valid.extension == ext)
        #expect(valid.text == text)
        #expect(valid.uri == uri)
    }

    /// Text whose lowercase is longer than itself (`İ`) around URI markers is refused, not a crash.
    @Test(arguments: ["İİİİİİİİ;phone-context=+1", "tel:İİİİ;PHONE-CONTEXT=+1", "İ;phone-context=", "TEL:İ"])
    func uriMarkersBesideOtherLetters(input: String) throws {
        #expect(throws: ValidationError.self) { try Format(id: "phone:US").validate(input) }
        var field = EditingState(formatter: try Format(id: "phone:US"))
        field.paste(input)
        #expect(field.text.allSatisfy { $0.isNumber || " +-()".contains($0) })
    }

    @Test func uriSchemeInAnyCase() throws {
        #expect(try Format.phone.validate("TEL:+1-201-555-0123").value == "+12015550123")
        #expect(try Format(id: "phone:US").validate("tel:2015550123;Phone-Context=+1").value == "+12015550123")
    }

    /// `phone` never guesses a country: digits without `+` or `00` are refused, with the way out.
    @Test(arguments: ["(201) 555-0123", "2015550123", "5541999998888", "020 7031 3000"])
    func phoneWithoutRegionNeedsTheCountryCode(input: String) throws {
        let error = try #require(throws: ValidationError.self) { try Format.phone.validate(input) }
        #expect(error.code == "phone.countryCode")
        #expect(error.message.contains("phone:REGION"))
    }

    /// A pasted extension is never merged into the number: it is dropped and reported.
    @Test func pastedExtensionIsDroppedNotMerged() throws {
        var field = EditingState(formatter: Format.phone)
        let result = field.paste("+1 201 555 0123 x5")
        #expect(result.text == "+1 201-555-0123")
        #expect(result.dropped == " x5")
        #expect(field.value == "+12015550123")
        #expect(field.isComplete)

        var us = EditingState(formatter: try Format(id: "phone:US"))
        us.paste("(201) 555-0123 ext. 123")
        #expect(us.text == "(201) 555-0123")
        #expect(us.value == "+12015550123")
    }

    /// After every key, a complete field's value is the E.164 number `validate` reads from its
    /// text, whether typed at the end (one digit fed), in the middle, or after an undo.
    @Test(arguments: [
        ("phone", "+5541999998888"), ("phone", "+12015550123"), ("phone", "00442070313000"),
        ("phone:US", "2015550123"), ("phone:BR", "41999998888"), ("phone:DE", "015123456789"),
    ])
    func completeValueAgreesWithValidationAfterEveryKey(id: String, keys: String) throws {
        let format = try Format(id: id)
        var field = EditingState(formatter: format)
        func check() {
            let validated = try? format.validate(field.text)
            if field.isComplete {
                #expect(field.value == validated?.value, "\(id) \(field.text)")
            } else {
                #expect(validated == nil, "\(id) \(field.text)")
            }
        }
        for key in keys {
            field.insert(String(key))
            check()
        }
        #expect(field.isComplete)
        field.moveCaret(to: 2)
        field.deleteBackward()
        check()
        field.undo()
        #expect(field.isComplete)
        check()
        field.moveCaret(to: field.text.count)
        field.deleteBackward()
        field.insert(String(keys.last!))
        #expect(field.isComplete)
        check()
    }

    /// `00` dials `+` in `phone`, typed or pasted.
    @Test func zerosDialThePlus() throws {
        var pasted = EditingState(formatter: Format.phone)
        pasted.paste("0044 20 7031 3000")
        #expect(pasted.text == "+44 20 7031 3000")
        #expect(pasted.isComplete)

        var typed = EditingState(formatter: Format.phone)
        let texts = "004420".map { typed.insert($0).text }
        #expect(texts == ["+0", "+", "+4", "+44 ", "+44 2", "+44 20"])
        #expect(typed.caret == typed.text.count)
    }

    /// Vanity letters pasted are dialled; one letter typed is refused as before.
    @Test func vanityLettersArePastedAsDigits() throws {
        var field = EditingState(formatter: try Format(id: "phone:US"))
        field.paste("1-800-FLOWERS")
        #expect(field.text == "1 (800) 356-9377")
        #expect(field.isComplete)
        var typed = EditingState(formatter: try Format(id: "phone:US"))
        typed.insert("2")
        let refused = typed.insert("A")
        #expect(typed.text == "2")
        #expect(refused.dropped == "A")
    }

    /// Service codes are shown as typed, as libphonenumber's as-you-type formatter shows them.
    @Test(arguments: [
        ("phone:BR", "*144#", ["*", "*1", "*14", "*144", "*144#"]),
        ("phone", "*144#", ["*", "*1", "*14", "*144", "*144#"]),
        ("phone:US", "#31#2015", ["#", "#3", "#31", "#31#", "#31#2", "#31#20", "#31#201", "#31#2015"]),
        ("phone:US", "201*5", ["2", "20", "201", "201*", "201*5"]),
    ])
    func serviceCodesAreShownAsTyped(id: String, keys: String, texts: [String]) throws {
        var field = EditingState(formatter: try Format(id: id))
        #expect(keys.map { field.insert($0).text } == texts)
        #expect(!field.isComplete)
        #expect(field.caret == field.text.count)
    }

    /// Once complete and valid, a field's value is E.164; before, it is what was dialled.
    @Test(arguments: [
        ("phone:US", "2015550123", "201555012", "+12015550123"),
        ("phone:GB", "02070313000", "0207031300", "+442070313000"),
        ("phone", "5541999998888", "+554199999888", "+5541999998888"),
        ("phone", "00442070313000", "+44207031300", "+442070313000"),
    ])
    func completeValueIsE164(id: String, keys: String, before: String, after: String) throws {
        var field = EditingState(formatter: try Format(id: id))
        for key in keys.dropLast() { field.insert(key) }
        #expect(field.value == before)
        #expect(!field.isComplete)
        field.insert(keys.last!)
        #expect(field.isComplete)
        #expect(field.value == after)
        // Pasted whole, and read by the format, the same.
        var pasted = EditingState(formatter: try Format(id: id))
        pasted.paste(keys)
        #expect(pasted.value == after)
    }

    /// The region follows the digits as soon as they decide it.
    @Test(arguments: [
        ("phone", "", nil), ("phone", "+3", nil), ("phone", "+33", "FR"), ("phone", "+1", nil), ("phone", "+1 416", "CA"),
        ("phone", "+1 201", "US"), ("phone", "+1 201-555-0123", "US"), ("phone", "+44 7", nil), ("phone", "+44 20", "GB"),
        ("phone", "+7 9", "RU"), ("phone", "+7 7", "KZ"), ("phone", "0033 1", "FR"), ("phone", "+800 1234 5678", "001"),
        ("phone:US", "416", "CA"), ("phone:US", "(201) 555", "US"), ("phone:US", "011 33 1", "FR"), ("phone:GB", "020", "GB"),
    ] as [(String, String, String?)])
    func regionFollowsTheDigits(id: String, text: String, region: String?) throws {
        let format = id == "phone" ? PhoneFormat() : try PhoneFormat(region: String(id.dropFirst(6)))
        #expect(format.region(of: text) == region)
    }
}
