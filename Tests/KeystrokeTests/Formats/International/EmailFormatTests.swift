import Testing
import Keystroke

@Suite struct EmailFormatTests {
    /// The WHATWG rule exactly (`email:local`); the default's extra dot rule is tested below.
    let email = EmailFormat(requiresDotInDomain: false)
    let signUp = EmailFormat()

    @Test(arguments: ["john@localhost", "a+tag@localhost", "ana@gmail", "a@b", "a@1"])
    func theDefaultRequiresADotInTheDomain(address: String) throws {
        #expect(intlErrorCode(signUp, address) == "email.domainDot")
        #expect(intlErrorCode(email, address) == nil)
        #expect(try Format(id: "email:local").validate(address).value == address)
        #expect(throws: ValidationError.self) { try Format(id: "email").validate(address) }
        #expect(!signUp.apply(MaskInput(text: address)).isComplete)
        #expect(email.apply(MaskInput(text: address)).isComplete)
    }

    @Test func theDefaultStillAcceptsDottedDomains() throws {
        #expect(try signUp.validate("ana@gmail.com").value == "ana@gmail.com")
        #expect(try signUp.validate("a@1.2.3.4").value == "a@1.2.3.4")
        #expect(signUp.id == "email")
        #expect(email.id == "email:local")
        #expect(throws: FormatError.self) { try Format(id: "email:intranet") }
    }

    @Test(arguments: [
        "a@b", "ana.maria@example.com", "x+tag@sub.example.co.uk", "o'brien@example.ie", "user_1@my-domain.org",
        "!#$%&'*+/=?^_`{|}~-@example.com", "UPPER@EXAMPLE.COM", "a@localhost", "a@1.2.3.4",
        "a@" + String(repeating: "x", count: 63) + ".com",
    ])
    func validAddresses(address: String) throws {
        #expect(throws: ValidationError.leadingWhitespace) { try email.validate("  " + address) }
        #expect(throws: ValidationError.trailingWhitespace) { try email.validate(address + "\n") }
        let validated = try email.validate(address)
        #expect(validated.value == address)
        #expect(validated.text == address)
    }

    @Test(arguments: [
        ("plainaddress", "email.at"), ("@example.com", "email.at"), ("a@", "email.at"), ("a@b@c.com", "email.at"),
        (".a@example.com", "email.dotPlacement"), ("a.@example.com", "email.dotPlacement"),
        ("a..b@example.com", "email.consecutiveDots"), ("a@example..com", "email.consecutiveDots"),
        ("a@" + String(repeating: "x", count: 64) + ".com", "email.labelLength"),
        (String(repeating: "a", count: 64) + "@" + Array(repeating: String(repeating: "b", count: 60), count: 4).joined(separator: "."), "email.length"),
        ("a b@example.com", "email.characters"), ("josé@example.com", "email.characters"), ("\"a\"@example.com", "email.characters"),
        ("a@-example.com", "email.invalid"), ("a@example-.com", "email.invalid"), ("a@example.com.", "email.invalid"),
        ("a@.example.com", "email.invalid"), ("a@exa_mple.com", "email.invalid"),
    ])
    func invalidAddresses(address: String, code: String) {
        #expect(intlErrorCode(email, address) == code, "\(address)")
    }

    @Test func lengthLimitIsInclusive() {
        let domain = Array(repeating: String(repeating: "b", count: 61), count: 4).joined(separator: ".") // 247
        let atLimit = "abcdef@" + domain // 254
        #expect(atLimit.count == 254)
        #expect(intlErrorCode(email, atLimit) == nil)
        #expect(intlErrorCode(email, "x" + atLimit) == "email.length")
    }

