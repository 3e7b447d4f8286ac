import Foundation
import Keystroke
import KeystrokeForms
import PCRE2

/// Workloads that share compiled patterns, masks, formats and validators between many tasks or
/// threads, each compared with the single-threaded answers. The test suite runs them, and so does
/// `KeystrokeConcurrencyCheck`, which CI builds under ThreadSanitizer without the test targets.
///
/// Each returns what disagreed, one line a disagreement: empty means every answer matched.
public enum SharedUse {
    /// A workload's name and how to run it.
    public struct Workload: Sendable, CustomStringConvertible {
        /// A short description, printed by the check.
        public let name: String
        /// Runs the workload; the lines say what disagreed.
        public let run: @Sendable () async throws -> [String]

        /// The name, as tests and the check print it.
        public var description: String { name }
    }

    /// Runs `check` for tasks `0..<count` at once; what the failed checks said, in task order.
    static func disagreements(
        tasks count: Int, _ check: @escaping @Sendable (Int) async throws -> String?
    ) async throws -> [String] {
        try await withThrowingTaskGroup(of: (Int, String?).self) { group in
            for task in 0..<count { group.addTask { (task, try await check(task)) } }
            var found: [(Int, String)] = []
            for try await (task, said) in group { if let said { found.append((task, said)) } }
            return found.sorted { $0.0 < $1.0 }.map(\.1)
        }
    }

    /// Every workload, in the order the check runs them.
    public static let all: [Workload] = [
        Workload(name: "thousands of tasks type and validate on the catalog's subjects") { try await formatters() },
        Workload(name: "one pattern shared by many tasks") { try await sharedPattern() },
        Workload(name: "one server validator shared by many tasks") { try await sharedValidator() },
        Workload(name: "a thousand tasks on JIT patterns") { try await patternsAcrossTasks(options: Pattern.Options()) },
        Workload(name: "a thousand tasks on interpreted patterns") { try await patternsAcrossTasks(options: .noJIT) },
        Workload(name: "limit errors under contention") { try await limitErrorsUnderContention() },
        Workload(name: "short-lived threads") { try shortLivedThreads() },
    ]

    /// What one task computes on a catalog subject: the final field and each validation outcome.
    struct Outcome: Hashable, Sendable {
        var text: String
        var value: String
        var isComplete: Bool
        var validation: [String]
    }

