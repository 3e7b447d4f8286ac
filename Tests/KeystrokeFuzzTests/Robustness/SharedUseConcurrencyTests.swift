import Keystroke
import KeystrokeForms
import KeystrokeFuzzSupport
import PCRE2
import Testing

/// Thousands of tasks share the same compiled patterns, masks and formats,
/// typing and validating at once; every result equals the single-threaded one.
/// `Tests/Fuzz/ci.sh` runs this suite under ThreadSanitizer.
@Suite("Concurrent use of shared formatters")
struct SharedUseConcurrencyTests {
    /// What one task computes: the final field and each validation outcome.
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

    @Test("Thousands of tasks give the single-threaded results")
    func thousandsOfTasks() async throws {
        let subjects = try FuzzCatalog.subjects()
        let cache = PatternCache(capacity: 8)
        let count = 4_000
        let expected = try (0..<count).map { try Self.work($0, subjects: subjects, cache: cache) }
        let results = try await withThrowingTaskGroup(of: (Int, Outcome).self) { group in
            for index in 0..<count {
                group.addTask { (index, try Self.work(index, subjects: subjects, cache: cache)) }
            }
            var results = [Outcome?](repeating: nil, count: count)
            for try await (index, outcome) in group { results[index] = outcome }
            return results
        }
        for index in 0..<count where results[index] != expected[index] {
            Issue.record("task \(index) on \(subjects[index % subjects.count].name): \(String(describing: results[index])) != \(expected[index])")
        }
    }

    @Test("One pattern shared by many tasks: matches and partial matches agree")
    func sharedPattern() async throws {
        let pattern = try Pattern(#"([01]\d|2[0-3]):[0-5]\d"#)
        let subjects = ["", "2", "23", "23:", "23:5", "23:59", "24", "9:", "12:34", "x"]
        let expected = try subjects.map { (try pattern.matches($0), try pattern.partialMatch($0)) }
        try await withThrowingTaskGroup(of: Bool.self) { group in
            for task in 0..<2_000 {
                group.addTask {
                    let index = task % subjects.count
                    let outcome = (try pattern.matches(subjects[index]), try pattern.partialMatch(subjects[index]))
                    return outcome == expected[index]
                }
            }
            for try await agrees in group { #expect(agrees) }
        }
    }

    @Test("One server validator shared by many tasks: its pooled forms answer as new forms do")
    func sharedValidator() async throws {
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
        let validator = try FormValidator(definitionJSON: definition)
        let fresh = FormValidator { try! FormGroup(definitionJSON: definition) }
        var replies: [[UInt8]] = []
        for body in bodies { replies.append(await fresh.validate(body: body, acceptLanguage: nil).body) }
        let expected = replies
        let agreements = await withTaskGroup(of: Bool.self) { group in
            for task in 0..<2_000 {
                group.addTask {
                    let index = task % bodies.count
                    return await validator.validate(body: bodies[index], acceptLanguage: nil).body == expected[index]
                }
            }
            var agreements = 0
            for await agrees in group where agrees { agreements += 1 }
            return agreements
        }
        #expect(agreements == 2_000)
    }
}
