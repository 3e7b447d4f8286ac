import Benchmark
import Keystroke

/// Benchmarks of the brazil formats.
func brazilBenchmarks() {
    Benchmark("Format.brazil.lookup") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try? Format(id: "none"))
        }
    }
}
