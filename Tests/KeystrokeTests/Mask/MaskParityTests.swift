import Testing
@testable import Keystroke

/// Cases translated from InputMask's own test suite (inputs and expected
/// outputs are InputMask's): text, caret, value, affinity and completeness.
@Suite struct MaskParityTests {
    static let dayMonthYearShort: [MaskCase] = {
        let f = "[90]{.}[90]{.}[0000]"
        return [
            MaskCase(f, "1", to: "1", value: "1", affinity: 1, complete: false),
            MaskCase(f, "11", to: "11", value: "11", affinity: 2, complete: false),
            MaskCase(f, "111", to: "11.1", value: "11.1", affinity: 2, complete: false),
            MaskCase(f, "1111", to: "11.11", value: "11.11", affinity: 3, complete: false),
            MaskCase(f, "123456", to: "12.34.56", value: "12.34.56", affinity: 4, complete: false),
            MaskCase(f, "12.3", to: "12.3", value: "12.3", affinity: 4, complete: false),
            MaskCase(f, "12.34", to: "12.34", value: "12.34", affinity: 5, complete: false),
            MaskCase(f, "12.34.5", to: "12.34.5", value: "12.34.5", affinity: 7, complete: false),
            MaskCase(f, "12.34.56", to: "12.34.56", value: "12.34.56", affinity: 8, complete: false),
            MaskCase(f, "1234567", to: "12.34.567", value: "12.34.567", affinity: 5, complete: false),
            MaskCase(f, "12345678", to: "12.34.5678", value: "12.34.5678", affinity: 6, complete: true),
            MaskCase(f, "1111", caret: 0, to: "11.11", expectedCaret: 0, value: "11.11", affinity: 3, complete: false),
            MaskCase(f, "1111", caret: 2, to: "11.11", expectedCaret: 3, value: "11.11", affinity: 3, complete: false),
            MaskCase(f, "1111", caret: 2, .backward, to: "11.11", expectedCaret: 2, value: "11.11", affinity: 3, complete: false),
            MaskCase(f, "abc1111", to: "11.11", value: "11.11", affinity: 0, complete: false),
            MaskCase(f, "abc1de111", to: "1.11.1", value: "1.11.1", affinity: -4, complete: false),
            MaskCase(f, "abc1de1fg11", to: "1.1.11", value: "1.1.11", affinity: -7, complete: false),
            MaskCase(f, "a", to: "", value: "", affinity: -1, complete: false),
            MaskCase(f, "", .autocomplete, to: "", value: "", affinity: 0, complete: false),
            MaskCase(f, "1", .autocomplete, to: "1", value: "1", affinity: 1, complete: false),
            MaskCase(f, "11", .autocomplete, to: "11.", value: "11.", affinity: 2, complete: false),
            MaskCase(f, "112", .autocomplete, to: "11.2", value: "11.2", affinity: 2, complete: false),
            MaskCase(f, "1122", .autocomplete, to: "11.22.", value: "11.22.", affinity: 3, complete: false),
            MaskCase(f, "11223", .autocomplete, to: "11.22.3", value: "11.22.3", affinity: 3, complete: false),
            MaskCase(f, "112233", .autocomplete, to: "11.22.33", value: "11.22.33", affinity: 4, complete: false),
            MaskCase(f, "1122333", .autocomplete, to: "11.22.333", value: "11.22.333", affinity: 5, complete: false),
            MaskCase(f, "11223333", .autocomplete, to: "11.22.3333", value: "11.22.3333", affinity: 6, complete: true),
            MaskCase(f, "112233334", .autocomplete, to: "11.22.3333", value: "11.22.3333", affinity: 5, complete: true),
        ]
    }()

    /// The older suite expected `complete == false` for the first four rows; current
    /// InputMask (whose completeness check skips separators) reports true, as we do.
    static let yearAC: [MaskCase] = {
        let f = "[9990] AC"
        return [
            MaskCase(f, "1", to: "1", value: "1", complete: true),
            MaskCase(f, "11", to: "11", value: "11", complete: true),
            MaskCase(f, "111", to: "111", value: "111", complete: true),
            MaskCase(f, "1111", to: "1111", value: "1111", complete: true),
            MaskCase(f, "11112", to: "1111 AC", value: "1111", complete: true),
            MaskCase(f, "1111", .autocomplete, to: "1111 AC", value: "1111", complete: true),
        ]
    }()

