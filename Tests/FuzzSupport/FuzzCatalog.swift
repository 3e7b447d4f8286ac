import Keystroke

/// Every field the fuzzers drive: each built-in format id, masks covering
/// every notation element, affine masks, right-to-left masks, custom notations
/// and regex filters.
public enum FuzzCatalog {
    static let digits = "0123456789"
    static let letters = "abcXYZ"

    /// Built-in format ids with their own characters and values they must accept.
    static let formats: [(id: String, characters: String, valid: [String])] = [
        ("optional", "ab1 -", ["", "hello"]),
        ("non-empty", "ab1 -", ["hello"]),
        ("letters", "abcXYZéç ", ["abc"]),
        ("numbers", digits, ["12345"]),
        ("optional-numbers", digits, ["42"]),
        ("pin4", digits, ["1234"]),
        ("pin6", digits, ["123456"]),
        ("pin:8", digits, ["12345678"]),
        ("cvv", digits, ["123"]),
        ("cvv:amex", digits, ["1234"]),
        ("cpf", digits + ".-", ["52998224725", "529.982.247-25"]),
        ("cnpj", digits + "./-", ["11222333000181", "11.222.333/0001-81"]),
        ("cep", digits + "-", ["01310100", "01310-100"]),
        ("phone-br", digits + "()- ", ["41999998888", "4133333333"]),
        ("phone", digits + "+()- ", ["+14155552671", "+5541999998888", "00971501234567"]),
        ("phone:US", digits + "+()- ", ["2015550123", "+442070313000"]),
        ("phone:GB", digits + "+ ", ["02070313000", "07400123456"]),
        ("phone:BR", digits + "+()- ", ["41999998888", "9173288244"]),
        ("phone:IT", digits + "+ ", ["0612345678", "3123456789"]),
        ("phone:AR", digits + "+ ", ["91123456789", "01143210000"]),
        ("credit-card", digits + " ", ["4111111111111111", "378282246310005", "5555555555554444"]),
        ("card-expiry", digits + "/", ["1230", "0735"]),
        ("currency:pt-BR:BRL", digits + ",.R$ ", ["123456", "0"]),
        ("currency:en-US:USD", digits + ".,$", ["123456"]),
        ("currency:ja-JP:JPY", digits + ",￥", ["1234"]),
        ("currency:pt-BR:BRL:1000.00", digits + ",.", ["R$ 999,99"]),
        // Free-form numbers: signs (ASCII and the locale's), both decimal keys, group separators
        // (refused when typed), affix characters and locale digits; the samples are pasted too.
        ("number:de-DE:fraction=2:min=-1000:max=1000", digits + ",.-\u{2212}", ["12,5", "-999.99", "1.000"]),
        ("number:en-IN:min=-5", digits + ".,-", ["1234567.5", "12,34,567", "-4.125"]),
        ("number:de-CH", digits + ".\u{2019}'-", ["1'234.5", "1\u{2019}234.5", "0.125"]),
        ("number:sv-SE:fraction=2:min=-1000", digits + ",.-\u{2212}\u{A0} ", ["\u{2212}12,5", "1\u{A0}000"]),
        ("number:ar-EG:min=-10", digits + "٠١٢٫٬.-\u{61C}", ["-5.5", "١٢٣"]),
        ("percent:fr-FR:min=-100", digits + ",.-%\u{202F}\u{A0} ", ["12,5", "-12.5"]),
        ("amount:pt-BR:BRL", digits + ",.R$ -", ["1234.50", "R$ 1.234,56"]),
        ("amount:ja-JP:JPY:min=-5000", digits + ",.-￥", ["1234", "-4999"]),
        ("fiscal-code", "RSMA0123456789TZ", ["RSSMRA85T10A562S"]),
        ("iban", digits + "DEGBFRdeabx -", ["DE89370400440532013000", "GB29 NWBK 6016 1331 9268 19", "fr1420041010050500013m02606"]),
        ("bic", "DEUTFFdeu05x ", ["DEUTDEFF", "DEUTDEFF500", "nwbkgb2l"]),
        ("vat", digits + "DEBCHMWSTNOVAel .-", ["DE136695976", "BE 0403.170.701", "CHE-116.281.710 MWST", "NO 974 760 673 MVA"]),
        ("vat:DE", digits + "DE .", ["136695976", "136 695 976"]),
        ("vat:FR", digits + "FRAHX .", ["40303265045", "K7399859412"]),
        ("vat:CH", digits + "MWSTVAIP .-", ["116281710MWST", "116.281.710 TVA"]),
        ("postal-code:GB", "SW1A1AaGIRB0 -", ["SW1A 1AA", "sw1a1aa", "GIR 0AA", "M34 4AB"]),
        ("postal-code:CA", "K1A0B1k -", ["K1A 0B1", "k1a0b1"]),
        ("postal-code:NL", digits + "ABSa -", ["1234 AB", "1234AB"]),
        ("postal-code:US", digits + "- ", ["95014", "22162-1010"]),
        ("postal-code:US:CA", digits + "- ", ["90210", "94105-1804"]),
        ("postal-code:BR", digits + "-", ["40301-110", "01310100"]),
        ("postal-code:JP", digits + "-", ["154-0023", "1540023"]),
        ("postal-code:IE", digits + "AFEDa ", ["A65 F4E2", "D02AF30"]),
        ("postal-code:CR", digits + "-", ["1000", "123-4567"]),
        ("email", "abc.@_-+1", ["user@example.com"]),
        ("email:local", "abc.@_-+1", ["admin@localhost"]),
        ("password", "aB1!x", ["Abcdef1!"]),
        ("date", digits + "/", ["31051990"]),
        ("date:locale=de-DE:min=1900-01-01", digits + ".", ["31.05.1990", "31051990"]),
        ("date:locale=ko", digits + ". ", ["1990. 05. 31.", "19900531"]),
        ("date:locale=bg", digits + ".г \u{202F}", ["31.05.1990\u{202F}г."]),
        ("date:MM/yyyy", digits + "/", ["05/2029", "052029"]),
        ("date:locale=ja:month-year", digits + "/", ["2029/05", "202905"]),
        ("time", digits + ":", ["23:59", "00:00"]),
        ("time:en-US", digits + ":apAPM \u{202F}", ["03:45\u{202F}PM", "12:00\u{202F}AM"]),
        ("time:ko:step=15", digits + ": 오전후", ["오후 03:45", "오전 12:00"]),
        ("time:de:seconds", digits + ":", ["23:59:59"]),
        ("name", "JoséSilva '-", ["José da Silva"]),
        ("username", "abc_.1", ["user_01"]),
        ("regex:[0-9]{3}-[A-Z]{2}", digits + "-ABZ", ["123-AB"]),
    ]

