import Benchmark
import KeystrokeForms

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal, .instructions], maxDuration: .seconds(2))

    // Target: under 200 µs per validation of the whole form. Each sample builds its own form;
    // measurement stops before the closure returns, so tearing the form down is not counted.
    Benchmark("FormGroup.validate 200 fields nested, mixed formats") { benchmark in
        let form = try LargeForm.make()
        _ = try form.validate()  // fails the benchmark if the form is not entirely valid
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try form.validate())
        }
        benchmark.stopMeasurement()
    }

    Benchmark("FormGroup.validateAll 200 fields nested, mixed formats") { benchmark in
        let form = try LargeForm.make()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(form.validateAll())
        }
        benchmark.stopMeasurement()
    }

    Benchmark("FormGroup.validate 200 fields + jsonString") { benchmark in
        let form = try LargeForm.make()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try form.validate().jsonString)
        }
        benchmark.stopMeasurement()
    }
}
