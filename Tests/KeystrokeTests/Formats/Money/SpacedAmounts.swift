import Testing
import Keystroke
import KeystrokeTestSupport

/// `rendered` as people type it: each no-break space (U+00A0, U+202F) replaced at random by an
/// ASCII space, a no-break space, nothing or two spaces, and sometimes a space at either end.
func randomlySpaced(_ rendered: String, _ generator: inout SeededGenerator) -> String {
    let spaces: [String] = [" ", "\u{A0}", "\u{202F}", "", "  "]
    var text = ""
    for character in rendered {
        text += character == "\u{A0}" || character == "\u{202F}" ? spaces[Int(generator.next() % 5)] : String(character)
    }
    if generator.next() % 8 == 0 { text = " " + text }
    if generator.next() % 8 == 0 { text += " " }
    return text
}

/// Expects two validations of `text` to agree: the same text and value, or the same error code.
func expectSameVerdict(
    _ fast: Result<ValidatedValue, ValidationError>, _ full: Result<ValidatedValue, ValidationError>, for text: String,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    switch (fast, full) {
    case let (.success(a), .success(b)): #expect(a.text == b.text && a.value == b.value, "\(text)", sourceLocation: sourceLocation)
    case let (.failure(a), .failure(b)): #expect(a.code == b.code, "\(text)", sourceLocation: sourceLocation)
    default: Issue.record("\(text): \(fast) against \(full)", sourceLocation: sourceLocation)
    }
}
