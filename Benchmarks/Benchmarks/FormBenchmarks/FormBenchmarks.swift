import Benchmark
import Keystroke

let benchmarks: @Sendable () -> Void = {
    Benchmark("Form.placeholder") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(MaskInput(text: "41"))
        }
    }
}
