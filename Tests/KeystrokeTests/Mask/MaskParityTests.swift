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

    static let all = dayMonthYearShort + yearAC + phone

    @Test(arguments: all)
    func matchesInputMask(_ row: MaskCase) throws {
        let mask = try Mask(row.format, rightToLeft: row.rightToLeft)
        let result = mask.apply(row.input)
        #expect(result.text == row.expected)
        #expect(result.caret == (row.expectedCaret ?? row.expected.count))
        #expect(result.value == row.value)
        #expect(result.isComplete == row.complete)
        if let affinity = row.affinity {
            #expect(result.affinity == affinity)
        }
    }

    /// The byte fast path and the Character path agree on every row.
    @Test(arguments: all)
    func bothPathsAgree(_ row: MaskCase) throws {
        let mask = try Mask(row.format, rightToLeft: row.rightToLeft)
        #expect(mask.applyBytes(row.input) == mask.applyCharacters(row.input))
    }
}
