import Benchmark
import Keystroke

/// Benchmarks of the international formats.
func internationalBenchmarks() {
    Benchmark("Format.international.lookup") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try? Format(id: "none"))
        }
    }
}
