import Testing
import Keystroke

@Suite struct UsernameFormatTests {
    let username = UsernameFormat()

    @Test(arguments: ["zoë_92", "abc", "john.doe", "a-b_c.d", "user123", "123", "josé", "Ünal", String(repeating: "x", count: 30)])
    func usernamesAreAccepted(_ text: String) throws {
        #expect(try username.validate(text).value == text)
        #expect(throws: ValidationError.leadingWhitespace) { try username.validate(" \(text)") }
        #expect(try Format(username).validate(typed: " \(text) ").value == text)
    }

    @Test(arguments: [
        ("ab", "username.length"), (String(repeating: "x", count: 31), "username.length"),
        ("john doe", "username.characters"), ("john@doe", "username.characters"), ("joão!", "username.characters"),
        ("_john", "username.start"), (".john", "username.start"), ("john-", "username.end"),
        ("john..doe", "username.consecutiveSymbols"), ("john._doe", "username.consecutiveSymbols"),
    ])
    func badUsernames(_ text: String, _ code: String) {
        #expect(validationCode(username, text) == code)
    }

    @Test func storedValuesDisplayTrimmed() {
        #expect(username.layOut(" zoë_92 ") == "zoë_92")
        #expect(username.rawValue(of: "john.doe ") == "john.doe")
    }

    @Test func typingDropsSpacesAndStopsAtThirty() {
        let results = typeKeys("jo hn!", into: username)
        #expect(results.map(\.text) == ["j", "jo", "jo", "joh", "john", "john"])
        #expect(results[2].dropped == " ")
        let long = username.apply(MaskInput(text: String(repeating: "a", count: 35)))
        #expect(long.text.count == 30)
        #expect(long.dropped == "aaaaa")
        #expect(long.isComplete)
    }

    @Test func generatedUsernamesFollowTheRules() {
        var random = IntlSeededGenerator(seed: 0x05E)
        let alphabet = "abcxyzé09._-"
        for _ in 0..<1_000 {
            let length = Int.random(in: 1...33, using: &random)
            let text = BrazilReference.randomString(length, from: alphabet, using: &random)
            let symbols: Set<Character> = [".", "_", "-"]
            let characters = Array(text)
            let expected = (3...30).contains(length)
                && !symbols.contains(characters[0]) && !symbols.contains(characters[length - 1])
                && !zip(characters, characters.dropFirst()).contains { symbols.contains($0) && symbols.contains($1) }
            #expect((validationCode(username, text) == nil) == expected, "\(text)")
        }
    }
}
