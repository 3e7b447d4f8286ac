import Benchmark
import Keystroke

// Validating stored postal codes (in their usual layout) and a keystroke through the editing
// model, as the banking benchmarks do (StoredValues.swift).

/// 1,000 valid postal codes of a few countries, as stored.
private func postalCodes() -> [(Format, String)] {
    let samples: [(String, String)] = [
        ("GB", "SW1A 1AA"), ("CA", "K1A 0B1"), ("NL", "1234 AB"), ("BR", "01310-100"),
        ("US", "95014"), ("US", "22162-1010"), ("JP", "154-0023"), ("DE", "10115"),
    ]
    return thousand(of: samples.map { (try! Format.postalCode(region: $0.0), $0.1) })
}

/// Benchmarks of the postal-code formats.
func addressBenchmarks() {
    let codes = postalCodes()
    Benchmark("Format.address.validate postal-code (1000 values)", configuration: .storedValues) { benchmark in
        precondition(codes.allSatisfy { (try? $0.0.validate($0.1)) != nil })
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            for (format, code) in codes { blackHole(try? format.validate(code)) }
        }
    }

    typeAndBackspace("EditingState.postal-code-gb.type+backspace", formatID: "postal-code:GB", text: "SW1A 1", configuration: .typeAndBackspace)
    typeAndBackspace("EditingState.postal-code-us.type+backspace", formatID: "postal-code:US", text: "2216", configuration: .typeAndBackspace)
    typeAndBackspace("EditingState.postal-code-br.type+backspace", formatID: "postal-code:BR", text: "40301-1", configuration: .typeAndBackspace)
}
