import Benchmark
import Keystroke

/// Benchmarks of the Brazilian and basic formats.
///
/// Typing: one iteration types a whole value key by key, re-applying the format
/// to (previous text + key) with the caret at the end, as the editing model does;
/// divide by the key count for the per-keystroke cost (target ≤ 300 ns).
/// Validation: one iteration checks 1,000 stored values (target ≥ 5 M values/s,
/// i.e. ≤ 200 µs per iteration).
func brazilBenchmarks() {
    let metrics: [BenchmarkMetric] = [.wallClock, .cpuTotal, .instructions, .mallocCountTotal, .throughput]
    let configuration = Benchmark.Configuration(metrics: metrics, scalingFactor: .kilo, maxDuration: .seconds(2))

    for (id, keys) in [("cpf", "52998224725"), ("cnpj", "12abc34501de35"), ("phone-br", "41999998888")] {
        Benchmark("Format.\(id) typing \(keys.count) keys", configuration: configuration) { benchmark in
            let format = try Format(id: id)
            let strokes = keys.map { String($0) }
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                var text = ""
                var caret = 0
                for key in strokes {
                    let result = format.apply(MaskInput(text: text + key, caret: caret + 1, gravity: .forward(autocomplete: true)))
                    text = result.text
                    caret = result.caret
                }
                blackHole(text)
            }
        }
    }

    var generator = SystemRandomNumberGenerator()
    let storedCPFs = (0..<1_000).map { _ in CPF.random(using: &generator) }
    let storedCNPJs = (0..<1_000).map { index in CNPJ.random(alphanumeric: index.isMultiple(of: 2), using: &generator) }

    Benchmark("CPF.isValid 1000 stored values", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            var valid = 0
            for cpf in storedCPFs where CPF.isValid(cpf) { valid += 1 }
            blackHole(valid)
        }
    }

    Benchmark("CNPJ.isValid 1000 stored values", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            var valid = 0
            for cnpj in storedCNPJs where CNPJ.isValid(cnpj) { valid += 1 }
            blackHole(valid)
        }
    }

    Benchmark("Format.cpf validate 1000 stored values", configuration: configuration) { benchmark in
        let format = try Format(id: "cpf")
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            for cpf in storedCPFs { blackHole(try? format.validate(cpf)) }
        }
    }

    Benchmark("Format.cnpj validate 1000 stored values", configuration: configuration) { benchmark in
        let format = try Format(id: "cnpj")
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            for cnpj in storedCNPJs { blackHole(try? format.validate(cnpj)) }
        }
    }
}