    static let phone: [MaskCase] = {
        let f = "+7 ([000]) [000] [00] [00]"
        return [
            MaskCase(f, "+", to: "+", value: "", complete: false),
            MaskCase(f, "+7", to: "+7", value: "", complete: false),
            MaskCase(f, "+7 ", to: "+7 ", value: "", complete: false),
            MaskCase(f, "+7 (", to: "+7 (", value: "", complete: false),
            MaskCase(f, "+7 (1", to: "+7 (1", value: "1", complete: false),
            MaskCase(f, "+7 (12", to: "+7 (12", value: "12", complete: false),
            MaskCase(f, "+7 (123", to: "+7 (123", value: "123", complete: false),
            MaskCase(f, "+7 (123)", to: "+7 (123)", value: "123", complete: false),
            MaskCase(f, "+7 (123) ", to: "+7 (123) ", value: "123", complete: false),
            MaskCase(f, "+7 (123) 4", to: "+7 (123) 4", value: "1234", complete: false),
            MaskCase(f, "+7 (123) 45", to: "+7 (123) 45", value: "12345", complete: false),
            MaskCase(f, "+7 (123) 456", to: "+7 (123) 456", value: "123456", complete: false),
            MaskCase(f, "+7 (123) 456 ", to: "+7 (123) 456 ", value: "123456", complete: false),
            MaskCase(f, "+7 (123) 456 7", to: "+7 (123) 456 7", value: "1234567", complete: false),
            MaskCase(f, "+7 (123) 456 78", to: "+7 (123) 456 78", value: "12345678", complete: false),
            MaskCase(f, "+7 (123) 456 78 ", to: "+7 (123) 456 78 ", value: "12345678", complete: false),
        ]
    }()

    static let escaped: [MaskCase] = {
        let f = #"\{\[[00]\]{99}{\}\]}"#
        return [
            MaskCase(f, "1", to: "{[1", value: "1", complete: false),
            MaskCase(f, "11", to: "{[11", value: "11", complete: false),
            MaskCase(f, "112", to: "{[11]99}]", value: "1199}]", complete: true),
            MaskCase(f, "1122", to: "{[11]99}]", value: "1199}]", complete: true),
        ]
    }()

    static let sillyPi: [MaskCase] = {
        let f = "{3.14}[9…]"
        return [
            MaskCase(f, "3.14", to: "3.14", value: "3.14", complete: true),
            MaskCase(f, "3.141", to: "3.141", value: "3.141", complete: true),
            MaskCase(f, "3.1415", to: "3.1415", value: "3.1415", complete: true),
            MaskCase(f, "1", to: "3.1", value: "3.1", complete: false),
            MaskCase(f, "3.145", to: "3.145", value: "3.145", complete: true),
        ]
    }()

    static let wildcard: [MaskCase] = {
        let f = "[…]"
        return [
            MaskCase(f, "", to: "", value: "", complete: true),
            MaskCase(f, "J", to: "J", value: "J", complete: true),
            MaskCase(f, "Jeorge", to: "Jeorge", value: "Jeorge", complete: true),
            MaskCase(f, "Jeorge1", to: "Jeorge1", value: "Jeorge1", complete: true),
            MaskCase(f, "1Jeorge2", to: "1Jeorge2", value: "1Jeorge2", complete: true),
        ]
    }()

    /// InputMask's LargeNumberTests: right-to-left masks.
    static let largeNumber: [MaskCase] = {
        let f = "[0] [000] [000]"
        return [
            MaskCase(f, "10000", to: "10 000", value: "10000", affinity: 4, complete: false, rightToLeft: true),
            MaskCase(f, "1000", caret: 2, to: "1 000", expectedCaret: 3, value: "1000", affinity: 3, complete: false,
                     rightToLeft: true),
            MaskCase(f, "1000", caret: 1, to: "1 000", expectedCaret: 1, value: "1000", affinity: 3, complete: false,
                     rightToLeft: true),
            MaskCase(f, "000", caret: 0, to: "000", expectedCaret: 0, value: "000", affinity: 3, complete: false,
                     rightToLeft: true),
            MaskCase(f, "000", caret: 0, .autocomplete, to: " 000", expectedCaret: 0, value: "000", affinity: 3,
                     complete: false, rightToLeft: true),
            MaskCase(f, "1000", caret: 0, to: "1 000", expectedCaret: 0, value: "1000", affinity: 3, complete: false,
                     rightToLeft: true),
        ]
    }()

