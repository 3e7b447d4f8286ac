import Benchmark
import Keystroke

/// Benchmarks of the moneyAndDate formats.
func moneyAndDateBenchmarks() {
    Benchmark("Format.moneyAndDate.lookup") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try? Format(id: "none"))
        }
    }
}
