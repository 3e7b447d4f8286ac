import Foundation
import Keystroke
import KeystrokeForms
import PCRE2
import Testing

/// Catastrophic patterns on long subjects: every layer reports PCRE2's limit
/// as an error, quickly, and never hangs.
@Suite("ReDoS patterns fail fast")
struct ReDoSTests {
    /// Nested and ambiguous quantifiers that backtrack exponentially on a near miss.
    static let patterns = [#"(a+)+$"#, #"(a|a)*b"#, #"(a*)*b"#, #"(a|aa)+$"#, #"((a+)*)+c"#, #"(\w+\s?)*$"#]

    /// A near miss: many `a`s and a final character no pattern accepts.
    static let subject = String(repeating: "a", count: 30_000) + "!"

    /// The longest one check may take, even under a sanitizer on a busy machine.
    static let timeLimit = Duration.seconds(10)

    /// Runs `body`, records an issue when it takes longer than ``timeLimit``.
    static func timed<T>(_ label: String, _ body: () throws -> T) rethrows -> T {
        let clock = ContinuousClock()
        let start = clock.now
        let result = try body()
        let elapsed = clock.now - start
        #expect(elapsed < timeLimit, "\(label) took \(elapsed)")
        return result
    }

    /// The error matching the near miss throws, if any.
    static func matchError(_ pattern: Pattern) -> PCRE2Error? {
        do throws(PCRE2Error) {
            _ = try pattern.matches(subject)
            return nil
        } catch {
            return error
        }
    }

    @Test("Pattern reports a limit error", arguments: patterns)
    func patternLimit(source: String) throws {
        // Without JIT the interpreter's match limit applies for sure.
        let pattern = try Pattern(source, options: .noJIT)
        let error = Self.timed(source) { Self.matchError(pattern) }
        let thrown = try #require(error, "\(source) matched a near miss without reaching a limit")
        #expect(thrown.isLimitExceeded, "\(source): \(thrown)")
    }

    @Test("Pattern with JIT ends quickly: no match or a limit error", arguments: patterns)
    func jitEndsQuickly(source: String) throws {
        let pattern = try Pattern(source)
        Self.timed(source) {
            do throws(PCRE2Error) {
                #expect(try pattern.matches(Self.subject) == false)
            } catch {
                #expect(error.isLimitExceeded, "\(source): \(error)")
            }
        }
    }

    @Test("RegexFilter refuses with the limit in the message", arguments: patterns)
    func regexFilter(source: String) throws {
        var field = EditingState(formatter: try RegexFilter(source, options: .noJIT))
        let result = Self.timed(source) { field.paste(Self.subject) }
        #expect(result.wasApplied == false)
        let refusal = try #require(result.refusal)
        #expect(refusal.reason == .patternMismatch)
        #expect(field.text.isEmpty)
    }

    @Test("RegexFormat gives regex.limit", arguments: patterns)
    func regexFormat(source: String) throws {
        let format = RegexFormat(pattern: try Pattern(source, options: .noJIT))
        let error = Self.timed(source) { () -> ValidationError? in
            do throws(ValidationError) {
                _ = try format.validate(Self.subject)
                return nil
            } catch {
                return error
            }
        }
        #expect(error?.code == "regex.limit")
    }

    @Test("A form's regex rule reports a field error, never hangs", arguments: patterns)
    func formRule(source: String) throws {
        let escaped = source.replacingOccurrences(of: "\\", with: "\\\\")
        let form = try FormGroup(definitionJSON: """
            {"elements": [{"key": "code", "type": "text", "validation": {"type": "regex", "regex": "\(escaped)"}}]}
            """)
        try form.fill(answersJSON: #"{"code": "\#(Self.subject)"}"#)
        let result = Self.timed(source) { form.validateAll() }
        let error = try #require(result.error(at: "code"))
        #expect(error.code == "rule.pattern")
    }
}
