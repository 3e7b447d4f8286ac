import Benchmark
import Keystroke

let benchmarks: @Sendable () -> Void = {
    brazilBenchmarks()
    internationalBenchmarks()
    bankingAndTaxBenchmarks()
    moneyAndDateBenchmarks()
    numberBenchmarks()
}
