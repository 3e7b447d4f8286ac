@testable import KeystrokeForms
import Foundation
import KeystrokeTestSupport
import Testing

/// Paths of answers: a key is `.key` when each of its scalars is a letter, a digit, `_` or `-`,
/// and `["key"]` otherwise, whichever way the path is made.
@Suite struct FormDefinitionErrorTests {
    /// The rule written out on scalars, as the reference.
    static func expectedComponent(_ key: String) -> String {
        let plain = !key.isEmpty && key.unicodeScalars.allSatisfy { scalar in
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "-"
        }
        if plain { return "." + key }
        return "[\"" + key.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\"]"
    }

    @Test func everyKeyIsJoinedAsItsComponent() {
        // Every ASCII byte alone and beside plain ones, then random keys of ASCII and Unicode.
        var keys = (0..<128).map { String(UnicodeScalar(UInt8($0))) }
        keys += (0..<128).map { "a\(UnicodeScalar(UInt8($0)))9" }
        var random = SeededGenerator(seed: 54)
        let pieces = ["a", "Z", "0", "_", "-", ".", " ", "\"", "é", "号", "/", "[", "\u{7F}"]
        for _ in 0..<2000 {
            keys.append((0..<Int.random(in: 0...6, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined())
        }
        for key in keys {
            let expected = "$.a" + Self.expectedComponent(key)
            #expect(FormDefinitionError.path("$.a", key: key) == expected, "\(key.debugDescription)")
            #expect("$.a" + FormDefinitionError.component(key) == expected, "\(key.debugDescription)")
        }
        #expect(FormDefinitionError.path("$", key: "phone_2-b") == "$.phone_2-b")
        #expect(FormDefinitionError.path("$", key: "a b") == #"$["a b"]"#)
    }
}
