import Testing
@testable import Keystroke
import PCRE2

/// `EmailFormat` checks an address in one pass over its bytes; these pin it to the
/// rule-by-rule check over Characters and byte arrays it replaced, on generated input.
@Suite struct EmailFastPathTests {
    /// The checks in their documented order, written plainly.
    static func reference(_ address: String) -> ValidationError? {
        let bytes = Array(address.utf8)
        guard bytes.count <= 254 else {
            return ValidationError(
                code: "email.length", message: "An e-mail address has at most 254 characters.", parameters: ["max": "254"])
        }
        if let bad = address.first(where: { !($0.asciiValue.map { EmailFormat.isLocalByte($0) || $0 == 0x40 } ?? false) }) {
            return ValidationError(
                code: "email.characters", message: "'\(bad)' cannot appear in an e-mail address.",
                parameters: ["character": String(bad)])
        }
        let ats = bytes.indices.filter { bytes[$0] == 0x40 }
        guard ats.count == 1, let at = ats.first, at > 0, at < bytes.count - 1 else {
            return ValidationError(
                code: "email.at", message: "An e-mail address is a name, one @ and a domain (name@example.com).")
        }
        let local = bytes[..<at]
        let domain = bytes[(at + 1)...]
        if local.first == 0x2E || local.last == 0x2E {
            return ValidationError(code: "email.dotPlacement", message: "The part before the @ cannot start or end with a dot.")
        }
        if zip(bytes, bytes.dropFirst()).contains(where: { $0 == 0x2E && $1 == 0x2E }) {
            return ValidationError(code: "email.consecutiveDots", message: "An e-mail address cannot have two dots in a row.")
        }
        if domain.split(separator: 0x2E, omittingEmptySubsequences: false).contains(where: { $0.count > 63 }) {
            return ValidationError(
                code: "email.labelLength", message: "Each part of the domain has at most 63 characters.", parameters: ["max": "63"])
        }
        guard (try? Pattern(EmailFormat.whatwgPattern).matches(address)) == true else {
            return ValidationError(code: "email.invalid", message: "This is not a valid e-mail address.")
        }
        return nil
    }

    @Test(arguments: [
        "ana@example.com", "", "@", "a@", "@b", "a@b", ".a@b", "a.@b", "a..b@c", "a@b..c", "a@@b", "a@b@c",
        "a b@c", "a\r\n@b", "a\r@b", "é@b", "e\u{301}@b", "a@b\u{301}", "a@-b", "a@b-", "a@b_c",
        String(repeating: "a", count: 64) + "@b", "a@" + String(repeating: "b", count: 63),
        "a@" + String(repeating: "b", count: 64), "a@b." + String(repeating: "c", count: 64) + ".d",
        String(repeating: "a", count: 250) + "@b.c", String(repeating: "a", count: 251) + "@b.c",
        String(repeating: "é", count: 128), "a@b.c\u{0}", "\u{FEFF}a@b",
    ])
    func edgeCasesMatchTheReference(_ address: String) {
        #expect(EmailFormat.failure(address) == Self.reference(address), "\(address.debugDescription)")
    }

    @Test func generatedAddressesMatchTheReference() {
        var random = IntlSeededGenerator(seed: 0xE7A)
        let pieces = ["a", "Z", "9", ".", ".", "-", "_", "+", "@", "@", "!", " ", "é", "\u{301}", "\r\n", "\r", "ab", "cd.",
                      String(repeating: "x", count: 30), "~", "\"", "\u{0}"]
        for _ in 0..<4_000 {
            let address = (0..<Int.random(in: 0...14, using: &random)).map { _ in
                pieces.randomElement(using: &random) ?? ""
            }.joined()
            #expect(EmailFormat.failure(address) == Self.reference(address), "\(address.debugDescription)")
        }
    }
}
