import KeystrokeFuzzSupport
import PCRE2
import Testing

/// Thousands of tasks share the same compiled patterns, masks, formats and validators, typing
/// and validating at once; every result equals the single-threaded one. The workloads live in
/// `SharedUse`, which CI also runs under ThreadSanitizer through `KeystrokeConcurrencyCheck`.
@Suite("Concurrent use of shared formatters")
struct SharedUseConcurrencyTests {
    @Test("Thousands of tasks give the single-threaded results")
    func thousandsOfTasks() async throws {
        #expect(try await SharedUse.formatters() == [])
    }

    @Test("One pattern shared by many tasks: matches and partial matches agree")
    func sharedPattern() async throws {
        #expect(try await SharedUse.sharedPattern() == [])
    }

    @Test("One server validator shared by many tasks: its pooled forms answer as new forms do")
    func sharedValidator() async {
        #expect(await SharedUse.sharedValidator() == [])
    }

    @Test("A thousand tasks on shared patterns agree with sequential use", arguments: [Pattern.Options(), .noJIT])
    func patternsAcrossTasks(options: Pattern.Options) async throws {
        #expect(try await SharedUse.patternsAcrossTasks(options: options) == [])
    }

    @Test("A match limit under contention stays a limit error")
    func limitErrorsUnderContention() async throws {
        #expect(try await SharedUse.limitErrorsUnderContention() == [])
    }

    @Test("Short-lived threads match and free their scratch cleanly")
    func shortLivedThreads() throws {
        #expect(try SharedUse.shortLivedThreads() == [])
    }

    @Test("The check runs every workload of this suite")
    func theCheckRunsEveryWorkload() {
        #expect(SharedUse.all.count == 7)
        #expect(Set(SharedUse.all.map(\.name)).count == SharedUse.all.count)
    }
}