    /// Masks: every notation element, fixed and value-fixed groups, escapes, ellipses.
    static let masks: [(format: String, characters: String, valid: [String])] = [
        ("([00]) [00000]-[0000]", digits + "() -", ["41999998888"]),
        ("+7 ([000]) [000]-[00]-[00]", digits + "+7() -", ["9991234567"]),
        ("{+7} [000]", digits + "+", ["+7123"]),
        ("[00]{.}[00]", digits + ".", ["12.34"]),
        ("[0999]", digits, ["1", "1234"]),
        ("[AAA]-[aaa]", letters + "-", ["XYZ"]),
        ("[___]/[---]", letters + digits + "/", ["a1b"]),
        ("[0…]", digits, ["1", "123456789"]),
        ("[A…]", letters, ["abc"]),
        ("[00]-[0…]", digits + "-", ["123"]),
        ("\\[[00]\\]", digits + "[]", ["12"]),
        ("№ [0]", digits + "№ ", ["5"]),
    ]

    /// Every subject, built; a catalog entry that does not compile is an error.
    public static func subjects() throws -> [FuzzSubject] {
        try formats.map { entry throws(FormatError) in
            try FuzzSubject(formatID: entry.id, characters: entry.characters, validValues: entry.valid)
        } + maskSubjects()
    }

    /// The names of every subject, for parameterized tests.
    public static var names: [String] {
        formats.map(\.id) + masks.map { "mask \($0.format)" } + customNames
    }

    /// The built-in format ids, the first of ``names``.
    public static var formatIDs: [String] { formats.map(\.id) }

