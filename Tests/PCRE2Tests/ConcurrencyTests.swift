import Foundation
import PCRE2
import Testing

/// Patterns shared by many tasks give the same answers as sequential use.
@Suite struct ConcurrencyTests {
    static let subjects: [String] = (0..<200).map { index in
        switch index % 4 {
        case 0: "user\(index)@example.com"
        case 1: "user\(index)@@example"
        case 2: "+55 (11) 9\(1000 + index)-\(2000 + index)"
        default: "héllo 👋 \(index)"
        }
    }

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

    @Test(arguments: [Pattern.Options(), .noJIT])
    func thousandTasksAgreeWithSequential(options: Pattern.Options) async throws {
        let patterns = try [
            Pattern(#"(?<user>[\w.+-]+)@(?<host>[\w-]+(?:\.[\w-]+)+)"#, options: options),
            Pattern(#"\+(\d+) \((\d\d)\) (\d{4,5})-(\d{4})"#, options: options),
            Pattern(#"(\p{L}+) (\p{Extended_Pictographic})"#, options: options),
        ]
        var expected: [Int: Answer] = [:]
        for task in 0..<1_000 {
            expected[task] = try Self.answer(patterns[task % 3], Self.subjects[task % Self.subjects.count])
        }
        let results = try await withThrowingTaskGroup(of: (Int, Answer).self) { group in
            for task in 0..<1_000 {
                group.addTask {
                    (task, try Self.answer(patterns[task % 3], Self.subjects[task % Self.subjects.count]))
                }
            }
            var results: [Int: Answer] = [:]
            for try await (task, answer) in group { results[task] = answer }
            return results
        }
        #expect(results == expected)
        #expect(results.values.contains { $0.matches })
        #expect(results.values.contains { !$0.matches })
    }

    @Test func limitErrorsUnderContentionStayLimitErrors() async throws {
        let pattern = try Pattern(#"(a+)+$"#, options: Pattern.Options([], matchLimit: 20_000))
        let evil = String(repeating: "a", count: 40) + "b"
        let kinds = await withTaskGroup(of: PCRE2Error.Kind?.self) { group in
            for _ in 0..<64 {
                group.addTask {
                    do {
                        _ = try pattern.firstMatch(in: evil)
                        return nil
                    } catch {
                        return (error as? PCRE2Error)?.kind
                    }
                }
            }
            var kinds: [PCRE2Error.Kind?] = []
            for await kind in group { kinds.append(kind) }
            return kinds
        }
        #expect(kinds.count == 64)
        #expect(kinds.allSatisfy { $0 == PCRE2Error.Kind.matchLimit })
    }

    /// Answers gathered from threads, under a lock.
    final class Tally: @unchecked Sendable {
        // SAFETY: `answers` is only touched while `lock` is held.
        private let lock = NSLock()
        private var answers: [Bool] = []

        func add(_ answer: Bool) {
            lock.lock()
            answers.append(answer)
            lock.unlock()
        }

        var all: [Bool] {
            lock.lock()
            defer { lock.unlock() }
            return answers
        }
    }

    @Test func shortLivedThreadsMatchAndExitCleanly() throws {
        // Each thread makes its own match scratch and frees it on exit; a double free or a
        // use after free would crash here.
        let pattern = try Pattern(#"(\d+)-(\d+)"#)
        let interpreted = try Pattern(#"(\d+)-(\d+)"#, options: .noJIT)
        let tally = Tally()
        let done = DispatchSemaphore(value: 0)
        for index in 0..<16 {
            let thread = Thread {
                let subject = index.isMultiple(of: 2) ? "\(index)-\(index)" : "\(index)-x"
                tally.add((try? pattern.matches(subject)) == true)
                tally.add((try? interpreted.firstMatch(in: subject)?[2]) == "\(index)")
                done.signal()
            }
            thread.start()
        }
        for _ in 0..<16 { done.wait() }
        #expect(tally.all.count == 32)
        #expect(tally.all.filter { $0 }.count == 16)
    }
}
