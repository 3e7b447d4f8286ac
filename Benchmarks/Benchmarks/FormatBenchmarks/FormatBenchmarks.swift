import Benchmark
import Keystroke

let benchmarks: @Sendable () -> Void = {
    brazilBenchmarks()
    internationalBenchmarks()
    moneyAndDateBenchmarks()
    numberBenchmarks()
    phoneMatcherBenchmarks()
}
