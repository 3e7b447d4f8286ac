import KeystrokeFuzzSupport
import Testing

/// Thousands of tasks share the same compiled patterns, masks, formats and validators, typing
/// and validating at once; every result equals the single-threaded one. The workloads live in
/// `SharedUse`, and CI runs the same list under ThreadSanitizer through `KeystrokeConcurrencyCheck`.
@Suite("Concurrent use of shared formatters")
struct SharedUseConcurrencyTests {
    @Test("Shared use gives the single-threaded answers", arguments: SharedUse.all)
    func workload(_ workload: SharedUse.Workload) async throws {
        #expect(try await workload.run() == [])
    }
}
