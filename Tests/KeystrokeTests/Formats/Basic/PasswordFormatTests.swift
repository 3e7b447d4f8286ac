import Testing
import Keystroke

@Suite struct PasswordFormatTests {
    let password = try! PasswordFormat()

    @Test(arguments: ["Secret#42", "Aa1#aaaa", "Zoë-Ödön-7", "ÉCOLEé9£x", "Пароль_2024", "Ab3)" + String(repeating: "x", count: 36)])
    func validPasswords(text: String) throws {
        let value = try password.validate(text)
        #expect(value.text == text && value.value == text)
        #expect(password.checklist(text).values.allSatisfy { $0 })
    }

    @Test(arguments: [
        ("Aa1#", ["password.minLength"]),
        ("Aa1#" + String(repeating: "x", count: 37), ["password.maxLength"]),
        ("secret#42", ["password.uppercase"]),
        ("SECRET#42", ["password.lowercase"]),
        ("Secret#xx", ["password.digit"]),
        ("Secret42x", ["password.special"]),
        ("Secret.42", ["password.special"]),
        ("abc", ["password.minLength", "password.uppercase", "password.digit", "password.special"]),
        ("", ["password.minLength", "password.uppercase", "password.lowercase", "password.digit", "password.special"]),
    ])
    func eachFailingRuleIsReported(text: String, codes: [String]) {
        do {
            _ = try password.validate(text)
            Issue.record("\(text) should be refused")
        } catch {
            #expect(error.code == "password.rules")
            #expect(error.failures.map(\.code) == codes)
            #expect(error.failures.allSatisfy { !$0.message.isEmpty })
        }
    }

    @Test(arguments: Array("#?!@$%^&*£|)(-_;,="))
    func everySpecialCharacterCounts(special: Character) {
        #expect(password.failingRules("Abcdef1" + String(special)).isEmpty)
    }

    @Test(arguments: Array(".+~/\\'\"<>[]{}:`€–"))
    func otherSymbolsAreNotSpecial(symbol: Character) {
        #expect(password.failingRules("Abcdef1" + String(symbol)) == [.special])
    }

    @Test func unicodeDigitsAndLetters() {
        #expect(password.checklist("٣")[.digit] == true)
        #expect(password.checklist("²")[.digit] == false)
        #expect(password.checklist("É")[.uppercase] == true)
        #expect(password.checklist("ß")[.lowercase] == true)
    }

    @Test func checklistListsOnlyActiveRules() throws {
        let relaxed = try PasswordFormat(minLength: 3, maxLength: 10, uppercase: false, lowercase: true, digit: false, special: false)
        #expect(relaxed.checklist("ab") == [.minLength: false, .maxLength: true, .lowercase: true])
        #expect(throws: Never.self) { try relaxed.validate("abc") }
    }

    @Test func typingKeepsTextAndStopsAtMaximum() throws {
        let short = try PasswordFormat(minLength: 3, maxLength: 5)
        var text = ""
        for key in "Ab1#xyz" {
            let result = short.apply(MaskInput(text: text + String(key)))
            text = result.text
        }
        #expect(text == "Ab1#x")
        let pasted = short.apply(MaskInput(text: "Ab1#xyz\n"))
        #expect(pasted.text == "Ab1#x" && pasted.dropped == "yz\n" && pasted.caret == 5)
        let edited = short.apply(MaskInput(text: "AZb1", caret: 2))
        #expect(edited.text == "AZb1" && edited.caret == 2)
    }

    @Test func registryIds() throws {
        #expect(try Format(id: "password").maxLength == 40)
        #expect(try Format(id: "password").minLength == 8)
        #expect(try Format(id: "password:10:64").minLength == 10)
        for id in ["password:2:10", "password:10:5", "password:x:5", "password:8"] {
            #expect(throws: FormatError.self) { try Format(id: id) }
        }
    }

    @Test func displayIsUnchanged() {
        #expect(password.layOut("Secret#42") == "Secret#42")
        #expect(password.rawValue(of: "Secret#42") == "Secret#42")
    }
}
