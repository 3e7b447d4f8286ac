import Benchmark
import Keystroke

/// Issue 3's target: typing "41999998888" into `([00]) [00000]-[0000]`, one
/// key at a time, re-applying the mask to (previous text + key) with the caret
/// at the end. One iteration is the whole 11-key sequence: divide by 11 for
/// the per-keystroke cost (target ≤ 150 ns, ≤ 1,500 instructions, 0 mallocs).
let benchmarks: @Sendable () -> Void = {
    let metrics: [BenchmarkMetric] = [.wallClock, .cpuTotal, .instructions, .mallocCountTotal, .throughput]
    let typing = Benchmark.Configuration(metrics: metrics, scalingFactor: .kilo, maxDuration: .seconds(2))
    let digits = "41999998888".map { String($0) }

    Benchmark("Mask.typing phone-br 11 keys", configuration: typing) { benchmark in
        try typeEachKey(digits, into: Mask("([00]) [00000]-[0000]"), benchmark)
    }

    Benchmark("Mask.typing phone-br 11 keys, Unicode path", configuration: typing) { benchmark in
        // Full-width digits force the Character path.
        try typeEachKey("４１９９９９９８８８８".map { String($0) }, into: Mask("([00]) [00000]-[0000]"), benchmark)
    }

    Benchmark("AffineMask.typing phone-br 11 keys", configuration: typing) { benchmark in
        let phone = try AffineMask(primary: "([00]) [0000]-[0000]", affine: ["([00]) [00000]-[0000]"])
        typeEachKey(digits, into: phone, benchmark)
    }

    Benchmark(
        "Mask.paste 10 MB into phone-br",
        configuration: .init(metrics: [.wallClock, .mallocCountTotal], scalingFactor: .one, maxDuration: .seconds(2))
    ) { benchmark in
        let mask = try Mask("([00]) [00000]-[0000]")
        let paste = String(repeating: "4199999888", count: 1_000_000)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(mask.apply(MaskInput(text: paste, caret: 0)))
        }
    }

    Benchmark(
        "Mask.compile phone-br",
        configuration: .init(metrics: [.wallClock, .mallocCountTotal], scalingFactor: .kilo, maxDuration: .seconds(1))
    ) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try Mask("([00]) [00000]-[0000]"))
        }
    }
}

/// Types `keys` one at a time, each keystroke formatting (previous text + key)
/// with the caret at the end; measures only the typing.
func typeEachKey(_ keys: [String], into formatter: some InputFormatter, _ benchmark: Benchmark) {
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
        var text = ""
        var caret = 0
        for key in keys {
            let result = formatter.apply(MaskInput(text: text + key, caret: caret + 1, gravity: .forward(autocomplete: true)))
            text = result.text
            caret = result.caret
        }
        blackHole(text)
    }
}
