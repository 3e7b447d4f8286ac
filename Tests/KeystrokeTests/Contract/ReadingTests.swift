import Testing
import Keystroke

/// Reading a text leniently (typing, pasting) or strictly (stored values).
@Suite struct ReadingTests {
    @Test func aLenientReadingSaysWhatItDropped() throws {
        let read = try Format.cpf.read("52998224725123", mode: .lenient)
        #expect(read.text == "529.982.247-25")
        #expect(read.dropped == "123")
    }

    /// A number is read leniently as a paste is: in the locale's symbols, else as plain ASCII. Read
    /// as the field's own text, de-DE's `1.5` was 15 (its `.` a group separator), a wrong value
    /// with nothing said, where the strict reading and a paste make 1,5.
    @Test(arguments: [
        ("number:de-DE:fraction=2", "1.5", "1,5", "1.5", ""),
        ("number:de-DE:fraction=2", "1.234,5", "1.234,5", "1234.5", ""),
        ("number:de-DE:fraction=2:min=-1000", " -999.99", "-999,99", "-999.99", " "),
        ("number:en-US", "12abc", "12", "12", "abc"),
    ])
    func aLenientNumberIsReadAsAPaste(id: String, text: String, shown: String, value: String, dropped: String) throws {
        let format = try Format(id: id)
        let read = try format.read(text, mode: .lenient)
        #expect(read.text == shown && read.value == value && read.dropped == dropped)
        // A paste into the field agrees, where it is a number (`12abc` is refused whole).
        var field = EditingState(formatter: format)
        field.paste(text)
        #expect(field.text == (dropped.allSatisfy(\.isWhitespace) ? shown : ""))
    }

    /// What the typing path would trim, round or guess is an error with a code.
    @Test(arguments: [
        ("cpf", "52998224725123", "cpf.length"),
        ("cpf", "529.982.247-25x", "cpf.characters"),
        ("number:en-US:fraction=2", "1.239", "number.precision"),
        ("letters", "a1b", "letters.characters"),
        ("currency:en-US:USD:500", "1000", "currency.tooLarge"),
        ("number:en-US", "abc", "number.format"),
        ("number:en-US:max=100", "5000", "number.tooLarge"),
    ])
    func aStrictReadingRefusesWhatIsNotExactlyValid(id: String, text: String, code: String) throws {
        let format = try Format(id: id)
        #expect(throws: ValidationError.self) { try format.read(text, mode: .strict) }
        do {
            _ = try format.read(text, mode: .strict)
        } catch {
            #expect(error.code == code)
        }
        // `format` is the same strict reading; only `layOut` lays out whatever it is given.
        do {
            let shown = try format.format(text)
            Issue.record("\(id): \(text) was formatted as \(shown)")
        } catch {
            #expect(error.code == code)
        }
    }

    @Test func formatLaysOutAStoredValueAndLayOutWhatIsTyped() throws {
        #expect(try Format.cpf.format("52998224725") == "529.982.247-25")
        #expect(try Format.cpf.format("529.982.247-25") == "529.982.247-25")
        #expect(Format.cpf.layOut("52998224725123") == "529.982.247-25")
        #expect(throws: ValidationError.required) { try Format.cpf.format("") }
        #expect(try Format(id: "optional").format("") == "")
        #expect(throws: ValidationError.leadingWhitespace) { try Format.cpf.format(" 52998224725") }
        // A format's own `format` and its `Format` wrapper's agree.
        #expect(try CPFFormat().format("52998224725") == "529.982.247-25")
    }

    @Test func aStrictReadingOfAValidValueIsItsDisplay() throws {
        let read = try Format.cpf.read("52998224725", mode: .strict)
        #expect(read == Reading(text: "529.982.247-25", value: "52998224725", isComplete: true))
        #expect(throws: ValidationError.required) { try Format.cpf.read("", mode: .strict) }
    }

