import Benchmark
import Keystroke

// The set-up the benchmarks of stored values share: one iteration validates 1,000 values, so a
// value's cost is the time divided by 1,000; typing is a key and a Backspace through
// `EditingState` on a half-typed value (`typeAndBackspace(_:formatID:text:configuration:)`).
// Each file keeps its own validating loop: sharing it would add a call or a copy per value to
// what is measured.

extension Benchmark.Configuration {
    /// Validating 1,000 stored values an iteration.
    static var storedValues: Self {
        Self(metrics: [.wallClock, .throughput, .mallocCountTotal, .instructions],
             warmupIterations: 10, scalingFactor: .one, maxDuration: .seconds(2), maxIterations: 10_000)
    }

    /// A key and a Backspace, a thousand times a sample.
    static var typeAndBackspace: Self {
        Self(metrics: [.wallClock, .mallocCountTotal, .instructions],
             warmupIterations: 100, scalingFactor: .kilo, maxDuration: .seconds(2))
    }
}

/// 1,000 values cycling through `samples`.
func thousand<Value>(of samples: [Value]) -> [Value] {
    (0..<1000).map { samples[$0 % samples.count] }
}