    /// The work of task `index`: a deterministic edit script on a shared subject.
    static func work(_ index: Int, subjects: [FuzzSubject], cache: PatternCache) throws -> Outcome {
        let subject = subjects[index % subjects.count]
        var codes: [UInt32] = []
        var seed = UInt32(truncatingIfNeeded: index &* 2_654_435_761)
        for _ in 0..<24 {
            seed = seed &* 1_664_525 &+ 1_013_904_223
            codes.append(seed)
        }
        var state = ScriptRunner(subject: subject).makeState()
        for step in subject.script(codes) { state.perform(step) }
        var validation: [String] = []
        if let format = subject.format {
            for text in [state.text] + subject.validValues {
                do {
                    validation.append(try format.validate(text).value)
                } catch {
                    validation.append(error.code)
                }
            }
        }
        let shared = try cache.pattern(#"^\d{3}[.-]?\d{3}$"#)
        validation.append(String(try shared.matches(state.value)))
        return Outcome(text: state.text, value: state.value, isComplete: state.isComplete, validation: validation)
    }

    /// Thousands of tasks edit and validate on shared catalog subjects and one pattern cache.
    public static func formatters(tasks count: Int = 4_000) async throws -> [String] {
        let subjects = try FuzzCatalog.subjects()
        let cache = PatternCache(capacity: 8)
        let expected = try (0..<count).map { try work($0, subjects: subjects, cache: cache) }
        return try await disagreements(tasks: count) { index in
            let outcome = try work(index, subjects: subjects, cache: cache)
            return outcome == expected[index] ? nil : "task \(index) on \(subjects[index % subjects.count].name): \(outcome) != \(expected[index])"
        }
    }

    /// Many tasks match and partially match one compiled pattern.
    public static func sharedPattern(tasks count: Int = 2_000) async throws -> [String] {
        let pattern = try Pattern(#"([01]\d|2[0-3]):[0-5]\d"#)
        let subjects = ["", "2", "23", "23:", "23:5", "23:59", "24", "9:", "12:34", "x"]
        let expected = try subjects.map { (try pattern.matches($0), try pattern.partialMatch($0)) }
        return try await disagreements(tasks: count) { task in
            let index = task % subjects.count
            let outcome = (try pattern.matches(subjects[index]), try pattern.partialMatch(subjects[index]))
            return outcome == expected[index] ? nil : "task \(task) on \(subjects[index].debugDescription): \(outcome) != \(expected[index])"
        }
    }

    /// Many tasks share one validator made from a definition: its pooled forms must answer as
    /// new forms do.
    public static func sharedValidator(tasks count: Int = 2_000) async throws -> [String] {
        let definition = #"""
            {"elements": [
              {"key": "company", "type": "checkbox", "actions": [{"type": "visibility", "targets": ["cnpj"]}]},
              {"key": "cnpj", "type": "text", "format": "cnpj", "requiredWhen": "company", "hidden": true},
              {"key": "phones", "type": "list", "item": {"type": "text", "format": "phone:BR"}, "minItems": 1},
              {"key": "address", "type": "group", "elements": [{"key": "cep", "type": "text", "format": "cep"}]}
            ]}
            """#
        let bodies = [
            #"{"company":true,"cnpj":"11.222.333/0001-81","phones":["41999998888"],"address":{"cep":"80010-000"}}"#,
            #"{"company":true,"phones":[],"address":{"cep":"8001"}}"#,
            #"{"phones":["41999998888","21988887777"],"address":{"cep":"80010000"}}"#,
            #"{"phones":"x"}"#, "{", #"{"address":{"zip":"1"}}"#,
        ].map { Array($0.utf8) }
        let validator: FormValidator
        do {
            validator = try FormValidator(definitionJSON: definition)
        } catch {
            return ["the definition was refused: \(error)"]
        }
        let fresh = FormValidator { try! FormGroup(definitionJSON: definition) }
        var replies: [[UInt8]] = []
        for body in bodies { replies.append(await fresh.validate(body: body, acceptLanguage: nil).body) }
        let expected = replies
        return try await disagreements(tasks: count) { task in
            let index = task % bodies.count
            let reply = await validator.validate(body: bodies[index], acceptLanguage: nil).body
            return reply == expected[index] ? nil
                : "task \(task), body \(index): \(String(decoding: reply, as: UTF8.self)) != \(String(decoding: expected[index], as: UTF8.self))"
        }
    }

    /// Subjects for the pattern workloads: matches, near misses and non-ASCII text.
    static let patternSubjects: [String] = (0..<200).map { index in
        switch index % 4 {
        case 0: "user\(index)@example.com"
        case 1: "user\(index)@@example"
        case 2: "+55 (11) 9\(1000 + index)-\(2000 + index)"
        default: "héllo 👋 \(index)"
        }
    }

    /// What a pattern says of a subject: whole match, partial match and the first match's groups.
    struct Answer: Equatable, Sendable {
        let matches: Bool
        let partial: PartialMatch
        let first: [String?]
    }

    static func answer(_ pattern: Pattern, _ subject: String) throws -> Answer {
        let first = try pattern.firstMatch(in: subject)
        return Answer(
            matches: try pattern.matches(subject),
            partial: try pattern.partialMatch(subject),
            first: first.map { match in (0...match.captureCount).map { match[$0].map(String.init) } } ?? [])
    }

    /// A thousand tasks share three patterns compiled with `options`.
    public static func patternsAcrossTasks(options: Pattern.Options, tasks count: Int = 1_000) async throws -> [String] {
        let patterns = try [
            Pattern(#"(?<user>[\w.+-]+)@(?<host>[\w-]+(?:\.[\w-]+)+)"#, options: options),
            Pattern(#"\+(\d+) \((\d\d)\) (\d{4,5})-(\d{4})"#, options: options),
            Pattern(#"(\p{L}+) (\p{Extended_Pictographic})"#, options: options),
        ]
        let subjects = patternSubjects
        let expected = try (0..<count).map { try answer(patterns[$0 % 3], subjects[$0 % subjects.count]) }
        var mismatches = try await disagreements(tasks: count) { task in
            let answer = try answer(patterns[task % 3], subjects[task % subjects.count])
            return answer == expected[task] ? nil : "task \(task): \(answer) != \(expected[task])"
        }
        // Both outcomes must occur, or the workload proves little.
        if !expected.contains(where: \.matches) || !expected.contains(where: { !$0.matches }) {
            mismatches.append("the subjects do not give both a match and a miss")
        }
        return mismatches
    }

    /// Many tasks run a catastrophic pattern with a match limit: every one gets the limit error.
    public static func limitErrorsUnderContention(tasks count: Int = 64) async throws -> [String] {
        let pattern = try Pattern(#"(a+)+$"#, options: Pattern.Options([], matchLimit: 20_000))
        let evil = String(repeating: "a", count: 40) + "b"
        return try await disagreements(tasks: count) { task in
            do {
                _ = try pattern.firstMatch(in: evil)
                return "task \(task): no error"
            } catch let error as PCRE2Error where error.kind == .matchLimit {
                return nil
            } catch {
                return "task \(task): \(error)"
            }
        }
    }

    /// Answers gathered from threads, under a lock.
    final class Tally: @unchecked Sendable {
        // SAFETY: `answers` is only touched while `lock` is held.
        private let lock = NSLock()
        private var answers: [String?] = []

        func add(_ answer: String?) {
            lock.lock()
            answers.append(answer)
            lock.unlock()
        }

        var all: [String?] {
            lock.lock()
            defer { lock.unlock() }
            return answers
        }
    }

    /// Sixteen threads each match once and exit. Each makes its own match scratch and frees it
    /// on exit; a double free or a use after free would crash here.
    public static func shortLivedThreads(threads count: Int = 16) throws -> [String] {
        let pattern = try Pattern(#"(\d+)-(\d+)"#)
        let interpreted = try Pattern(#"(\d+)-(\d+)"#, options: .noJIT)
        let tally = Tally()
        let done = DispatchSemaphore(value: 0)
        for index in 0..<count {
            let thread = Thread {
                let matches = index.isMultiple(of: 2)
                let subject = matches ? "\(index)-\(index)" : "\(index)-x"
                let jit = try? pattern.matches(subject)
                tally.add(jit == matches ? nil : "thread \(index): JIT match \(String(describing: jit)) on \(subject)")
                let group = try? interpreted.firstMatch(in: subject)?[2].map(String.init)
                let wanted: String? = matches ? "\(index)" : nil
                tally.add(group == wanted ? nil : "thread \(index): interpreted group \(String(describing: group)) on \(subject)")
                done.signal()
            }
            thread.start()
        }
        for _ in 0..<count { done.wait() }
        let answers = tally.all
        var mismatches = answers.compactMap { $0 }
        if answers.count != 2 * count { mismatches.append("\(answers.count) answers from \(count) threads, not \(2 * count)") }
        return mismatches
    }
}
