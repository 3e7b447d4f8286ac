import Testing
import Keystroke
import PCRE2

@Suite struct RegexFormatTests {
    @Test func keystrokesFollowPartialMatches() throws {
        let plate = try RegexFormat(#"[A-Z]{3}-?\d[A-Z0-9]\d{2}"#, id: "plate", keyboard: .asciiCapable)
        #expect(plate.refusal(of: "AB") == nil)
        #expect(plate.refusal(of: "ABC-1") == nil)
        #expect(plate.refusal(of: "AB1")?.reason == .patternMismatch)
        #expect(plate.refusal(of: "ABC-1D234")?.reason == .patternMismatch)
        #expect(plate.apply(MaskInput(text: "ABC-1D2")).isComplete == false)
        #expect(plate.apply(MaskInput(text: "ABC-1D23")).isComplete)
        #expect(plate.apply(MaskInput(text: "ABC", caret: 1)).caret == 1)
        #expect(plate.id == "plate")
        #expect(plate.keyboard == .asciiCapable)
    }

    @Test func typingThroughTheEditingModel() throws {
        var field = EditingState(formatter: try RegexFormat(#"\d{5}-\d{3}"#))
        for key in "0131x0-1a00" { field.insert(String(key)) }
        #expect(field.text == "01310-100")
        #expect(field.isComplete)
        let refused = field.insert("9")
        #expect(refused.refusal?.reason == .patternMismatch)
        #expect(field.text == "01310-100")
    }

    @Test func validationMatchesTheWholeValue() throws {
        let digits = try RegexFormat(#"\d{3,5}"#)
        #expect(try digits.validate("1234") == ValidatedValue(text: "1234", value: "1234"))
        #expect(throws: ValidationError.leadingWhitespace) { try digits.validate(" 1234") }
        #expect(validationCode(digits, "12") == "regex.mismatch")
        #expect(validationCode(digits, "123456") == "regex.mismatch")
        #expect(validationCode(digits, "12a4") == "regex.mismatch")
        #expect(throws: ValidationError.required) { try digits.validate(" ") }
        #expect(try RegexFormat(#"\d*"#, acceptsEmpty: true).validate("").value == "")
        #expect(digits.id == #"regex:\d{3,5}"#)
    }

    @Test func catastrophicPatternsReportTheLimit() throws {
        let slow = try RegexFormat(#"(\w+\s?)*"#, options: Pattern.Options([.noJIT], matchLimit: 10_000))
        #expect(validationCode(slow, String(repeating: "a", count: 30) + "!") == "regex.limit")
    }

    @Test func registryBuildsRegexFormats() throws {
        let time = try Format(id: #"regex:([01]\d|2[0-3]):[0-5]\d"#)
        #expect(try time.validate("23:59").value == "23:59")
        #expect(validationCode(time, "24:00") == "regex.mismatch")
        #expect(time.id == #"regex:([01]\d|2[0-3]):[0-5]\d"#)
        for bad in ["regex", "regex:", "regex:(unclosed", "regex:a{2,1}"] {
            #expect(throws: FormatError.self, "\(bad)") { try Format(id: bad) }
            do { _ = try Format(id: bad) } catch { #expect(error.kind == .badParameter) }
        }
    }
}