    /// Not from InputMask's suite: worked through InputMask's algorithm by hand
    /// (backward gravity, autoskip, carets in the middle).
    static let gravity: [MaskCase] = {
        let f = "+7 ([000]) [000] [00] [00]"
        return [
            MaskCase(f, "+7 (123) ", .autoskip, to: "+7 (123", value: "123", affinity: 9, complete: false),
            MaskCase(f, "+7 (123) ", .backward, to: "+7 (123) ", value: "123", affinity: 9, complete: false),
            MaskCase(f, "+7 (123) ", .autocomplete, to: "+7 (123) ", value: "123", affinity: 9, complete: false),
            MaskCase(f, "+7 (123", .autocomplete, to: "+7 (123) ", value: "123", affinity: 7, complete: false),
            MaskCase(f, "+7 (", .autoskip, to: "", value: "", affinity: 4, complete: false),
            MaskCase(f, "", .autocomplete, to: "+7 (", value: "", affinity: 0, complete: false),
            MaskCase(f, "", .plain, to: "", value: "", affinity: 0, complete: false),
            MaskCase(f, "+7 (123) 456", caret: 4, .autoskip, to: "+7 (123) 456", expectedCaret: 0, value: "123456",
                     affinity: 12, complete: false),
            MaskCase(f, "+7 (123) 456", caret: 4, .backward, to: "+7 (123) 456", expectedCaret: 4, value: "123456",
                     affinity: 12, complete: false),
            MaskCase(f, "1234", caret: 2, .plain, to: "+7 (123) 4", expectedCaret: 6, value: "1234", affinity: -2,
                     complete: false),
            MaskCase(f, "1234", caret: 2, .backward, to: "+7 (123) 4", expectedCaret: 6, value: "1234", affinity: -2,
                     complete: false),
            MaskCase(f, "1234", caret: 0, .backward, to: "+7 (123) 4", expectedCaret: 0, value: "1234", affinity: -2,
                     complete: false),
            MaskCase(f, "1234", caret: 0, .plain, to: "+7 (123) 4", expectedCaret: 4, value: "1234", affinity: -2,
                     complete: false),
            MaskCase(f, "12a34", caret: 3, .plain, to: "+7 (123) 4", expectedCaret: 6, value: "1234", affinity: -3,
                     complete: false),
            MaskCase(f, "+7 (123) 456 78 90", caret: 99, .plain, to: "+7 (123) 456 78 90", value: "1234567890",
                     affinity: 18, complete: true),
            MaskCase(f, "+7 (123) 456 78 90", caret: -5, .plain, to: "+7 (123) 456 78 90", expectedCaret: 0,
                     value: "1234567890", affinity: 18, complete: true),
        ]
    }()

    static let all = dayMonthYearShort + yearAC + phone + escaped + sillyPi + wildcard + largeNumber + gravity

    /// InputMask's SillyEllipticalCase compiles `[0…][AAA]` and silently ignores
    /// `[AAA]`; we reject anything after `…` instead (a deliberate difference).
    @Test func groupsAfterAnEllipsisAreAnError() {
        #expect(throws: MaskError(reason: .charactersAfterEllipsis, offset: 5, format: "[0…][AAA]")) {
            try Mask("[0…][AAA]")
        }
    }

    @Test(arguments: all)
    func matchesInputMask(_ row: MaskCase) throws {
        try row.verify()
    }

    /// The byte fast path takes every ASCII row.
    @Test(arguments: all.filter { $0.text.allSatisfy(\.isASCII) })
    func asciiRowsTakeTheBytePath(_ row: MaskCase) throws {
        let mask = try Mask(row.format, rightToLeft: row.rightToLeft)
        #expect(mask.applyBytes(row.input) == mask.applyCharacters(row.input))
    }
}
