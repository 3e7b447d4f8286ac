// Runs the shared-use workloads (KeystrokeFuzzSupport's `SharedUse`) once each and exits 1 if any
// answer differs from the single-threaded one. CI builds it with `--sanitize thread`: building
// this product alone skips the test targets, which are most of a sanitizer build's time.
import Foundation
import KeystrokeFuzzSupport

var failed = false
for workload in SharedUse.all {
    let start = ContinuousClock.now
    do {
        let mismatches = try await workload.run()
        let elapsed = (ContinuousClock.now - start).components
        let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
        print("\(mismatches.isEmpty ? "ok" : "FAILED"): \(workload.name) (\(String(format: "%.2f", seconds)) s)")
        for line in mismatches.prefix(20) { print("  \(line)") }
        if mismatches.count > 20 { print("  … and \(mismatches.count - 20) more") }
        failed = failed || !mismatches.isEmpty
    } catch {
        print("FAILED: \(workload.name): \(error)")
        failed = true
    }
}
exit(failed ? 1 : 0)
