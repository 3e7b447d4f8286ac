import Benchmark
import CPCRE2Direct
import Foundation
import PCRE2

// Whole-subject matching of form-field values with four engines, on the same subjects:
// Pattern.matches, a direct pcre2_jit_match call (compiled once, match data reused, no limits),
// NSRegularExpression and Swift Regex (wholeMatch). One iteration = one pass over a field's subjects.

/// An engine answering "does the whole subject match?".
protocol WholeMatcher {
    func matches(_ subject: String) throws -> Bool
}

extension Pattern: WholeMatcher {}

/// One kind of field: a pattern and 10–60 byte subjects, some matching and some not.
struct Field {
    let name: String
    let pattern: String
    let subjects: [String]
}

let fields = [
    Field(
        name: "Email",
        pattern: #"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}"#,
        subjects: [
            "ana.silva@example.com", "joao+news@mail.empresa.com.br", "x.y_z-99@sub.domain.org",
            "first.last.name@university.edu.pt", "no-at-sign.example.com", "two@@example.com",
            "trailing.dot@example.", "spaces in@example.com",
        ]),
    Field(
        name: "Phone",
        pattern: #"\+?\d{1,3}[ -]?\(?\d{2,3}\)?[ -]?\d{4,5}-?\d{4}"#,
        subjects: [
            "+55 (11) 91234-5678", "+1 415 555-0134", "(21) 3456-7890", "+44 20 7946-0958",
            "12345", "+55 (11) 9123A-5678", "phone: 555-0134", "+55 (11) 91234-56789-000",
        ]),
    Field(
        name: "Card",
        pattern: #"(?:\d{4}[ -]?){3}\d{4}|3[47]\d{2}[ -]?\d{6}[ -]?\d{5}"#,
        subjects: [
            "4111 1111 1111 1111", "5500-0000-0000-0004", "340000000000009", "3400 000000 00009",
            "4111 1111 1111 111", "4111-1111-1111-11112", "card 4111111111111111", "abcd efgh ijkl mnop",
        ]),
]

/// A pattern compiled straight through the C API, as a caller without the wrapper would.
final class DirectJIT: WholeMatcher, @unchecked Sendable {
    // SAFETY: the benchmark runs one iteration at a time on one thread; the handles are never shared.
    let code: OpaquePointer
    let matchData: OpaquePointer

    init(_ pattern: String) {
        var errorCode: Int32 = 0
        var errorOffset = 0
        let bytes = Array(pattern.utf8)
        let options = UInt32(PCRE2_UTF | PCRE2_UCP | PCRE2_ANCHORED | PCRE2_ENDANCHORED)
        guard let code = pcre2_compile_8(bytes, bytes.count, options, &errorCode, &errorOffset, nil) else {
            fatalError("direct compile failed: \(errorCode) at \(errorOffset)")
        }
        guard pcre2_jit_compile_8(code, UInt32(PCRE2_JIT_COMPLETE)) == 0 else { fatalError("no JIT") }
        self.code = code
        matchData = pcre2_match_data_create_from_pattern_8(code, nil)
    }

    @inline(__always)
    func matches(_ subject: String) -> Bool {
        let code = subject.utf8.withContiguousStorageIfAvailable { bytes in
            pcre2_jit_match_8(self.code, bytes.baseAddress, bytes.count, 0, 0, matchData, nil)
        }
        return (code ?? -1) >= 0
    }
}

/// NSRegularExpression anchored at both ends, the closest it has to a whole match.
final class FoundationRegex: WholeMatcher, @unchecked Sendable {
    // SAFETY: NSRegularExpression is immutable and documented thread-safe.
    let regex: NSRegularExpression

    init(_ pattern: String) {
        do { regex = try NSRegularExpression(pattern: "^(?:\(pattern))\\z") } catch { fatalError("\(error)") }
    }

    func matches(_ subject: String) -> Bool {
        regex.firstMatch(in: subject, range: NSRange(location: 0, length: subject.utf16.count)) != nil
    }
}

/// Swift Regex compiled at run time from the same source.
final class SwiftRegex: WholeMatcher, @unchecked Sendable {
    // SAFETY: used from one thread at a time; Regex values are immutable.
    let regex: Regex<AnyRegexOutput>

    init(_ pattern: String) {
        do { regex = try Regex(pattern) } catch { fatalError("\(error)") }
    }

    func matches(_ subject: String) -> Bool {
        (try? regex.wholeMatch(in: subject)) != nil
    }
}

/// Registers one engine on one field: checks its answers against `expected`, then times passes
/// over the subjects. Generic, so each engine's `matches` is called directly, not through a closure.
func register<Engine: WholeMatcher>(
    _ label: String, _ field: Field, expected: [Bool], _ configuration: Benchmark.Configuration,
    _ make: @escaping @Sendable () throws -> Engine
) {
    let subjects = field.subjects
    Benchmark("\(field.name)/\(label)", configuration: configuration) { benchmark in
        let engine = try make()
        let answers = try subjects.map { try engine.matches($0) }
        precondition(answers == expected, "\(label) disagrees on \(field.name)")
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            for subject in subjects { blackHole(try engine.matches(subject)) }
        }
    }
}

let benchmarks: @Sendable () -> Void = {
    let fast = Benchmark.Configuration(
        metrics: [.wallClock, .throughput, .mallocCountTotal, .instructions],
        warmupIterations: 10, scalingFactor: .kilo, maxDuration: .seconds(2), maxIterations: 1_000)
    let slow = Benchmark.Configuration(
        metrics: [.wallClock, .throughput, .mallocCountTotal, .instructions],
        warmupIterations: 3, scalingFactor: .kilo, maxDuration: .seconds(3), maxIterations: 100)

    for field in fields {
        let expected: [Bool]
        do {
            let pattern = try Pattern(field.pattern)
            expected = try field.subjects.map { try pattern.matches($0) }
        } catch {
            fatalError("\(error)")
        }
        // Pattern.matches: limits, per-thread match data, compile-time anchoring.
        register("Pattern.matches", field, expected: expected, fast) { try Pattern(field.pattern) }
        register("direct pcre2_jit_match", field, expected: expected, fast) { DirectJIT(field.pattern) }
        register("NSRegularExpression", field, expected: expected, slow) { FoundationRegex(field.pattern) }
        register("Swift Regex", field, expected: expected, slow) { SwiftRegex(field.pattern) }
    }
}