    /// What the length limit drops does not count: a dot or an `@` past it leaves the kept text
    /// as incomplete as it reads (found by the fuzzer: a paste whose dot fell past the limit).
    @Test func charactersPastTheLimitDoNotCompleteTheAddress() {
        let email = EmailFormat()  // a dot required after the @
        let kept = String(repeating: "a", count: 200) + "@" + String(repeating: "b", count: 53)  // 254, no dot
        for tail in [".com", "@x.com", "."] {
            let typed = email.apply(MaskInput(text: kept + tail, caret: kept.count + tail.count))
            #expect(typed.text == kept && typed.dropped == tail, "\(tail)")
            #expect(!typed.isComplete, "\(tail)")
            #expect(typed.isComplete == email.apply(MaskInput(text: typed.text, caret: typed.text.count)).isComplete)
        }
        let beforeAt = String(repeating: "a", count: 254)
        let late = email.apply(MaskInput(text: beforeAt + "@b.co", caret: 259))
        #expect(late.text == beforeAt && !late.isComplete)
    }

    @Test func generatedAddressesAgreeWithTheRules() {
        // Random addresses from a small alphabet with dots, hyphens and @: every one the format
        // accepts satisfies each rule, and every one it refuses breaks the rule its code names.
        var random = IntlSeededGenerator(seed: 0xE)
        let alphabet = Array("ab1.-@_+")
        for _ in 0..<3000 {
            let address = String((0..<Int.random(in: 1...12, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
            let parts = address.split(separator: "@", omittingEmptySubsequences: false)
            let code = intlErrorCode(email, address)
            if parts.count != 2 || parts[0].isEmpty || parts[1].isEmpty {
                #expect(code == "email.at", "\(address)")
                continue
            }
            let local = parts[0], domain = parts[1]
            if local.hasPrefix(".") || local.hasSuffix(".") {
                #expect(code == "email.dotPlacement", "\(address)")
            } else if address.contains("..") {
                #expect(code == "email.consecutiveDots", "\(address)")
            } else {
                let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
                let labelsOK = labels.allSatisfy { label in
                    !label.isEmpty && !label.hasPrefix("-") && !label.hasSuffix("-") && !label.contains("_") && !label.contains("+")
                }
                #expect((code == nil) == labelsOK, "\(address): \(code ?? "valid")")
                if !labelsOK { #expect(code == "email.invalid") }
            }
        }
    }

    @Test func typingRefusesImpossibleCharactersAndASecondAt() {
        var typist = IntlTypist(email)
        typist.type("ana maria@exa@mple.com")
        #expect(typist.result.text == "anamaria@example.com")
        #expect(typist.result.dropped == "")
        #expect(typist.result.isComplete)

        let pasted = email.apply(MaskInput(text: " a b@c@d!.com "))
        #expect(pasted.text == "ab@cd.com")
        #expect(pasted.dropped == "  @! ")

        #expect(email.refusal(of: "a@b.c") == nil)
        #expect(email.refusal(of: "a@b@c")?.reason == .formatRule)
        #expect(email.refusal(of: "a b")?.reason == .characterNotAllowed)
        #expect(email.refusal(of: "a@b!c")?.reason == .characterNotAllowed)
        #expect(email.refusal(of: "é")?.characters == "é")
    }

    @Test func editingMidText() {
        var typist = IntlTypist(email, text: "ana@example.com")
        typist.moveCaret(to: 3)
        typist.type(".m")
        #expect(typist.result.text == "ana.m@example.com")
        #expect(typist.result.caret == 5)
        typist.backspace(2)
        #expect(typist.result.text == "ana@example.com")
        #expect(typist.result.caret == 3)
        typist.moveCaret(to: 0)
        typist.type("@")
        #expect(typist.result.text == "@anaexample.com", "the first @ wins; the old one is dropped")
        #expect(typist.result.dropped == "@")
    }

    @Test func registeredAndDisplay() throws {
        let registered = try Format(id: "email")
        #expect(registered.keyboard == .email)
        #expect(registered.maxLength == 254)
        #expect(registered.layOut(" a@b.com ") == "a@b.com")
        #expect(registered.rawValue(of: "\ta@b.com") == "a@b.com")
        #expect(registered.allows("+"))
        #expect(!registered.allows(" "))
    }
}