    @Test func typedBuiltInsAreTheFormatsOfTheirIDs() throws {
        let pairs: [(Format, String)] = [
            (.cpf, "cpf"), (.cnpj, "cnpj"), (.cep, "cep"), (.brazilianPhone, "phone-br"), (.phone, "phone"),
            (.creditCard, "credit-card"), (.cvv, "cvv"), (.cardExpiry, "card-expiry"), (.fiscalCode, "fiscal-code"),
            (.email, "email"), (.letters, "letters"), (.numbers, "numbers"), (.name, "name"), (.username, "username"),
            (.optional, "optional"), (.nonEmpty, "non-empty"),
        ]
        for (format, id) in pairs { #expect(format.id == id) }
        #expect(Format.phone(region: .br).id == "phone:BR")
        #expect(Format.phone(region: .in).id == "phone:IN")
        #expect(try Format.phone(region: .gb).format("020 7031 3000") == Format(id: "phone:GB").format("020 7031 3000"))
        #expect(try Format.currency(locale: "pt-BR", currency: .brl).id == "currency:pt-BR:BRL")
        #expect(try Format.currency(locale: "en-US", currency: .usd, maximum: 500).id == Format(id: "currency:en-US:USD:500").id)
        #expect(throws: FormatError.self) { try Format.currency(locale: "xx-NOWHERE", currency: .eur) }
    }

    /// The closed sets hold exactly what the string ids accept.
    @Test func everyPhoneRegionCodeIsARegionOfTheMetadata() {
        let regions = PhoneFormat.supportedRegions.filter { $0.allSatisfy(\.isLetter) }
        #expect(PhoneRegionCode.allCases.map(\.rawValue).sorted() == regions)
        for code in PhoneRegionCode.allCases {
            #expect(Format.phone(region: code).id == "phone:\(code.rawValue)")
        }
    }

    @Test func everyCurrencyCodeMakesACurrencyFormat() throws {
        #expect(CurrencyCode.allCases.count > 250)
        for code in CurrencyCode.allCases {
            #expect(try Format.currency(locale: "en-US", currency: code).id == "currency:en-US:\(code.rawValue)")
        }
        // An upper-case code the set does not hold is refused by the string id too.
        #expect(CurrencyCode(rawValue: "ZZZ") == nil)
        #expect(throws: FormatError.self) { try Format(id: "currency:en-US:ZZZ") }
    }

    @Test func aMinimumAboveTheMaximumIsNamedAsSuch() {
        #expect {
            try Format(id: "number:en-US:min=5:max=1")
        } throws: { error in
            (error as? FormatError)?.message == "min 5 is above max 1"
        }
    }

    @Test func phoneRegionUKSuggestsGB() {
        #expect {
            try Format(id: "phone:UK")
        } throws: { error in
            (error as? FormatError)?.message.contains("did you mean GB?") == true
        }
    }
}

/// Dates refuse the key that makes the date impossible, and say why.
@Suite struct DateTypingRefusalTests {
    static func typed(_ keys: String, id: String = "date") throws -> (field: EditingState, refusals: [String]) {
        var field = EditingState(formatter: try Format(id: id))
        var refusals: [String] = []
        for key in keys {
            let result = field.insert(key)
            if let refusal = result.refusal { refusals.append("\(key): \(refusal.message)") }
        }
        return (field, refusals)
    }

    @Test(arguments: [
        ("3302", "30/", "3: There is no day 33."),
        ("4", "", "4: No day of the month starts with 4."),
        ("0113", "01/1", "3: There is no month 13."),
        ("0000", "0", "0: There is no day 00."),
        ("3102", "31/0", "2: February has no day 31."),
        ("3104", "31/0", "4: April has no day 31."),
        ("012", "01/", "2: No month starts with 2."),
    ])
    func theImpossibleKeyIsRefused(keys: String, shown: String, refusal: String) throws {
        let (field, refusals) = try Self.typed(keys)
        #expect(field.text.hasPrefix(shown))
        #expect(refusals.first == refusal)
    }

    @Test func aRefusedKeyLeavesTheDateTypeable() throws {
        let (field, refusals) = try Self.typed("31021990")
        #expect(refusals.count == 1)
        #expect(!field.isComplete || field.text != "31/02/1990")
        #expect(field.text == "31/01/990")
    }

    @Test func the29thOfFebruaryWaitsForTheYear() throws {
        let leap = try Self.typed("29022024")
        #expect(leap.refusals.isEmpty)
        #expect(leap.field.text == "29/02/2024")
        // A common year is refused at its last digit: the field never shows 29/02/2023 as complete.
        let common = try Self.typed("29022023")
        #expect(common.refusals == ["3: February 2023 has no day 29."])
        #expect(common.field.text == "29/02/202" && !common.field.isComplete)
        #expect(throws: ValidationError.self) { try Format(id: "date").validate("29/02/2023") }
    }

    @Test func otherOrdersAreCheckedByTheirFields() throws {
        let (field, refusals) = try Self.typed("19901", id: "date:yyyy-MM-dd")
        #expect(refusals.isEmpty)
        #expect(field.text.hasPrefix("1990-1"))
        let bad = try Self.typed("199013", id: "date:yyyy-MM-dd")
        #expect(bad.refusals == ["3: There is no month 13."])
    }

    @Test func aPasteDropsFromTheImpossibleDigitOn() throws {
        var field = EditingState(formatter: try Format(id: "date"))
        let result = field.paste("31021990")
        #expect(field.text == "31/0")
        #expect(result.dropped == "21990")
        #expect(result.refusal?.message == "February has no day 31.")
    }
}
