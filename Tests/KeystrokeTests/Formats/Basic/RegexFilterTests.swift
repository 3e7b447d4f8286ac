import Keystroke
import PCRE2
import Testing

@Suite("RegexFilter")
struct RegexFilterTests {
    static let time = #"([01]\d|2[0-3]):[0-5]\d"#
    static let email = #"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}"#

    /// A pattern, keys typed one at a time, and the text after each key
    /// (unchanged when the key is refused).
    struct Typing: Sendable, CustomTestStringConvertible {
        var pattern: String
        var keys: [String]
        var texts: [String]
        var complete: Bool

        var testDescription: String { "\(keys.joined()) into \(pattern)" }
    }

    static let typings: [Typing] = [
        Typing(pattern: time, keys: ["2", "5", "3", ":", "6", "5", "9", "1"],
               texts: ["2", "2", "23", "23:", "23:", "23:5", "23:59", "23:59"], complete: true),
        Typing(pattern: time, keys: ["0", "7", "3"], texts: ["0", "07", "07"], complete: false),
        Typing(pattern: time, keys: ["a", "1"], texts: ["", "1"], complete: false),
        Typing(pattern: email, keys: ["a", "b", "@", "@", "x", ".", "c", "o", " "],
               texts: ["a", "ab", "ab@", "ab@", "ab@x", "ab@x.", "ab@x.c", "ab@x.co", "ab@x.co"], complete: true),
        Typing(pattern: email, keys: ["@"], texts: [""], complete: false),
        Typing(pattern: #"\d{3}"#, keys: ["١", "1", "2", "3", "4"], texts: ["١", "١1", "١12", "١12", "١12"], complete: true),
    ]

    @Test(arguments: typings)
    func typingIsFilteredKeyByKey(_ typing: Typing) throws {
        var field = EditingState(formatter: try RegexFilter(typing.pattern))
        for (key, expected) in zip(typing.keys, typing.texts) {
            let before = field.text
            let result = field.insert(key)
            #expect(result.text == expected, "after \"\(key)\"")
            if expected == before {
                #expect(result.refusal?.reason == .patternMismatch, "\"\(key)\" should be refused")
                #expect(result.refusal?.characters == key)
                #expect(!result.wasApplied)
            } else {
                #expect(result.refusal == nil)
                #expect(result.caret == expected.count)
            }
        }
        #expect(field.isComplete == typing.complete)
        #expect(field.value == field.text)
    }

    static let admissions: [(String, String, Bool?)] = [
        // (pattern, text, nil = refused / false = partial / true = complete)
        (time, "", false),
        (time, "1", false),
        (time, "19:", false),
        (time, "19:30", true),
        (time, "24", nil),
        (time, "12:60", nil),
        (time, "12:300", nil),
        (email, "a@b.cd", true),
        (email, "a@b", false),
        (email, "a@@b", nil),
        (email, "a b", nil),
    ]

    @Test(arguments: admissions)
    func admitsCompleteAndPartialMatchesOnly(_ pattern: String, _ text: String, _ expected: Bool?) throws {
        let filter = try RegexFilter(pattern)
        let refusal = filter.refusal(of: text)
        let result = filter.apply(MaskInput(text: text, caret: 0))
        #expect(result.text == text)
        #expect(result.caret == 0)
        if let complete = expected {
            #expect(refusal == nil)
            #expect(result.isComplete == complete)
        } else {
            #expect(refusal?.reason == .patternMismatch)
            #expect(!result.isComplete)
        }
    }

    @Test func editsInTheMiddleAreFilteredToo() throws {
        var field = EditingState(formatter: try RegexFilter(Self.time), text: "12:30")
        field.moveCaret(to: 1)
        // "1|2:30": deleting "1" leaves "2:30", which cannot match.
        #expect(field.deleteBackward().refusal?.reason == .patternMismatch)
        #expect(field.text == "12:30")
        field.select(3..<5)
        #expect(field.insert("4").text == "12:4")
        #expect(!field.isComplete)
        #expect(field.paste("5").text == "12:45")
        #expect(field.isComplete)
        field.select(0..<2)
        #expect(field.paste("29").refusal?.reason == .patternMismatch)
        #expect(field.paste("09").text == "09:45")
        #expect(field.undo().text == "12:45")
    }

    @Test func aBadPatternThrowsWithItsOffset() {
        #expect {
            _ = try RegexFilter("([0-9]")
        } throws: { error in
            guard let error = error as? PCRE2Error else { return false }
            return error.kind == .compile && error.offset != nil
        }
    }

    @Test func aLimitErrorIsARefusalNotAHang() throws {
        let options = Pattern.Options([], matchLimit: 10_000)
        var field = EditingState(formatter: try RegexFilter(#"(a+)+"#, options: options))
        let evil = String(repeating: "a", count: 10_000) + "b"
        let result = field.paste(evil)
        #expect(result.refusal?.reason == .patternMismatch)
        #expect(result.refusal?.message.contains("limit") == true)
        #expect(field.text.isEmpty)
    }

    @Test func aCompiledPatternCanBeShared() throws {
        let pattern = try Pattern(Self.time)
        let filter = RegexFilter(pattern: pattern)
        #expect(filter.pattern === pattern)
        #expect(filter.refusal(of: "23:5") == nil)
    }
}
