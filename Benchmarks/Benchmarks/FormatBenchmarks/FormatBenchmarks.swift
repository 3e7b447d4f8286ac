import Benchmark
import Keystroke

let benchmarks: @Sendable () -> Void = {
    brazilBenchmarks()
    internationalBenchmarks()
    bankingAndTaxBenchmarks()
    addressBenchmarks()
    moneyAndDateBenchmarks()
    numberBenchmarks()
    phoneMatcherBenchmarks()
}