    /// One subject by name.
    /// - Parameter name: A name from ``names``.
    public static func subject(named name: String) throws -> FuzzSubject? {
        try subjects().first { $0.name == name }
    }

    static let customNames = [
        "affine phone (wholeString)", "affine phone (prefix)", "affine phone (capacity)",
        "affine cards (extractedValueCapacity)", "rtl [000] [000]", "rtl [0…]", "custom hex [HH]:[HH]",
        "custom pattern [LL][ll]", "regex time", "regex plate", "regex words",
    ]

    static func maskSubjects() throws -> [FuzzSubject] {
        var subjects = try masks.map { entry throws(MaskError) in
            FuzzSubject(
                name: "mask \(entry.format)", formatter: try Mask(entry.format),
                alphabet: Alphabet(characters: entry.characters, samples: entry.valid), validValues: entry.valid
            )
        }
        let phoneCharacters = Alphabet(characters: digits + "+78() -", samples: ["+7 (999) 123-45-67", "89991234567"])
        let strategies: [(String, AffinityStrategy)] = [
            ("wholeString", .wholeString), ("prefix", .prefix), ("capacity", .capacity),
            ("extractedValueCapacity", .extractedValueCapacity),
        ]
        for (label, strategy) in strategies.dropLast() {
            let affine = try AffineMask(
                primary: "+7 ([000]) [000]-[00]-[00]", affine: ["8 ([000]) [000]-[00]-[00]", "[0…]"],
                strategy: strategy
            )
            subjects.append(FuzzSubject(name: "affine phone (\(label))", formatter: affine, alphabet: phoneCharacters))
        }
        // extractedValueCapacity prefers the mask that extracts most, so on the
        // phone set the "7" of "+7 (" refills a slot of "8 (…)" after every
        // Backspace (InputMask behaves the same): it gets a set whose separators
        // are not digits, card numbers of 16, 15 and 14 digits.
        let cards = try AffineMask(
            primary: "[0000] [0000] [0000] [0000]", affine: ["[0000] [000000] [00000]", "[0000] [000000] [0000]"],
            strategy: .extractedValueCapacity
        )
        subjects.append(FuzzSubject(
            name: "affine cards (extractedValueCapacity)", formatter: cards,
            alphabet: Alphabet(characters: digits + " "), validValues: ["4111111111111111"]
        ))
        subjects.append(FuzzSubject(
            name: "rtl [000] [000]", formatter: try Mask("[000] [000]", rightToLeft: true),
            alphabet: Alphabet(characters: digits + " "), validValues: ["123456"]
        ))
        subjects.append(FuzzSubject(
            name: "rtl [0…]", formatter: try Mask("[…0]", rightToLeft: true),
            alphabet: Alphabet(characters: digits), validValues: ["42"]
        ))
        let hex = Notation(character: "H", characters: Set("0123456789ABCDEF"), isOptional: false)
        subjects.append(FuzzSubject(
            name: "custom hex [HH]:[HH]", formatter: try Mask("[HH]:[HH]", customNotations: [hex]),
            alphabet: Alphabet(characters: "0A9Fg:"), validValues: ["0AF9"]
        ))
        let letter = try Notation(character: "L", pattern: "\\p{Lu}", isOptional: false)
        let optionalLetter = try Notation(character: "l", pattern: "\\p{Ll}", isOptional: true)
        subjects.append(FuzzSubject(
            name: "custom pattern [LL][ll]", formatter: try Mask("[LL][ll]", customNotations: [letter, optionalLetter]),
            alphabet: Alphabet(characters: "ABÉab1é"), validValues: ["AB"]
        ))
        let regexes: [(String, String, String, [String])] = [
            ("regex time", #"([01]\d|2[0-3]):[0-5]\d"#, digits + ":", ["23:59"]),
            ("regex plate", #"[A-Z]{3}-?\d[A-Z0-9]\d{2}"#, "ABCZ-0129", ["ABC1D23"]),
            ("regex words", #"\p{L}+( \p{L}+)*"#, "abé ", ["José Silva"]),
        ]
        for (name, pattern, characters, valid) in regexes {
            subjects.append(FuzzSubject(
                name: name, formatter: try RegexFilter(pattern),
                alphabet: Alphabet(characters: characters, samples: valid), validValues: valid
            ))
        }
        return subjects
    }
}
