import Foundation
import PCRE2
import Testing
import KeystrokeForms

@Suite struct RuleTests {
    @Test(arguments: [
        (Rule.minLength(3), "ab", "rule.minLength"), (Rule.minLength(3), "abc", nil),
        (Rule.maxLength(3), "abcd", "rule.maxLength"), (Rule.maxLength(3), "abc", nil),
        (Rule.minValue(10), "9.99", "rule.minValue"), (Rule.minValue(10), "10", nil),
        (Rule.maxValue(10), "10,01", "rule.maxValue"), (Rule.maxValue(10), "-3", nil),
        (Rule.minValue(0), "1-2", "rule.notANumber"), (Rule.maxValue(0), "", "rule.notANumber"),
        (Rule.minValue(0), "1.2.3", "rule.notANumber"),
    ] as [(Rule, String, String?)])
    func builtInRules(rule: Rule, value: String, code: String?) {
        #expect(rule.validate(value)?.code == code)
    }

    @Test func lengthsCountCharactersNotBytes() {
        #expect(Rule.maxLength(4).validate("João") == nil)
        #expect(Rule.maxLength(1).validate("👩‍👩‍👧") == nil)
    }

    @Test func customRulesUseTheirCodeAndMessage() {
        let onlyA = Rule.custom(code: "demo.onlyA", message: "The string consists not only of the letters 'a'") {
            $0.allSatisfy { $0 == "a" }
        }
        #expect(onlyA.validate("aaa") == nil)
        let failure = onlyA.validate("aab")
        #expect(failure?.code == "demo.onlyA")
        #expect(failure?.message == "The string consists not only of the letters 'a'")
    }

    @Test func andStopsAtTheFirstFailure() {
        let rule = Rule.minLength(2) && .maxLength(4)
        #expect(rule.validate("a")?.code == "rule.minLength")
        #expect(rule.validate("abcde")?.code == "rule.maxLength")
        #expect(rule.validate("abc") == nil)
    }

    /// TheDistanceForms: "Telephone OR Email".
    @Test func orPassesWhenAnyAlternativePasses() {
        let rule = Rule.format(TestFormat.phone) || .format(TestFormat.letters)
        #expect(rule.validate("4133333333") == nil)
        #expect(rule.validate("Ana") == nil)
        let failure = rule.validate("4!")
        #expect(failure?.code == "rule.any")
        #expect(failure?.failures.map(\.code) == ["phone.invalid", "letters.invalid"])
    }

    @Test func rulesRunOnTheFormatsValueInOrder() {
        let field = TextInput(name: "pin", format: TestFormat.digits, text: "12")
        field.rules = [.minLength(4), .custom(message: "no") { _ in false }]
        let form = FormGroup(name: "f", elements: [field])
        #expect(form.validateAll().errors.map(\.code) == ["rule.minLength"])
        #expect(form.validateAll().errors.first?.parameters["min"] == "4")
        field.setText("1234")
        #expect(form.validateAll().errors.map(\.code) == ["rule.custom"])
    }

    @Test func explicitRuleMessagesWin() {
        let field = TextInput(name: "name", format: TestFormat.letters, text: "Al")
        field.rules = [.minLength(3, message: "Too short, {min}!")]
        let form = FormGroup(name: "f", elements: [field])
        form.language = .italian
        #expect(form.validateAll().errors.first?.message == "Too short, {min}!")
    }
}

@Suite struct RegexRuleTests {
    /// FormController's demo rule: only the letter "a"; TheDistanceForms' password regex.
    @Test(arguments: [
        ("[a]*", "aaa", true), ("[a]*", "aab", false), ("[a-zA-Z0-9]{6,}", "abc123", true),
        ("[a-zA-Z0-9]{6,}", "abc12", false), ("a|ab", "ab", true), ("\\d+", "12x", false),
    ])
    func regexMatchesTheWholeValue(pattern: String, value: String, passes: Bool) throws {
        let rule = try Rule.regex(pattern)
        #expect((rule.validate(value) == nil) == passes)
        if !passes { #expect(rule.validate(value)?.code == "rule.pattern") }
    }

    @Test func badPatternsThrow() {
        #expect(throws: PCRE2Error.self) { try Rule.regex("(unclosed") }
    }

    @Test func catastrophicPatternsFailInsteadOfHanging() throws {
        let rule = Rule.regex(try Pattern("(a+)+$"))
        let failure = rule.validate(String(repeating: "a", count: 40) + "!")
        #expect(failure?.code == "rule.pattern")
    }

    @Test func definitionRegexRules() throws {
        let form = try FormGroup(definitionJSON: #"""
            {"elements": [{"key": "password", "type": "text", "validation": {"type": "regex",
              "regex": "^[a-zA-Z0-9]{6,}$", "message": "Please enter a password at least 6 characters long."}}]}
            """#)
        try form.fill(answers: ["password": "abc"])
        #expect(form.validateAll().errors.map(\.message) == ["Please enter a password at least 6 characters long."])
        #expect(throws: FormDefinitionError.self) {
            try FormGroup(definitionJSON: #"{"elements": [{"key": "p", "type": "text", "validation": {"type": "regex", "regex": "("}}]}"#)
        }
    }
}
